/**
 * Stock: the vehicles the dealerships hold (also what the price gauge's market comparables are read from).
 */
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
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

/**
 * The stock table's search text as a text-search vector (the console's search, src/server/data/console-stock.ts):
 * an expression, not a column, so no insert (the demo's bulk insert, the feed) has to know of it. Immutable
 * functions only (to_tsvector with its configuration named, regexp_replace, ||), as an index expression must be.
 */
export function stockSearchVector(t: { stocknum: AnyPgColumn; vin: AnyPgColumn; regplate: AnyPgColumn; make: AnyPgColumn; model: AnyPgColumn; badge: AnyPgColumn }) {
  const words = sql`lower(coalesce(${t.stocknum}, '') || ' ' || coalesce(${t.vin}, '') || ' ' || coalesce(${t.regplate}, '') || ' ' || coalesce(${t.make}, '') || ' ' || coalesce(${t.model}, '') || ' ' || coalesce(${t.badge}, ''))`;
  const joined = sql`lower(coalesce(${t.stocknum}, '') || ' ' || coalesce(${t.regplate}, ''))`;
  return sql`to_tsvector('simple', regexp_replace(${words}, '[^[:alnum:]]+', ' ', 'g') || ' ' || regexp_replace(${joined}, '[^[:alnum:][:space:]]+', '', 'g'))`;
}

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
    // The console's stock table (src/server/data/console-stock.ts) picks a page's ids from this index alone (an
    // index-only scan: every column its filters and sorts read), then reads the 50 rows: at 100,000 cars the wide
    // rows are never scanned. Its leading (dealership, created_at, id) is the table's default order, newest first.
    index("vehicles_console_stock_idx").on(t.dealershipId, t.createdAt, t.id, t.status, t.reserved, t.carType, t.soldAt, t.price, t.views),
    // The table's text search: the stock number, VIN, registration, make, model and badge as words, punctuation
    // a space (and the stock number and registration also run together: "ABC-123" is found as "abc123"); a GIN index
    // on the expression `stockSearchVector` in src/server/data/console-stock.ts writes the same way.
    index("vehicles_console_search_idx").using("gin", stockSearchVector(t)),
    // The make filter (lower(make) = ...; text_pattern_ops serves equality as well as prefixes).
    index("vehicles_make_prefix_idx").on(sql`lower(${t.make}) text_pattern_ops`),
  ],
);
