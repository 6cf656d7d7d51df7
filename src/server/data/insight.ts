import "server-only";
import { and, eq, gte, inArray, lt, lte, ne, sql, type SQL } from "drizzle-orm";
import { INSIGHT_FIGURE_EVENTS, INSIGHT_FIGURES, type InsightFigure } from "@/domain/console/insight";
import { monthAfter, monthOf, reportMonthsAndDays } from "@/domain/console/report-months";
import { dayAfter, REPORT_TIME_ZONE } from "@/domain/console/report-period";
import { getDb } from "@/server/db/client";
import { insightDailyCounts, insightMonthlyCounts, leads, vehicles } from "@/server/db/schema";
import { inScopeDealerships, inScopeSites, type StaffScope, type SystemScope } from "./scope";

/**
 * The insight report's reads (issue 36, "Insight"): the rollups `insight_daily_counts` and `insight_monthly_counts`
 * (the events' writer keeps both, src/server/data/analytics.ts; a period's whole months are read by month, its edge
 * days by day) and the leads, for a staff member's sites and dealerships, narrowed to one site, one
 * dealership or one car. The report never reads `analytics_events` itself: `rebuildInsightCounts` (a repair, the
 * migration's backfill, the benchmark) is the one reader of the raw events here.
 */

/** What the report is narrowed to: nothing (the member's whole group), a site, a dealership or a car. */
export type InsightFocus = { level: "group" } | { level: "site"; siteId: number } | { level: "dealership"; dealershipId: number } | { level: "car"; vehicleId: number };

/** The days read: the period [fromDay, toDay] and the one before, [previousFromDay, fromDay). */
export interface InsightDays {
  previousFromDay: string;
  fromDay: string;
  toDay: string;
}

/** A figure's count in the period and in the one before. */
export interface FigureCount {
  figure: InsightFigure;
  current: number;
  previous: number;
}

const t = insightDailyCounts;
const m = insightMonthlyCounts;

/** A rollup and its date column: the daily table by day, the monthly one by month (its first day). */
type Rollup = { table: typeof t; at: typeof t.day } | { table: typeof m; at: typeof m.month };
const DAILY: Rollup = { table: t, at: t.day };
const MONTHLY: Rollup = { table: m, at: m.month };

/** The rows of the scope's sites, narrowed by the focus: site totals (vehicle 0) for a group or site, else car rows. */
function rowsOf({ table }: Rollup, scope: StaffScope, focus: InsightFocus): SQL | undefined {
  const sites = inScopeSites(scope, table.siteId);
  switch (focus.level) {
    case "group":
      return and(sites, eq(table.vehicleId, 0));
    case "site":
      return and(sites, eq(table.siteId, focus.siteId), eq(table.vehicleId, 0));
    case "dealership":
      return and(sites, eq(table.dealershipId, focus.dealershipId), inArray(table.dealershipId, scope.dealershipIds));
    case "car":
      return and(sites, eq(table.vehicleId, focus.vehicleId), inArray(table.dealershipId, scope.dealershipIds));
  }
}

/** Sorted dates as runs of consecutive ones ([first, last] each), `next` naming the date after one. */
function runsOf(dates: readonly string[], next: (date: string) => string): Array<[string, string]> {
  const runs: Array<[string, string]> = [];
  for (const date of dates) {
    const last = runs.at(-1);
    if (last && next(last[1]) === date) last[1] = date;
    else runs.push([date, date]);
  }
  return runs;
}

/**
 * The period and the period before as each rollup reads them (src/domain/console/report-months.ts): the whole months
 * from the monthly table, the edge days from the daily one, each run of consecutive months or days as one range (an
 * index range scan; the default 30 days and the 30 before are one range of days). A month or day before `fromDay` is
 * the period before's.
 */
function readsOf(days: InsightDays): Array<{ rollup: Rollup; within: SQL }> {
  const { current, previous } = reportMonthsAndDays({ previousFromDate: days.previousFromDay, fromDate: days.fromDay, toDate: days.toDay });
  const range = ({ at }: Rollup, [first, last]: [string, string]) => and(gte(at, first), lte(at, last))!;
  return [
    ...runsOf([...previous.months, ...current.months], monthAfter).map((run) => ({ rollup: MONTHLY, within: range(MONTHLY, run) })),
    ...runsOf([...previous.days, ...current.days], dayAfter).map((run) => ({ rollup: DAILY, within: range(DAILY, run) })),
  ];
}

const currentSum = ({ table, at }: Rollup, days: InsightDays) => sql<number>`coalesce(sum(${table.count}) filter (where ${at} >= ${days.fromDay}), 0)::int`;
const previousSum = ({ table, at }: Rollup, days: InsightDays) => sql<number>`coalesce(sum(${table.count}) filter (where ${at} < ${days.fromDay}), 0)::int`;

/** Rows of both rollups with the same key added up (a key's months and its edge days). */
function addedUp<R extends FigureCount>(parts: R[][], keyOf: (row: R) => string): R[] {
  const byKey = new Map<string, R>();
  for (const rows of parts) {
    for (const row of rows) {
      const key = keyOf(row);
      const have = byKey.get(key);
      if (have) {
        have.current += row.current;
        have.previous += row.previous;
      } else byKey.set(key, { ...row });
    }
  }
  return [...byKey.values()];
}

/** Each site's figures (group or site focus; none for a dealership or car: a search has no car). */
export async function insightSiteFigures(scope: StaffScope, days: InsightDays, focus: InsightFocus): Promise<Array<FigureCount & { siteId: number }>> {
  if (scope.siteIds.length === 0 || focus.level === "dealership" || focus.level === "car") return [];
  const db = await getDb();
  const parts = await Promise.all(
    readsOf(days).map(async ({ rollup, within }) => {
      const { table } = rollup;
      const rows = await db
        .select({ siteId: table.siteId, figure: table.figure, current: currentSum(rollup, days), previous: previousSum(rollup, days) })
        .from(table)
        .where(and(rowsOf(rollup, scope, focus), within))
        .groupBy(table.siteId, table.figure);
      return rows.map((r) => ({ siteId: r.siteId, figure: r.figure, current: Number(r.current), previous: Number(r.previous) }));
    }),
  );
  return addedUp(parts, (r) => `${r.siteId}:${r.figure}`);
}

/** Each car's figures (events naming a car) of the scope's dealerships on the scope's sites, narrowed by the focus. */
export async function insightCarFigures(scope: StaffScope, days: InsightDays, focus: InsightFocus): Promise<Array<FigureCount & { vehicleId: number; dealershipId: number }>> {
  if (scope.siteIds.length === 0 || scope.dealershipIds.length === 0) return [];
  const db = await getDb();
  const parts = await Promise.all(
    readsOf(days).map(async ({ rollup, within }) => {
      const { table } = rollup;
      const narrowed =
        focus.level === "group" || focus.level === "site"
          ? and(inScopeSites(scope, table.siteId), focus.level === "site" ? eq(table.siteId, focus.siteId) : undefined, ne(table.vehicleId, 0), inArray(table.dealershipId, scope.dealershipIds))
          : rowsOf(rollup, scope, focus);
      const rows = await db
        .select({ vehicleId: table.vehicleId, dealershipId: table.dealershipId, figure: table.figure, current: currentSum(rollup, days), previous: previousSum(rollup, days) })
        .from(table)
        .where(and(narrowed, within))
        .groupBy(table.vehicleId, table.dealershipId, table.figure);
      return rows.map((r) => ({ vehicleId: r.vehicleId, dealershipId: r.dealershipId, figure: r.figure, current: Number(r.current), previous: Number(r.previous) }));
    }),
  );
  return addedUp(parts, (r) => `${r.vehicleId}:${r.dealershipId}:${r.figure}`);
}

/** The focus's figures per day in [fromDay, untilDay) (the daily table: a chart's points are days). */
export async function insightFiguresPerDay(scope: StaffScope, fromDay: string, untilDay: string, focus: InsightFocus): Promise<Array<{ day: string; figure: InsightFigure; count: number }>> {
  if (scope.siteIds.length === 0) return [];
  if ((focus.level === "dealership" || focus.level === "car") && scope.dealershipIds.length === 0) return [];
  const db = await getDb();
  const rows = await db
    .select({ day: t.day, figure: t.figure, count: sql<number>`sum(${t.count})::int` })
    .from(t)
    .where(and(rowsOf(DAILY, scope, focus), gte(t.day, fromDay), lt(t.day, untilDay)))
    .groupBy(t.day, t.figure);
  return rows.map((r) => ({ day: r.day, figure: r.figure, count: Number(r.count) }));
}

/** Leads counted by site, dealership, car and kind, in the period and the one before. */
export interface LeadCount {
  siteId: number;
  dealershipId: number | null;
  vehicleId: number | null;
  kind: string;
  current: number;
  previous: number;
}

/** The leads condition: the scope's sites; for a dealership or car, the scope's dealerships too. */
async function leadsOf(scope: StaffScope, focus: InsightFocus): Promise<SQL | undefined> {
  const db = await getDb();
  const sites = inScopeSites(scope, leads.siteId);
  switch (focus.level) {
    case "group":
      return sites;
    case "site":
      return and(sites, eq(leads.siteId, focus.siteId));
    case "dealership":
      return and(sites, eq(leads.dealershipId, focus.dealershipId), inScopeDealerships(db, scope, leads.dealershipId));
    case "car":
      return and(sites, eq(leads.vehicleId, focus.vehicleId), inScopeDealerships(db, scope, leads.dealershipId));
  }
}

/** The scope's leads in [previousStart, end), counted (never read one by one: the report shows no shopper). */
export async function insightLeadCounts(scope: StaffScope, instants: { previousStart: Date; start: Date; end: Date }, focus: InsightFocus): Promise<LeadCount[]> {
  if (scope.siteIds.length === 0) return [];
  const db = await getDb();
  const rows = await db
    .select({
      siteId: leads.siteId,
      dealershipId: leads.dealershipId,
      vehicleId: leads.vehicleId,
      kind: leads.kind,
      current: sql<number>`count(*) filter (where ${leads.createdAt} >= ${instants.start})::int`,
      previous: sql<number>`count(*) filter (where ${leads.createdAt} < ${instants.start})::int`,
    })
    .from(leads)
    .where(and(await leadsOf(scope, focus), gte(leads.createdAt, instants.previousStart), lt(leads.createdAt, instants.end)))
    .groupBy(leads.siteId, leads.dealershipId, leads.vehicleId, leads.kind);
  return rows.map((r) => ({ ...r, current: Number(r.current), previous: Number(r.previous) }));
}

/** The scope's leads per day (Sydney) in [start, end). */
export async function insightLeadsPerDay(scope: StaffScope, instants: { start: Date; end: Date }, focus: InsightFocus): Promise<Array<{ day: string; leads: number }>> {
  if (scope.siteIds.length === 0) return [];
  const db = await getDb();
  // The zone as a literal (a constant of the domain), so the select and the group by are the same expression.
  const day = sql<string>`to_char(${leads.createdAt} at time zone ${sql.raw(`'${REPORT_TIME_ZONE}'`)}, 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, leads: sql<number>`count(*)::int` })
    .from(leads)
    .where(and(await leadsOf(scope, focus), gte(leads.createdAt, instants.start), lt(leads.createdAt, instants.end)))
    .groupBy(day);
  return rows.map((r) => ({ day: r.day, leads: Number(r.leads) }));
}

/** The cars named (of the scope's dealerships): what the car table shows of each. */
export async function insightCars(scope: StaffScope, ids: readonly number[]) {
  if (ids.length === 0 || scope.dealershipIds.length === 0) return [];
  const db = await getDb();
  return db
    .select({ id: vehicles.id, year: vehicles.year, make: vehicles.make, model: vehicles.model, badge: vehicles.badge, stocknum: vehicles.stocknum, dealershipId: vehicles.dealershipId })
    .from(vehicles)
    .where(and(inArray(vehicles.id, [...ids]), inScopeDealerships(db, scope, vehicles.dealershipId)));
}

/** The SQL CASE naming each counted event's figure (from the domain's table). */
function figureCase(eventColumn: SQL): SQL {
  const whens = INSIGHT_FIGURES.map((figure) => sql`when ${INSIGHT_FIGURE_EVENTS[figure]} then ${figure}`);
  return sql`case ${eventColumn} ${sql.join(whens, sql` `)} end`;
}

/**
 * Recounts the rollup's days [fromDay, untilDay) (Sydney) from `analytics_events`, in one transaction: the days' rows
 * are deleted and written again, a site total (vehicle 0) per site, day and figure, and a row per car; then the
 * months those days are in are added up again from the daily rows (`insight_monthly_counts`, every day of each
 * month, so a month is the sum of its days however much of it was recounted). The repair for a rollup that missed
 * events (and what the benchmark runs after generating its events); the writer keeps both otherwise. Returns the
 * daily rows written.
 */
export async function rebuildInsightCounts(_scope: SystemScope, fromDay: string, untilDay: string): Promise<number> {
  if (fromDay >= untilDay) return 0;
  const db = await getDb();
  const events = sql.raw("analytics_events");
  const eventIds = INSIGHT_FIGURES.map((f) => INSIGHT_FIGURE_EVENTS[f]);
  const fromMonth = monthOf(fromDay);
  // The months of the days recounted: from the first day's to the one after the last day's.
  const untilMonth = untilDay === monthOf(untilDay) ? untilDay : monthAfter(untilDay);
  return db.transaction(async (tx) => {
    await tx.delete(t).where(and(gte(t.day, fromDay), lt(t.day, untilDay)));
    const result = await tx.execute(sql`
      insert into ${t} (site_id, day, figure, vehicle_id, dealership_id, count)
      select e.site_id, e.day, e.figure,
             case when grouping(e.vehicle_id) = 1 then 0 else e.vehicle_id end,
             case when grouping(e.vehicle_id) = 1 then 0 else coalesce(e.dealership_id, 0) end,
             count(*)::int
      from (
        select ev.site_id, (ev.created_at at time zone ${REPORT_TIME_ZONE})::date as day, ${figureCase(sql`ev.event_id`)} as figure, ev.vehicle_id, v.dealership_id
        from ${events} ev left join ${vehicles} v on v.id = ev.vehicle_id
        where ev.event_id in (${sql.join(
          eventIds.map((id) => sql`${id}`),
          sql`, `,
        )})
          and ev.created_at >= (${fromDay}::date::timestamp at time zone ${REPORT_TIME_ZONE})
          and ev.created_at < (${untilDay}::date::timestamp at time zone ${REPORT_TIME_ZONE})
      ) e
      group by grouping sets ((e.site_id, e.day, e.figure), (e.site_id, e.day, e.figure, e.vehicle_id, e.dealership_id))
      having grouping(e.vehicle_id) = 1 or e.vehicle_id is not null`);
    await tx.delete(m).where(and(gte(m.month, fromMonth), lt(m.month, untilMonth)));
    await tx.execute(sql`
      insert into ${m} (site_id, month, figure, vehicle_id, dealership_id, count)
      select site_id, date_trunc('month', day)::date, figure, vehicle_id, dealership_id, sum(count)::int
      from ${t}
      where day >= ${fromMonth}::date and day < ${untilMonth}::date
      group by site_id, date_trunc('month', day), figure, vehicle_id, dealership_id`);
    return (result as unknown as { rowCount?: number; affectedRows?: number }).rowCount ?? (result as unknown as { affectedRows?: number }).affectedRows ?? 0;
  });
}
