"use client";

import { useMemo } from "react";
import { formatTerm, interestBounds, loanSliderBounds, RESIDUAL_BOUNDS, termBounds, termOptions } from "@/domain/finance/bounds";
import { calculatorDefaults } from "@/domain/finance/defaults";
import type { CarFinance } from "@/domain/finance/car-finance";
import type { LenderFigures } from "@/domain/finance/lender";
import { formatCurrency } from "@/domain/vehicle/price-display";
import { formatRatePercent } from "@/domain/finance/comparison-rate";
import { FrequencyField, NumberField, TermField, ValueSlider } from "./calculator-fields";
import { CalculatorResult, repaymentAnnouncement } from "./calculator-result";
import type { FinanceSettings } from "@/view-models/finance";
import { useFinanceCalculator, useSettledAnnouncement } from "./use-finance-calculator";

export interface FinanceCalculatorProps {
  /** The site's finance settings (`site.settings.finance`); `calculator` and `lender` are read. */
  finance: Pick<FinanceSettings, "calculator" | "lender">;
  /** An amount passed in (a finance link's vehiclePriceBudget): the starting loan amount when given. */
  passedAmount?: number | null;
  /** The car being financed: its price (the amount where the site defaults to it, the rounding's advertised price). */
  car?: { id: number; price: number } | null;
  /** The car's lender figures for the site's provider: starting term, rate and deposit, and its own payment. */
  lender?: LenderFigures | null;
  /**
   * The car's one loan (`carFinance`), when the page shows its figures: the calculator starts at it (unless the link
   * passed another amount), so its first repayment and total are the summary's and the estimate's.
   */
  loan?: Pick<CarFinance, "inputs" | "lender"> | null;
  /** What goes under the figures: the call to action of the page. */
  children?: React.ReactNode;
}

/**
 * The full finance calculator (spec 002 §2 "Finance Calculator", §4, §5, §9): loan amount (field and slider), deposit
 * and trade-in, term, interest rate, residual and frequency — interest, residual and frequency hidden where the site
 * says so — and the repayment, total, interest rate and comparison rate, recalculated after every change. All
 * arithmetic is the domain's (`calculatorDefaults`, the bounds, `calculatorFigures`).
 */
export function FinanceCalculator({ finance, passedAmount = null, car = null, lender = null, loan = null, children }: FinanceCalculatorProps) {
  const calc = finance.calculator;
  const startsAtLoan = loan !== null && (passedAmount === null || passedAmount === loan.inputs.amount);
  const startLender = startsAtLoan ? loan.lender : lender;
  const defaults = useMemo(
    () => (startsAtLoan ? loan.inputs : calculatorDefaults({ place: "calculator", carPrice: car?.price, passedAmount, lender, settings: calc, advertisedRate: finance.lender.advertisedRate })),
    [startsAtLoan, loan, car?.price, passedAmount, lender, calc, finance.lender.advertisedRate],
  );
  const state = useFinanceCalculator({ defaults, finance, lender: startLender, advertisedPrice: car?.price ?? null, analytics: { label: "Finance Calculator", vehicleId: car?.id } });
  const { inputs } = state;
  const options = useMemo(() => termOptions(termBounds(calc), calc.termYearOptions), [calc]);
  const termText = formatTerm(inputs.termYears, calc.showTermInMonths);
  const announcement = useSettledAnnouncement(repaymentAnnouncement(state.figures, termText, state.amountError, state.loanError));
  const loanBounds = loanSliderBounds(calc, car?.price);
  const rateBounds = interestBounds(calc);

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8">
      <form className="grid content-start gap-5" onSubmit={(event) => event.preventDefault()} aria-label="Loan details">
        <div className="grid gap-3">
          <NumberField label="Loan amount" prefix="$" inputMode="numeric" value={state.amount} onValueChange={state.setAmount} error={state.amountError} />
          <ValueSlider label="Loan amount" value={state.amount} bounds={loanBounds} valueText={formatCurrency(state.amount)} format={formatCurrency} onValueChange={state.setAmount} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <NumberField label="Deposit" prefix="$" inputMode="numeric" value={inputs.deposit} onValueChange={state.setDeposit} />
          <NumberField label="Trade-in value" prefix="$" inputMode="numeric" value={inputs.tradeIn} onValueChange={state.setTradeIn} hint="What your current car is worth to us" />
        </div>
        <TermField options={options} years={inputs.termYears} inMonths={calc.showTermInMonths} onYearsChange={state.setTermYears} />
        {calc.hideInterest ? null : (
          <div className="grid gap-3">
            <NumberField label="Interest rate" suffix="% p.a." value={inputs.interestRate} onValueChange={state.setInterestRate} />
            <ValueSlider label="Interest rate" value={inputs.interestRate} bounds={rateBounds} valueText={formatRatePercent(inputs.interestRate)} format={(rate) => `${rate}%`} onValueChange={state.setInterestRate} />
          </div>
        )}
        {calc.hideResidual ? null : (
          <NumberField label="Residual (balloon) payment" prefix="$" inputMode="numeric" value={inputs.residual} onValueChange={state.setResidual} hint={`Paid with the last repayment, up to ${formatCurrency(RESIDUAL_BOUNDS.max)}`} />
        )}
        {calc.hideFrequency ? null : <FrequencyField value={inputs.frequency} onValueChange={state.setFrequency} />}
        {/* On narrow screens the figures are below the inputs: the repayment stays in view while the inputs are. */}
        <div aria-hidden="true" className="sticky bottom-0 -mx-4 flex items-baseline justify-between gap-3 border-t bg-background/95 px-4 py-3 shadow-[0_-4px_12px_rgb(0_0_0/0.06)] backdrop-blur lg:hidden">
          <span className="text-sm text-muted-foreground">Estimated repayment</span>
          <span className="text-xl font-bold tabular-nums">{state.amountError || state.loanError ? "—" : (state.figures?.repayment.displayText ?? "—")}</span>
        </div>
      </form>
      <div className="grid content-start gap-4 rounded-lg border bg-muted/40 p-5 lg:sticky lg:top-24">
        <CalculatorResult figures={state.figures} amountError={state.amountError} loanError={state.loanError} termText={termText} />
        {children}
        <p className="sr-only" aria-live="polite" aria-atomic="true">{announcement}</p>
      </div>
    </div>
  );
}
