import "server-only";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { locations } from "@/server/db/schema";
import { dealershipsOfSite } from "./site-scope";

export type Location = typeof locations.$inferSelect;

/** The site's visible locations, primary first then by name. */
export async function siteLocations(siteId: number): Promise<Location[]> {
  const db = await getDb();
  return db
    .select()
    .from(locations)
    .where(and(inArray(locations.dealershipId, dealershipsOfSite(db, siteId)), eq(locations.visible, true)))
    .orderBy(desc(locations.primary), asc(locations.name));
}
