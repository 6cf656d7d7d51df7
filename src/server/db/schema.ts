/**
 * The database schema: one PostgreSQL dialect for the embedded PGlite and a PostgreSQL server.
 * Written to PostgreSQL 15 (the server here); nothing newer.
 *
 * Rule of thumb: whatever is searched, filtered, sorted or joined is a column with an index;
 * display-only detail (media lists, variant detail, lender quotes) is JSON typed in `json-types.ts`.
 * Column names are snake_case in SQL (drizzle `casing: "snake_case"`), camelCase in TypeScript.
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import type {
  AutograbData,
  FinanceLenders,
  HistoryReport,
  OpeningHour,
  PaymentProcessor,
  PromoNode,
  SiteTheme,
  TradeInOutcomeJson,
  TradeInVehicleJson,
  VehicleMedia,
  VehicleSpecifications,
  VehicleVariant,
  YouxQuote,
} from "./json-types";
// Relative, not "@/": drizzle-kit loads this file without the project's path aliases.
import { CAR_TYPES, STOCK_STATUSES } from "../../domain/vehicle/types";

const timestamps = {
  createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
};

/** Makes, platform-wide. `kinds` says which vehicle kinds the brand builds (car, motorcycle, truck, caravan). */
export const manufacturers = pgTable(
  "manufacturers",
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    slug: text().notNull(),
    logoUrl: text(),
    /** Used for generated logo tiles when no logo file is supplied. */
    brandColour: text(),
    kinds: text().array().notNull().default(sql`'{}'::text[]`),
    websiteUrl: text(),
  },
  (t) => [uniqueIndex("manufacturers_slug_key").on(t.slug)],
);

/** A manufacturer's model range (model pages, mega-menu tiles, breadcrumbs, offers). */
export const models = pgTable(
  "models",
  {
    id: serial().primaryKey(),
    manufacturerId: integer()
      .notNull()
      .references(() => manufacturers.id, { onDelete: "cascade" }),
    name: text().notNull(),
    slug: text().notNull(),
    newSlug: text(),
    status: text({ enum: ["new", "coming_soon", "current"] }).notNull().default("current"),
    shortDescription: text(),
    fromPrice: integer(),
    overrideUrl: text(),
    imageUrl: text(),
    /** Menu group: Trucks, SUVs, Vans, People Movers, Performance, Electric, Cars. */
    category: text().notNull().default("Cars"),
    body: text(),
    manufacturerBody: text(),
    manufacturerBody2: text(),
    manufacturerBody3: text(),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [
    uniqueIndex("models_manufacturer_slug_key").on(t.manufacturerId, t.slug),
    index("models_category_idx").on(t.manufacturerId, t.category),
  ],
);

/** A business that holds stock. A dealership may appear on several sites (its own, its group's, a directory). */
export const dealerships = pgTable(
  "dealerships",
  {
    id: serial().primaryKey(),
    slug: text().notNull(),
    name: text().notNull(),
    dealerLicenceNumber: text(),
    abn: text(),
    averageRating: numeric({ precision: 3, scale: 2 }),
    reviewCount: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex("dealerships_slug_key").on(t.slug)],
);

/** The brands a dealership is franchised for (the spec's dealership_websites make). */
export const dealershipManufacturers = pgTable(
  "dealership_manufacturers",
  {
    dealershipId: integer()
      .notNull()
      .references(() => dealerships.id, { onDelete: "cascade" }),
    manufacturerId: integer()
      .notNull()
      .references(() => manufacturers.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.dealershipId, t.manufacturerId] }),
    index("dealership_manufacturers_manufacturer_idx").on(t.manufacturerId),
  ],
);

/**
 * A dealer website. Settings are validated by `src/server/sites/settings-schema.ts` on every read and at start.
 * `manufacturerId` ties a site to one brand (manufacturer-style sites, offer URLs).
 */
export const sites = pgTable(
  "sites",
  {
    id: serial().primaryKey(),
    slug: text().notNull(),
    name: text().notNull(),
    template: text({
      enum: ["franchise", "group", "directory", "manufacturer", "powersports", "caravan"],
    }).notNull(),
    manufacturerId: integer().references(() => manufacturers.id),
    primaryDealershipId: integer().references(() => dealerships.id),
    theme: jsonb().$type<SiteTheme>().notNull(),
    settings: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    active: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [uniqueIndex("sites_slug_key").on(t.slug)],
);

/** Custom host names of a site (www.example.com.au). `{slug}.{platform host}` needs no row. */
export const siteHosts = pgTable("site_hosts", {
  hostname: text().primaryKey(),
  siteId: integer()
    .notNull()
    .references(() => sites.id, { onDelete: "cascade" }),
  primary: boolean().notNull().default(false),
});

/** Which dealerships' stock, locations, reviews and offers a site shows. The tenancy boundary for shared rows. */
export const siteDealerships = pgTable(
  "site_dealerships",
  {
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    dealershipId: integer()
      .notNull()
      .references(() => dealerships.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.dealershipId] }),
    index("site_dealerships_dealership_idx").on(t.dealershipId),
  ],
);

export const locations = pgTable(
  "locations",
  {
    id: serial().primaryKey(),
    dealershipId: integer()
      .notNull()
      .references(() => dealerships.id, { onDelete: "cascade" }),
    name: text().notNull(),
    slug: text().notNull(),
    primary: boolean().notNull().default(false),
    /** sales, service, parts, service-and-parts; empty counts as sales. */
    locationType: text().notNull().default("sales"),
    locationSubtypes: text().array().notNull().default(sql`'{}'::text[]`),
    visible: boolean().notNull().default(true),
    street: text().notNull(),
    city: text().notNull(),
    state: text().notNull(),
    postcode: text().notNull(),
    lat: doublePrecision().notNull(),
    lng: doublePrecision().notNull(),
    placeUrl: text(),
    placeId: text(),
    phone: text(),
    mobile: text(),
    landlinePhone: text(),
    email: text(),
    dealerLicenceNumber: text(),
    motorVehicleRepairer: text(),
    imageUrl: text(),
    openingHours: jsonb().$type<OpeningHour[]>().notNull().default([]),
    /** Names of places this location delivers to or lends test-drive cars at (the spec's distribution_locations). */
    distributionLocations: text().array().notNull().default(sql`'{}'::text[]`),
    manufacturerSlugs: text().array().notNull().default(sql`'{}'::text[]`),
    sortOrder: integer(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("locations_dealership_slug_key").on(t.dealershipId, t.slug),
    index("locations_city_idx").on(t.city),
    index("locations_postcode_idx").on(t.postcode),
  ],
);

/** Holiday and other special hours of a location, by date. */
export const locationSpecialHours = pgTable(
  "location_special_hours",
  {
    id: serial().primaryKey(),
    locationId: integer()
      .notNull()
      .references(() => locations.id, { onDelete: "cascade" }),
    date: date({ mode: "string" }).notNull(),
    name: text(),
    status: text({ enum: ["Open", "Closed"] }).notNull(),
    startHour: text(),
    endHour: text(),
  },
  (t) => [uniqueIndex("location_special_hours_location_date_key").on(t.locationId, t.date)],
);

export const vehicles = pgTable(
  "vehicles",
  {
    id: serial().primaryKey(),
    dealershipId: integer()
      .notNull()
      .references(() => dealerships.id, { onDelete: "cascade" }),
    locationId: integer().references(() => locations.id, { onDelete: "set null" }),
    manufacturerId: integer().references(() => manufacturers.id),
    modelId: integer().references(() => models.id),
    // identity
    slug: text().notNull(),
    stocknum: text().notNull(),
    vin: text(),
    nvic: text(),
    regplate: text(),
    regoState: text(),
    regoExpiry: date({ mode: "string" }),
    // description
    itemType: text({ enum: ["car", "motorcycle", "truck", "caravan"] }).notNull().default("car"),
    year: smallint().notNull(),
    make: text().notNull(),
    model: text().notNull(),
    badge: text(),
    series: text(),
    colour: text(),
    interiorColour: text(),
    body: text(),
    simpleBody: text(),
    bodyconfiguration: text(),
    manufacturerBody: text(),
    fuel: text(),
    simpleFuel: text(),
    drive: text(),
    simpleDrive: text(),
    transmission: text(),
    simpleTransmission: text(),
    gearnum: smallint(),
    seats: smallint(),
    doors: smallint(),
    engineSize: integer(),
    engineSizeLitres: numeric({ precision: 4, scale: 1 }),
    cylinders: smallint(),
    km: integer().notNull().default(0),
    buildDate: date({ mode: "string" }),
    complianceDate: date({ mode: "string" }),
    // commercial
    price: integer().notNull().default(0),
    beforePrice: integer(),
    offerPrice: integer(),
    subscriptionPrice: integer(),
    priceType: text(),
    preorder: boolean().notNull().default(false),
    // listing state
    carType: text({ enum: CAR_TYPES }).notNull(),
    status: text({ enum: STOCK_STATUSES }).notNull(),
    tag: text(),
    reserved: boolean().notNull().default(false),
    certified: boolean().notNull().default(false),
    showOnDealerWebsite: boolean().notNull().default(true),
    soldAt: timestamp({ withTimezone: true, mode: "date" }),
    customRank: integer().notNull().default(0),
    views: integer().notNull().default(0),
    photosCount: smallint().notNull().default(0),
    primaryImageUrl: text(),
    dealerComments: text(),
    carsalesTitle: text(),
    privateSuburb: text(),
    privatePostcode: text(),
    // detail that is displayed, never filtered
    media: jsonb().$type<VehicleMedia>().notNull(),
    variant: jsonb().$type<VehicleVariant>().notNull().default({}),
    specifications: jsonb().$type<VehicleSpecifications>().notNull().default({}),
    standardEquipment: jsonb().$type<string[]>().notNull().default([]),
    financeLenders: jsonb().$type<FinanceLenders>().notNull().default({}),
    youxQuote: jsonb().$type<YouxQuote>(),
    autograbData: jsonb().$type<AutograbData>(),
    paymentProcessors: jsonb().$type<PaymentProcessor[]>().notNull().default([]),
    historyReport: jsonb().$type<HistoryReport>(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("vehicles_slug_key").on(t.slug),
    uniqueIndex("vehicles_dealership_stocknum_key").on(t.dealershipId, t.stocknum),
    index("vehicles_dealership_status_idx").on(t.dealershipId, t.status),
    index("vehicles_make_model_year_idx").on(t.make, t.model, t.year),
    // The price gauge matches make and model across all stock regardless of case.
    index("vehicles_lower_make_model_year_idx").on(sql`lower(${t.make})`, sql`lower(${t.model})`, t.year),
    index("vehicles_vin_idx").on(t.vin),
    index("vehicles_price_idx").on(t.price),
    index("vehicles_created_at_idx").on(t.createdAt),
    index("vehicles_updated_at_idx").on(t.updatedAt),
    index("vehicles_location_idx").on(t.locationId),
  ],
);

export const offers = pgTable(
  "offers",
  {
    id: serial().primaryKey(),
    dealershipId: integer().references(() => dealerships.id, { onDelete: "cascade" }),
    manufacturerId: integer().references(() => manufacturers.id),
    modelId: integer().references(() => models.id),
    /** May contain HTML (as the spec says); rendered only after sanitising. */
    name: text().notNull(),
    description: text(),
    disclaimer: text(),
    /** 'Finance offer' is special (disclaimer expansion). */
    category: text(),
    imageUrl: text(),
    price: integer(),
    excludedSiteIds: integer().array().notNull().default(sql`'{}'::int[]`),
    startsAt: timestamp({ withTimezone: true, mode: "date" }),
    endsAt: timestamp({ withTimezone: true, mode: "date" }),
    sortOrder: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index("offers_dealership_idx").on(t.dealershipId),
    index("offers_manufacturer_idx").on(t.manufacturerId),
  ],
);

export const reviews = pgTable(
  "reviews",
  {
    id: serial().primaryKey(),
    dealershipId: integer()
      .notNull()
      .references(() => dealerships.id, { onDelete: "cascade" }),
    locationId: integer().references(() => locations.id, { onDelete: "set null" }),
    source: text().notNull().default("google"),
    customerName: text().notNull(),
    text: text().notNull().default(""),
    rating: smallint().notNull(),
    reviewDate: date({ mode: "string" }).notNull(),
    imageUrl: text(),
    replyText: text(),
    replyDate: date({ mode: "string" }),
    ...timestamps,
  },
  (t) => [index("reviews_dealership_date_idx").on(t.dealershipId, t.reviewDate)],
);

/** Promo cards placed among search results. */
export const promos = pgTable(
  "promos",
  {
    id: serial().primaryKey(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    name: text().notNull(),
    startsAt: timestamp({ withTimezone: true, mode: "date" }).notNull(),
    expiresAt: timestamp({ withTimezone: true, mode: "date" }).notNull(),
    position: smallint(),
    /** Car types whose searches show it (new, used, demo); empty shows everywhere. */
    display: text().array().notNull().default(sql`'{}'::text[]`),
    strictDisplay: boolean().notNull().default(false),
    node: jsonb().$type<PromoNode>().notNull(),
    ...timestamps,
  },
  (t) => [index("promos_site_window_idx").on(t.siteId, t.startsAt, t.expiresAt)],
);

/**
 * A site's plain pages (about us, terms and conditions, privacy policy, warranty, ...): dealer-written HTML, rendered
 * only through `sanitizeDealerHtml`. `path` is the page's address on the site ("/about-us").
 */
export const sitePages = pgTable(
  "site_pages",
  {
    id: serial().primaryKey(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    path: text().notNull(),
    title: text().notNull(),
    bodyHtml: text().notNull(),
    updatedAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("site_pages_site_path_key").on(t.siteId, t.path)],
);

/** A shopper who signed in with a phone number. Phones are stored in E.164 (+614...). */
export const users = pgTable(
  "users",
  {
    id: serial().primaryKey(),
    phone: text().notNull(),
    name: text(),
    lastName: text(),
    email: text(),
    postcode: text(),
    ...timestamps,
  },
  (t) => [uniqueIndex("users_phone_key").on(t.phone)],
);

/**
 * One-time sign-in codes sent by SMS. Only a hash of the code is kept; a code expires after 10 minutes and
 * is spent after 5 wrong attempts.
 */
export const signInCodes = pgTable(
  "sign_in_codes",
  {
    id: serial().primaryKey(),
    phone: text().notNull(),
    codeHash: text().notNull(),
    attempts: smallint().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true, mode: "date" }).notNull(),
    usedAt: timestamp({ withTimezone: true, mode: "date" }),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("sign_in_codes_phone_created_idx").on(t.phone, t.createdAt)],
);

/** A signed-in shopper's session; the cookie holds a random token, the table only its SHA-256. */
export const userSessions = pgTable(
  "user_sessions",
  {
    id: serial().primaryKey(),
    tokenHash: text().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp({ withTimezone: true, mode: "date" }).notNull(),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("user_sessions_token_hash_key").on(t.tokenHash), index("user_sessions_user_idx").on(t.userId)],
);

export const watchlistEntries = pgTable(
  "watchlist_entries",
  {
    id: serial().primaryKey(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    vehicleId: integer()
      .notNull()
      .references(() => vehicles.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("watchlist_entries_site_user_vehicle_key").on(t.siteId, t.userId, t.vehicleId)],
);

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
    /** What the shopper chose in the subscribe box (the form's default is ticked). */
    optIn: boolean().notNull().default(false),
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
  },
  (t) => [
    index("leads_site_created_idx").on(t.siteId, t.createdAt),
    index("leads_vehicle_idx").on(t.vehicleId),
    uniqueIndex("leads_site_idempotency_key").on(t.siteId, t.idempotencyKey),
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

/** Analytics events by the spec's ids (4 used detail view, 25 phone click, 49 search view, ...), per site. */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    eventId: smallint().notNull(),
    label: text(),
    path: text(),
    vehicleId: integer(),
    sessionId: text(),
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    index("analytics_events_site_created_idx").on(t.siteId, t.createdAt),
    index("analytics_events_site_event_idx").on(t.siteId, t.eventId),
  ],
);

/**
 * Views counted by the platform, apart from `vehicles` so that counting (a write on every page view) neither
 * rewrites the wide vehicle row nor fires the stock-change trigger that drops search indexes. A car's views
 * are `vehicles.views` (what the feed reported) plus this count.
 */
export const vehicleViewCounts = pgTable("vehicle_view_counts", {
  vehicleId: integer()
    .primaryKey()
    .references(() => vehicles.id, { onDelete: "cascade" }),
  views: integer().notNull().default(0),
});

/**
 * Who has been counted viewing a car today: one row per car, day (Brisbane) and visitor, where the visitor is a
 * salted hash (of the shopper's first-party cookie id, or of address and browser), never the id, address or
 * browser itself. The primary key makes "counted once" hold across every server process. Rows of past days are
 * deleted when a new day's salt is made.
 */
export const vehicleViewVisitors = pgTable(
  "vehicle_view_visitors",
  {
    vehicleId: integer()
      .notNull()
      .references(() => vehicles.id, { onDelete: "cascade" }),
    day: date({ mode: "string" }).notNull(),
    visitor: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.vehicleId, t.day, t.visitor] })],
);

/** The random salt of each day's visitor hashes, shared by every process; past days' salts are deleted. */
export const viewCountSalts = pgTable("view_count_salts", {
  day: date({ mode: "string" }).primaryKey(),
  salt: text().notNull(),
});

/** A shopper revealed a masked dealer phone number (the spec's phone-reveal record). */
export const phoneReveals = pgTable(
  "phone_reveals",
  {
    id: serial().primaryKey(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    vehicleId: integer().references(() => vehicles.id, { onDelete: "set null" }),
    dealershipId: integer().references(() => dealerships.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("phone_reveals_site_created_idx").on(t.siteId, t.createdAt)],
);

/**
 * The request counters of the rate limits (src/server/http/rate-limits.ts), shared by every process: one row per
 * limited key (`{group}:{scope}:{key}`: an address, a site, a phone number, or the whole platform), its points in
 * the current window and when that window ends (epoch milliseconds). This is exactly the table rate-limiter-flexible's
 * PostgreSQL store expects (its INSERT names no columns: keep their order); expired rows are deleted every minute.
 * No index on `expire`: a counter's increment then stays a heap-only update, and the table stays small.
 */
export const rateLimits = pgTable("rate_limits", {
  key: varchar({ length: 255 }).primaryKey(),
  points: integer().notNull().default(0),
  expire: bigint({ mode: "number" }),
});

/**
 * Trade-in valuations (issue 13; spec 002 §3 "Trade-in valuation steps", §7 POST /api/miscellaneous): the car a
 * registration look-up found, the kilometres and answers the shopper gave, and the outcome (an estimate with its
 * figures and basis, or why there is none), per site and, when the shopper was signed in, theirs (My Garage).
 * `publicId` (random) is how the browser names it to send it to the dealer (`leadId`) and accept its offer
 * (`acceptedLeadId`); both leads are written in the same statement that links them here.
 */
export const tradeInValuations = pgTable(
  "trade_in_valuations",
  {
    id: serial().primaryKey(),
    publicId: uuid().notNull(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    userId: integer().references(() => users.id, { onDelete: "set null" }),
    /** The car the shopper would change over to (/cars/trade-in?car_id=), when there is one. */
    vehicleId: integer().references(() => vehicles.id, { onDelete: "set null" }),
    leadId: integer().references(() => leads.id, { onDelete: "set null" }),
    acceptedLeadId: integer().references(() => leads.id, { onDelete: "set null" }),
    rego: text().notNull(),
    regoState: text().notNull(),
    /** The registered car as the look-up answered it. */
    vehicle: jsonb().$type<TradeInVehicleJson>().notNull(),
    kms: integer().notNull(),
    /** The adjustment answers, question id → answer id. */
    answers: jsonb().$type<Record<string, string>>().notNull(),
    outcome: jsonb().$type<TradeInOutcomeJson>().notNull(),
    /** The offer in whole dollars, null without an estimate. */
    offer: integer(),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
    acceptedAt: timestamp({ withTimezone: true, mode: "date" }),
  },
  (t) => [
    uniqueIndex("trade_in_valuations_public_id_key").on(t.publicId),
    index("trade_in_valuations_site_user_created_idx").on(t.siteId, t.userId, t.createdAt),
  ],
);

/**
 * The car pages a signed-in shopper opened on a site (My Garage's viewed cars): one row per shopper, site and car,
 * its latest view; the newest MAX_VIEWED_VEHICLES per shopper and site are kept (src/server/data/viewed-vehicles.ts).
 */
export const viewedVehicles = pgTable(
  "viewed_vehicles",
  {
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    vehicleId: integer()
      .notNull()
      .references(() => vehicles.id, { onDelete: "cascade" }),
    viewedAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.userId, t.vehicleId] }), index("viewed_vehicles_site_user_viewed_idx").on(t.siteId, t.userId, t.viewedAt)],
);

/**
 * Online reservations of a car with a deposit (spec 002 §2 checkout / buy-online, §9 "Reserve: ... held 48 hours, 100%
 * refundable"). A reservation claims its car while the payment is worked out (`pending`), holds it once paid
 * (`held`, the car's `reserved` set in the same transaction as this row and its lead) until `endsAt` unless the
 * dealer confirms it, and is then `expired` (car released, deposit refunded). The states and their moves are
 * src/domain/reservation/state.ts. At most one active reservation per car: the partial unique index decides between
 * two shoppers. No card number is ever here: the processor's reference, the card's brand and last four digits only.
 */
export const reservations = pgTable(
  "reservations",
  {
    id: serial().primaryKey(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    vehicleId: integer()
      .notNull()
      .references(() => vehicles.id, { onDelete: "cascade" }),
    /** The signed-in shopper who reserved, when there was one. */
    userId: integer().references(() => users.id, { onDelete: "set null" }),
    /** The dealer's lead of the reservation (written with the hold). */
    leadId: integer().references(() => leads.id, { onDelete: "set null" }),
    /** pending, held, confirmed, expired, refunded or failed (src/domain/reservation/state.ts). */
    status: text({ enum: ["pending", "held", "confirmed", "expired", "refunded", "failed"] }).notNull().default("pending"),
    /** reserve (the reserve page) or online-purchase (/checkout-journey). */
    journey: text({ enum: ["reserve", "online-purchase"] }).notNull().default("reserve"),
    depositCents: integer().notNull(),
    currency: text().notNull().default("AUD"),
    holdHours: smallint().notNull(),
    /** The payment provider (`test` for the built-in test processor) and its intent, charge and refund references. */
    provider: text().notNull(),
    testMode: boolean().notNull().default(false),
    paymentIntentId: text(),
    paymentReference: text(),
    cardBrand: text(),
    cardLast4: varchar({ length: 4 }),
    /** Why the payment failed (the processor's code, e.g. card_declined); never a card detail. */
    failureCode: text(),
    /** A request working on the payment holds it until then (one confirmation at a time per reservation). */
    paymentLockedUntil: timestamp({ withTimezone: true, mode: "date" }),
    /** pending: when the payment claim lapses; held: when the hold ends. */
    endsAt: timestamp({ withTimezone: true, mode: "date" }),
    heldAt: timestamp({ withTimezone: true, mode: "date" }),
    confirmedAt: timestamp({ withTimezone: true, mode: "date" }),
    /** When it stopped holding the car (expired, refunded) or its claim (failed). */
    releasedAt: timestamp({ withTimezone: true, mode: "date" }),
    /** A charged deposit owed back (expired, refunded): done when `refundedAt` is set; a sweep retries until then. */
    refundReference: text(),
    refundedAt: timestamp({ withTimezone: true, mode: "date" }),
    refundLockedUntil: timestamp({ withTimezone: true, mode: "date" }),
    /**
     * An abandoned claim's payment intent given up with the processor (cancelled, or refunded when it had been charged
     * after all): the sweep asks until this is set, under the same lease as a refund.
     */
    intentClosedAt: timestamp({ withTimezone: true, mode: "date" }),
    /** The shopper's Idempotency-Key and the SHA-256 of the request it came with (as leads). */
    idempotencyKey: text().notNull(),
    requestHash: text().notNull(),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("reservations_site_idempotency_key").on(t.siteId, t.idempotencyKey),
    // One active reservation per car, whichever site it was made on.
    uniqueIndex("reservations_active_vehicle_key").on(t.vehicleId).where(sql`${t.status} in ('pending', 'held', 'confirmed')`),
    // The expiry sweep: holds and claims whose time is up.
    index("reservations_due_idx").on(t.status, t.endsAt),
    index("reservations_site_created_idx").on(t.siteId, t.createdAt),
    index("reservations_user_idx").on(t.userId),
    index("reservations_lead_idx").on(t.leadId),
  ],
);
