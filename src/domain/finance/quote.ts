/**
 * The platform's own lender quote (spec 002 §7 "POST /api/youx/quote"; §9 "Finance estimate panel"): the answer a
 * quote service gives for a car — weekly repayment, advertised rate, comparison rate — worked out from the site's
 * lender settings, so that a real lender's API can take its place behind the same interface later
 * (`src/server/adapters/lender-quote.ts`).
 */
import { carFinance } from "./car-finance";
import type { YouxQuote } from "./estimate";
import type { CarFinanceLenderSettings } from "./car-finance";

/** The lender settings a quote reads: `site-settings.ts` `finance.lender` can be passed as it is. */
export type QuoteLenderSettings = CarFinanceLenderSettings;

/** What a quote is asked for: the price and the term in years (the request body's purchasePrice and loanTerm). */
export interface QuoteLoan {
  purchasePrice: number;
  loanTerm: number;
}

/**
 * The platform's quote for a car (spec 002 §7): the weekly repayment of the site lender's loan for the price in
 * `carFinance` (the estimate's 10% deposit and 30% final payment at the advertised rate, the site's fees and
 * rounding), the advertised rate, and the comparison rate of that rate with the site's fees on the regulation's
 * benchmark loan ($30,000 over 5 years, monthly), to 2 decimals. The vehicle page shows the same loan, so a quote
 * and the page agree. Null when there is nothing to quote (no positive price or term, or a repayment that is not
 * positive).
 */
export function platformQuote(loan: QuoteLoan, lender: QuoteLenderSettings): YouxQuote | null {
  if (!Number.isFinite(loan.loanTerm) || loan.loanTerm <= 0) return null;
  const figures = carFinance({ price: loan.purchasePrice, lender: null, settings: lender, termYears: loan.loanTerm });
  if (!figures || figures.payment === null || figures.comparisonRate === null) return null;
  return { weeklyRepaymentAmount: figures.payment, advertisedRate: figures.interestRate, comparisonRate: figures.comparisonRate };
}
