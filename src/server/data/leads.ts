import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { dealerships, leadDeliveries, leads, locations, testDriveBookings, vehicles } from "@/server/db/schema";
import type { CarType } from "@/domain/vehicle/types";
import { dealershipsOfSite } from "./site-scope";

/** The channel the delivery worker listens on: a stored lead notifies it on commit, in every process. */
export const LEADS_CHANNEL = "forecourt_leads";

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
  locationId?: number | null;
  /** The form it came from. */
  kind?: string;
  /** What the shopper chose in the subscribe box. */
  optIn?: boolean;
}

/** Where a lead goes: the dealer's email recipients (comma-separated), a CRM webhook URL, or a mobile for a text. */
export interface NewLeadDelivery {
  channel: "email" | "webhook" | "sms";
  target: string;
}

export interface NewTestDriveBooking {
  locationId: number | null;
  vehicleId: number | null;
  startsAt: Date;
  endsAt: Date;
}

/**
 * stored: a new lead. replay: the Idempotency-Key already made this lead from the same request. key-reused: the key
 * made a lead from a different request. slot-taken: the test-drive slot was booked by someone else meanwhile.
 */
export type StoreLeadResult =
  | { kind: "stored"; id: number }
  | { kind: "replay"; id: number }
  | { kind: "key-reused"; id: number }
  | { kind: "slot-taken" };

class SlotTaken extends Error {}

/**
 * Stores a lead, its deliveries and its test-drive booking in one transaction, and notifies the delivery workers
 * on commit. With an idempotency key, a request already stored under that key is answered with the first lead
 * (or refused when the request differs); two concurrent requests with one key store one lead (the unique index
 * decides, and the loser reads the winner's).
 */
export async function storeLead(
  siteId: number,
  lead: LeadInput,
  options: { idempotencyKey: string | null; requestHash: string; deliveries: readonly NewLeadDelivery[]; booking?: NewTestDriveBooking },
): Promise<StoreLeadResult> {
  const db = await getDb();
  const existing = async (): Promise<StoreLeadResult | null> => {
    if (options.idempotencyKey === null) return null;
    const [row] = await db
      .select({ id: leads.id, requestHash: leads.requestHash })
      .from(leads)
      .where(and(eq(leads.siteId, siteId), eq(leads.idempotencyKey, options.idempotencyKey)))
      .limit(1);
    if (!row) return null;
    return row.requestHash === options.requestHash ? { kind: "replay", id: row.id } : { kind: "key-reused", id: row.id };
  };
  const before = await existing();
  if (before) return before;
  try {
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(leads)
        .values({
          siteId,
          kind: lead.kind ?? "enquiry",
          category: lead.category,
          subcategory: lead.subcategory,
          firstName: lead.firstName,
          lastName: lead.lastName,
          email: lead.email,
          phone: lead.phone,
          postcode: lead.postcode,
          message: lead.message,
          optIn: lead.optIn ?? false,
          payload: lead.payload,
          vehicleId: lead.vehicleId ?? null,
          dealershipId: lead.dealershipId ?? null,
          locationId: lead.locationId ?? null,
          idempotencyKey: options.idempotencyKey,
          requestHash: options.requestHash,
        })
        .onConflictDoNothing({ target: [leads.siteId, leads.idempotencyKey] })
        .returning({ id: leads.id });
      if (!row) return null;
      if (options.deliveries.length > 0) {
        await tx
          .insert(leadDeliveries)
          .values(options.deliveries.map((delivery) => ({ leadId: row.id, siteId, channel: delivery.channel, target: delivery.target })))
          .onConflictDoNothing();
      }
      if (options.booking) {
        const booked = await tx
          .insert(testDriveBookings)
          .values({ siteId, leadId: row.id, ...options.booking })
          .onConflictDoNothing()
          .returning({ id: testDriveBookings.id });
        if (booked.length === 0) throw new SlotTaken();
      }
      await tx.execute(sql`select pg_notify(${LEADS_CHANNEL}, ${String(row.id)})`);
      return row.id;
    });
    if (id !== null) return { kind: "stored", id };
  } catch (error) {
    if (error instanceof SlotTaken) return { kind: "slot-taken" };
    throw error;
  }
  // A concurrent request with the same key stored its lead first.
  const after = await existing();
  if (after) return after;
  throw new Error("The lead was neither stored nor found under its idempotency key");
}

/** A car of the site as a lead records it (a snapshot of what the shopper saw), when the site shows it. */
export interface LeadCar {
  id: number;
  slug: string;
  dealershipId: number;
  dealershipSlug: string;
  dealershipName: string;
  locationId: number | null;
  locationSlug: string | null;
  locationName: string | null;
  locationPhone: string | null;
  distributionLocations: string[];
  year: number;
  make: string;
  model: string;
  badge: string | null;
  vin: string | null;
  stocknum: string | null;
  carType: CarType;
  price: number | null;
  km: number | null;
  colour: string | null;
}

/** The site's car for a lead, or null when the site does not show it (another site's car, or hidden from the website). */
export async function leadCarOfSite(siteId: number, vehicleId: number): Promise<LeadCar | null> {
  const db = await getDb();
  const [row] = await db
    .select({
      id: vehicles.id,
      slug: vehicles.slug,
      dealershipId: vehicles.dealershipId,
      dealershipSlug: dealerships.slug,
      dealershipName: dealerships.name,
      locationId: vehicles.locationId,
      locationSlug: locations.slug,
      locationName: locations.name,
      locationPhone: locations.phone,
      distributionLocations: locations.distributionLocations,
      year: vehicles.year,
      make: vehicles.make,
      model: vehicles.model,
      badge: vehicles.badge,
      vin: vehicles.vin,
      stocknum: vehicles.stocknum,
      carType: vehicles.carType,
      price: vehicles.price,
      km: vehicles.km,
      colour: vehicles.colour,
    })
    .from(vehicles)
    .innerJoin(dealerships, eq(dealerships.id, vehicles.dealershipId))
    .leftJoin(locations, eq(locations.id, vehicles.locationId))
    .where(and(eq(vehicles.id, vehicleId), eq(vehicles.showOnDealerWebsite, true), inArray(vehicles.dealershipId, dealershipsOfSite(db, siteId))))
    .limit(1);
  return row ? { ...row, distributionLocations: row.distributionLocations ?? [] } : null;
}

