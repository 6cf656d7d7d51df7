import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { vehicles, watchlistEntries } from "@/server/db/schema";
import { inScopeDealerships, type SiteScope } from "./scope";
import { findSiteVehiclesByIds, type VehicleWithLocation } from "./vehicles";

/** The ids of the vehicles a shopper saved on this site, newest first. */
export async function watchlistVehicleIds(scope: SiteScope, userId: number): Promise<number[]> {
  const db = await getDb();
  const rows = await db
    .select({ vehicleId: watchlistEntries.vehicleId })
    .from(watchlistEntries)
    .where(and(eq(watchlistEntries.siteId, scope.siteId), eq(watchlistEntries.userId, userId)))
    .orderBy(desc(watchlistEntries.createdAt), desc(watchlistEntries.id));
  return rows.map((r) => r.vehicleId);
}

/** The saved vehicles the site still shows, newest saved first (a vehicle taken off the website drops out). */
export async function watchlistVehicles(scope: SiteScope, userId: number): Promise<VehicleWithLocation[]> {
  return findSiteVehiclesByIds(scope, await watchlistVehicleIds(scope, userId));
}

/**
 * Saves a vehicle of the site to the shopper's watchlist. False when the site does not show that vehicle.
 * Saving twice is one entry.
 */
export async function saveToWatchlist(scope: SiteScope, userId: number, vehicleId: number): Promise<boolean> {
  const db = await getDb();
  const [vehicle] = await db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(and(eq(vehicles.id, vehicleId), eq(vehicles.showOnDealerWebsite, true), inScopeDealerships(db, scope, vehicles.dealershipId)))
    .limit(1);
  if (!vehicle) return false;
  await db.insert(watchlistEntries).values({ siteId: scope.siteId, userId, vehicleId }).onConflictDoNothing();
  return true;
}

/** Removes a vehicle from the shopper's watchlist on this site; removing what is not there is fine. */
export async function removeFromWatchlist(scope: SiteScope, userId: number, vehicleId: number): Promise<void> {
  const db = await getDb();
  await db
    .delete(watchlistEntries)
    .where(and(eq(watchlistEntries.siteId, scope.siteId), eq(watchlistEntries.userId, userId), eq(watchlistEntries.vehicleId, vehicleId)));
}
