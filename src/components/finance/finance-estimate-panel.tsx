"use client";

import { useEffect, useRef, useState } from "react";
import { comparisonRateWarningText, formatRatePercent } from "@/domain/finance/comparison-rate";
import { estimateAssumptions, estimateMonthlyFromWeekly, parseYouxQuote, shouldRequestYouxQuote, youxQuoteBody, type YouxQuote } from "@/domain/finance/estimate";
import { formatCurrency } from "@/domain/vehicle/price-display";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import type { FinanceCar } from "@/view-models/finance";

export interface FinanceEstimatePanelProps {
  /** The car: its quote (`youxQuote` column) when it carries one; otherwise one is asked for once, if it has a price. */
  car: Pick<FinanceCar, "id" | "price" | "year" | "vin" | "nvic" | "youxQuote">;
  /** The site's finance disclaimer (`site.settings.finance.disclaimer`), shown in the panel's disclaimer dialog. */
  disclaimer: string;
}

type QuoteState = { status: "ready"; quote: YouxQuote } | { status: "loading" } | { status: "none" };

function initialState(car: FinanceEstimatePanelProps["car"]): QuoteState {
  if (car.youxQuote) return { status: "ready", quote: car.youxQuote };
  return shouldRequestYouxQuote({ youxQuote: car.youxQuote, price: car.price }) ? { status: "loading" } : { status: "none" };
}

/**
 * The finance estimate panel (spec 002 §4 "Finance quote (youx)", §9 "Finance estimate panel"): the quote's weekly
 * repayment and monthly figure (weekly × 4.33), the advertised and comparison rates side by side, what the quote
 * assumes (5-year term, 10% deposit, 30% final payment) and a disclaimer dialog. A car without a quote and with a
 * positive price asks POST /api/youx/quote once, showing a loading state; any failure leaves the panel out (logged).
 */
export function FinanceEstimatePanel({ car, disclaimer }: FinanceEstimatePanelProps) {
  const [state, setState] = useState<QuoteState>(() => initialState(car));
  const asked = useRef(false);

  useEffect(() => {
    if (state.status !== "loading" || asked.current) return;
    asked.current = true;
    const body = JSON.stringify(youxQuoteBody({ id: car.id, price: car.price, year: car.year, vin: car.vin, nvic: car.nvic }));
    fetch("/api/youx/quote", { method: "POST", headers: { "content-type": "application/json" }, body })
      .then(async (response) => {
        if (!response.ok) throw new Error(`quote request answered ${response.status}`);
        const quote = parseYouxQuote(await response.json());
        if (!quote) throw new Error("quote answer is not a quote");
        setState({ status: "ready", quote });
      })
      .catch((error: unknown) => {
        // Spec 002 §8 "Finance quote failure: silent": nothing is shown, the failure is logged.
        console.warn("finance quote not available", error);
        setState({ status: "none" });
      });
  }, [state.status, car.id, car.price, car.year, car.vin, car.nvic]);

  if (state.status === "none") return null;
  if (state.status === "loading") {
    return (
      <section aria-label="Finance estimate" aria-busy="true" className="grid content-start gap-3 rounded-lg border bg-card p-4">
        <p role="status" className="text-sm text-muted-foreground">Getting a finance estimate…</p>
        <Skeleton className="h-8 w-40" />
        <Skeleton className="h-4 w-full" />
      </section>
    );
  }

  const { quote } = state;
  const monthly = estimateMonthlyFromWeekly(quote.weeklyRepaymentAmount);
  const assumptions = estimateAssumptions(car.price);
  return (
    <section aria-labelledby="finance-estimate-title" data-finance-estimate className="grid content-start gap-3 rounded-lg border bg-card p-4 text-card-foreground">
      <h2 id="finance-estimate-title" className="text-sm font-semibold text-muted-foreground">Finance estimate</h2>
      <p className="text-3xl font-bold tracking-tight tabular-nums">
        {formatCurrency(quote.weeklyRepaymentAmount)}
        <span className="text-base font-semibold text-muted-foreground">/wk</span>
        {monthly !== null ? <span className="ml-2 text-sm font-medium text-muted-foreground">about {formatCurrency(monthly)}/mo</span> : null}
      </p>
      <dl className="grid grid-cols-2 gap-2">
        <div>
          <dt className="text-xs text-muted-foreground">Advertised rate</dt>
          <dd className="text-lg font-semibold tabular-nums">{formatRatePercent(quote.advertisedRate)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Comparison rate*</dt>
          <dd className="text-lg font-semibold tabular-nums">{formatRatePercent(quote.comparisonRate)}</dd>
        </div>
      </dl>
      <p className="text-sm text-muted-foreground">
        Based on a {assumptions.termYears}-year term, a {assumptions.depositPercent}% deposit ({formatCurrency(assumptions.deposit)}) and a{" "}
        {assumptions.finalPaymentPercent}% final payment.
      </p>
      <p className="text-xs leading-relaxed text-muted-foreground">* {comparisonRateWarningText()}</p>
      <Dialog>
        <DialogTrigger asChild>
          <Button variant="link" size="sm" className="justify-self-start text-xs">Finance estimate disclaimer</Button>
        </DialogTrigger>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Finance estimate disclaimer</DialogTitle>
            <DialogDescription>
              An estimate for a {assumptions.termYears}-year loan of {formatCurrency(assumptions.amountFinanced)} after a {formatCurrency(assumptions.deposit)} deposit, with a{" "}
              {assumptions.finalPaymentPercent}% final payment. Not an offer of credit.
            </DialogDescription>
          </DialogHeader>
          <p className="text-sm leading-relaxed">{disclaimer}</p>
          <p className="text-sm leading-relaxed">{comparisonRateWarningText()}</p>
        </DialogContent>
      </Dialog>
    </section>
  );
}
