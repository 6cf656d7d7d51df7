"use client";

import { comparisonRateWarningText, formatRatePercent } from "@/domain/finance/comparison-rate";
import { loanBasisText, loanEstimateText } from "@/domain/finance/car-finance";
import { loanFeesText } from "@/domain/finance/fees";
import { formatCurrency } from "@/domain/vehicle/price-display";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import type { FinanceCar } from "@/view-models/finance";

export interface FinanceEstimatePanelProps {
  /** The car: its one loan on this site (`carFinance`, worked out by the service), or none for a car without a price. */
  car: Pick<FinanceCar, "id" | "loan">;
  /** The site's finance disclaimer (`site.settings.finance.disclaimer`), shown in the panel's disclaimer dialog. */
  disclaimer: string;
}

/**
 * The finance estimate panel (spec 002 §4 "Finance quote (youx)", §9 "Finance estimate panel"): the weekly repayment
 * and monthly figure (weekly × 4.33), the advertised and comparison rates side by side, what the figure assumes and a
 * disclaimer dialog. The figures are the car's one loan (`carFinance`): the car's lender figures, its stored quote,
 * or the site lender's quote for the estimate's 5-year term, 10% deposit and 30% final payment — the same loan
 * POST /api/youx/quote answers for, and the one the finance summary and the calculator show — so the panel states
 * the assumptions its repayment was worked out with. No loan (no price) or no payment: no panel.
 */
export function FinanceEstimatePanel({ car, disclaimer }: FinanceEstimatePanelProps) {
  const loan = car.loan;
  if (!loan || loan.payment === null) return null;
  const suffix = loan.frequency === "week" ? "/wk" : "/mo";
  const fees = loanFeesText(loan.fees);
  return (
    <section aria-labelledby="finance-estimate-title" data-finance-estimate className="grid content-start gap-3 rounded-lg border bg-card p-4 text-card-foreground">
      <h2 id="finance-estimate-title" className="text-sm font-semibold text-muted-foreground">Finance estimate</h2>
      <p className="text-3xl font-bold tracking-tight tabular-nums" data-figure="weekly">
        {formatCurrency(loan.payment)}
        <span className="text-base font-semibold text-muted-foreground">{suffix}</span>
        {loan.monthlyAbout !== null ? <span className="ml-2 text-sm font-medium text-muted-foreground">about {formatCurrency(loan.monthlyAbout)}/mo</span> : null}
      </p>
      <dl className="grid grid-cols-2 gap-2">
        <div>
          <dt className="text-xs text-muted-foreground">Advertised rate</dt>
          <dd className="text-lg font-semibold tabular-nums">{formatRatePercent(loan.interestRate)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Comparison rate*</dt>
          <dd className="text-lg font-semibold tabular-nums">{loan.comparisonRate !== null ? formatRatePercent(loan.comparisonRate) : "—"}</dd>
        </div>
      </dl>
      <p className="text-sm text-muted-foreground">{loanBasisText(loan)}</p>
      {fees ? <p data-loan-fees className="text-sm text-muted-foreground">{fees}</p> : null}
      <p className="text-xs leading-relaxed text-muted-foreground">* {comparisonRateWarningText()}</p>
      <Dialog>
        <DialogTrigger asChild>
          <Button variant="link" size="sm" className="justify-self-start text-xs">Finance estimate disclaimer</Button>
        </DialogTrigger>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Finance estimate disclaimer</DialogTitle>
            <DialogDescription>{loanEstimateText(loan)}</DialogDescription>
          </DialogHeader>
          <p className="text-sm leading-relaxed">{disclaimer}</p>
          <p className="text-sm leading-relaxed">{comparisonRateWarningText()}</p>
        </DialogContent>
      </Dialog>
    </section>
  );
}
