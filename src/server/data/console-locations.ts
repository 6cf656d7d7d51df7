import "server-only";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { editStampAfter } from "@/domain/console/edit-stamp";
import { getDb } from "@/server/db/client";
import type { OpeningHour } from "@/server/db/json-types";
import { dealerships, locations, locationSpecialHours, siteDealerships } from "@/server/db/schema";
import { recordAudit } from "./audit-log";
import type { LocationSpecialHour } from "./locations";
import type { StaffScope } from "./scope";
import { SITES_CHANNEL } from "./site-settings";

/**
 * A location's hours as the console edits them (issue 36): the week's opening hours and its holiday (special) hours.
 * Locations are the dealership's, shown by every site that shows it, so a save is a direct edit with an audit entry,
 * not a site draft. A save locks the location's row, checks inside that transaction that it is in the member's scope
 * (another's is `not_found`), that the member manages its dealership (`role`) and that nobody saved it since the editor
 * loaded it (`conflict`), then writes the week, replaces the holiday hours, records the audit entry and sends
 * `NOTIFY forecourt_sites` for every site showing the dealership: all at commit or none.
 */

/** The most locations the console's list reads. */
export const STAFF_LOCATIONS_READ_LIMIT = 200;

export interface StaffLocationRow {
  id: number;
  name: string;
  dealershipId: number;
  dealershipName: string;
  city: string;
  visible: boolean;
}

/** The locations of the member's dealerships, by dealership and name, hidden ones too. */
export async function staffLocationRows(scope: StaffScope): Promise<StaffLocationRow[]> {
  if (scope.dealershipIds.length === 0) return [];
  const db = await getDb();
  return db
    .select({ id: locations.id, name: locations.name, dealershipId: locations.dealershipId, dealershipName: dealerships.name, city: locations.city, visible: locations.visible })
    .from(locations)
    .innerJoin(dealerships, eq(dealerships.id, locations.dealershipId))
    .where(inArray(locations.dealershipId, [...scope.dealershipIds]))
    .orderBy(asc(dealerships.name), asc(locations.name), asc(locations.id))
    .limit(STAFF_LOCATIONS_READ_LIMIT);
}

export interface StaffLocationHours extends StaffLocationRow {
  openingHours: OpeningHour[];
  specialHours: LocationSpecialHour[];
  updatedAt: Date;
}

/** One location of the member's dealerships with its week and every holiday entry by date; null for another's or none. */
export async function staffLocationHours(scope: StaffScope, locationId: number): Promise<StaffLocationHours | null> {
  if (scope.dealershipIds.length === 0) return null;
  const db = await getDb();
  const [row] = await db
    .select({
      id: locations.id,
      name: locations.name,
      dealershipId: locations.dealershipId,
      dealershipName: dealerships.name,
      city: locations.city,
      visible: locations.visible,
      openingHours: locations.openingHours,
      updatedAt: locations.updatedAt,
    })
    .from(locations)
    .innerJoin(dealerships, eq(dealerships.id, locations.dealershipId))
    .where(and(eq(locations.id, locationId), inArray(locations.dealershipId, [...scope.dealershipIds])));
  if (!row) return null;
  const specialHours = await db
    .select({ date: locationSpecialHours.date, name: locationSpecialHours.name, status: locationSpecialHours.status, startHour: locationSpecialHours.startHour, endHour: locationSpecialHours.endHour })
    .from(locationSpecialHours)
    .where(eq(locationSpecialHours.locationId, row.id))
    .orderBy(asc(locationSpecialHours.date))
    .limit(500);
  return { ...row, specialHours };
}

export interface LocationHoursWrite {
  /** When the hours the editor loaded were last changed (the location's `updatedAt`, ISO). */
  updatedAt: string;
  openingHours: OpeningHour[];
  specialHours: LocationSpecialHour[];
}

export type LocationHoursOutcome = { ok: true; updatedAt: Date } | { ok: false; refused: "not_found" | "role" } | { ok: false; refused: "conflict"; updatedAt: Date };

/** Saves a location's week and holiday hours (already validated by the domain's rules), or a refusal; see above. */
export async function saveLocationHours(scope: StaffScope, locationId: number, write: LocationHoursWrite): Promise<LocationHoursOutcome> {
  if (scope.dealershipIds.length === 0) return { ok: false, refused: "not_found" };
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: locations.id, dealershipId: locations.dealershipId, openingHours: locations.openingHours, updatedAt: locations.updatedAt, groupId: dealerships.groupId })
      .from(locations)
      .innerJoin(dealerships, eq(dealerships.id, locations.dealershipId))
      .where(and(eq(locations.id, locationId), inArray(locations.dealershipId, [...scope.dealershipIds])))
      .for("update", { of: locations });
    if (!row) return { ok: false, refused: "not_found" } as const;
    if (!scope.managedDealershipIds.includes(row.dealershipId)) return { ok: false, refused: "role" } as const;
    if (row.updatedAt.toISOString() !== write.updatedAt) return { ok: false, refused: "conflict", updatedAt: row.updatedAt } as const;
    const before = {
      openingHours: row.openingHours,
      specialHours: await tx
        .select({ date: locationSpecialHours.date, name: locationSpecialHours.name, status: locationSpecialHours.status, startHour: locationSpecialHours.startHour, endHour: locationSpecialHours.endHour })
        .from(locationSpecialHours)
        .where(eq(locationSpecialHours.locationId, row.id))
        .orderBy(asc(locationSpecialHours.date)),
    };
    // Strictly later than the last save, so the next editor's check sees a change even within the same millisecond.
    const updatedAt = editStampAfter(row.updatedAt);
    await tx.update(locations).set({ openingHours: write.openingHours, updatedAt }).where(eq(locations.id, row.id));
    await tx.delete(locationSpecialHours).where(eq(locationSpecialHours.locationId, row.id));
    if (write.specialHours.length > 0) await tx.insert(locationSpecialHours).values(write.specialHours.map((entry) => ({ ...entry, locationId: row.id })));
    await recordAudit(scope, { groupId: row.groupId, dealershipId: row.dealershipId, entity: "location_hours", entityId: row.id, action: "update", before, after: { openingHours: write.openingHours, specialHours: write.specialHours } }, tx);
    const shownOn = await tx.select({ siteId: siteDealerships.siteId }).from(siteDealerships).where(eq(siteDealerships.dealershipId, row.dealershipId));
    for (const { siteId } of shownOn) await tx.execute(sql`select pg_notify(${SITES_CHANNEL}, ${String(siteId)})`);
    return { ok: true, updatedAt } as const;
  });
}
