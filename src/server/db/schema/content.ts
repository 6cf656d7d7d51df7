/**
 * A site's dealer-written content: offers, reviews, promo cards and plain pages, and the pictures its staff upload for them.
 */
import { sql } from "drizzle-orm";
import type { PageDoc } from "@/domain/content/page-doc";
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { PromoNode } from "../json-types";
import { timestamps } from "./columns";
import { manufacturers, models } from "./brands";
import { dealerships, locations, sites } from "./sites";

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
    /** Hidden by the dealership's staff in the console (issue 36): no site shows it. */
    hidden: boolean().notNull().default(false),
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
    /**
     * The body as the console's rich-text editor saves it (issue 36): ProseMirror JSON on the allow-list of
     * src/domain/content/page-doc.ts, rendered to HTML by `pageDocHtml` and then through the sanitiser. Null for a page
     * not yet edited in the console, which keeps showing `bodyHtml`.
     */
    bodyDoc: jsonb().$type<PageDoc>(),
    updatedAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("site_pages_site_path_key").on(t.siteId, t.path)],
);

/**
 * The pictures a site's staff uploaded in the console for its offers and promo cards (issue 36): one row a stored
 * object (`key` is its media storage key, `s/{site}/picture-{hash}-{width}.webp`, made from its content, so the same
 * picture uploaded twice is one row). What a site may keep is bounded (`pictureQuotaProblem`), and a picture no offer
 * or promo names is removed, object and row, once it is older than the time an editor may keep it unsaved
 * (src/server/console/picture-sweeper.ts).
 */
export const sitePictures = pgTable(
  "site_pictures",
  {
    key: text().primaryKey(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    bytes: integer().notNull(),
    uploadedAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("site_pictures_site_idx").on(t.siteId), index("site_pictures_uploaded_idx").on(t.uploadedAt)],
);
