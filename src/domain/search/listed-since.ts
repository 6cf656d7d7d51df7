/**
 * The filter panel's "Listed" control, on the spec's facet created_at_timestamp (spec 001 §3 "Facet attributes",
 * §2 listing state created_at, §6 "Each facet is a dropdown or select with an 'All' choice and counts per item", §9
 * "Just-arrived window: default 8 days"): 'All', then cars listed in the last N days, each with its count, as the URL's
 * `created_at_timestamp_min` (seconds since 1970, as the index keeps it).
 *
 * The windows are the site's just-arrived window (`specifications.just_arrived_days`), then 30 and 90 days. A window
 * starts at midnight UTC of its first day, so a choice's link is the same all day (it can be cached and shared, and
 * the chip names that day: "Listed from 24 Nov 2026").
 */

export const LISTED_SINCE_WIDER_DAYS = [30, 90] as const;
export const LISTED_SINCE_TITLE = "Listed";
const DAY_SECONDS = 86_400;

export interface ListedSinceChoice {
  days: number;
  /** `created_at_timestamp_min`: midnight UTC, `days` days before today's. */
  min: number;
  label: string;
}

export interface ListedSinceItem extends ListedSinceChoice {
  count: number;
  isRefined: boolean;
}

/** The windows, narrowest first: the just-arrived window (when the site has one) and the wider ones, each once. */
export function listedSinceChoices(now: Date, justArrivedDays: number): ListedSinceChoice[] {
  const today = Math.floor(now.getTime() / 1000 / DAY_SECONDS) * DAY_SECONDS;
  const days = [...new Set([justArrivedDays, ...LISTED_SINCE_WIDER_DAYS])].filter((d) => Number.isInteger(d) && d > 0).sort((a, b) => a - b);
  return days.map((d) => ({ days: d, min: today - d * DAY_SECONDS, label: `Last ${d} days` }));
}

/**
 * The choices with their counts (`counts[i]`: the cars listed since `choices[i].min` under every other filter) and
 * the one the URL's range chose (a lower bound only, equal to a choice's). Windows no car falls in are left out, but
 * a chosen one is kept.
 */
export function listedSinceItems(
  choices: readonly ListedSinceChoice[],
  counts: readonly number[],
  current: { min?: number; max?: number } | undefined,
): ListedSinceItem[] {
  return choices
    .map((choice, i) => ({ ...choice, count: counts[i] ?? 0, isRefined: current?.min === choice.min && current.max === undefined }))
    .filter((item) => item.count > 0 || item.isRefined);
}
