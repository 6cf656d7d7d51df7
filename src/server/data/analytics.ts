import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { insightFigureOf } from "@/domain/console/insight";
import { monthOf } from "@/domain/console/report-months";
import { REPORT_TIME_ZONE } from "@/domain/console/report-period";
import { isoDateIn } from "@/domain/vehicle-page/time";
import { getDb } from "@/server/db/client";
import { analyticsEvents, insightDailyCounts, insightMonthlyCounts, vehicles } from "@/server/db/schema";
import { inScopeDealerships, type SiteScope } from "./scope";

export interface AnalyticsEventInput {
  eventId: number;
  label?: string | null;
  path?: string | null;
  vehicleId?: number | null;
  sessionId?: string | null;
  data?: Record<string, unknown>;
}

/**
 * Stores one event of the site. An event about a car must name one the site shows (its dealership's, not hidden
 * from dealer websites, as the car page requires): false, and nothing stored, when it does not.
 *
 * An event the insight report counts (src/domain/console/insight.ts) adds to its rows of `insight_daily_counts` and
 * `insight_monthly_counts` in the same statement (CTEs: the event and its counts are stored together or not at all):
 * the site's total for the day (and month) and figure, and the car's (with its dealership) when it names one. The
 * month's rows take the dealership its day's rows hold (the day's first event's), so a month is always the sum of its
 * days. Every writer runs the one statement, so the rows are upserted in one order and two writers never deadlock.
 */
export async function recordAnalyticsEvent(scope: SiteScope, event: AnalyticsEventInput): Promise<boolean> {
  const db = await getDb();
  let dealershipId = 0;
  if (event.vehicleId != null) {
    const [shown] = await db
      .select({ id: vehicles.id, dealershipId: vehicles.dealershipId })
      .from(vehicles)
      .where(and(eq(vehicles.id, event.vehicleId), eq(vehicles.showOnDealerWebsite, true), inScopeDealerships(db, scope, vehicles.dealershipId)))
      .limit(1);
    if (!shown) return false;
    dealershipId = shown.dealershipId;
  }
  const now = new Date();
  const row = {
    siteId: scope.siteId,
    eventId: event.eventId,
    label: event.label ?? null,
    path: event.path ?? null,
    vehicleId: event.vehicleId ?? null,
    sessionId: event.sessionId ?? null,
    data: event.data ?? {},
    createdAt: now,
  };
  const figure = insightFigureOf(event.eventId);
  if (figure === null) {
    await db.insert(analyticsEvents).values(row);
    return true;
  }
  const day = isoDateIn(now, REPORT_TIME_ZONE);
  const e = analyticsEvents;
  const counted = row.vehicleId === null ? sql`(values (0, 0))` : sql`(values (0, 0), (${row.vehicleId}::int, ${dealershipId}::int))`;
  await db.execute(sql`
    with stored as (
      insert into ${e} (${sql.identifier("site_id")}, ${sql.identifier("event_id")}, ${sql.identifier("label")}, ${sql.identifier("path")}, ${sql.identifier("vehicle_id")}, ${sql.identifier("session_id")}, ${sql.identifier("data")}, ${sql.identifier("created_at")})
      values (${row.siteId}, ${row.eventId}, ${row.label}, ${row.path}, ${row.vehicleId}, ${row.sessionId}, ${JSON.stringify(row.data)}::jsonb, ${now.toISOString()}::timestamptz)
      returning ${sql.identifier("site_id")}
    )
    , daily as (
      insert into ${insightDailyCounts} (site_id, day, figure, vehicle_id, dealership_id, count)
      select stored.site_id, ${day}::date, ${figure}, counted.vehicle_id, counted.dealership_id, 1
      from stored cross join ${counted} as counted (vehicle_id, dealership_id)
      on conflict (site_id, day, figure, vehicle_id) do update set count = ${insightDailyCounts}.count + 1
      returning site_id, vehicle_id, dealership_id
    )
    insert into ${insightMonthlyCounts} (site_id, month, figure, vehicle_id, dealership_id, count)
    select daily.site_id, ${monthOf(day)}::date, ${figure}, daily.vehicle_id, daily.dealership_id, 1
    from daily order by daily.vehicle_id
    on conflict (site_id, month, figure, vehicle_id, dealership_id) do update set count = ${insightMonthlyCounts}.count + 1`);
  return true;
}
