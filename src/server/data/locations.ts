import "server-only";
import { and, asc, between, desc, eq, gte } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { locations, locationSpecialHours } from "@/server/db/schema";
import { inScopeDealerships, type SiteScope, type StaffScope } from "./scope";

export type Location = typeof locations.$inferSelect;

/** The scope's visible locations (a site's dealerships', a staff member's), primary first then by name. */
export async function siteLocations(scope: SiteScope | StaffScope): Promise<Location[]> {
  const db = await getDb();
  return db
    .select()
    .from(locations)
    .where(and(inScopeDealerships(db, scope, locations.dealershipId), eq(locations.visible, true)))
    .orderBy(desc(locations.primary), asc(locations.name));
}

/** One of the site's locations by id, hidden or not (a car kept at a hidden location is still test-driven there); null when not the site's. */
export async function findSiteLocation(scope: SiteScope | StaffScope, locationId: number): Promise<Location | null> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(locations)
    .where(and(eq(locations.id, locationId), inScopeDealerships(db, scope, locations.dealershipId)))
    .limit(1);
  return rows[0] ?? null;
}

export type LocationSpecialHour = Pick<typeof locationSpecialHours.$inferSelect, "date" | "name" | "status" | "startHour" | "endHour">;

/** A site's location's special (holiday) hours from `fromDate` to `toDate` (YYYY-MM-DD, both included), by date. */
export async function siteLocationSpecialHours(scope: SiteScope | StaffScope, locationId: number, fromDate: string, toDate: string): Promise<LocationSpecialHour[]> {
  const db = await getDb();
  return db
    .select({ date: locationSpecialHours.date, name: locationSpecialHours.name, status: locationSpecialHours.status, startHour: locationSpecialHours.startHour, endHour: locationSpecialHours.endHour })
    .from(locationSpecialHours)
    .innerJoin(locations, eq(locations.id, locationSpecialHours.locationId))
    .where(and(eq(locationSpecialHours.locationId, locationId), between(locationSpecialHours.date, fromDate, toDate), inScopeDealerships(db, scope, locations.dealershipId)))
    .orderBy(asc(locationSpecialHours.date));
}

export type SiteLocationSpecialHour = LocationSpecialHour & { locationId: number };

/** The special (holiday) hours of the site's visible locations from `fromDate` on (YYYY-MM-DD, included), by date. */
export async function siteSpecialHoursFrom(scope: SiteScope | StaffScope, fromDate: string): Promise<SiteLocationSpecialHour[]> {
  const db = await getDb();
  return db
    .select({ locationId: locationSpecialHours.locationId, date: locationSpecialHours.date, name: locationSpecialHours.name, status: locationSpecialHours.status, startHour: locationSpecialHours.startHour, endHour: locationSpecialHours.endHour })
    .from(locationSpecialHours)
    .innerJoin(locations, eq(locations.id, locationSpecialHours.locationId))
    .where(and(gte(locationSpecialHours.date, fromDate), eq(locations.visible, true), inScopeDealerships(db, scope, locations.dealershipId)))
    .orderBy(asc(locationSpecialHours.date));
}
