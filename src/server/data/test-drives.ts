import "server-only";
import { and, asc, eq, gte, isNull, lt } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { locations, testDriveBookings, vehicles } from "@/server/db/schema";
import { inScopeDealerships, type SiteScope, type StaffScope } from "./scope";

/** Whose bookings: one car's, or a location's bookings that name no car. */
export type TestDriveBookingScope = { vehicleId: number; from: Date; to: Date } | { locationId: number; from: Date; to: Date };

/**
 * The starts of the test drives booked from `from` (included) to `to` (excluded): of a car of the scope (through
 * whichever site the shopper booked it: a car is one car on every site that shows it), or of a location of the site
 * that name no car. Only the times are read, nothing about who booked.
 */
export async function bookedTestDriveStarts(scope: SiteScope | StaffScope, of: TestDriveBookingScope): Promise<Date[]> {
  const db = await getDb();
  const inWindow = and(gte(testDriveBookings.startsAt, of.from), lt(testDriveBookings.startsAt, of.to));
  const rows =
    "vehicleId" in of
      ? await db
          .select({ startsAt: testDriveBookings.startsAt })
          .from(testDriveBookings)
          .innerJoin(vehicles, eq(vehicles.id, testDriveBookings.vehicleId))
          .where(and(eq(testDriveBookings.vehicleId, of.vehicleId), inWindow, inScopeDealerships(db, scope, vehicles.dealershipId)))
          .orderBy(asc(testDriveBookings.startsAt))
      : await db
          .select({ startsAt: testDriveBookings.startsAt })
          .from(testDriveBookings)
          .innerJoin(locations, eq(locations.id, testDriveBookings.locationId))
          .where(and(eq(testDriveBookings.locationId, of.locationId), isNull(testDriveBookings.vehicleId), inWindow, inScopeDealerships(db, scope, locations.dealershipId)))
          .orderBy(asc(testDriveBookings.startsAt));
  return rows.map((row) => row.startsAt);
}
