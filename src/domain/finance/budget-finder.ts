/**
 * The budget finder (spec 002 §2 "Budget finder", §4, §5, §8, §9 "Offers, reviews, budget"): from a weekly or
 * monthly repayment and a deposit to a budget over 5 years, and the button and message texts.
 */
import { formatCurrency } from "../vehicle/price-display";
import { loanFees, type LoanFeeSettings } from "./fees";

/** The budget finder's repayment is weekly or monthly (spec 002 §9). */
export type BudgetFrequency = "weekly" | "monthly";

/** Default weekly repayment 200 (spec 002 §9). */
export const BUDGET_DEFAULT_WEEKLY = 200;
/** Default monthly repayment 600 (spec 002 §9). */
export const BUDGET_DEFAULT_MONTHLY = 600;
/** Default deposit 2000 (spec 002 §9). */
export const BUDGET_DEFAULT_DEPOSIT = 2000;
/** The budget spans 5 years (spec 002 §9 "5-year note"). */
export const BUDGET_TERM_YEARS = 5;
/** Repayment and deposit inputs are clamped 0 to 1,000,000 (spec 002 §5, §9). */
export const BUDGET_INPUT_MAX = 1_000_000;
/** The price range's maximum when the results give none (spec 002 §9). */
export const BUDGET_FALLBACK_MAX = 100_000;
/** The budget finder's stock query keeps prices over 1000 (spec 002 §7). */
export const BUDGET_MIN_PRICE_EXCLUSIVE = 1000;
/** The price range slider page: 5,000 to 250,000, step 500, thumbs at least one step apart (spec 002 §5, §9). */
export const BUDGET_PRICE_SLIDER = { min: 5000, max: 250_000, step: 500, minStepsBetweenThumbs: 1 } as const;

/** The finder's heading (spec 002 §2). */
export const BUDGET_HEADING = "Find cars for your budget";
/** The optional body-type selector's label (spec 002 §2). */
export const BUDGET_CAR_TYPE_LABEL = "Select your preferred car types";

const PAYMENTS_PER_YEAR: Record<BudgetFrequency, number> = { weekly: 52, monthly: 12 };

/** The repayment input's default for a frequency: weekly 200, monthly 600 (spec 002 §9). */
export function defaultBudgetRepayment(frequency: BudgetFrequency): number {
  return frequency === "weekly" ? BUDGET_DEFAULT_WEEKLY : BUDGET_DEFAULT_MONTHLY;
}

/**
 * A repayment or deposit input as a number (spec 002 §5): thousands separators, a dollar sign and spaces are
 * ignored; anything else non-numeric becomes 0; the value is clamped 0 to 1,000,000.
 */
export function parseBudgetInput(raw: unknown): number {
  const value = typeof raw === "number" ? raw : typeof raw === "string" ? Number(raw.replace(/[\s,$]/g, "") || "NaN") : Number.NaN;
  if (!Number.isFinite(value)) return 0;
  return Math.min(BUDGET_INPUT_MAX, Math.max(0, value));
}

/**
 * The budget (spec 002 §9): repayment × 52 (weekly) or × 12 (monthly) × 5 years + deposit, rounded to whole
 * dollars, with both inputs first read by `parseBudgetInput`.
 */
export function budgetAmount(args: { repayment: unknown; frequency: BudgetFrequency; deposit: unknown }): number {
  const repayment = parseBudgetInput(args.repayment);
  const deposit = parseBudgetInput(args.deposit);
  return Math.round(repayment * PAYMENTS_PER_YEAR[args.frequency] * BUDGET_TERM_YEARS + deposit);
}

/**
 * How the finder turns a repayment into a budget (`finance.budgetFinderMethod`): "repayment-inverse" (the default),
 * the price the repayment repays at the calculator's rate and fees over 5 years plus the deposit — the calculator run
 * backwards, so the finder and the calculator on the same page agree; "spec-sum", the spec's sum (repayment × 52 or
 * 12 × 5 + deposit, `budgetAmount`), which ignores interest.
 */
export type BudgetFinderMethod = "repayment-inverse" | "spec-sum";

/** The loan the "repayment-inverse" budget is priced with: the finance calculator's rate and the site's fees. */
export interface BudgetPricing {
  method: BudgetFinderMethod;
  /** The calculator's starting interest rate, % p.a. */
  annualRatePercent: number;
  /** The budget's term: 5 years (spec 002 §9 "5-year note"). */
  termYears: number;
  /** The establishment fee financed with the loan (0 where the site has it paid upfront). */
  financedFee: number;
}

/**
 * The budget's loan for a site (`site-settings.ts` `finance`): the site's advertised rate (the rate the calculator on
 * the same page starts at, `defaultInterestRate`), the 5-year budget term, and the lender's establishment fee where
 * it is financed.
 */
export function budgetPricing(finance: {
  budgetFinderMethod: BudgetFinderMethod;
  lender: LoanFeeSettings & { advertisedRate: number };
}): BudgetPricing {
  return {
    method: finance.budgetFinderMethod,
    annualRatePercent: finance.lender.advertisedRate,
    termYears: BUDGET_TERM_YEARS,
    financedFee: loanFees(finance.lender).financedFee,
  };
}

/**
 * The amount a repayment repays: the present value of `periodsPerYear × years` repayments at the annual rate — the
 * inverse of `periodicRepayment` without a balloon (PV = payment × (1 − (1 + r)^−n) / r; at 0% payment × n).
 */
export function principalForRepayment(args: { repayment: number; annualRatePercent: number; years: number; periodsPerYear: number }): number {
  const { repayment, annualRatePercent, years, periodsPerYear } = args;
  const n = Math.round(years * periodsPerYear);
  if (!Number.isFinite(repayment) || repayment <= 0 || n <= 0) return 0;
  const r = annualRatePercent / 100 / periodsPerYear;
  if (r === 0) return repayment * n;
  return (repayment * (1 - (1 + r) ** -n)) / r;
}

/**
 * The price a repayment buys (the calculator run backwards): the amount it repays over the term at the rate, less
 * the financed fee (the calculator adds it to the principal), plus the deposit, in whole dollars rounded down so that
 * the calculator's repayment for the price is never above the one entered. A repayment too small to cover the fee
 * buys the deposit.
 */
export function priceForRepayment(args: { repayment: number; frequency: BudgetFrequency; deposit: number; pricing: Pick<BudgetPricing, "annualRatePercent" | "termYears" | "financedFee"> }): number {
  const { pricing } = args;
  const principal = principalForRepayment({
    repayment: args.repayment,
    annualRatePercent: pricing.annualRatePercent,
    years: pricing.termYears,
    periodsPerYear: PAYMENTS_PER_YEAR[args.frequency],
  });
  const financed = Math.max(0, principal - pricing.financedFee);
  return Math.floor(financed + Math.max(0, args.deposit) + 1e-9);
}

/**
 * The budget the finder shows, by the site's method (`BudgetFinderMethod`), with both inputs first read by
 * `parseBudgetInput`.
 */
export function budgetFor(args: { repayment: unknown; frequency: BudgetFrequency; deposit: unknown }, pricing: BudgetPricing): number {
  if (pricing.method === "spec-sum") return budgetAmount(args);
  return priceForRepayment({ repayment: parseBudgetInput(args.repayment), frequency: args.frequency, deposit: parseBudgetInput(args.deposit), pricing });
}

/** What the budget line under the figure says it is: the spec's note, or the rate and term the price was worked out at. */
export function budgetBasisText(frequency: BudgetFrequency, pricing: BudgetPricing): string {
  const repayments = frequency === "weekly" ? "Weekly" : "Monthly";
  if (pricing.method === "spec-sum") return `${repayments} repayments over ${pricing.termYears} years plus your deposit.`;
  const fee = pricing.financedFee > 0 ? `, after a ${formatCurrency(pricing.financedFee)} establishment fee` : "";
  return `What ${repayments.toLowerCase()} repayments repay over ${pricing.termYears} years at ${pricing.annualRatePercent.toFixed(2)}% p.a.${fee}, plus your deposit.`;
}

/** The price range of the current results, with the fallback maximum 100,000 when none is known (spec 002 §9). */
export function budgetPriceRange(stats: { min?: number | null; max?: number | null } | null | undefined): { min: number; max: number } {
  const min = typeof stats?.min === "number" && Number.isFinite(stats.min) ? stats.min : 0;
  const max = typeof stats?.max === "number" && Number.isFinite(stats.max) ? stats.max : BUDGET_FALLBACK_MAX;
  return { min, max };
}

/** "View {carType}s In This Range" (spec 002 §2). */
export function budgetButtonLabel(carType: string): string {
  return `View ${carType}s In This Range`;
}

/** "0 {carType}s Found" (spec 002 §4, §8). */
export function budgetNoneFoundLabel(carType: string): string {
  return `0 ${carType}s Found`;
}

/** "No {carType}s found for this budget" (spec 002 §4, §8). */
export function budgetNoResultsMessage(carType: string): string {
  return `No ${carType}s found for this budget`;
}

/** The finder's display and button. */
export interface BudgetFinderView {
  budget: number;
  budgetText: string;
  buttonLabel: string;
  buttonDisabled: boolean;
  /** "No {carType}s found for this budget", or null. */
  message: string | null;
}

/**
 * The finder's state for a budget and the lowest price in the current results (spec 002 §4): below the lowest
 * price the button is disabled and reads "0 {carType}s Found" and the message shows; otherwise the button reads
 * "View {carType}s In This Range". With no lowest price known the button stays enabled.
 */
export function budgetFinderView(args: { budget: number; lowestPrice: number | null | undefined; carType: string }): BudgetFinderView {
  const { budget, carType } = args;
  const lowest = typeof args.lowestPrice === "number" && Number.isFinite(args.lowestPrice) ? args.lowestPrice : null;
  const below = lowest !== null && budget < lowest;
  return {
    budget,
    budgetText: formatCurrency(budget),
    buttonLabel: below ? budgetNoneFoundLabel(carType) : budgetButtonLabel(carType),
    buttonDisabled: below,
    message: below ? budgetNoResultsMessage(carType) : null,
  };
}

/** The stock of one body type the finder can search: how many, and the lowest price above 1000. */
export interface BudgetBodyStock {
  body: string;
  count: number;
  lowestPrice: number;
}

/** The stock the finder searches (price above 1000, spec 002 §7), in all and per body type. */
export interface BudgetStock {
  count: number;
  lowestPrice: number | null;
  highestPrice: number | null;
  /** Most stock first, then by name. */
  bodies: BudgetBodyStock[];
}

/** The lowest price in the current results: of the selected body types, or of all the stock when none is selected. */
export function budgetLowestPrice(stock: BudgetStock, selectedBodies: readonly string[]): number | null {
  if (selectedBodies.length === 0) return stock.lowestPrice;
  const prices = stock.bodies.filter((b) => selectedBodies.includes(b.body) && b.count > 0).map((b) => b.lowestPrice);
  return prices.length > 0 ? Math.min(...prices) : null;
}

/** Adds one car to a stock summary being built (price above 1000 only, spec 002 §7); bodies are sorted by `sortBudgetStock`. */
export function addToBudgetStock(stock: BudgetStock, car: { price: number; body: string | null }): void {
  if (!Number.isFinite(car.price) || car.price <= BUDGET_MIN_PRICE_EXCLUSIVE) return;
  stock.count += 1;
  stock.lowestPrice = stock.lowestPrice === null ? car.price : Math.min(stock.lowestPrice, car.price);
  stock.highestPrice = stock.highestPrice === null ? car.price : Math.max(stock.highestPrice, car.price);
  if (!car.body) return;
  const entry = stock.bodies.find((b) => b.body === car.body);
  if (entry) {
    entry.count += 1;
    entry.lowestPrice = Math.min(entry.lowestPrice, car.price);
  } else {
    stock.bodies.push({ body: car.body, count: 1, lowestPrice: car.price });
  }
}

/** An empty stock summary. */
export function emptyBudgetStock(): BudgetStock {
  return { count: 0, lowestPrice: null, highestPrice: null, bodies: [] };
}

/** Orders the body types most stock first, then by name. */
export function sortBudgetStock(stock: BudgetStock): BudgetStock {
  return { ...stock, bodies: [...stock.bodies].sort((a, b) => b.count - a.count || a.body.localeCompare(b.body)) };
}

/**
 * The price range slider page's two values (spec 002 §5, §9): each rounded to the step of 500 and clamped to 5,000 to
 * 250,000, in order, and at least one step apart; a value that is not a number takes its end of the range.
 */
export function normaliseBudgetPriceRange(values: readonly [number, number]): [number, number] {
  const { min, max, step, minStepsBetweenThumbs } = BUDGET_PRICE_SLIDER;
  const gap = step * minStepsBetweenThumbs;
  const fit = (value: number, fallback: number) => (Number.isFinite(value) ? Math.min(max, Math.max(min, Math.round((value - min) / step) * step + min)) : fallback);
  let low = fit(values[0], min);
  let high = fit(values[1], max);
  if (low > high) [low, high] = [high, low];
  if (high - low < gap) {
    if (high + gap <= max) high = low + gap;
    else low = high - gap;
  }
  return [low, high];
}
