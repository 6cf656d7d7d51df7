/**
 * The platform's own lender quote (spec 002 §7 "POST /api/youx/quote"; §9 "Finance estimate panel"): the answer a
 * quote service gives for a car — weekly repayment, advertised rate, comparison rate — worked out from the site's
 * lender settings, so that a real lender's API can take its place behind the same interface later
 * (`src/server/adapters/lender-quote.ts`).
 */
import { calculateRepayment } from "./calculator";
import { advertisedComparisonRate, estimateLoanInputs } from "./car-finance";
import { estimateAssumptions, ESTIMATE_FINAL_PAYMENT_PERCENT, type YouxQuote } from "./estimate";
import { periodicRepayment, periodsPerYear, type RepaymentRounding } from "./repayment";

/** The lender settings a quote reads: `site-settings.ts` `finance.lender` can be passed as it is. */
export interface QuoteLenderSettings {
  advertisedRate: number;
  establishmentFee: number;
  establishmentFeeTreatment: "capitalised" | "upfront";
  monthlyFee: number;
  rounding: RepaymentRounding;
}

/** What a quote is asked for: the price and the term in years (the request body's purchasePrice and loanTerm). */
export interface QuoteLoan {
  purchasePrice: number;
  loanTerm: number;
}

/** The quote's loan in figures, as the estimate panel explains it. */
export interface QuoteBreakdown {
  deposit: number;
  amountFinanced: number;
  /** The final (balloon) payment: 30% of the price. */
  finalPayment: number;
  /** The establishment fee added to the amount financed (0 when it is paid upfront). */
  capitalisedFee: number;
  /** Weekly repayment before rounding. */
  exactWeekly: number;
}

const round2 = (value: number): number => Math.round(value * 100) / 100;

/**
 * The quote's loan (spec 002 §9): a 10% deposit, the rest financed over the term (plus the establishment fee where
 * it is capitalised), a 30% final payment, weekly repayments at the advertised rate. Null for a price or term that
 * is not a positive number.
 */
export function quoteBreakdown(loan: QuoteLoan, lender: QuoteLenderSettings): QuoteBreakdown | null {
  const price = loan.purchasePrice;
  if (!Number.isFinite(price) || price <= 0 || !Number.isFinite(loan.loanTerm) || loan.loanTerm <= 0) return null;
  const { deposit, amountFinanced } = estimateAssumptions(price);
  const finalPayment = round2((price * ESTIMATE_FINAL_PAYMENT_PERCENT) / 100);
  const capitalisedFee = lender.establishmentFeeTreatment === "capitalised" ? Math.max(0, lender.establishmentFee) : 0;
  const exactWeekly = periodicRepayment({
    principal: amountFinanced + capitalisedFee,
    annualRatePercent: lender.advertisedRate,
    years: loan.loanTerm,
    periodsPerYear: periodsPerYear("week"),
    balloon: finalPayment,
  });
  return { deposit, amountFinanced, finalPayment, capitalisedFee, exactWeekly };
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
  if (!Number.isFinite(loan.purchasePrice) || loan.purchasePrice <= 0 || !Number.isFinite(loan.loanTerm) || loan.loanTerm <= 0) return null;
  const inputs = estimateLoanInputs(loan.purchasePrice, lender.advertisedRate, loan.loanTerm);
  const capitalised = lender.establishmentFeeTreatment === "capitalised" ? Math.max(0, lender.establishmentFee) : 0;
  const repayment = calculateRepayment({ inputs, settings: { rounding: lender.rounding, establishmentFee: capitalised }, advertisedPrice: loan.purchasePrice });
  if (repayment.kind !== "payment") return null;
  const comparison = advertisedComparisonRate(lender);
  if (comparison === null) return null;
  return { weeklyRepaymentAmount: repayment.payment, advertisedRate: lender.advertisedRate, comparisonRate: comparison };
}
