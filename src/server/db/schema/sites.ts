/**
 * Sites and tenancy: the dealerships (and the brands they are franchised for), the sites that show them, a site's
 * host names, and the dealerships' locations and their hours.
 */
import { sql } from "drizzle-orm";
import {
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
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { OpeningHour, SiteTheme } from "../json-types";
import { timestamps } from "./columns";
import { manufacturers } from "./brands";
import { dealerGroups } from "./staff";

/** A business that holds stock. A dealership may appear on several sites (its own, its group's, a directory). */
export const dealerships = pgTable(
  "dealerships",
  {
    id: serial().primaryKey(),
    slug: text().notNull(),
    name: text().notNull(),
    /** The dealer group that owns it, whose staff see its leads and stock in the console. */
    groupId: text().references(() => dealerGroups.id, { onDelete: "set null" }),
    dealerLicenceNumber: text(),
    abn: text(),
    averageRating: numeric({ precision: 3, scale: 2 }),
    reviewCount: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex("dealerships_slug_key").on(t.slug), index("dealerships_group_idx").on(t.groupId)],
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
    /** The dealer group that runs the site (its owners edit it); null for the platform's own sites (the directory). */
    groupId: text().references(() => dealerGroups.id, { onDelete: "set null" }),
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
