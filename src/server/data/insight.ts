import "server-only";
import { and, eq, gte, inArray, lt, ne, sql, type SQL } from "drizzle-orm";
import { INSIGHT_FIGURE_EVENTS, INSIGHT_FIGURES, type InsightFigure } from "@/domain/console/insight";
import { REPORT_TIME_ZONE } from "@/domain/console/report-period";
import { getDb } from "@/server/db/client";
import { insightDailyCounts, leads, vehicles } from "@/server/db/schema";
import { inScopeDealerships, inScopeSites, type StaffScope, type SystemScope } from "./scope";

/**
 * The insight report's reads (issue 36, "Insight"): the rollup `insight_daily_counts` (the events' writer keeps it,
 * src/server/data/analytics.ts) and the leads, for a staff member's sites and dealerships, narrowed to one site, one
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

/** The rows of the scope's sites, narrowed by the focus: site totals (vehicle 0) for a group or site, else car rows. */
function rowsOf(scope: StaffScope, focus: InsightFocus): SQL | undefined {
  const sites = inScopeSites(scope, t.siteId);
  switch (focus.level) {
    case "group":
      return and(sites, eq(t.vehicleId, 0));
    case "site":
      return and(sites, eq(t.siteId, focus.siteId), eq(t.vehicleId, 0));
    case "dealership":
      return and(sites, eq(t.dealershipId, focus.dealershipId), inArray(t.dealershipId, scope.dealershipIds));
    case "car":
      return and(sites, eq(t.vehicleId, focus.vehicleId), inArray(t.dealershipId, scope.dealershipIds));
  }
}

const inDays = (days: InsightDays) => and(gte(t.day, days.previousFromDay), sql`${t.day} <= ${days.toDay}`);
const currentSum = (days: InsightDays) => sql<number>`coalesce(sum(${t.count}) filter (where ${t.day} >= ${days.fromDay}), 0)::int`;
const previousSum = (days: InsightDays) => sql<number>`coalesce(sum(${t.count}) filter (where ${t.day} < ${days.fromDay}), 0)::int`;

/** Each site's figures (group or site focus; none for a dealership or car: a search has no car). */
export async function insightSiteFigures(scope: StaffScope, days: InsightDays, focus: InsightFocus): Promise<Array<FigureCount & { siteId: number }>> {
  if (scope.siteIds.length === 0 || focus.level === "dealership" || focus.level === "car") return [];
  const db = await getDb();
  const rows = await db
    .select({ siteId: t.siteId, figure: t.figure, current: currentSum(days), previous: previousSum(days) })
    .from(t)
    .where(and(rowsOf(scope, focus), inDays(days)))
    .groupBy(t.siteId, t.figure);
  return rows.map((r) => ({ siteId: r.siteId, figure: r.figure, current: Number(r.current), previous: Number(r.previous) }));
}

/** Each car's figures (events naming a car) of the scope's dealerships on the scope's sites, narrowed by the focus. */
export async function insightCarFigures(scope: StaffScope, days: InsightDays, focus: InsightFocus): Promise<Array<FigureCount & { vehicleId: number; dealershipId: number }>> {
  if (scope.siteIds.length === 0 || scope.dealershipIds.length === 0) return [];
  const db = await getDb();
  const narrowed =
    focus.level === "group" || focus.level === "site"
      ? and(inScopeSites(scope, t.siteId), focus.level === "site" ? eq(t.siteId, focus.siteId) : undefined, ne(t.vehicleId, 0), inArray(t.dealershipId, scope.dealershipIds))
      : rowsOf(scope, focus);
  const rows = await db
    .select({ vehicleId: t.vehicleId, dealershipId: t.dealershipId, figure: t.figure, current: currentSum(days), previous: previousSum(days) })
    .from(t)
    .where(and(narrowed, inDays(days)))
    .groupBy(t.vehicleId, t.dealershipId, t.figure);
  return rows.map((r) => ({ vehicleId: r.vehicleId, dealershipId: r.dealershipId, figure: r.figure, current: Number(r.current), previous: Number(r.previous) }));
}

/** The focus's figures per day in [fromDay, untilDay). */
export async function insightFiguresPerDay(scope: StaffScope, fromDay: string, untilDay: string, focus: InsightFocus): Promise<Array<{ day: string; figure: InsightFigure; count: number }>> {
  if (scope.siteIds.length === 0) return [];
  if ((focus.level === "dealership" || focus.level === "car") && scope.dealershipIds.length === 0) return [];
  const db = await getDb();
  const rows = await db
    .select({ day: t.day, figure: t.figure, count: sql<number>`sum(${t.count})::int` })
    .from(t)
    .where(and(rowsOf(scope, focus), gte(t.day, fromDay), lt(t.day, untilDay)))
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
 * are deleted and written again, a site total (vehicle 0) per site, day and figure, and a row per car. The repair for a
 * rollup that missed events (and what the benchmark runs after generating its events); the writer keeps it otherwise.
 * Returns the rows written.
 */
export async function rebuildInsightCounts(_scope: SystemScope, fromDay: string, untilDay: string): Promise<number> {
  const db = await getDb();
  const events = sql.raw("analytics_events");
  const eventIds = INSIGHT_FIGURES.map((f) => INSIGHT_FIGURE_EVENTS[f]);
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
    return (result as unknown as { rowCount?: number; affectedRows?: number }).rowCount ?? (result as unknown as { affectedRows?: number }).affectedRows ?? 0;
  });
}
