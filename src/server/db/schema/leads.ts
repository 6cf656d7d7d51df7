/**
 * Leads (every form that reaches a dealer), their delivery queue and attempts, and the test-drive bookings written
 * with them.
 */
import { sql, type SQL } from "drizzle-orm";
import {
  customType,
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { dealerships, locations, sites } from "./sites";
import { vehicles } from "./stock";

/** PostgreSQL's text-search vector (the inbox's full-text search). */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/** Enquiries, test drives, photo requests, finance and trade-in requests: every form that reaches a dealer. */
export const leads = pgTable(
  "leads",
  {
    id: serial().primaryKey(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    dealershipId: integer().references(() => dealerships.id, { onDelete: "set null" }),
    locationId: integer().references(() => locations.id, { onDelete: "set null" }),
    vehicleId: integer().references(() => vehicles.id, { onDelete: "set null" }),
    category: text().notNull(),
    subcategory: text(),
    firstName: text(),
    lastName: text(),
    email: text(),
    phone: text(),
    postcode: text(),
    message: text(),
    /** What the shopper chose in the subscribe box (never ticked by default: domain/leads/marketing-consent). */
    optIn: boolean().notNull().default(false),
    /** When they ticked it, the box's words and when they sent the form: what a dealer shows as their consent. */
    optInWording: text(),
    optInAt: timestamp({ withTimezone: true, mode: "date" }),
    source: text().notNull().default("Website"),
    /** The form it came from (enquiry, test-drive, contact, service, chat ...). */
    kind: text().notNull().default("enquiry"),
    /** Everything else the form sent (visited pages, query params, additional services...). */
    payload: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /**
     * The submission's Idempotency-Key (the form makes one per submission, a client may send its own): a retry with
     * the same key answers the first lead instead of storing a second. `requestHash` is the SHA-256 of the request
     * the key first came with; the same key with a different request is refused.
     */
    idempotencyKey: text(),
    requestHash: text(),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
    // The console's inbox: what became of the lead (src/domain/console/lead-status.ts), who has it, and when it was
    // first answered (a reply, or a status change away from new): the response time is measured to that.
    status: text({ enum: ["new", "contacted", "appointment", "sold", "lost"] }).notNull().default("new"),
    lostReason: text(),
    assigneeId: text(),
    assignedAt: timestamp({ withTimezone: true, mode: "date" }),
    firstResponseAt: timestamp({ withTimezone: true, mode: "date" }),
    /** Who gave that first response: the response-time report credits them, whoever has the lead now. */
    firstResponseBy: text(),
    statusChangedAt: timestamp({ withTimezone: true, mode: "date" }),
    /** The shopper's email and phone normalised (src/domain/console/contact-key.ts): their earlier leads are found by these. */
    emailKey: text(),
    phoneKey: text(),
    /** Name, email, phone and message as words, for the inbox's search. */
    search: tsvector().generatedAlwaysAs(
      (): SQL =>
        sql`to_tsvector('simple', coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(regexp_replace(phone, '[^0-9+]', '', 'g'), '') || ' ' || coalesce(phone_key, '') || ' ' || coalesce(message, ''))`,
    ),
  },
  (t) => [
    // A site's leads by date, holding every column the insight report counts by (src/server/data/insight.ts), so its
    // counts over a year of a platform's leads are an index-only scan (bench:insight: 225 → 92 ms for 200,000 leads).
    index("leads_site_created_idx").on(t.siteId, t.createdAt, t.dealershipId, t.vehicleId, t.kind),
    index("leads_vehicle_idx").on(t.vehicleId),
    uniqueIndex("leads_site_idempotency_key").on(t.siteId, t.idempotencyKey),
    // One index per filter the inbox offers, each ending in the list's order (newest first), so a filtered first
    // page is an index range read (npm run bench:inbox). DESC NULLS FIRST, which is what ORDER BY ... DESC means:
    // drizzle's .desc() alone writes DESC NULLS LAST, an order the planner cannot use for the list's ORDER BY (the
    // columns are not null, but the planner matches the written order), and it sorted every visible lead instead.
    index("leads_dealership_created_idx").on(t.dealershipId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The list's order alone, and by status and kind across dealerships: an owner of many dealerships sees most leads,
    // so their first page is the newest rows, read in order and filtered, not every lead of 50 dealerships sorted
    // (bench:inbox: the owner's unfiltered page p95 92 → 28 ms, status new 96 → 39 ms, with 100,000 leads).
    index("leads_created_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("leads_status_recent_idx").on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("leads_kind_recent_idx").on(t.kind, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("leads_status_created_idx").on(t.dealershipId, t.status, t.createdAt.desc().nullsFirst()),
    index("leads_kind_created_idx").on(t.dealershipId, t.kind, t.createdAt.desc().nullsFirst()),
    index("leads_location_created_idx").on(t.locationId, t.createdAt.desc().nullsFirst()),
    index("leads_assignee_created_idx").on(t.assigneeId, t.createdAt.desc().nullsFirst()),
    index("leads_email_key_idx").on(t.emailKey),
    index("leads_phone_key_idx").on(t.phoneKey),
    index("leads_search_idx").using("gin", t.search),
    // A trade-in valuation reaches the dealer once, and its offer is accepted once: one lead of each kind per valuation
    // (payload.valuation_id), however many requests race (src/server/leads/intake.ts answers the second 409).
    uniqueIndex("leads_site_kind_valuation_key")
      .on(t.siteId, t.kind, sql`(${t.payload} ->> 'valuation_id')`)
      .where(sql`(${t.payload} ->> 'valuation_id') is not null`),
  ],
);

/**
 * The delivery queue: one row per lead and destination (the dealer's email recipients, a CRM webhook, a text),
 * written in the same transaction as the lead. Workers in any process claim due rows with FOR UPDATE SKIP LOCKED;
 * a claim is a lease (`lockedUntil`), so a row whose worker died is claimed again once its lease runs out.
 */
export const leadDeliveries = pgTable(
  "lead_deliveries",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    leadId: integer()
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    /** email, webhook or sms. */
    channel: text({ enum: ["email", "webhook", "sms"] }).notNull(),
    /** Comma-separated addresses, a URL, or a phone number. */
    target: text().notNull(),
    /** pending → sending → delivered, or back to pending with a later nextAttemptAt, or failed after the last try. */
    status: text({ enum: ["pending", "sending", "delivered", "failed"] }).notNull().default("pending"),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
    lockedUntil: timestamp({ withTimezone: true, mode: "date" }),
    lastError: text(),
    deliveredAt: timestamp({ withTimezone: true, mode: "date" }),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("lead_deliveries_lead_channel_target_key").on(t.leadId, t.channel, t.target),
    index("lead_deliveries_due_idx").on(t.status, t.nextAttemptAt),
    index("lead_deliveries_site_idx").on(t.siteId, t.createdAt),
  ],
);

/** Every delivery attempt and how it ended (no personal data: the outcome and the remote's status or error). */
export const leadDeliveryAttempts = pgTable(
  "lead_delivery_attempts",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    deliveryId: bigint({ mode: "number" })
      .notNull()
      .references(() => leadDeliveries.id, { onDelete: "cascade" }),
    attempt: integer().notNull(),
    startedAt: timestamp({ withTimezone: true, mode: "date" }).notNull(),
    finishedAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
    /** delivered, retry (a temporary failure) or failed (permanent, or the last try). */
    outcome: text({ enum: ["delivered", "retry", "failed"] }).notNull(),
    detail: text(),
  },
  (t) => [index("lead_delivery_attempts_delivery_idx").on(t.deliveryId, t.attempt)],
);

/**
 * Booked test drives: a car is driven by one shopper at a time, so a slot is unique per car. Written with the
 * test-drive lead in one transaction; the slot is checked against the location's hours on the server.
 */
export const testDriveBookings = pgTable(
  "test_drive_bookings",
  {
    id: serial().primaryKey(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    leadId: integer()
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    locationId: integer().references(() => locations.id, { onDelete: "cascade" }),
    vehicleId: integer().references(() => vehicles.id, { onDelete: "cascade" }),
    startsAt: timestamp({ withTimezone: true, mode: "date" }).notNull(),
    endsAt: timestamp({ withTimezone: true, mode: "date" }).notNull(),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("test_drive_bookings_lead_key").on(t.leadId),
    uniqueIndex("test_drive_bookings_vehicle_slot_key").on(t.vehicleId, t.startsAt),
    // A booking without a car (the /book-test-drive page) holds the location's slot.
    uniqueIndex("test_drive_bookings_location_slot_key").on(t.locationId, t.startsAt).where(sql`${t.vehicleId} is null`),
    index("test_drive_bookings_location_idx").on(t.locationId, t.startsAt),
  ],
);
