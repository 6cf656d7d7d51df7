/**
 * Stock: the vehicles the dealerships hold (also what the price gauge's market comparables are read from).
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type {
  AutograbData,
  FinanceLenders,
  HistoryReport,
  PaymentProcessor,
  VehicleMedia,
  VehicleSpecifications,
  VehicleVariant,
  YouxQuote,
} from "../json-types";
// Relative, not "@/": drizzle-kit loads this file without the project's path aliases.
import { CAR_TYPES, STOCK_STATUSES } from "../../../domain/vehicle/types";
import { timestamps } from "./columns";
import { manufacturers, models } from "./brands";
import { dealerships, locations } from "./sites";

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
    /**
     * The fields a dealer has edited by hand in the console (the edit schema's names: `price`, `offerPrice`,
     * `status`, `comments`, `features`, `showOnWebsite`): the feed importer leaves these as the dealer set them.
     */
    lockedFields: text().array().notNull().default(sql`'{}'::text[]`),
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
    // The console's stock table (src/server/data/console-stock.ts): a dealership's cars newest first, and its text
    // search's prefix matches (text_pattern_ops, so LIKE 'abc%' uses them whatever the database's collation).
    index("vehicles_dealership_created_idx").on(t.dealershipId, t.createdAt, t.id),
    index("vehicles_dealership_price_idx").on(t.dealershipId, t.price, t.id),
    index("vehicles_stocknum_prefix_idx").on(sql`lower(${t.stocknum}) text_pattern_ops`),
    index("vehicles_vin_prefix_idx").on(sql`lower(${t.vin}) text_pattern_ops`),
    index("vehicles_regplate_prefix_idx").on(sql`lower(${t.regplate}) text_pattern_ops`),
    index("vehicles_make_prefix_idx").on(sql`lower(${t.make}) text_pattern_ops`),
    index("vehicles_model_prefix_idx").on(sql`lower(${t.model}) text_pattern_ops`),
    index("vehicles_badge_prefix_idx").on(sql`lower(${t.badge}) text_pattern_ops`),
  ],
);
