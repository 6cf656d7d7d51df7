/**
 * "Tell me when one arrives" (issue 36): a shopper's signup on a search that found no car or few, kept against that
 * search as the search log keeps it (the same columns as `search_daily_counts`, plus the search's price bounds), told
 * once when a matching car is listed.
 */
import { sql } from "drizzle-orm";
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { sites } from "./sites";
import { vehicles } from "./stock";

export const STOCK_ALERT_CHANNELS = ["sms", "email"] as const;
/** waiting → sending (claimed by one process) → sent; waiting → stopped (the shopper's stop link) or lapsed. */
export const STOCK_ALERT_STATUSES = ["waiting", "sending", "sent", "stopped", "lapsed", "failed"] as const;

export const stockAlerts = pgTable(
  "stock_alerts",
  {
    id: serial().primaryKey(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    channel: text({ enum: STOCK_ALERT_CHANNELS }).notNull(),
    /** The mobile number in E.164, or the email address in lower case: personal data, never logged. */
    contact: text().notNull(),
    /** `stockAlertKey` of the search: the same contact and key on a site is one signup. */
    searchKey: text().notNull(),
    make: text().notNull().default(""),
    model: text().notNull().default(""),
    body: text().notNull().default(""),
    carType: text().notNull().default(""),
    priceBand: text().notNull().default(""),
    location: text().notNull().default(""),
    query: text().notNull().default(""),
    priceMin: integer(),
    priceMax: integer(),
    /** The site's address the shopper signed up at, for the notice's links (a job has no request). */
    siteOrigin: text().notNull(),
    /** The listed cars that already matched at signup: they are not news. */
    knownVehicleIds: integer().array().notNull().default(sql`'{}'::integer[]`),
    optInWording: text().notNull(),
    optInAt: timestamp({ withTimezone: true, mode: "date" }).notNull(),
    status: text({ enum: STOCK_ALERT_STATUSES }).notNull().default("waiting"),
    /** Sends that failed (the adapter refused); past a few the signup is `failed`. */
    attempts: integer().notNull().default(0),
    claimedAt: timestamp({ withTimezone: true, mode: "date" }),
    notifiedAt: timestamp({ withTimezone: true, mode: "date" }),
    vehicleId: integer().references(() => vehicles.id, { onDelete: "set null" }),
    /** The stop link's secret (random, 32 hex characters). */
    stopToken: text().notNull(),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("stock_alerts_signup_idx").on(t.siteId, t.channel, t.contact, t.searchKey),
    uniqueIndex("stock_alerts_stop_token_idx").on(t.stopToken),
    index("stock_alerts_waiting_idx").on(t.siteId, t.id).where(sql`${t.status} = 'waiting'`),
  ],
);
