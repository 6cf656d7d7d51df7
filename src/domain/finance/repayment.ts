/**
 * The arithmetic of a finance repayment (spec 002 §3 "Calculator state", §9 "Calculators"): frequencies and
 * their suffixes, the principal, the amortising payment with a balloon, the establishment fee fallback and the
 * rounding rules. Pure: the calculator result the UI renders is assembled in `finance-calculator.ts`.
 */

/** The calculator's repayment frequencies, in the selector's order (spec 002 §3 "Calculator state"). */
export const REPAYMENT_FREQUENCIES = ["week", "fortnight", "month"] as const;
/** A repayment frequency: week, fortnight or month (spec 002 §3). */
export type RepaymentFrequency = (typeof REPAYMENT_FREQUENCIES)[number];

/** A period a figure can be quoted per: the repayment frequencies plus the year (suffix "yr", spec 002 §9). */
export type PeriodName = RepaymentFrequency | "year";

/** "Default weekly" (spec 002 §9). */
export const DEFAULT_REPAYMENT_FREQUENCY: RepaymentFrequency = "week";

const PERIODS_PER_YEAR: Record<PeriodName, number> = { week: 52, fortnight: 26, month: 12, year: 1 };
const PERIOD_SUFFIX: Record<PeriodName, string> = { week: "wk", fortnight: "fn", month: "mo", year: "yr" };

/** Repayments a year: weekly 52, fortnightly 26, monthly 12 (spec 002 §3, §9). */
export function periodsPerYear(period: PeriodName): number {
  return PERIODS_PER_YEAR[period];
}

/** The display suffix of a period: wk, fn, mo, yr (spec 002 §9). */
export function frequencySuffix(period: PeriodName): string {
  return PERIOD_SUFFIX[period];
}

/** A frequency from a query string or form value; anything else is the default, weekly (spec 002 §9). */
export function parseRepaymentFrequency(value: unknown): RepaymentFrequency {
  return REPAYMENT_FREQUENCIES.find((f) => f === value) ?? DEFAULT_REPAYMENT_FREQUENCY;
}

/** Term × periods a year, the number of repayments (spec 002 §9); 0 for a term that is not a positive number. */
export function numberOfRepayments(termYears: number, frequency: RepaymentFrequency): number {
  if (!Number.isFinite(termYears) || termYears <= 0) return 0;
  return Math.round(termYears * periodsPerYear(frequency));
}

/**
 * The repayment of a standard amortising loan with a balloon (residual) paid with the last instalment:
 * the spreadsheet PMT(rate, n, -principal, balloon). The periodic rate is the annual rate / 100 / periods a
 * year, over term × periods repayments (spec 002 §9). A zero rate repays (principal − balloon) evenly.
 */
export function periodicRepayment(args: {
  principal: number;
  annualRatePercent: number;
  years: number;
  periodsPerYear: number;
  balloon?: number;
}): number {
  const { principal, annualRatePercent, years, periodsPerYear } = args;
  const balloon = args.balloon ?? 0;
  const n = Math.round(years * periodsPerYear);
  if (n <= 0) return 0;
  const r = annualRatePercent / 100 / periodsPerYear;
  if (r === 0) return (principal - balloon) / n;
  const growth = (1 + r) ** n;
  return ((principal * growth - balloon) * r) / (growth - 1);
}

const finiteOr0 = (value: number | null | undefined): number => (typeof value === "number" && Number.isFinite(value) ? value : 0);

/**
 * The amount financed: amount − deposit − trade-in + fees (spec 002 §9 "principal = amount minus deposit plus
 * fees"; the trade-in is the calculator's tradeIn, §3). Missing or non-numeric parts count as 0. When the
 * deposit and trade-in cover the amount nothing is financed, so no fee is charged either and the principal is 0.
 */
export function loanPrincipal(parts: { amount: number; deposit?: number; tradeIn?: number; fees?: number }): number {
  const financed = finiteOr0(parts.amount) - finiteOr0(parts.deposit) - finiteOr0(parts.tradeIn);
  if (financed <= 0) return 0;
  return financed + Math.max(0, finiteOr0(parts.fees));
}

/**
 * The establishment fee added to the principal: the lender's `establishmentFees` when the car's lender data
 * supplies it (0 included), otherwise the site's fallback fee setting — 1300 for one provider, 1360.5 for one
 * lender, 0 elsewhere (spec 002 §3 "finance_lenders entry", §9).
 */
export function establishmentFee(lenderFee: number | null | undefined, fallbackFee: number): number {
  if (typeof lenderFee === "number" && Number.isFinite(lenderFee) && lenderFee >= 0) return lenderFee;
  return Number.isFinite(fallbackFee) && fallbackFee > 0 ? fallbackFee : 0;
}

/**
 * How a site rounds the repayment to whole dollars (spec 002 §9): up on some sites, nearest for others, and for
 * one lender up when the amount is under the car's advertised price, otherwise down. "down" completes the set.
 */
export type RepaymentRounding = "nearest" | "up" | "down" | "up-under-advertised";

/** Float noise (146.00000000001) must not push a whole-dollar payment up or down a dollar. */
const NOISE = 1e-9;

/**
 * Rounds a repayment to whole dollars by the site's rule (spec 002 §9). For "up-under-advertised" the
 * calculator amount is compared with the car's advertised price: under it rounds up, at or above it rounds
 * down; with no advertised price it rounds up (the payment is never understated).
 */
export function roundRepayment(payment: number, rounding: RepaymentRounding, context?: { amount: number; advertisedPrice: number | null | undefined }): number {
  if (!Number.isFinite(payment)) return payment;
  const up = () => Math.ceil(payment - NOISE);
  const down = () => Math.floor(payment + NOISE);
  switch (rounding) {
    case "up":
      return up();
    case "down":
      return down();
    case "nearest":
      return Math.round(payment);
    case "up-under-advertised": {
      const advertised = context?.advertisedPrice;
      if (typeof advertised !== "number" || !Number.isFinite(advertised) || advertised <= 0) return up();
      return (context?.amount ?? 0) < advertised ? up() : down();
    }
  }
}
