import "server-only";
import { csvSafeCell } from "@/domain/console/lead-csv";
import { dayAfter, REPORT_TIME_ZONE, reportDays, reportPeriod, type ReportPeriod } from "@/domain/console/report-period";
import { FEW_RESULTS, searchReportKey } from "@/domain/search/search-log";
import { searchesPerDay, unmetSearches, type UnmetSearchRow } from "@/server/data/search-log";
import { waitingAlertsByGroup } from "@/server/data/stock-alerts";
import type { ConsoleStaff } from "./staff-session";

/**
 * The searches report (issue 36, "searches that found nothing"): what shoppers searched for on the member's sites
 * that found no car, or fewer than FEW_RESULTS, grouped by make, model, body, price band and location, over a period
 * and against the period before: the stock to buy next. The search log holds no personal data (see
 * src/domain/search/search-log.ts), so every member reads their sites' (a sales member too); a platform admin every site's.
 * Each group also shows how many shoppers wait to be told when such a car arrives (their "tell me when one arrives"
 * signups, counted, never named); a group with signups waiting but no search in the period is listed after the others.
 */

/** The most groups the report lists (the most searched first). */
export const SEARCH_REPORT_ROWS = 200;

export interface SearchReportDay {
  day: string;
  searches: number;
  /** Searches that found no or few cars. */
  unmet: number;
}

export interface SearchReport {
  period: ReportPeriod;
  rows: Array<UnmetSearchRow & { waiting: number }>;
  /** Signups waiting for a car, over every group. */
  waiting: number;
  days: SearchReportDay[];
  totals: { searches: number; unmet: number };
}

/** The report for the member over the dates given (the last 30 days when they name none: reportPeriod), as of `now`. */
export async function searchReport(staff: ConsoleStaff, dates: { from?: string | null; to?: string | null }, options: { now?: Date } = {}): Promise<SearchReport> {
  const period = reportPeriod(dates, options.now ?? new Date(), REPORT_TIME_ZONE);
  const [unmet, perDay, alerts] = await Promise.all([
    unmetSearches(staff.scope, { previousFromDay: period.previousFromDate, fromDay: period.fromDate, toDay: period.toDate }, SEARCH_REPORT_ROWS),
    searchesPerDay(staff.scope, period.fromDate, dayAfter(period.toDate)),
    waitingAlertsByGroup(staff.scope),
  ]);
  const waitingByGroup = new Map(alerts.map((group) => [searchReportKey(group), group]));
  const rows = unmet.map((row) => ({ ...row, waiting: waitingByGroup.get(searchReportKey(row))?.waiting ?? 0 }));
  const listed = new Set(rows.map((row) => searchReportKey(row)));
  for (const group of alerts) {
    if (rows.length >= SEARCH_REPORT_ROWS) break;
    if (!listed.has(searchReportKey(group))) rows.push({ ...group, none: 0, few: 0, previousNone: 0, previousFew: 0 });
  }
  const byDay = new Map(perDay.map((d) => [d.day, d]));
  const days = reportDays(period).map((day) => ({ day, searches: byDay.get(day)?.searches ?? 0, unmet: byDay.get(day)?.unmet ?? 0 }));
  return { period, rows, waiting: alerts.reduce((n, g) => n + g.waiting, 0), days, totals: { searches: days.reduce((n, d) => n + d.searches, 0), unmet: days.reduce((n, d) => n + d.unmet, 0) } };
}

/** A group's filter in words: "" (not filtered) is "Any". */
export const anyLabel = (value: string) => (value === "" ? "Any" : value);

/** The CSV export's header, in column order. */
export const SEARCH_REPORT_CSV_COLUMNS = ["Make", "Model", "Body", "Price band", "Location", "No results", `1 to ${FEW_RESULTS - 1} results`, "No results (period before)", `1 to ${FEW_RESULTS - 1} results (period before)`, "Waiting for a car"] as const;

/** The report's table as CSV rows (header first), every text cell formula-safe. */
export function searchReportCsvRows(report: SearchReport): string[][] {
  return [
    [...SEARCH_REPORT_CSV_COLUMNS],
    ...report.rows.map((row) => [
      ...[row.make, row.model, row.body, row.priceBand, row.location].map((value) => csvSafeCell(anyLabel(value))),
      String(row.none),
      String(row.few),
      String(row.previousNone),
      String(row.previousFew),
      String(row.waiting),
    ]),
  ];
}
