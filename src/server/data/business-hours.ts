import "server-only";
import { and, asc, desc, gte, inArray } from "drizzle-orm";
import type { BusinessHours } from "@/domain/console/business-time";
import { locationTimeZone } from "@/domain/test-drive/time-zone";
import { getDb } from "@/server/db/client";
import { locationSpecialHours, locations } from "@/server/db/schema";
import { inScopeDealerships, type StaffScope, type SystemScope } from "./scope";

/** A location's opening hours and time zone: what a response time is counted on. */
export interface LocationClock {
  locationId: number;
  dealershipId: number;
  hours: BusinessHours;
  timeZone: string;
}

/**
 * The clocks response times are counted on, for the scope's dealerships: each location's (by id), and each
 * dealership's main sales location's (a lead with no location is counted on it). Special hours from `since` on.
 */
export async function businessClocks(
  scope: StaffScope | SystemScope,
  dealershipIds: readonly number[],
  since: Date,
): Promise<{ byLocation: Map<number, LocationClock>; byDealership: Map<number, LocationClock> }> {
  const byLocation = new Map<number, LocationClock>();
  const byDealership = new Map<number, LocationClock>();
  if (dealershipIds.length === 0) return { byLocation, byDealership };
  const db = await getDb();
  const rows = await db
    .select({
      id: locations.id,
      dealershipId: locations.dealershipId,
      state: locations.state,
      openingHours: locations.openingHours,
    })
    .from(locations)
    .where(and(inArray(locations.dealershipId, [...dealershipIds]), inScopeDealerships(db, scope, locations.dealershipId)))
    .orderBy(desc(locations.primary), asc(locations.id));
  if (rows.length === 0) return { byLocation, byDealership };
  const special = await db
    .select({ locationId: locationSpecialHours.locationId, date: locationSpecialHours.date, status: locationSpecialHours.status, startHour: locationSpecialHours.startHour, endHour: locationSpecialHours.endHour })
    .from(locationSpecialHours)
    .where(and(inArray(locationSpecialHours.locationId, rows.map((r) => r.id)), gte(locationSpecialHours.date, since.toISOString().slice(0, 10))));
  const specialOf = new Map<number, BusinessHours["special"][number][]>();
  for (const s of special) specialOf.set(s.locationId, [...(specialOf.get(s.locationId) ?? []), s]);
  for (const row of rows) {
    const clock: LocationClock = {
      locationId: row.id,
      dealershipId: row.dealershipId,
      hours: { weekly: row.openingHours, special: specialOf.get(row.id) ?? [] },
      timeZone: locationTimeZone(row.state),
    };
    byLocation.set(row.id, clock);
    // Rows come main location first: the first of each dealership is its main one (else its lowest id).
    if (!byDealership.has(row.dealershipId)) byDealership.set(row.dealershipId, clock);
  }
  return { byLocation, byDealership };
}

/** The clock of a lead: its location's, else its dealership's main location's, else none (wall-clock minutes). */
export function clockOfLead(
  _scope: StaffScope | SystemScope,
  clocks: { byLocation: Map<number, LocationClock>; byDealership: Map<number, LocationClock> },
  lead: { locationId: number | null; dealershipId: number | null },
): LocationClock | null {
  return (lead.locationId !== null ? clocks.byLocation.get(lead.locationId) : undefined) ?? (lead.dealershipId !== null ? clocks.byDealership.get(lead.dealershipId) : undefined) ?? null;
}

