import { formatRatePercent } from "@/domain/finance/comparison-rate";
import { loanFeesText } from "@/domain/finance/fees";
import type { CalculatorFigures } from "@/domain/finance/figures";
import { formatCurrency } from "@/domain/vehicle/price-display";
import { cn } from "@/lib/utils";

const PER: Record<string, string> = { wk: "per week", fn: "per fortnight", mo: "per month", yr: "per year" };

/** The sentence a screen reader hears after a change: "Estimated repayment $147 per week over 5 years". */
export function repaymentAnnouncement(figures: CalculatorFigures | null, termText: string, amountError: string | null, loanError: string | null = null): string {
  if (amountError) return `Loan amount: ${amountError}`;
  if (loanError) return loanError;
  if (!figures) return "";
  const r = figures.repayment;
  return r.kind === "payment" ? `Estimated repayment ${r.paymentText} ${PER[r.suffix] ?? ""} over ${termText}` : r.displayText;
}

/**
 * A calculator's figures: the repayment and the total with every fee in them or beside them named (`loanFeesText`,
 * issue 39 item 3), then the interest rate and the comparison rate side by side in the same size and weight (the
 * comparison rate is never less prominent than the interest rate), the comparison rate's basis and warning, and what
 * is financed. A loan under the minimum (`loanError`) shows why instead of figures.
 */
export function CalculatorResult({
  figures,
  amountError,
  loanError = null,
  termText,
  compact = false,
}: {
  figures: CalculatorFigures | null;
  amountError: string | null;
  loanError?: string | null;
  termText: string;
  compact?: boolean;
}) {
  const repayment = figures?.repayment ?? null;
  const noFigures = amountError !== null || loanError !== null;
  const fees = repayment?.kind === "payment" && figures ? loanFeesText(figures.fees) : null;
  const rateClass = cn("font-semibold tabular-nums", compact ? "text-base" : "text-lg");
  return (
    <div className="grid gap-4">
      <div>
        <p className="text-sm font-medium text-muted-foreground">Estimated repayment</p>
        <p data-figure="repayment" className={cn("font-bold tracking-tight tabular-nums", compact ? "text-3xl" : "text-4xl")}>
          {noFigures ? "—" : repayment?.kind === "payment" ? (
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
        ) : loanError ? (
          <p data-loan-minimum className="text-sm text-muted-foreground">{loanError}</p>
        ) : repayment?.kind === "payment" ? (
          <>
            <p className="text-sm text-muted-foreground">over {termText}</p>
            <p className="mt-1 text-sm text-muted-foreground">
              Total repayments <span data-figure="total" className="font-semibold text-foreground tabular-nums">{repayment.totalText}</span>
            </p>
            {fees ? <p data-loan-fees className="mt-1 text-sm text-muted-foreground">{fees}</p> : null}
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

/** "Amount financed $31,300." (the fees in it are named beside the repayment, `loanFeesText`). */
function financedText(figures: CalculatorFigures): string {
  return `Amount financed ${formatCurrency(figures.repayment.principal)}.`;
}
