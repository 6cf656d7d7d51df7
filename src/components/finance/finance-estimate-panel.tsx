"use client";

import { comparisonRateWarningText, formatRatePercent } from "@/domain/finance/comparison-rate";
import { useEffect, useRef, useState } from "react";
import { carFinance, loanBasisText, loanEstimateText, type CarFinance, type CarFinanceLenderSettings } from "@/domain/finance/car-finance";
import { parseYouxQuote, YOUX_QUOTE_FAILED_TEXT, YOUX_QUOTE_LOADING_TEXT, youxQuoteBody } from "@/domain/finance/estimate";
import { loanFeesText } from "@/domain/finance/fees";
import { Skeleton } from "@/components/ui/skeleton";
import { formatCurrency } from "@/domain/vehicle/price-display";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import type { FinanceCar } from "@/view-models/finance";

export interface FinanceEstimatePanelProps {
  /** The car: its one loan on this site (`carFinance`, worked out by the service), or none for a car without a price. */
  car: Pick<FinanceCar, "id" | "loan"> & Partial<Pick<FinanceCar, "price" | "year" | "vin" | "nvic">>;
  /** The site's finance disclaimer (`site.settings.finance.disclaimer`), shown in the panel's disclaimer dialog. */
  disclaimer: string;
  /**
   * The site's lender settings (`finance.lender`) when the page asks the quote service for this car's figure
   * (`youxQuoteWanted`): the panel then asks POST /api/youx/quote once, says so meanwhile, and shows the quote's loan.
   */
  quoteLender?: CarFinanceLenderSettings | null;
}

/**
 * The finance estimate panel (spec 002 §4 "Finance quote (youx)", §9 "Finance estimate panel"): the weekly repayment
 * and monthly figure (weekly × 4.33), the advertised and comparison rates side by side, what the figure assumes and a
 * disclaimer dialog. The figures are the car's one loan (`carFinance`): the car's lender figures, its stored quote,
 * or the site lender's quote for the estimate's 5-year term, 10% deposit and 30% final payment — the same loan
 * POST /api/youx/quote answers for, and the one the finance summary and the calculator show — so the panel states
 * the assumptions its repayment was worked out with. No loan (no price) or no payment: no panel.
 */
export function FinanceEstimatePanel({ car, disclaimer, quoteLender }: FinanceEstimatePanelProps) {
  if (quoteLender && car.price !== undefined && car.year !== undefined) {
    return <QuotedEstimatePanel car={{ id: car.id, price: car.price, year: car.year, vin: car.vin ?? null, nvic: car.nvic ?? null }} lender={quoteLender} disclaimer={disclaimer} />;
  }
  return <EstimateFigures loan={car.loan} disclaimer={disclaimer} />;
}

type QuoteState = { kind: "loading" } | { kind: "quoted"; loan: CarFinance } | { kind: "failed" };

/**
 * The estimate of a car with no finance figure of its own (spec 002 §4 "Finance quote (youx): fetched once when the
 * car has no quote and a positive price, with a loading state"): the site's quote service is asked once, the panel
 * says "Getting your quote…" meanwhile (announced), then shows the quote's loan (`carFinance` of the quote, on the
 * site lender's fees), or a plain message when no quote came.
 */
function QuotedEstimatePanel({ car, lender, disclaimer }: { car: { id: number; price: number; year: number; vin: string | null; nvic: string | null }; lender: CarFinanceLenderSettings; disclaimer: string }) {
  const [state, setState] = useState<QuoteState>({ kind: "loading" });
  const asked = useRef(false);
  useEffect(() => {
    // Once per car on the page, even when React runs the effect twice.
    if (asked.current) return;
    asked.current = true;
    const ask = async (): Promise<QuoteState> => {
      try {
        const response = await fetch("/api/youx/quote", { method: "POST", headers: { "content-type": "application/json", accept: "application/json" }, body: JSON.stringify(youxQuoteBody(car)) });
        const quote = response.ok ? parseYouxQuote(await response.json()) : null;
        const loan = quote ? carFinance({ price: car.price, lender: null, quote, settings: lender }) : null;
        return loan && loan.payment !== null ? { kind: "quoted", loan } : { kind: "failed" };
      } catch {
        return { kind: "failed" };
      }
    };
    void ask().then(setState);
  }, [car, lender]);

  if (state.kind === "quoted") return <EstimateFigures loan={state.loan} disclaimer={disclaimer} />;
  return (
    <section aria-labelledby="finance-estimate-title" aria-busy={state.kind === "loading"} data-finance-estimate data-quote-state={state.kind} className="grid content-start gap-3 rounded-lg border bg-card p-4 text-card-foreground">
      <h2 id="finance-estimate-title" className="text-sm font-semibold text-muted-foreground">Finance estimate</h2>
      <p role="status" aria-live="polite" className="text-sm text-muted-foreground">
        {state.kind === "loading" ? YOUX_QUOTE_LOADING_TEXT : YOUX_QUOTE_FAILED_TEXT}
      </p>
      {state.kind === "loading" ? (
        <div aria-hidden="true" className="grid gap-3">
          <Skeleton className="h-9 w-40" />
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-4 w-3/4" />
        </div>
      ) : null}
    </section>
  );
}

/** The panel's figures for a loan; nothing without a loan or a payment. */
function EstimateFigures({ loan, disclaimer }: { loan: CarFinance | null; disclaimer: string }) {
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
