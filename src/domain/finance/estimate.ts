/**
 * The finance estimate panel and the lender quote behind it (spec 002 §4 "Finance quote (youx)", §7
 * "POST /api/youx/quote", §9 "Finance estimate panel"): the request body, when to ask, how to read the answer,
 * and the panel's arithmetic.
 */
import { lenderFor, type LenderFiguresByProvider } from "./lender";

/** The panel turns a weekly repayment into a monthly one by × 4.33 (spec 002 §9). */
export const ESTIMATE_WEEKS_PER_MONTH = 4.33;
/** The quote assumes a 5-year term (spec 002 §9). */
export const ESTIMATE_TERM_YEARS = 5;
/** The quote assumes a 10% deposit (spec 002 §9). */
export const ESTIMATE_DEPOSIT_PERCENT = 10;
/** The panel's comparison text says 30% final payment (spec 002 §9). */
export const ESTIMATE_FINAL_PAYMENT_PERCENT = 30;

/** The quote request's fixed selfAssessedCreditScore (spec 002 §7). */
export const YOUX_CREDIT_SCORE = "GREAT";
/** The quote request's fixed loanTerm, years (spec 002 §7). */
export const YOUX_LOAN_TERM_YEARS = 5;

const round2 = (value: number): number => Math.round(value * 100) / 100;

/** The panel's monthly figure: weekly × 4.33, to the cent (spec 002 §9); null without a positive weekly amount. */
export function estimateMonthlyFromWeekly(weekly: number | null | undefined): number | null {
  if (typeof weekly !== "number" || !Number.isFinite(weekly) || weekly <= 0) return null;
  return round2(weekly * ESTIMATE_WEEKS_PER_MONTH);
}

/** The body of POST /api/youx/quote (spec 002 §7). */
export interface YouxQuoteRequest {
  selfAssessedCreditScore: typeof YOUX_CREDIT_SCORE;
  purchasePrice: number;
  loanTerm: typeof YOUX_LOAN_TERM_YEARS;
  year: number;
  vin: string;
  nvic: string;
  whoIsHelping: "";
}

/**
 * The quote request for a car (spec 002 §7): credit score GREAT, the price, a 5-year term, year, VIN and NVIC
 * (empty when the car has none) and an empty whoIsHelping.
 */
export function youxQuoteRequest(car: { price: number; year: number; vin: string | null; nvic: string | null }): YouxQuoteRequest {
  return {
    selfAssessedCreditScore: YOUX_CREDIT_SCORE,
    purchasePrice: car.price,
    loanTerm: YOUX_LOAN_TERM_YEARS,
    year: car.year,
    vin: car.vin ?? "",
    nvic: car.nvic ?? "",
    whoIsHelping: "",
  };
}

/** The quote answer as used: weekly repayment, advertised rate, comparison rate (spec 002 §3, §7). */
export interface YouxQuote {
  weeklyRepaymentAmount: number;
  advertisedRate: number;
  comparisonRate: number;
}

/** A quote is asked for when the car has none and a positive price (spec 002 §4); the caller asks once. */
export function shouldRequestYouxQuote(car: { youxQuote: YouxQuote | null | undefined; price: number }): boolean {
  return !car.youxQuote && Number.isFinite(car.price) && car.price > 0;
}

/**
 * Whether the vehicle page asks the site's quote service for the car's finance, in the browser, once (spec 002 §4
 * "Finance quote (youx): fetched once when the car has no quote and a positive price, with a loading state"): on a
 * site that asks (`finance.youxQuote`), for a car with no finance figure of its own (no lender figures for the site's
 * provider, no stored quote) and a positive price. Otherwise the page shows the car's own loan as it is.
 */
export function youxQuoteWanted(
  car: { price: number; youxQuote: YouxQuote | null | undefined; financeLenders: LenderFiguresByProvider | null | undefined },
  finance: { youxQuote: boolean; provider: string | null },
): boolean {
  return finance.youxQuote && lenderFor(car.financeLenders, finance.provider) === null && shouldRequestYouxQuote(car);
}

/** What the page says while the quote is asked for, and when it cannot get one (spec 002 §4 "with a loading state"). */
export const YOUX_QUOTE_LOADING_TEXT = "Getting your quote…";
export const YOUX_QUOTE_FAILED_TEXT = "We couldn't get a finance quote for this car just now. The calculator on this page still works out repayments, or ask our team for a quote.";

/**
 * Reads a quote answer; anything else is ignored silently as null (spec 002 §7, §8 "Finance quote failure:
 * silent"). Written without zod: the vehicle page's estimate panel runs it in the browser, and zod would add
 * about 45 KB of script to every vehicle page for three numbers.
 */
export function parseYouxQuote(body: unknown): YouxQuote | null {
  if (typeof body !== "object" || body === null) return null;
  const b = body as Record<string, unknown>;
  const { weeklyRepaymentAmount, advertisedRate, comparisonRate } = b;
  if (typeof weeklyRepaymentAmount !== "number" || typeof advertisedRate !== "number" || typeof comparisonRate !== "number") return null;
  if (![weeklyRepaymentAmount, advertisedRate, comparisonRate].every(Number.isFinite)) return null;
  return { weeklyRepaymentAmount, advertisedRate, comparisonRate };
}

/** The quote request's body for a car: the spec's fields (`youxQuoteRequest`) and its id. */
export function youxQuoteBody(car: { id: number; price: number; year: number; vin: string | null; nvic: string | null }) {
  return { car_id: car.id, ...youxQuoteRequest(car) };
}
