import "server-only";
import { and, asc, eq, gte, inArray, isNull, lt } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { locations, testDriveBookings, vehicles } from "@/server/db/schema";
import { dealershipsOfSite } from "./site-scope";

/** Whose bookings: one car's, or a location's bookings that name no car. */
export type TestDriveBookingScope = { vehicleId: number; from: Date; to: Date } | { locationId: number; from: Date; to: Date };

/**
 * The starts of the test drives booked from `from` (included) to `to` (excluded): of a car of the site (through
 * whichever site the shopper booked it: a car is one car on every site that shows it), or of a location of the site
 * that name no car. Only the times are read, nothing about who booked.
 */
export async function bookedTestDriveStarts(siteId: number, scope: TestDriveBookingScope): Promise<Date[]> {
  const db = await getDb();
  const inWindow = and(gte(testDriveBookings.startsAt, scope.from), lt(testDriveBookings.startsAt, scope.to));
  const rows =
    "vehicleId" in scope
      ? await db
          .select({ startsAt: testDriveBookings.startsAt })
          .from(testDriveBookings)
          .innerJoin(vehicles, eq(vehicles.id, testDriveBookings.vehicleId))
          .where(and(eq(testDriveBookings.vehicleId, scope.vehicleId), inWindow, inArray(vehicles.dealershipId, dealershipsOfSite(db, siteId))))
          .orderBy(asc(testDriveBookings.startsAt))
      : await db
          .select({ startsAt: testDriveBookings.startsAt })
          .from(testDriveBookings)
          .innerJoin(locations, eq(locations.id, testDriveBookings.locationId))
          .where(and(eq(testDriveBookings.locationId, scope.locationId), isNull(testDriveBookings.vehicleId), inWindow, inArray(locations.dealershipId, dealershipsOfSite(db, siteId))))
          .orderBy(asc(testDriveBookings.startsAt));
  return rows.map((row) => row.startsAt);
}
