/**
 * The stock-action report's rules (issue 36, "the car table, for action"): a car's views per day, and the two flags
 * that ask a dealer to act: a car many shoppers look at without one enquiring (its photos or price), and a car older
 * in stock than the dealer's limit.
 */

/** A car is aging past this many days in stock unless the dealer sets another limit. */
export const DEFAULT_AGING_DAYS = 60;
/** The limits a dealer may set, in days. */
export const AGING_DAYS_BOUNDS = { min: 7, max: 365 } as const;

/**
 * "Viewed a lot with no leads": at least `minViews` views over at least `minDays` days in stock (a car listed
 * yesterday has had no time to be asked about), and not one lead.
 */
export const VIEWED_WITHOUT_LEADS = { minViews: 50, minDays: 7 } as const;

/** Views per day in stock (a car's first day counts as one), to one decimal place. */
export function viewsPerDay(views: number, days: number): number {
  return Math.round((Math.max(0, views) / Math.max(1, days)) * 10) / 10;
}

/** Whether a car is viewed a lot with no leads (VIEWED_WITHOUT_LEADS): its photos or price may be putting shoppers off. */
export function viewedWithoutLeads(views: number, leads: number, days: number): boolean {
  return leads === 0 && days >= VIEWED_WITHOUT_LEADS.minDays && views >= VIEWED_WITHOUT_LEADS.minViews;
}

/** Whether a car has been in stock longer than the limit (`DEFAULT_AGING_DAYS` unless the dealer set one). */
export function agingPast(days: number, limit: number = DEFAULT_AGING_DAYS): boolean {
  return days > limit;
}
