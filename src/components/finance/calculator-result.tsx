import { formatRatePercent } from "@/domain/finance/comparison-rate";
import type { CalculatorFigures } from "@/domain/finance/figures";
import { formatCurrency } from "@/domain/vehicle/price-display";
import { cn } from "@/lib/utils";

const PER: Record<string, string> = { wk: "per week", fn: "per fortnight", mo: "per month", yr: "per year" };

/** The sentence a screen reader hears after a change: "Estimated repayment $147 per week over 5 years". */
export function repaymentAnnouncement(figures: CalculatorFigures | null, termText: string, amountError: string | null): string {
  if (amountError) return `Loan amount: ${amountError}`;
  if (!figures) return "";
  const r = figures.repayment;
  return r.kind === "payment" ? `Estimated repayment ${r.paymentText} ${PER[r.suffix] ?? ""} over ${termText}` : r.displayText;
}

/**
 * A calculator's figures: the repayment and the total, then the interest rate and the comparison rate side by
 * side in the same size and weight (the comparison rate is never less prominent than the interest rate), the
 * comparison rate's basis and warning, and what is financed.
 */
export function CalculatorResult({ figures, amountError, termText, compact = false }: { figures: CalculatorFigures | null; amountError: string | null; termText: string; compact?: boolean }) {
  const repayment = figures?.repayment ?? null;
  const rateClass = cn("font-semibold tabular-nums", compact ? "text-base" : "text-lg");
  return (
    <div className="grid gap-4">
      <div>
        <p className="text-sm font-medium text-muted-foreground">Estimated repayment</p>
        <p data-figure="repayment" className={cn("font-bold tracking-tight tabular-nums", compact ? "text-3xl" : "text-4xl")}>
          {amountError ? "—" : repayment?.kind === "payment" ? (
            <>
              {repayment.paymentText}
              <span className="text-lg font-semibold text-muted-foreground">/{repayment.suffix}</span>
            </>
          ) : (
            <span className={compact ? "text-2xl" : "text-3xl"}>{repayment?.displayText}</span>
          )}
        </p>
        {amountError ? (
          <p className="text-sm text-muted-foreground">Enter a loan amount within the limits to see repayments.</p>
        ) : repayment?.kind === "payment" ? (
          <>
            <p className="text-sm text-muted-foreground">over {termText}</p>
            <p className="mt-1 text-sm text-muted-foreground">
              Total repayments <span data-figure="total" className="font-semibold text-foreground tabular-nums">{repayment.totalText}</span>
            </p>
          </>
        ) : null}
      </div>
      <dl className="grid grid-cols-2 gap-3">
        <div className="rounded-md border bg-background p-3">
          <dt className="text-xs font-medium text-muted-foreground">Interest rate</dt>
          <dd data-figure="interest-rate" className={rateClass}>{figures ? formatRatePercent(figures.interestRate) : "—"}</dd>
        </div>
        <div className="rounded-md border bg-background p-3">
          <dt className="text-xs font-medium text-muted-foreground">Comparison rate*</dt>
          <dd data-figure="comparison-rate" className={rateClass}>{figures?.comparisonRate != null ? formatRatePercent(figures.comparisonRate) : "—"}</dd>
        </div>
      </dl>
      {figures ? <p className="text-xs leading-relaxed text-muted-foreground">* {figures.comparisonRateText}</p> : null}
      {repayment?.kind === "payment" && figures && !compact ? <p className="text-xs text-muted-foreground">{financedText(figures)}</p> : null}
    </div>
  );
}

/** "Amount financed $31,300, including the $1,300 establishment fee." or with the fee paid upfront. */
function financedText(figures: CalculatorFigures): string {
  const financed = `Amount financed ${formatCurrency(figures.repayment.principal)}`;
  if (figures.establishmentFee <= 0) return `${financed}.`;
  const fee = formatCurrency(figures.establishmentFee);
  return figures.financedFee > 0 ? `${financed}, including the ${fee} establishment fee.` : `${financed}; establishment fee ${fee} paid upfront.`;
}
