/**
 * Whether a trade-in can be estimated online (spec 002 §5 "Trade-in estimates: cars over 7 years or 100,000 km
 * generally give no online estimate (FAQ text)"). A car over either limit is still sent to the dealer as a lead, who
 * values it in person; the page says why, in the FAQ's words.
 *
 * "Over 7 years": the car's age is the current year less its year (the year on its registration, as the register
 * gives it), so in 2026 a 2019 car is 7 (estimated) and a 2018 car is 8 (not). "Over 100,000 km": 100,000 km is
 * estimated, 100,001 is not.
 */

import { kilometresInProse } from "../vehicle/specs";

export const ONLINE_ESTIMATE_LIMITS = {
  /** Older than this many years: no online estimate. */
  maxAgeYears: 7,
  /** More kilometres than this: no online estimate. */
  maxKm: 100_000,
} as const;

/** The FAQ's answer, shown beside the valuation form and when a car is over a limit. */
export const ONLINE_ESTIMATE_FAQ =
  "Cars over 7 years old or with more than 100,000 km generally can't be given an online estimate. Send us the details and our team will value it for you.";

export type NoOnlineEstimateReason = "age" | "km";

/** The car's age in whole years in `currentYear` (0 for a car of this year or a later one). */
export function tradeInAgeYears(year: number, currentYear: number): number {
  return Math.max(0, currentYear - year);
}

/**
 * Why there is no online estimate for a car of this year with these kilometres, or null when there can be one.
 * Age is checked first: an old car with few kilometres is still over the age limit.
 */
export function noOnlineEstimateReason(car: { year: number; km: number }, currentYear: number): NoOnlineEstimateReason | null {
  if (tradeInAgeYears(car.year, currentYear) > ONLINE_ESTIMATE_LIMITS.maxAgeYears) return "age";
  if (car.km > ONLINE_ESTIMATE_LIMITS.maxKm) return "km";
  return null;
}

/** The sentence a shopper reads when their car is over a limit ("Your 2016 Mazda CX-5 is 10 years old ..."). */
export function noOnlineEstimateMessage(reason: NoOnlineEstimateReason, car: { title: string; year: number; km: number }, currentYear: number): string {
  const what =
    reason === "age"
      ? `Your ${car.title} is ${tradeInAgeYears(car.year, currentYear)} years old`
      : `Your ${car.title} has ${kilometresInProse(car.km)} on it`;
  return `${what}: cars over 7 years old or with more than 100,000 km generally can't be given an online estimate. Send us the details and our team will value it for you.`;
}
