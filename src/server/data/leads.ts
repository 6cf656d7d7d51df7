import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { getDb, type Db } from "@/server/db/client";
import { dealerships, leads, locations, vehicles } from "@/server/db/schema";
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

/** Whether an error is the unique violation of one of the test-drive slot indexes (the slot was just taken). */
function isSlotTaken(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint, message } = e as { code?: unknown; constraint?: unknown; message?: unknown };
    if (code === "23505") {
      const name = typeof constraint === "string" ? constraint : typeof message === "string" ? message : "";
      return name.includes("test_drive_bookings_vehicle_slot_key") || name.includes("test_drive_bookings_location_slot_key");
    }
  }
  return false;
}

/** How a lead is stored: its idempotency key and request hash, where it goes, and a test drive's booking. */
export interface StoreLeadOptions {
  idempotencyKey: string | null;
  requestHash: string;
  deliveries: readonly NewLeadDelivery[];
  booking?: NewTestDriveBooking;
}

/**
 * Stores a lead, its deliveries and its test-drive booking as ONE statement (data-modifying CTEs), and notifies the
 * delivery workers on commit: a statement is atomic by itself, and one round trip instead of a transaction's five keeps
 * a busy site's leads from queueing for database connections. With an idempotency key, a request already stored under
 * that key is answered with the first lead (or refused when the request differs); two concurrent requests with one key
 * store one lead (the unique index decides, and the loser reads the winner's). A slot someone else booked first makes
 * the whole statement fail, so nothing of this lead is stored.
 */
export async function storeLead(
  siteId: number,
  lead: LeadInput,
  options: StoreLeadOptions,
  /** A transaction to store the lead in, with whatever else it writes (a reservation's hold); the process's database otherwise. */
  executor?: Db,
): Promise<StoreLeadResult> {
  const db = executor ?? (await getDb());
  const insertLead = sql`insert into leads (site_id, kind, category, subcategory, first_name, last_name, email, phone, postcode, message, opt_in, payload,
      vehicle_id, dealership_id, location_id, idempotency_key, request_hash)
    values (${siteId}, ${lead.kind ?? "enquiry"}, ${lead.category}, ${lead.subcategory}, ${lead.firstName}, ${lead.lastName}, ${lead.email}, ${lead.phone},
      ${lead.postcode}, ${lead.message}, ${lead.optIn ?? false}, ${JSON.stringify(lead.payload)}::jsonb, ${lead.vehicleId ?? null}, ${lead.dealershipId ?? null},
      ${lead.locationId ?? null}, ${options.idempotencyKey}, ${options.requestHash})
    on conflict (site_id, idempotency_key) do nothing
    returning id`;
  const parts = [sql`with lead as (${insertLead})`];
  if (options.deliveries.length > 0) {
    const values = sql.join(
      options.deliveries.map((d) => sql`(${d.channel}, ${d.target})`),
      sql`, `,
    );
    parts.push(sql`, deliveries as (insert into lead_deliveries (lead_id, site_id, channel, target)
      select lead.id, ${siteId}, v.channel, v.target from lead, (values ${values}) as v(channel, target) on conflict do nothing)`);
  }
  if (options.booking) {
    const b = options.booking;
    parts.push(sql`, booking as (insert into test_drive_bookings (site_id, lead_id, location_id, vehicle_id, starts_at, ends_at)
      select ${siteId}, lead.id, ${b.locationId}, ${b.vehicleId}, ${b.startsAt.toISOString()}::timestamptz, ${b.endsAt.toISOString()}::timestamptz from lead)`);
  }
  parts.push(sql` select id, pg_notify(${LEADS_CHANNEL}, id::text) from lead`);
  let id: number | null;
  try {
    const result = (await db.execute(sql.join(parts, sql``))) as unknown as { rows: Array<{ id: number | string }> };
    const row = result.rows[0];
    id = row ? Number(row.id) : null;
  } catch (error) {
    if (isSlotTaken(error)) return { kind: "slot-taken" };
    throw error;
  }
  if (id !== null) return { kind: "stored", id };
  // The key was used before (a retry, or a concurrent request that won): answer its lead.
  const [row] = await db
    .select({ id: leads.id, requestHash: leads.requestHash })
    .from(leads)
    .where(and(eq(leads.siteId, siteId), eq(leads.idempotencyKey, options.idempotencyKey ?? "")))
    .limit(1);
  if (!row) throw new Error("The lead was neither stored nor found under its idempotency key");
  return row.requestHash === options.requestHash ? { kind: "replay", id: row.id } : { kind: "key-reused", id: row.id };
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

