/**
 * The finance calculators' input bounds (spec 002 §5 "Calculator bounds"), one function per rule. The settings
 * parameters use the names of `site-settings.ts` `finance.calculator`, so that group can be passed as it is.
 */
import { loanPrincipal } from "./repayment";
import { formatCurrency } from "../vehicle/price-display";

/** A numeric input's range and step. */
export interface Bounds {
  min: number;
  max: number;
  step: number;
}

/** Deposit: 0 to 250000, step 0.5 (spec 002 §5). */
export const DEPOSIT_BOUNDS: Readonly<Bounds> = { min: 0, max: 250_000, step: 0.5 };
/** Trade-in shares the deposit's bounds: 0 to 250000, step 0.5 (spec 002 §5 "Deposit/trade-in"). */
export const TRADE_IN_BOUNDS: Readonly<Bounds> = DEPOSIT_BOUNDS;
/** Residual: 0 to 250000, step 0.5 (spec 002 §5). */
export const RESIDUAL_BOUNDS: Readonly<Bounds> = { min: 0, max: 250_000, step: 0.5 };

/** Above this price (the loan maximum) the loan slider may go to 105% of the price (spec 002 §5). */
export const LOAN_MAX_PRICE_FACTOR = 1.05;

const round2 = (value: number): number => Math.round(value * 100) / 100;

/**
 * Clamps a value into its bounds; NaN (a non-numeric input) becomes the minimum (spec 002 §5: "Out-of-range term,
 * interest, deposit or residual is clamped").
 */
export function clampToBounds(value: number, bounds: Pick<Bounds, "min" | "max">): number {
  if (Number.isNaN(value)) return bounds.min;
  return Math.min(bounds.max, Math.max(bounds.min, value));
}

/** Purchase price of the sidebar calculator: minimum 1000 (5000 for one provider or variant), maximum 250000 (spec 002 §5). */
export function purchasePriceBounds(settings: { purchasePriceMin: number; purchasePriceMax: number }): Pick<Bounds, "min" | "max"> {
  return { min: settings.purchasePriceMin, max: settings.purchasePriceMax };
}

/** "Cannot be less than {min} or more than 250000" (spec 002 §5), numbers written without separators as in the spec. */
export function purchasePriceMessage(bounds: Pick<Bounds, "min" | "max">): string {
  return `Cannot be less than ${bounds.min} or more than ${bounds.max}`;
}

/**
 * Validates the sidebar purchase price (spec 002 §5): a value at or below 0 (or not a number) becomes 0; a value
 * outside the bounds keeps its value and carries the message. The price is not clamped — the spec clamps only
 * term, interest, deposit and residual.
 */
export function validatePurchasePrice(raw: number, bounds: Pick<Bounds, "min" | "max">): { value: number; error: string | null } {
  const value = Number.isFinite(raw) && raw > 0 ? raw : 0;
  const error = value < bounds.min || value > bounds.max ? purchasePriceMessage(bounds) : null;
  return { value, error };
}

/**
 * The loan amount slider (spec 002 §5): min 1000 (5000 for one provider), max 100000, step 500; where
 * `loanMaxFollowsPrice` is set and the car's price is above the maximum, the maximum is 105% of the price
 * (to the cent).
 */
export function loanSliderBounds(
  settings: { loanMin: number; loanMax: number; loanStep: number; loanMaxFollowsPrice: boolean },
  carPrice: number | null | undefined,
): Bounds {
  const price = typeof carPrice === "number" && Number.isFinite(carPrice) ? carPrice : 0;
  const max = settings.loanMaxFollowsPrice && price > settings.loanMax ? round2(price * LOAN_MAX_PRICE_FACTOR) : settings.loanMax;
  return { min: settings.loanMin, max, step: settings.loanStep };
}

/** The term in years: 1 to 7 (max 5 on some sites), step 0.5 (spec 002 §5). */
export function termBounds(settings: { termMinYears: number; termMaxYears: number; termStepYears: number }): Bounds {
  return { min: settings.termMinYears, max: settings.termMaxYears, step: settings.termStepYears };
}

/**
 * The selectable terms: a site's custom year increments when it lists any (kept inside the bounds, sorted,
 * without duplicates), otherwise min to max by step (spec 002 §5, §9 "custom year increments possible").
 */
export function termOptions(bounds: Bounds, customYears: readonly number[] = []): number[] {
  const custom = [...new Set(customYears.filter((y) => Number.isFinite(y) && y >= bounds.min && y <= bounds.max))].sort((a, b) => a - b);
  if (custom.length > 0) return custom;
  if (!(bounds.step > 0) || bounds.max < bounds.min) return [bounds.min];
  const count = Math.floor((bounds.max - bounds.min) / bounds.step + 1e-9);
  return Array.from({ length: count + 1 }, (_, i) => Math.round((bounds.min + i * bounds.step) * 1e9) / 1e9);
}

/**
 * A term as the calculator shows it (spec 002 §9 "Term can display in months"): "5 years", "1 year",
 * "5.5 years", or in months where the site shows months: "60 months", "66 months".
 */
export function formatTerm(years: number, showInMonths: boolean): string {
  if (showInMonths) {
    const months = Math.round(years * 12);
    return `${months} ${months === 1 ? "month" : "months"}`;
  }
  const shown = Math.round(years * 100) / 100;
  return `${shown} ${shown === 1 ? "year" : "years"}`;
}

/** Interest rate: 0.5 to 15 by default; other minimums and maximums by site or provider; step 0.5 (spec 002 §5). */
export function interestBounds(settings: { interestMin: number; interestMax: number; interestStep: number }): Bounds {
  return { min: settings.interestMin, max: settings.interestMax, step: settings.interestStep };
}

/**
 * The smallest amount borrowed that a calculator or a car's estimate works figures out for (issue 39, item 3: "a
 * calculator past a sensible range says so rather than showing a 60% comparison rate"). $5,000 because it is the
 * smallest loan the spec's lenders lend (spec 002 §5: the loan minimum is 5000 for one provider, and it is the usual
 * floor of Australian secured car loans), and because below it fixed fees swamp the interest: at $5,000 over 5
 * years a $1,300 financed establishment fee already makes an 8.99% loan's comparison rate 19.48% — the top of the
 * 8.38%–19.42% range the spec records for a lender — while at $1,000 it is 53%. The purchase price and loan amount
 * bounds (1000 or 5000) stay the spec's: they limit what may be typed, this limits what is worked out.
 */
export const MINIMUM_LOAN_AMOUNT = 5_000;

/**
 * Why a loan is too small to show figures for, or null: the credit (amount − deposit − trade-in, before fees) is
 * above 0 and under `MINIMUM_LOAN_AMOUNT`. The calculators show this text instead of a repayment, a total and a
 * comparison rate, and a car's estimate has no figures. (Nothing left to borrow is not this: it reads "Enquire for
 * Finance" as before.)
 */
export function minimumLoanProblem(inputs: { amount: number; deposit: number; tradeIn: number }): string | null {
  const credit = loanPrincipal({ amount: inputs.amount, deposit: inputs.deposit, tradeIn: inputs.tradeIn });
  if (!(credit > 0) || credit >= MINIMUM_LOAN_AMOUNT) return null;
  return `Finance starts at ${formatCurrency(MINIMUM_LOAN_AMOUNT)} borrowed; this would be ${formatCurrency(credit)}. On a smaller loan the fees outweigh the interest, so no repayment or comparison rate is shown.`;
}
