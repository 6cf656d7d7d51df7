import "server-only";
import { and, desc, eq, lt, sql } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { vehicles, viewedVehicles } from "@/server/db/schema";
import { inScopeDealerships, type SiteScope } from "./scope";

/** How many viewed cars are kept per shopper and site (the newest). */
export const MAX_VIEWED_VEHICLES = 24;

/**
 * Records that a signed-in shopper opened the page of a car the site shows (again: its time moves to `now`), then keeps
 * only their newest MAX_VIEWED_VEHICLES on this site. False when the site does not show that car.
 */
export async function recordViewedVehicle(scope: SiteScope, userId: number, vehicleId: number, now: Date = new Date()): Promise<boolean> {
  const db = await getDb();
  const { siteId } = scope;
  const inserted = await db
    .insert(viewedVehicles)
    .select(
      db
        .select({ siteId: sql<number>`${siteId}::int`.as("site_id"), userId: sql<number>`${userId}::int`.as("user_id"), vehicleId: vehicles.id, viewedAt: sql<Date>`${now.toISOString()}::timestamptz`.as("viewed_at") })
        .from(vehicles)
        .where(and(eq(vehicles.id, vehicleId), eq(vehicles.showOnDealerWebsite, true), inScopeDealerships(db, scope, vehicles.dealershipId))),
    )
    .onConflictDoUpdate({ target: [viewedVehicles.siteId, viewedVehicles.userId, viewedVehicles.vehicleId], set: { viewedAt: sql`excluded.viewed_at` } })
    .returning({ vehicleId: viewedVehicles.vehicleId });
  if (inserted.length === 0) return false;
  // The oldest beyond the bound: everything viewed before the bound's last kept row.
  const [edge] = await db
    .select({ viewedAt: viewedVehicles.viewedAt })
    .from(viewedVehicles)
    .where(and(eq(viewedVehicles.siteId, siteId), eq(viewedVehicles.userId, userId)))
    .orderBy(desc(viewedVehicles.viewedAt))
    .offset(MAX_VIEWED_VEHICLES - 1)
    .limit(1);
  if (edge) await db.delete(viewedVehicles).where(and(eq(viewedVehicles.siteId, siteId), eq(viewedVehicles.userId, userId), lt(viewedVehicles.viewedAt, edge.viewedAt)));
  return true;
}

/** The ids of the cars a shopper viewed on this site, most recent first, at most `limit`. */
export async function viewedVehicleIds(scope: SiteScope, userId: number, limit: number = MAX_VIEWED_VEHICLES): Promise<number[]> {
  const db = await getDb();
  const rows = await db
    .select({ vehicleId: viewedVehicles.vehicleId })
    .from(viewedVehicles)
    .where(and(eq(viewedVehicles.siteId, scope.siteId), eq(viewedVehicles.userId, userId)))
    .orderBy(desc(viewedVehicles.viewedAt), desc(viewedVehicles.vehicleId))
    .limit(limit);
  return rows.map((r) => r.vehicleId);
}
