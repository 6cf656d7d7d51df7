import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { vehicleViewCounts, vehicles } from "@/server/db/schema";
import { dealershipsOfSite } from "./site-scope";

export interface CountedView {
  views: number;
  photosCount: number;
  updatedAt: Date;
  price: number;
  status: string;
}

/**
 * Counts one view of the site's car and answers the new total (the feed's count plus the platform's) with the
 * fields a page may have shown stale. The count lives in its own narrow table and is incremented in one
 * statement, so concurrent views are not lost and stock rows are not touched. Null when the site does not
 * show the car.
 */
export async function countVehicleView(siteId: number, slug: string): Promise<CountedView | null> {
  const db = await getDb();
  const [car] = await db
    .select({ id: vehicles.id, views: vehicles.views, photosCount: vehicles.photosCount, updatedAt: vehicles.updatedAt, price: vehicles.price, status: vehicles.status })
    .from(vehicles)
    .where(and(eq(vehicles.slug, slug), eq(vehicles.showOnDealerWebsite, true), inArray(vehicles.dealershipId, dealershipsOfSite(db, siteId))))
    .limit(1);
  if (!car) return null;
  const [counted] = await db
    .insert(vehicleViewCounts)
    .values({ vehicleId: car.id, views: 1 })
    .onConflictDoUpdate({ target: vehicleViewCounts.vehicleId, set: { views: sql`${vehicleViewCounts.views} + 1` } })
    .returning({ views: vehicleViewCounts.views });
  return { views: car.views + (counted?.views ?? 0), photosCount: car.photosCount, updatedAt: car.updatedAt, price: car.price, status: car.status };
}
