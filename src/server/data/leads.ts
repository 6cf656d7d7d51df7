import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { getDb, type Db } from "@/server/db/client";
import { runNamed } from "@/server/db/named-statement";
import { dealerships, leads, locations, vehicles } from "@/server/db/schema";
import type { CarType, StockStatus } from "@/domain/vehicle/types";
import { emailKey, phoneKey } from "@/domain/console/contact-key";
import { marketingConsentOf } from "@/domain/leads/marketing-consent";
import { siteDealershipIds, type SiteScope } from "./scope";

/** The channel the delivery worker listens on: stored leads notify it just after their commit, in every process. */
export const LEADS_CHANNEL = "forecourt_leads";

/**
 * Wakes every process's delivery worker after leads were stored: one `NOTIFY` of its own right after the commit,
 * coalesced (while one is on its way, leads stored meanwhile are announced by one more when it returns).
 * Not inside the lead's transaction: PostgreSQL serialises the commits of all transactions that notify (a lock on
 * the notification queue held through the commit's WAL flush), which capped intake at one commit at a time; on this
 * project's 2-core machine, inserts with a NOTIFY ran at 1,718/s against 5,466/s without (pgbench, 16 clients).
 * A notification lost to a crash costs nothing: every worker also polls the queue.
 */
let announcing: Promise<void> | null = null;
let announceAgain = false;
function announceStoredLeads(): void {
  if (announcing) {
    announceAgain = true;
    return;
  }
  announcing = (async () => {
    do {
      announceAgain = false;
      try {
        await runNamed("notify_leads", sql`select pg_notify(${LEADS_CHANNEL}, '')`);
      } catch {
        // The workers' poll finds the leads.
      }
    } while (announceAgain);
  })().finally(() => {
    announcing = null;
  });
}

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
 * A trade-in lead's valuation (`trade_in_valuations.public_id`, also the lead's `payload.valuation_id`): the lead is
 * linked to it in the same statement, as its valuation lead (`lead`) or its offer's acceptance (`accepted`).
 */
export interface LeadValuationLink {
  publicId: string;
  as: "lead" | "accepted";
}

/**
 * stored: a new lead. replay: the Idempotency-Key already made this lead from the same request. key-reused: the key
 * made a lead from a different request. slot-taken: the test-drive slot was booked by someone else meanwhile.
 * valuation-used: the trade-in valuation was already sent (or its offer already accepted) by another request.
 */
export type StoreLeadResult =
  | { kind: "stored"; id: number }
  | { kind: "replay"; id: number }
  | { kind: "key-reused"; id: number }
  | { kind: "slot-taken" }
  | { kind: "valuation-used" };

/** Whether an error is the unique violation of one of the test-drive slot indexes (the slot was just taken). */
function isSlotTaken(error: unknown): boolean {
  const name = uniqueViolation(error);
  return name !== null && (name.includes("test_drive_bookings_vehicle_slot_key") || name.includes("test_drive_bookings_location_slot_key"));
}

/** The constraint (or the message naming it) of a unique violation anywhere in an error's causes, else null. */
function uniqueViolation(error: unknown): string | null {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint, message } = e as { code?: unknown; constraint?: unknown; message?: unknown };
    if (code === "23505") return typeof constraint === "string" ? constraint : typeof message === "string" ? message : "";
  }
  return null;
}

/** How a lead is stored: its idempotency key and request hash, where it goes, a test drive's booking, a trade-in's valuation. */
export interface StoreLeadOptions {
  idempotencyKey: string | null;
  requestHash: string;
  deliveries: readonly NewLeadDelivery[];
  booking?: NewTestDriveBooking;
  valuation?: LeadValuationLink;
}

/**
 * Stores a lead, its deliveries and its test-drive booking as ONE statement (data-modifying CTEs), and wakes the
 * delivery workers once it is committed (announceStoredLeads): a statement is atomic by itself, and one round trip instead of a transaction's five keeps
 * a busy site's leads from queueing for database connections. With an idempotency key, a request already stored under
 * that key is answered with the first lead (or refused when the request differs); two concurrent requests with one key
 * store one lead (the unique index decides, and the loser reads the winner's). A slot someone else booked first makes
 * the whole statement fail, so nothing of this lead is stored.
 */
export async function storeLead(
  scope: SiteScope,
  lead: LeadInput,
  options: StoreLeadOptions,
  /** A transaction to store the lead in, with whatever else it writes (a reservation's hold); the process's database otherwise. */
  executor?: Db,
): Promise<StoreLeadResult> {
  const db = executor ?? (await getDb());
  const { siteId } = scope;
  const consent = marketingConsentOf(lead.optIn ?? false, new Date());
  const insertLead = sql`insert into leads (site_id, kind, category, subcategory, first_name, last_name, email, phone, postcode, message, opt_in, opt_in_wording, opt_in_at, payload,
      vehicle_id, dealership_id, location_id, idempotency_key, request_hash, email_key, phone_key)
    values (${siteId}, ${lead.kind ?? "enquiry"}, ${lead.category}, ${lead.subcategory}, ${lead.firstName}, ${lead.lastName}, ${lead.email}, ${lead.phone},
      ${lead.postcode}, ${lead.message}, ${lead.optIn ?? false}, ${consent?.wording ?? null}, ${consent?.givenAt.toISOString() ?? null}::timestamptz, ${JSON.stringify(lead.payload)}::jsonb, ${lead.vehicleId ?? null}, ${lead.dealershipId ?? null},
      ${lead.locationId ?? null}, ${options.idempotencyKey}, ${options.requestHash}, ${emailKey(lead.email)}, ${phoneKey(lead.phone)})
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
  if (options.valuation) {
    const link =
      options.valuation.as === "lead"
        ? sql`lead_id = lead.id`
        : sql`accepted_lead_id = lead.id, accepted_at = now()`;
    parts.push(sql`, valuation as (update trade_in_valuations set ${link} from lead
      where trade_in_valuations.site_id = ${siteId} and trade_in_valuations.public_id = ${options.valuation.publicId})`);
  }
  // In a caller's transaction the notification rides on its commit (rare: a reservation's hold); otherwise it follows
  // the commit in a statement of its own (announceStoredLeads).
  parts.push(executor ? sql` select id, pg_notify(${LEADS_CHANNEL}, id::text) from lead` : sql` select id from lead`);
  let id: number | null;
  try {
    const statement = sql.join(parts, sql``);
    // Outside a caller's transaction, a prepared statement: one of a few texts (by deliveries, booking, valuation).
    const rows = executor
      ? ((await db.execute(statement)) as unknown as { rows: Array<{ id: number | string }> }).rows
      : await runNamed<{ id: number | string }>("store_lead", statement);
    const row = rows[0];
    id = row ? Number(row.id) : null;
  } catch (error) {
    if (isSlotTaken(error)) return { kind: "slot-taken" };
    if (uniqueViolation(error)?.includes("leads_site_kind_valuation_key")) return { kind: "valuation-used" };
    throw error;
  }
  if (id !== null) {
    if (!executor) announceStoredLeads();
    return { kind: "stored", id };
  }
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
  /** The car's stock status (the spec's vehicle_status, carried with the lead). */
  status: StockStatus;
  price: number | null;
  km: number | null;
  colour: string | null;
}

/** The site's car for a lead, or null when the site does not show it (another site's car, or hidden from the website). */
export async function leadCarOfSite(scope: SiteScope, vehicleId: number): Promise<LeadCar | null> {
  const [row] = await leadCarStatement(await getDb()).execute({ siteId: scope.siteId, vehicleId });
  return row ? { ...row, distributionLocations: row.distributionLocations ?? [] } : null;
}

/** leadCarOfSite's query, prepared once per database (every lead about a car runs it). */
function leadCarStatement(db: Db) {
  let statement = leadCarStatements.get(db);
  if (!statement) {
    statement = buildLeadCarStatement(db);
    leadCarStatements.set(db, statement);
  }
  return statement;
}
const leadCarStatements = new WeakMap<Db, ReturnType<typeof buildLeadCarStatement>>();

function buildLeadCarStatement(db: Db) {
  return db
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
      status: vehicles.status,
      price: vehicles.price,
      km: vehicles.km,
      colour: vehicles.colour,
    })
    .from(vehicles)
    .innerJoin(dealerships, eq(dealerships.id, vehicles.dealershipId))
    .leftJoin(locations, eq(locations.id, vehicles.locationId))
    .where(
      and(
        eq(vehicles.id, sql.placeholder("vehicleId")),
        eq(vehicles.showOnDealerWebsite, true),
        inArray(vehicles.dealershipId, siteDealershipIds(db, sql.placeholder("siteId"))),
      ),
    )
    .limit(1)
    .prepare("lead_car_of_site");
}

