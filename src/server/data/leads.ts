import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { leads, locations, vehicles } from "@/server/db/schema";
import { dealershipsOfSite } from "./site-scope";

/** A lead as the platform stores it: the columns a form may fill, named one by one. */
export interface LeadInput {
  category: string;
  subcategory: string | null;
  firstName: string;
  lastName: string | null;
  /** Null for a chat, which asks only a first name and a mobile. */
  email: string | null;
  /** E.164 (+61...). */
  phone: string;
  postcode: string | null;
  message: string;
  /** Everything else worth keeping with the lead (the search it came from). */
  payload: Record<string, unknown>;
  /** The car it is about, when the shopper asked from a vehicle page. */
  vehicleId?: number | null;
  dealershipId?: number | null;
}

/** The car's id, dealership and location (with its distribution locations) when the site shows it (a lead about another site's car is refused). */
export async function leadVehicleOfSite(
  siteId: number,
  vehicleId: number,
): Promise<{ vehicleId: number; dealershipId: number; locationId: number | null; distributionLocations: string[] } | null> {
  const db = await getDb();
  const [row] = await db
    .select({ vehicleId: vehicles.id, dealershipId: vehicles.dealershipId, locationId: vehicles.locationId, distributionLocations: locations.distributionLocations })
    .from(vehicles)
    .leftJoin(locations, eq(locations.id, vehicles.locationId))
    .where(and(eq(vehicles.id, vehicleId), inArray(vehicles.dealershipId, dealershipsOfSite(db, siteId))))
    .limit(1);
  return row ? { ...row, distributionLocations: row.distributionLocations ?? [] } : null;
}

/** Stores a lead of the site; the id identifies it to the visitor's confirmation. */
export async function recordLead(siteId: number, lead: LeadInput): Promise<{ id: number }> {
  const db = await getDb();
  const [row] = await db
    .insert(leads)
    .values({
      siteId,
      category: lead.category,
      subcategory: lead.subcategory,
      firstName: lead.firstName,
      lastName: lead.lastName,
      email: lead.email,
      phone: lead.phone,
      postcode: lead.postcode,
      message: lead.message,
      payload: lead.payload,
      vehicleId: lead.vehicleId ?? null,
      dealershipId: lead.dealershipId ?? null,
    })
    .returning({ id: leads.id });
  if (!row) throw new Error("The lead insert returned no row");
  return row;
}
