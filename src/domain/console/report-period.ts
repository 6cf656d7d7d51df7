/**
 * A report's period: the dates a manager picks (from and to, both days included, read on the clocks of one time
 * zone), and the period just before it of the same length, which the report compares with ("than the 30 days before").
 */
import { zonedTimeToUtc } from "@/domain/test-drive/time-zone";
import { isoDateIn, parseIsoDate } from "@/domain/vehicle-page/time";

/** The clock the reports' dates are read on: the eastern states' (most dealerships; a day's edge moves an hour at most). */
export const REPORT_TIME_ZONE = "Australia/Sydney";

/** The default period: the last 30 days, today included. */
export const DEFAULT_REPORT_DAYS = 30;
/** The longest period a report reads (a year and a day: a leap year's whole). */
export const MAX_REPORT_DAYS = 366;

export interface ReportPeriod {
  /** The dates as picked (YYYY-MM-DD), both included. */
  fromDate: string;
  toDate: string;
  days: number;
  /** The instants: from the first date's midnight to the midnight after the last date. */
  start: Date;
  end: Date;
  /** The period before, of the same number of days, ending where this one starts. */
  previousStart: Date;
  previousFromDate: string;
  previousToDate: string;
}

const DAY_MS = 86_400_000;

function addDays(date: string, offset: number): string {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, (d ?? 1) + offset)).toISOString().slice(0, 10);
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

function midnight(date: string, timeZone: string): Date {
  return zonedTimeToUtc(`${date}T00:00`, timeZone) ?? new Date(`${date}T00:00:00Z`);
}

/**
 * The period for the dates given (from the URL: anything may arrive). A missing or malformed date takes the default's
 * (to: today; from: 29 days before to); dates the wrong way round are swapped; a `to` after today is today (the future
 * has no leads); a period longer than MAX_REPORT_DAYS keeps its end and is shortened to that.
 */
export function reportPeriod(input: { from?: string | null; to?: string | null }, now: Date, timeZone: string): ReportPeriod {
  const today = isoDateIn(now, timeZone);
  let toDate = parseIsoDate(input.to ?? null)?.iso ?? today;
  if (toDate > today) toDate = today;
  let fromDate = parseIsoDate(input.from ?? null)?.iso ?? addDays(toDate, -(DEFAULT_REPORT_DAYS - 1));
  if (fromDate > toDate) [fromDate, toDate] = [toDate, fromDate];
  if (daysBetween(fromDate, toDate) + 1 > MAX_REPORT_DAYS) fromDate = addDays(toDate, -(MAX_REPORT_DAYS - 1));
  const days = daysBetween(fromDate, toDate) + 1;
  const previousFromDate = addDays(fromDate, -days);
  return {
    fromDate,
    toDate,
    days,
    start: midnight(fromDate, timeZone),
    end: midnight(addDays(toDate, 1), timeZone),
    previousStart: midnight(previousFromDate, timeZone),
    previousFromDate,
    previousToDate: addDays(fromDate, -1),
  };
}

/** Every date of the period, first to last (a chart's or a table's days). */
export function reportDays(period: Pick<ReportPeriod, "fromDate" | "days">): string[] {
  return Array.from({ length: period.days }, (_, i) => addDays(period.fromDate, i));
}

/** The date after the period's last (an exclusive end for a query by date). */
export function dayAfter(date: string): string {
  return addDays(date, 1);
}
