"use client";

import Link from "@/components/ui/link";
import { useMemo } from "react";
import { formatTerm, termBounds, termOptions } from "@/domain/finance/bounds";
import { calculatorDefaults } from "@/domain/finance/defaults";
import type { LenderFigures } from "@/domain/finance/lender";
import { carFinanceHref } from "@/domain/finance/link";
import { formatCurrency } from "@/domain/vehicle/price-display";
import { Button } from "@/components/ui/button";
import { FrequencyField, NumberField, TermField } from "./calculator-fields";
import { CalculatorResult, repaymentAnnouncement } from "./calculator-result";
import type { FinanceCar, FinanceSettings } from "@/view-models/finance";
import { useFinanceCalculator, useSettledAnnouncement } from "./use-finance-calculator";

export interface SidebarFinanceCalculatorProps {
  /** The car: its price is the starting purchase price (30000 when it has none); the rest builds the finance link. */
  car: Pick<FinanceCar, "id" | "price" | "carType" | "vin" | "dealershipSlug" | "status"> & Partial<Pick<FinanceCar, "loan">>;
  /** The site's finance settings (`site.settings.finance`). */
  finance: FinanceSettings;
  /** The car's lender figures for the site's provider (`lenderFor(vehicle.financeLenders, finance.provider)`), or null. */
  lender: LenderFigures | null;
}

/**
 * The vehicle page sidebar's finance calculator (spec 002 §2 "Sections: Finance Calculator", §5 "Purchase price
 * (sidebar calculator)", §9): purchase price with its 'Cannot be less than {min} or more than 250000' message,
 * deposit, term (5 years unless the lender gives one), interest and frequency unless hidden; the repayment with the
 * interest and comparison rates; and the car's finance link. Mounted at #finance-calculator.
 */
export function SidebarFinanceCalculator({ car, finance, lender }: SidebarFinanceCalculatorProps) {
  const calc = finance.calculator;
  // The car's one loan (`carFinance`) when it has one: the calculator starts at the figures the summary and the
  // estimate panel show, with the same deposit, term, rate and final payment.
  const loan = car.loan ?? null;
  const startLender = loan?.lender ?? lender;
  const defaults = useMemo(() => loan?.inputs ?? calculatorDefaults({ place: "sidebar", carPrice: car.price, lender, settings: calc, advertisedRate: finance.lender.advertisedRate }), [loan, car.price, lender, calc, finance.lender.advertisedRate]);
  const state = useFinanceCalculator({ defaults, finance, lender: startLender, advertisedPrice: car.price, analytics: { label: "Sidebar Finance Calculator", vehicleId: car.id } });
  const { inputs } = state;
  const options = useMemo(() => termOptions(termBounds(calc), calc.termYearOptions), [calc]);
  const termText = formatTerm(inputs.termYears, calc.showTermInMonths);
  const announcement = useSettledAnnouncement(repaymentAnnouncement(state.figures, termText, state.amountError, state.loanError));
  const href = carFinanceHref(car, finance);

  return (
    <section id="finance-calculator" aria-labelledby="finance-calculator-title" className="grid gap-4 rounded-lg border bg-card p-4 text-card-foreground">
      <h2 id="finance-calculator-title" className="text-lg font-semibold">Finance Calculator</h2>
      <form className="grid gap-4" onSubmit={(event) => event.preventDefault()} aria-label="Finance calculator inputs">
        <NumberField label="Purchase price" prefix="$" inputMode="numeric" value={state.amount} onValueChange={state.setAmount} error={state.amountError} />
        <NumberField label="Deposit" prefix="$" inputMode="numeric" value={inputs.deposit} onValueChange={state.setDeposit} />
        <TermField options={options} years={inputs.termYears} inMonths={calc.showTermInMonths} onYearsChange={state.setTermYears} />
        {calc.hideInterest ? null : <NumberField label="Interest rate" suffix="% p.a." value={inputs.interestRate} onValueChange={state.setInterestRate} />}
        {calc.hideResidual ? null : <NumberField label="Final payment" prefix="$" inputMode="numeric" value={inputs.residual} onValueChange={state.setResidual} />}
        {calc.hideFrequency ? null : <FrequencyField size="sm" value={inputs.frequency} onValueChange={state.setFrequency} />}
      </form>
      {calc.hideResidual && inputs.residual > 0 ? <p className="text-sm text-muted-foreground">Includes a final payment of {formatCurrency(inputs.residual)}.</p> : null}
      <CalculatorResult compact figures={state.figures} amountError={state.amountError} loanError={state.loanError} termText={termText} />
      {href ? (
        <Button asChild className="w-full">
          <Link href={href}>Apply for Finance</Link>
        </Button>
      ) : null}
      <p className="sr-only" aria-live="polite" aria-atomic="true">{announcement}</p>
    </section>
  );
}
