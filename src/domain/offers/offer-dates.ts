/**
 * An offer's (and a promo's) dates (issue 36): the console edits them as the dealership's local calendar dates, first
 * and last day, both included; they are stored as the instants that window starts and ends (`offers.startsAt`, the
 * midnight the first day begins; `offers.endsAt`, the midnight after the last day) on the dealership's clock, so a
 * Melbourne dealer's offer "to 31 March" runs to midnight in Melbourne whatever the server's zone. A shopper is shown an
 * offer only inside its window (`offerRunsAt`: the shopper query's `startsAt <= now < endsAt`, src/server/data/offers.ts).
 */
import { zonedTimeToUtc } from "../test-drive/time-zone";
import { isoDateIn } from "../vehicle-page/time";

/** A window as stored: null at either end for open (always started, never ending). */
export interface OfferWindow {
  startsAt: Date | null;
  endsAt: Date | null;
}

/** A window as the console edits it: YYYY-MM-DD on the dealership's calendar, null for open. */
export interface OfferLocalDates {
  startDate: string | null;
  endDate: string | null;
}

export type OfferWindowStatus = "running" | "scheduled" | "ended";

/** Whether a shopper is shown the offer at `now`: started (or no start) and not ended (or no end). */
export function offerRunsAt(window: OfferWindow, now: Date): boolean {
  return offerWindowStatus(window, now) === "running";
}

/** Where `now` is against the window: before it (scheduled), in it (running) or after it (ended). */
export function offerWindowStatus(window: OfferWindow, now: Date): OfferWindowStatus {
  if (window.startsAt !== null && window.startsAt.getTime() > now.getTime()) return "scheduled";
  if (window.endsAt !== null && window.endsAt.getTime() <= now.getTime()) return "ended";
  return "running";
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a real calendar date as YYYY-MM-DD (2026-02-30 is not). */
export function isCalendarDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  return month >= 1 && month <= 12 && day >= 1 && day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The calendar day after `date` (YYYY-MM-DD). */
function nextDay(date: string): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

/** The stored window of local dates in `timeZone`: the first day's midnight to the midnight after the last day. */
export function offerWindowOf(dates: OfferLocalDates, timeZone: string): OfferWindow {
  const midnight = (date: string) => zonedTimeToUtc(`${date}T00:00`, timeZone);
  return {
    startsAt: dates.startDate === null ? null : midnight(dates.startDate),
    endsAt: dates.endDate === null ? null : midnight(nextDay(dates.endDate)),
  };
}

/** The local dates a stored window shows as in `timeZone` (the last day: the one before the end's midnight). */
export function offerLocalDatesOf(window: OfferWindow, timeZone: string): OfferLocalDates {
  return {
    startDate: window.startsAt === null ? null : isoDateIn(window.startsAt, timeZone),
    endDate: window.endsAt === null ? null : isoDateIn(new Date(window.endsAt.getTime() - 1), timeZone),
  };
}

/** What is wrong with the dates as entered, naming the field, or null. */
export function offerDatesProblem(dates: OfferLocalDates): { field: "startDate" | "endDate"; message: string } | null {
  if (dates.startDate !== null && !isCalendarDate(dates.startDate)) return { field: "startDate", message: "Give a real date as YYYY-MM-DD, or leave it empty to start at once" };
  if (dates.endDate !== null && !isCalendarDate(dates.endDate)) return { field: "endDate", message: "Give a real date as YYYY-MM-DD, or leave it empty to run until removed" };
  if (dates.startDate !== null && dates.endDate !== null && dates.endDate < dates.startDate) return { field: "endDate", message: "The last day is before the first day" };
  return null;
}
