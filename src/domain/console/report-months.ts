/**
 * A report's days read as whole calendar months and the days at their edges (issue 36, "Insight": a year's report
 * reads a monthly rollup for the months it covers whole and the daily rollup only for the days of the months it
 * covers in part). Dates are the report's calendar dates (YYYY-MM-DD, read on REPORT_TIME_ZONE's clocks, as the
 * rollups' days are); a month is named by its first day.
 */
import { dayAfter, type ReportPeriod } from "./report-period";

/** Days [fromDay, untilDay) split: the months it holds whole (by first day) and every other day, both in order. */
export interface MonthsAndDays {
  months: string[];
  days: string[];
}

/** The first day of the date's month ("2024-02-29" → "2024-02-01"). */
export function monthOf(day: string): string {
  return `${day.slice(0, 7)}-01`;
}

/** The first day of the month after the date's ("2024-12-15" → "2025-01-01"). */
export function monthAfter(day: string): string {
  const [y, m] = day.split("-").map(Number);
  const year = (y ?? 0) + ((m ?? 1) === 12 ? 1 : 0);
  const month = ((m ?? 1) % 12) + 1;
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-01`;
}

/**
 * The days [fromDay, untilDay) as the whole months inside them and the days left over at either edge: each day is in
 * exactly one of the two, once. A span of no days is empty; one inside a single month (or shorter than any month
 * it touches) is all days.
 */
export function monthsAndEdgeDays(fromDay: string, untilDay: string): MonthsAndDays {
  const out: MonthsAndDays = { months: [], days: [] };
  if (fromDay >= untilDay) return out;
  const firstWhole = fromDay === monthOf(fromDay) ? fromDay : monthAfter(fromDay);
  const wholeUntil = monthOf(untilDay);
  if (firstWhole >= wholeUntil) {
    for (let d = fromDay; d < untilDay; d = dayAfter(d)) out.days.push(d);
    return out;
  }
  for (let d = fromDay; d < firstWhole; d = dayAfter(d)) out.days.push(d);
  for (let m = firstWhole; m < wholeUntil; m = monthAfter(m)) out.months.push(m);
  for (let d = wholeUntil; d < untilDay; d = dayAfter(d)) out.days.push(d);
  return out;
}

/**
 * What a report over the period reads: the period's and the period before's whole months and edge days, each split
 * on its own, so no month straddles the two and a month or day before `fromDate` is the period before's.
 */
export function reportMonthsAndDays(period: Pick<ReportPeriod, "previousFromDate" | "fromDate" | "toDate">): { current: MonthsAndDays; previous: MonthsAndDays } {
  return {
    current: monthsAndEdgeDays(period.fromDate, dayAfter(period.toDate)),
    previous: monthsAndEdgeDays(period.previousFromDate, period.fromDate),
  };
}
