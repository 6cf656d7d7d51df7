/**
 * Analytics: events, the platform's own view counts (and the daily visitor hashes and salts behind them) and phone
 * reveals.
 */
import { sql } from "drizzle-orm";
import {
  bigserial,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { dealerships, sites } from "./sites";
import { vehicles } from "./stock";

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
 * The search log (issue 36's "searches that found nothing"): shoppers' search pages added up per site, day
 * (Sydney) and combination of normalised filters (src/domain/search/search-log.ts), with how many cars each found as a
 * band (`none`, `few`, `some`). A rollup rather than a row per search: a busy site's year of searches is millions of
 * page renders but thousands of combinations a day at most, so the table stays small, the report sums a few rows
 * per day, and no row says when one shopper searched. No address, session, cookie or browser is kept; "" is "not
 * filtered" (a key column cannot be null). Written in batches by src/server/search/search-log-buffer.ts.
 */
export const searchDailyCounts = pgTable(
  "search_daily_counts",
  {
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    day: date({ mode: "string" }).notNull(),
    make: text().notNull().default(""),
    model: text().notNull().default(""),
    body: text().notNull().default(""),
    carType: text().notNull().default(""),
    priceBand: text().notNull().default(""),
    location: text().notNull().default(""),
    query: text().notNull().default(""),
    resultBand: text().$type<"none" | "few" | "some">().notNull(),
    searches: integer().notNull().default(0),
  },
  (t) => [primaryKey({ name: "search_daily_counts_pk", columns: [t.siteId, t.day, t.resultBand, t.make, t.model, t.body, t.carType, t.priceBand, t.location, t.query] })],
);

/**
 * The insight report's rollup (issue 36, "Insight"): analytics events counted per site, day (Sydney, the reports'
 * clock), figure (src/domain/console/insight.ts: car page views, search views, phone reveals, watchlist saves) and
 * car. `vehicle_id` 0 is the site's total of the figure (every event of it, with a car or none), so the group and site
 * figures per day read a row per site, day and figure; a car's rows also carry its dealership (0: none), so the
 * dealership figures need no join. Kept exact by the events' writer: `recordAnalyticsEvent` inserts the event and
 * adds to its rows in one statement; `rebuildInsightCounts` recounts days from the events (the migration's backfill,
 * the benchmark, a repair). No foreign key on the car: its counts outlive it, as its events do.
 */
export const insightDailyCounts = pgTable(
  "insight_daily_counts",
  {
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    day: date({ mode: "string" }).notNull(),
    figure: text().$type<"views" | "searches" | "phone" | "saves">().notNull(),
    vehicleId: integer().notNull().default(0),
    dealershipId: integer().notNull().default(0),
    count: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ name: "insight_daily_counts_pk", columns: [t.siteId, t.day, t.figure, t.vehicleId] }),
    // The sites' totals alone (a row per site, day and figure), for the group's and a site's figures and days.
    index("insight_daily_counts_site_totals_idx").on(t.siteId, t.day, t.figure, t.count).where(sql`vehicle_id = 0`),
    // The cars' rows of sites over days, and a car's or a dealership's over days: each holding every column the
    // report reads, so its sums are index-only scans (npm run bench:insight: the group's cars, 80 → 35 ms).
    index("insight_daily_counts_cars_idx").on(t.siteId, t.day, t.vehicleId, t.figure, t.dealershipId, t.count).where(sql`vehicle_id <> 0`),
    index("insight_daily_counts_vehicle_idx").on(t.vehicleId, t.day, t.siteId, t.figure, t.dealershipId, t.count),
    index("insight_daily_counts_dealership_idx").on(t.dealershipId, t.day, t.siteId, t.vehicleId, t.figure, t.count),
  ],
);

/**
 * The insight rollup by month (issue 36, "Insight"): `insight_daily_counts` added up per site, calendar month (Sydney;
 * `month` is its first day), figure, car and dealership, with the same meanings. A year's report reads the months it
 * covers whole from here and only its edge days from the daily table (src/domain/console/report-months.ts), a twelfth
 * of the rows or less. Kept with the daily rows: `recordAnalyticsEvent` adds to both in its one statement, and
 * `rebuildInsightCounts` recounts the months of the days it recounts from the daily table, so every row here is the
 * sum of its month's daily rows.
 */
export const insightMonthlyCounts = pgTable(
  "insight_monthly_counts",
  {
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    month: date({ mode: "string" }).notNull(),
    figure: text().$type<"views" | "searches" | "phone" | "saves">().notNull(),
    vehicleId: integer().notNull().default(0),
    dealershipId: integer().notNull().default(0),
    count: integer().notNull().default(0),
  },
  (t) => [
    // The dealership in the key too: a month's rows are its days' rows grouped exactly, a car that moved dealership
    // within the month keeping a row for each as its days do.
    primaryKey({ name: "insight_monthly_counts_pk", columns: [t.siteId, t.month, t.figure, t.vehicleId, t.dealershipId] }),
    // As the daily table's: each holds every column the report reads, so its sums are index-only scans.
    index("insight_monthly_counts_site_totals_idx").on(t.siteId, t.month, t.figure, t.count).where(sql`vehicle_id = 0`),
    index("insight_monthly_counts_cars_idx").on(t.siteId, t.month, t.vehicleId, t.figure, t.dealershipId, t.count).where(sql`vehicle_id <> 0`),
    index("insight_monthly_counts_vehicle_idx").on(t.vehicleId, t.month, t.siteId, t.figure, t.dealershipId, t.count),
    index("insight_monthly_counts_dealership_idx").on(t.dealershipId, t.month, t.siteId, t.vehicleId, t.figure, t.count),
  ],
);
