/**
 * Shoppers: their accounts (phone sign-in), sign-in codes and sessions, and what My Garage keeps per site
 * (watchlist, viewed cars).
 */
import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { timestamps } from "./columns";
import { sites } from "./sites";
import { vehicles } from "./stock";

/**
 * A shopper who signed in with a phone number. Phones are stored in E.164 (+614...).
 * Named for shoppers (it was `users` until drizzle/0014) so staff accounts' tables cannot be mistaken for it; the
 * tables that reference it keep their `user_id` columns.
 */
export const shoppers = pgTable(
  "shoppers",
  {
    id: serial().primaryKey(),
    phone: text().notNull(),
    name: text(),
    lastName: text(),
    email: text(),
    postcode: text(),
    ...timestamps,
  },
  (t) => [uniqueIndex("shoppers_phone_key").on(t.phone)],
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
export const shopperSessions = pgTable(
  "shopper_sessions",
  {
    id: serial().primaryKey(),
    tokenHash: text().notNull(),
    userId: integer()
      .notNull()
      .references(() => shoppers.id, { onDelete: "cascade" }),
    expiresAt: timestamp({ withTimezone: true, mode: "date" }).notNull(),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("shopper_sessions_token_hash_key").on(t.tokenHash), index("shopper_sessions_user_idx").on(t.userId)],
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
      .references(() => shoppers.id, { onDelete: "cascade" }),
    vehicleId: integer()
      .notNull()
      .references(() => vehicles.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("watchlist_entries_site_user_vehicle_key").on(t.siteId, t.userId, t.vehicleId)],
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
      .references(() => shoppers.id, { onDelete: "cascade" }),
    vehicleId: integer()
      .notNull()
      .references(() => vehicles.id, { onDelete: "cascade" }),
    viewedAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.userId, t.vehicleId] }), index("viewed_vehicles_site_user_viewed_idx").on(t.siteId, t.userId, t.viewedAt)],
);
