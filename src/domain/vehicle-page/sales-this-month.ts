/**
 * The 'Sales this Month' banner of the vehicle sidebar (spec 002 §2 "a banner Sales this Month", §9 "Sales
 * counter: timezone Australia/Brisbane, 192 per day (one per 450 s) = (day of month minus 1) x 192 + seconds
 * elapsed today / 450; refreshes every 150000 ms", "sales counter animates 2 s").
 *
 * The clock is read with Intl in Australia/Brisbane (no library). The seconds-elapsed share is rounded down:
 * the count is a whole number of sales that rises by one every 450 s and restarts at 0 on the 1st.
 */
import { BRISBANE_TIME_ZONE, zonedDateParts } from "./time";

export const SALES_COUNTER_TIME_ZONE = BRISBANE_TIME_ZONE;
export const SALES_PER_DAY = 192;
export const SECONDS_PER_SALE = 450;
export const SALES_COUNTER_REFRESH_MS = 150_000;
export const SALES_COUNTER_ANIMATION_MS = 2_000;
export const SALES_THIS_MONTH_TITLE = "Sales this Month";

/** Seconds since midnight on the wall clock in `timeZone`. */
export function secondsElapsedToday(now: Date, timeZone: string = SALES_COUNTER_TIME_ZONE): number {
  const { hour, minute, second } = zonedDateParts(now, timeZone);
  return hour * 3600 + minute * 60 + second;
}

/** (day of month − 1) × 192 + ⌊seconds elapsed today / 450⌋, on the Brisbane clock. */
export function salesThisMonth(now: Date, timeZone: string = SALES_COUNTER_TIME_ZONE): number {
  const { day } = zonedDateParts(now, timeZone);
  return (day - 1) * SALES_PER_DAY + Math.floor(secondsElapsedToday(now, timeZone) / SECONDS_PER_SALE);
}

/**
 * A count-up animation frame: the value shown `elapsedMs` into an animation of `durationMs` from `from` to
 * `to`, linear and rounded down, exactly `to` at the end (and for a zero duration).
 */
export function countUpValue(from: number, to: number, elapsedMs: number, durationMs: number): number {
  if (!(durationMs > 0) || elapsedMs >= durationMs) return to;
  const progress = Math.max(0, elapsedMs) / durationMs;
  return Math.floor(from + (to - from) * progress);
}
