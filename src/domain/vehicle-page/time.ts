/**
 * Wall-clock parts of an instant in an Australian time zone, with `Intl` only (no date library). The vehicle
 * page's clocks read Australia/Brisbane (spec 002 §9 "Sales counter: timezone Australia/Brisbane"), which is
 * also the default state's zone (qld, spec 002 §9 "Default state qld").
 */

/** The time zone of the sales counter and, by default, of "today" on the vehicle page. */
export const BRISBANE_TIME_ZONE = "Australia/Brisbane";

export interface ZonedDateParts {
  year: number;
  /** 1 to 12. */
  month: number;
  /** 1 to 31. */
  day: number;
  /** 0 to 23. */
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-AU", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The calendar date and time of `instant` on a wall clock in `timeZone`. Throws RangeError for an invalid date. */
export function zonedDateParts(instant: Date, timeZone: string = BRISBANE_TIME_ZONE): ZonedDateParts {
  if (!Number.isFinite(instant.getTime())) throw new RangeError("Invalid date");
  const parts = formatterFor(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes): number => Number(parts.find((p) => p.type === type)?.value ?? Number.NaN);
  return { year: part("year"), month: part("month"), day: part("day"), hour: part("hour") % 24, minute: part("minute"), second: part("second") };
}

/** Today's date in `timeZone` as YYYY-MM-DD (comparable as a string with other ISO dates). */
export function isoDateIn(instant: Date, timeZone: string = BRISBANE_TIME_ZONE): string {
  const { year, month, day } = zonedDateParts(instant, timeZone);
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/**
 * The calendar date at the start of an ISO date or date-time string (YYYY-MM-DD...), or null when it is not a
 * real date (2026-02-30 is not).
 */
export function parseIsoDate(value: string | null | undefined): { year: number; month: number; day: number; iso: string } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value?.trim() ?? "");
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return null;
  return { year, month, day, iso: `${match[1]}-${match[2]}-${match[3]}` };
}
