import "server-only";
import { and, desc, eq, gte, inArray, or, sql } from "drizzle-orm";
import { getDb, type Db } from "@/server/db/client";
import { dealerships, locations, vehicles } from "@/server/db/schema";
import { dealershipsOfSite } from "./site-scope";

/** The columns a card or page shows, with its location. */
const vehicleColumns = {
  vehicle: vehicles,
  location: {
    id: locations.id,
    name: locations.name,
    slug: locations.slug,
    city: locations.city,
    state: locations.state,
    phone: locations.phone,
    distributionLocations: locations.distributionLocations,
  },
  dealership: { id: dealerships.id, slug: dealerships.slug, name: dealerships.name },
};

/** Vehicles with their dealership and location: the base of every vehicle read. */
function selectVehicles(db: Db) {
  return db
    .select(vehicleColumns)
    .from(vehicles)
    .innerJoin(dealerships, eq(dealerships.id, vehicles.dealershipId))
    .leftJoin(locations, eq(locations.id, vehicles.locationId));
}

export type VehicleWithLocation = {
  vehicle: typeof vehicles.$inferSelect;
  location: { id: number; name: string; slug: string; city: string; state: string; phone: string | null; distributionLocations: string[] } | null;
  dealership: { id: number; slug: string; name: string };
};

/**
 * The spec's stock filter: in stock, or coming soon, or sold within `includeSoldDays`; and shown on the
 * dealer website.
 */
export function liveStockCondition(includeSoldDays: number, now: Date = new Date()) {
  const soldSince = new Date(now.getTime() - includeSoldDays * 86_400_000);
  return and(
    eq(vehicles.showOnDealerWebsite, true),
    or(
      inArray(vehicles.status, ["in_stock", "coming_soon"]),
      and(eq(vehicles.status, "sold"), gte(vehicles.soldAt, soldSince)),
    ),
  );
}

/** A vehicle of the site by its slug, or null when it is not the site's (or not shown on dealer websites). */
export async function findSiteVehicleBySlug(siteId: number, slug: string): Promise<VehicleWithLocation | null> {
  const db = await getDb();
  const rows = await selectVehicles(db)
    .where(
      and(
        eq(vehicles.slug, slug),
        eq(vehicles.showOnDealerWebsite, true),
        inArray(vehicles.dealershipId, dealershipsOfSite(db, siteId)),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

/** A vehicle of the site by its id, or null when it is not the site's (or not shown on dealer websites). */
export async function findSiteVehicleById(siteId: number, id: number): Promise<VehicleWithLocation | null> {
  const db = await getDb();
  const rows = await selectVehicles(db)
    .where(and(eq(vehicles.id, id), eq(vehicles.showOnDealerWebsite, true), inArray(vehicles.dealershipId, dealershipsOfSite(db, siteId))))
    .limit(1);
  return rows[0] ?? null;
}

/** The site's vehicles with these ids, in the order of the ids (a page of search hits). */
export async function findSiteVehiclesByIds(siteId: number, ids: readonly number[]): Promise<VehicleWithLocation[]> {
  if (ids.length === 0) return [];
  const db = await getDb();
  const rows = await selectVehicles(db).where(and(inArray(vehicles.id, [...ids]), inArray(vehicles.dealershipId, dealershipsOfSite(db, siteId))));
  const byId = new Map(rows.map((row) => [row.vehicle.id, row]));
  return ids.map((id) => byId.get(id)).filter((row): row is VehicleWithLocation => row !== undefined);
}

/** In-stock vehicles with photos for a home page, newest first; optionally of one car type. */
export async function featuredSiteVehicles(
  siteId: number,
  options: { limit: number; carType?: "new" | "used" | "demo"; includeSoldDays: number },
): Promise<VehicleWithLocation[]> {
  const db = await getDb();
  return selectVehicles(db)
    .where(
      and(
        inArray(vehicles.dealershipId, dealershipsOfSite(db, siteId)),
        liveStockCondition(options.includeSoldDays),
        eq(vehicles.status, "in_stock"),
        sql`${vehicles.photosCount} > 0`,
        sql`${vehicles.price} > 0`,
        options.carType ? eq(vehicles.carType, options.carType) : undefined,
      ),
    )
    .orderBy(desc(vehicles.createdAt), desc(vehicles.id))
    .limit(options.limit);
}

/** Live stock counts of the site by car type (for the home page's quick links). */
export async function siteStockCounts(siteId: number, includeSoldDays: number): Promise<Record<"new" | "used" | "demo", number>> {
  const db = await getDb();
  const rows = await db
    .select({ carType: vehicles.carType, n: sql<number>`count(*)::int` })
    .from(vehicles)
    .where(and(inArray(vehicles.dealershipId, dealershipsOfSite(db, siteId)), liveStockCondition(includeSoldDays)))
    .groupBy(vehicles.carType);
  const counts = { new: 0, used: 0, demo: 0 };
  for (const row of rows) counts[row.carType] = Number(row.n);
  return counts;
}

/** Slug and last change of every vehicle page the site serves (the sitemap), newest first. */
export async function siteVehicleSlugs(siteId: number, includeSoldDays: number, limit = 50_000): Promise<Array<{ slug: string; updatedAt: Date }>> {
  const db = await getDb();
  return db
    .select({ slug: vehicles.slug, updatedAt: vehicles.updatedAt })
    .from(vehicles)
    .where(and(inArray(vehicles.dealershipId, dealershipsOfSite(db, siteId)), liveStockCondition(includeSoldDays)))
    .orderBy(desc(vehicles.updatedAt), desc(vehicles.id))
    .limit(limit);
}
