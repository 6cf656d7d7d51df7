/**
 * Whether a car's detail page shows the finance summary, per finance provider (spec 002 §5 "Finance summary
 * eligibility"). The exclusions (manufacturers, the site, dealerships) are settings — `site-settings.ts`
 * `finance` can be passed as it is — never slugs in code.
 */
import { lenderFor, positiveAmount, presentRate, type LenderFigures, type LenderFiguresByProvider } from "./lender";
import type { FinanceProvider } from "../site/settings";

/** Taurus: the car's year must be newer than the current year minus 12 (spec 002 §5). */
export const TAURUS_SUMMARY_MAX_AGE_YEARS = 12;

/** Price must be above this for Taurus, Manual, Angle, Powertorque and Nissan Finance (spec 002 §5). */
export const SUMMARY_MIN_PRICE_EXCLUSIVE = 500;

/** The car fields the rule reads. */
export interface SummaryCar {
  year: number;
  price: number;
  /** in_stock, coming_soon, sold... Only in_stock counts as "in stock". */
  status: string;
  make: string;
  dealershipSlug: string;
  financeLenders: LenderFiguresByProvider | null | undefined;
}

/** The settings the rule reads (`finance` of the site settings). */
export interface SummarySettings {
  provider: FinanceProvider | null;
  /** This site is one of the "configured sites" without the summary. */
  summaryExcluded: boolean;
  /** Manufacturers without the summary (Suzuki by default), compared case-insensitively with the car's make. */
  excludedManufacturers: readonly string[];
  excludedDealershipSlugs: readonly string[];
}

/** Why a car gets no finance summary; null when it gets one. */
export type SummaryIneligibility =
  | "no-provider"
  | "site-excluded"
  | "manufacturer-excluded"
  | "dealership-excluded"
  | "no-lender-data"
  | "missing-rates"
  | "not-in-stock"
  | "price-not-above-500"
  | "too-old"
  | "no-comparison-rate"
  | "no-weekly-payment"
  | "no-monthly-payment";

interface RuleContext {
  car: SummaryCar;
  lender: LenderFigures;
  currentYear: number;
}
type Rule = (c: RuleContext) => SummaryIneligibility | null;

const inStock: Rule = ({ car }) => (car.status === "in_stock" ? null : "not-in-stock");
const priceAbove500: Rule = ({ car }) => (Number.isFinite(car.price) && car.price > SUMMARY_MIN_PRICE_EXCLUSIVE ? null : "price-not-above-500");
const newerThan12Years: Rule = ({ car, currentYear }) => (car.year > currentYear - TAURUS_SUMMARY_MAX_AGE_YEARS ? null : "too-old");
const comparisonRatePresent: Rule = ({ lender }) => (presentRate(lender.comparisonRate) !== null ? null : "no-comparison-rate");
const weeklyPayment: Rule = ({ lender }) => (positiveAmount(lender.paymentWeek) !== null ? null : "no-weekly-payment");
const monthlyPayment: Rule = ({ lender }) => (positiveAmount(lender.paymentMonth) !== null ? null : "no-monthly-payment");

/**
 * Each provider's own conditions, on top of the common ones (spec 002 §5). Car Clarity has none listed, so it
 * needs only the common conditions.
 */
const PROVIDER_RULES: Record<FinanceProvider, readonly Rule[]> = {
  Taurus: [newerThan12Years, priceAbove500, inStock, comparisonRatePresent],
  "Car Clarity": [],
  "360 Finance": [inStock],
  AusLoans: [inStock],
  Manual: [priceAbove500, inStock, weeklyPayment],
  Angle: [priceAbove500, inStock, weeklyPayment],
  Powertorque: [priceAbove500, inStock, weeklyPayment],
  "Nissan Finance": [priceAbove500, inStock, monthlyPayment],
};

/**
 * Why the finance summary is not shown, or null when it is (spec 002 §5). Common conditions: the site has a
 * provider, the site, the car's manufacturer and its dealership are not excluded, and the car has finance data
 * for the provider with non-null interest and comparison rates. Then the provider's own:
 * Taurus — year newer than current year − 12, price above 500, in stock, comparison rate present;
 * 360 Finance, AusLoans — in stock; Manual, Angle, Powertorque — price above 500, in stock, weekly payment;
 * Nissan Finance — price above 500, in stock, monthly payment.
 */
export function financeSummaryIneligibility(car: SummaryCar, settings: SummarySettings, currentYear: number): SummaryIneligibility | null {
  const provider = settings.provider;
  if (!provider) return "no-provider";
  if (settings.summaryExcluded) return "site-excluded";
  const make = car.make.trim().toLowerCase();
  if (settings.excludedManufacturers.some((m) => m.trim().toLowerCase() === make)) return "manufacturer-excluded";
  if (settings.excludedDealershipSlugs.includes(car.dealershipSlug)) return "dealership-excluded";
  const lender = lenderFor(car.financeLenders, provider);
  if (!lender) return "no-lender-data";
  if (presentRate(lender.interestRate) === null || presentRate(lender.comparisonRate) === null) return "missing-rates";
  for (const rule of PROVIDER_RULES[provider]) {
    const failure = rule({ car, lender, currentYear });
    if (failure) return failure;
  }
  return null;
}

/** Whether the car's detail page shows the finance summary (spec 002 §5); see `financeSummaryIneligibility`. */
export function isFinanceSummaryEligible(car: SummaryCar, settings: SummarySettings, currentYear: number): boolean {
  return financeSummaryIneligibility(car, settings, currentYear) === null;
}
