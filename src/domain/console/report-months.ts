/**
 * A report's days read as calendar months and days (issue 36, "Insight": a year's report reads a monthly rollup for
 * the months it covers whole or mostly, and the daily rollup for the days of the months it covers in part: the
 * days it holds of a month, or the days it leaves out of one it holds mostly, whichever are fewer). Dates are the report's calendar dates (YYYY-MM-DD, read on REPORT_TIME_ZONE's clocks, as the
 * rollups' days are); a month is named by its first day.
 */
import { dayAfter, type ReportPeriod } from "./report-period";

/**
 * Days [fromDay, untilDay) split: the months read whole (by first day), the days read one by one, and the days to
 * take away again (days of a month read whole that lie outside the span), each in order.
 */
export interface MonthsAndDays {
  months: string[];
  days: string[];
  minusDays: string[];
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

/** The days [from, until), in order. */
function daysFrom(from: string, until: string): string[] {
  const out: string[] = [];
  for (let d = from; d < until; d = dayAfter(d)) out.push(d);
  return out;
}

/**
 * The days [fromDay, untilDay) as the fewest rollup rows: each month the span holds whole is read as its month; a
 * month it holds in part is read as its days when they are at most half the month, else as the month less the days
 * outside the span (a month's row is the sum of its days' rows, so taking those away leaves the span's part exactly).
 * So a year's report reads at most about half a month of days at each edge, not up to a month. Every day of the span
 * counts exactly once (months' days + days − minusDays); a span of no days is empty.
 */
export function monthsAndEdgeDays(fromDay: string, untilDay: string): MonthsAndDays {
  const out: MonthsAndDays = { months: [], days: [], minusDays: [] };
  for (let month = monthOf(fromDay); fromDay < untilDay && month < untilDay; month = monthAfter(month)) {
    const end = monthAfter(month);
    const first = fromDay > month ? fromDay : month;
    const until = untilDay < end ? untilDay : end;
    const inside = daysFrom(first, until);
    const outside = [...daysFrom(month, first), ...daysFrom(until, end)];
    if (outside.length === 0) out.months.push(month);
    else if (inside.length <= outside.length) out.days.push(...inside);
    else {
      out.months.push(month);
      out.minusDays.push(...outside);
    }
  }
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
