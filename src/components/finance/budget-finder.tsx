"use client";

import Link from "@/components/ui/link";
import { useId, useState } from "react";
import {
  BUDGET_CAR_TYPE_LABEL,
  BUDGET_DEFAULT_DEPOSIT,
  BUDGET_HEADING,
  budgetBasisText,
  budgetFor,
  budgetFinderView,
  budgetLowestPrice,
  budgetPriceRange,
  defaultBudgetRepayment,
  parseBudgetInput,
  type BudgetFrequency,
  type BudgetPricing,
  type BudgetStock,
} from "@/domain/finance/budget-finder";
import { bodyTypeImagePath } from "@/domain/vehicle/body";
import { formatCurrency } from "@/domain/vehicle/price-display";
import { OptimisedImage } from "@/components/ui/optimised-image";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { budgetSearchHref } from "./budget-search-links";
import { cn } from "@/lib/utils";

export interface BudgetFinderProps {
  /** The stock the finder searches (`siteBudgetStock`): lowest price in all and per body type. */
  stock: BudgetStock;
  /** The search page the button opens (the site's default search path). */
  searchPath: string;
  /** One of the site's stock: "Car", "Caravan", "Vehicle" ("View Cars In This Range"). */
  carType: string;
  /** Body types offered in the selector (most stock first); 8 when omitted, 0 hides the selector. */
  maxBodyTypes?: number;
  /** The heading's level: 2 inside a page, 1 when the finder is the page. */
  headingLevel?: 1 | 2;
  /** How a repayment becomes a budget on this site (`budgetPricing`): the calculator run backwards, or the spec's sum. */
  pricing: BudgetPricing;
}

const FREQUENCIES: Array<{ value: BudgetFrequency; label: string }> = [
  { value: "weekly", label: "Weekly" },
  { value: "monthly", label: "Monthly" },
];

/**
 * The budget finder (spec 002 §2, §4, §5, §9): a weekly or monthly repayment and a deposit make a 5-year budget (the
 * price the repayment repays at the calculator's rate, or the spec's sum where `finance.budgetFinderMethod` says so);
 * the button 'View {carType}s In This Range' searches the stock up to the budget, or reads '0 {carType}s Found' and
 * is disabled below the lowest price of the chosen body types, with 'No {carType}s found for this budget'.
 */
export function BudgetFinder({ stock, searchPath, carType, maxBodyTypes = 8, headingLevel = 2, pricing }: BudgetFinderProps) {
  const id = useId();
  const [frequency, setFrequency] = useState<BudgetFrequency>("weekly");
  const [repayment, setRepayment] = useState(String(defaultBudgetRepayment("weekly")));
  const [deposit, setDeposit] = useState(String(BUDGET_DEFAULT_DEPOSIT));
  const [bodies, setBodies] = useState<string[]>([]);
  const offered = stock.bodies.slice(0, maxBodyTypes);

  const budget = budgetFor({ repayment, frequency, deposit }, pricing);
  const lowest = budgetLowestPrice(stock, bodies);
  const view = budgetFinderView({ budget, lowestPrice: lowest, carType });
  const Heading = headingLevel === 1 ? "h1" : "h2";

  const changeFrequency = (next: BudgetFrequency) => {
    // An untouched repayment follows the frequency's default (200 a week, 600 a month).
    if (parseBudgetInput(repayment) === defaultBudgetRepayment(frequency)) setRepayment(String(defaultBudgetRepayment(next)));
    setFrequency(next);
  };
  const toggleBody = (body: string) => setBodies((current) => (current.includes(body) ? current.filter((b) => b !== body) : [...current, body]));

  return (
    <section aria-labelledby={`${id}-title`} className="grid grid-cols-1 gap-5 rounded-lg border bg-card p-5 text-card-foreground sm:p-6">
      <Heading id={`${id}-title`} className={cn("font-bold tracking-tight", headingLevel === 1 ? "text-3xl" : "text-2xl")}>{BUDGET_HEADING}</Heading>
      {/* One column of at most the card's width (grid-cols-1 is minmax(0, 1fr)): a long label wraps on a 320 px phone. */}
      <div className="grid grid-cols-1 gap-5">
        <fieldset className="grid gap-1.5">
          <legend className="mb-1.5 text-sm font-medium">Repayments</legend>
          <div className="grid w-full max-w-xs grid-cols-2 gap-1 rounded-md border bg-muted p-1">
            {FREQUENCIES.map((option) => (
              <label key={option.value}>
                <input type="radio" name={`${id}-frequency`} value={option.value} checked={frequency === option.value} onChange={() => changeFrequency(option.value)} className="peer sr-only" />
                <span className="flex h-9 cursor-pointer items-center justify-center rounded-sm text-sm font-medium text-muted-foreground transition-colors peer-checked:bg-background peer-checked:text-foreground peer-checked:shadow-sm peer-focus-visible:outline-2 peer-focus-visible:outline-offset-1 peer-focus-visible:outline-ring">
                  {option.label}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <MoneyInput id={`${id}-repayment`} label={frequency === "weekly" ? "Weekly repayment" : "Monthly repayment"} value={repayment} onChange={setRepayment} />
          <MoneyInput id={`${id}-deposit`} label="Deposit" value={deposit} onChange={setDeposit} />
        </div>
        {offered.length > 0 ? (
          <fieldset>
            <legend className="mb-2 text-sm font-medium">{BUDGET_CAR_TYPE_LABEL}</legend>
            <div className="flex flex-wrap gap-2">
              {offered.map((entry) => {
                const image = bodyTypeImagePath(entry.body);
                return (
                  <label key={entry.body}>
                    <input type="checkbox" className="peer sr-only" checked={bodies.includes(entry.body)} onChange={() => toggleBody(entry.body)} />
                    <span className="inline-flex h-9 cursor-pointer items-center gap-1.5 rounded-full border bg-background px-3 text-sm transition-colors peer-checked:border-primary peer-checked:bg-primary peer-checked:text-primary-foreground peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring">
                      {/* The body's picture (drawn by the platform: no remote image); decorative, the name beside it is the label. */}
                      {image ? <OptimisedImage src={image} alt="" width={48} height={24} unoptimized className="-ml-1 h-6 w-12 rounded-sm bg-white/80" data-body-image /> : null}
                      {entry.body}
                    </span>
                  </label>
                );
              })}
            </div>
          </fieldset>
        ) : null}
        <div className="grid grid-cols-1 gap-3 rounded-md bg-muted/60 p-4 sm:flex sm:items-center sm:justify-between">
          <div>
            <p className="text-sm text-muted-foreground">Your budget</p>
            <p data-figure="budget" className="text-3xl font-bold tracking-tight tabular-nums">{view.budgetText}</p>
            <p className="text-xs text-muted-foreground">
              {budgetBasisText(frequency, pricing)}
              {lowest !== null ? ` ${carType}s from ${formatCurrency(lowest)}.` : ""}
            </p>
          </div>
          {view.buttonDisabled ? (
            <Button type="button" size="lg" disabled className="h-auto min-h-12 whitespace-normal py-2 text-center">{view.buttonLabel}</Button>
          ) : (
            <Button asChild size="lg" className="h-auto min-h-12 whitespace-normal py-2 text-center">
              <Link href={budgetSearchHref(searchPath, { budget, range: budgetPriceRange({ min: lowest, max: stock.highestPrice }), bodies })}>{view.buttonLabel}</Link>
            </Button>
          )}
        </div>
        <p role="status" className={cn("text-sm font-medium", view.message ? "text-destructive" : "sr-only")}>{view.message ?? ""}</p>
      </div>
    </section>
  );
}

function MoneyInput({ id, label, value, onChange }: { id: string; label: string; value: string; onChange: (value: string) => void }) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-muted-foreground">$</span>
        <Input
          id={id}
          inputMode="numeric"
          autoComplete="off"
          className="pl-7 tabular-nums"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={() => onChange(String(parseBudgetInput(value)))}
        />
      </div>
    </div>
  );
}
