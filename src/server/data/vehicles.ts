import "server-only";
import { and, desc, eq, gte, inArray, or, sql, type SQL } from "drizzle-orm";
import { buildStockCondition, LISTED_STOCK, listedSince, type StockCondition } from "@/domain/search/listed-stock";
import { MAX_INCLUDE_SOLD_CARS_DAYS } from "@/domain/site/settings";
import { getDb, type Db } from "@/server/db/client";
import { dealerships, locations, vehicles } from "@/server/db/schema";
import { inScopeDealerships, type DataScope, type SiteScope, type StaffScope } from "./scope";
import type { CarType } from "@/domain/vehicle/types";

/** The columns a card or page shows, with its location. */
const vehicleColumns = {
  vehicle: vehicles,
  location: {
    id: locations.id,
    name: locations.name,
    slug: locations.slug,
    street: locations.street,
    city: locations.city,
    state: locations.state,
    postcode: locations.postcode,
    lat: locations.lat,
    lng: locations.lng,
    placeId: locations.placeId,
    phone: locations.phone,
    // With the phone, the numbers `locationPhone` falls back to: a car's page gives its location's one number.
    landlinePhone: locations.landlinePhone,
    mobile: locations.mobile,
    distributionLocations: locations.distributionLocations,
    dealerLicenceNumber: locations.dealerLicenceNumber,
  },
  dealership: { id: dealerships.id, slug: dealerships.slug, name: dealerships.name, dealerLicenceNumber: dealerships.dealerLicenceNumber },
};

/** Vehicles with their dealership and location: the base of every vehicle read. */
function selectVehicles(db: Db) {
  return db
    .select(vehicleColumns)
    .from(vehicles)
    .innerJoin(dealerships, eq(dealerships.id, vehicles.dealershipId))
    .leftJoin(locations, eq(locations.id, vehicles.locationId));
}

export type VehicleWithLocation = {
  vehicle: typeof vehicles.$inferSelect;
  location: {
    id: number;
    name: string;
    slug: string;
    street: string;
    city: string;
    state: string;
    postcode: string;
    lat: number;
    lng: number;
    placeId: string | null;
    phone: string | null;
    landlinePhone: string | null;
    mobile: string | null;
    distributionLocations: string[];
    dealerLicenceNumber: string | null;
  } | null;
  dealership: { id: number; slug: string; name: string; dealerLicenceNumber: string | null };
};

/** The vehicle columns the stock filter's fields are read from. */
const STOCK_COLUMNS = { status: vehicles.status, soldAt: vehicles.soldAt, showOnDealerWebsite: vehicles.showOnDealerWebsite } as const;

/** A stock condition (src/domain/search/listed-stock.ts) as SQL, the sold-cars window starting at `since`. */
function stockConditionSql(condition: StockCondition, since: Date): SQL {
  return buildStockCondition<SQL>(condition, {
    all: (parts) => and(...parts) ?? sql`true`,
    any: (parts) => or(...parts) ?? sql`false`,
    flag: (field) => eq(STOCK_COLUMNS[field], true),
    oneOf: (field, values) => inArray(STOCK_COLUMNS[field], [...values]),
    since: (field) => gte(STOCK_COLUMNS[field], since),
  });
}

/** The listed-stock filter (LISTED_STOCK): what the site lists when it keeps sold cars `includeSoldDays` days. */
function listedStockCondition(includeSoldDays: number, now: Date = new Date()): SQL {
  return stockConditionSql(LISTED_STOCK, listedSince(now, includeSoldDays));
}

/**
 * The scope's listed stock as SQL: vehicles of the scope's dealerships (every dealership's for a SystemScope) that the
 * listed-stock filter lets through when sold cars are kept `includeSoldDays` days. Every stock query's condition.
 */
export function listedStockOf(scope: DataScope, db: Db, includeSoldDays: number, now: Date = new Date()): SQL {
  return and(inScopeDealerships(db, scope, vehicles.dealershipId), listedStockCondition(includeSoldDays, now)) ?? sql`true`;
}

/** A vehicle of the scope by its slug, or null when it is not the scope's (or not shown on dealer websites). */
export async function findSiteVehicleBySlug(scope: SiteScope | StaffScope, slug: string): Promise<VehicleWithLocation | null> {
  const db = await getDb();
  const rows = await selectVehicles(db)
    .where(
      and(
        eq(vehicles.slug, slug),
        eq(vehicles.showOnDealerWebsite, true),
        inScopeDealerships(db, scope, vehicles.dealershipId),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

/** A vehicle of the scope by its id, or null when it is not the scope's (or not shown on dealer websites). */
export async function findSiteVehicleById(scope: SiteScope | StaffScope, id: number): Promise<VehicleWithLocation | null> {
  const db = await getDb();
  const rows = await selectVehicles(db)
    .where(and(eq(vehicles.id, id), eq(vehicles.showOnDealerWebsite, true), inScopeDealerships(db, scope, vehicles.dealershipId)))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * The site's vehicles with these ids, in the order of the ids (a page of search hits, a watchlist, the compare
 * table); like the look-ups above, none that is not shown on dealer websites.
 */
export async function findSiteVehiclesByIds(scope: SiteScope | StaffScope, ids: readonly number[]): Promise<VehicleWithLocation[]> {
  if (ids.length === 0) return [];
  const db = await getDb();
  const rows = await selectVehicles(db).where(
    and(inArray(vehicles.id, [...ids]), eq(vehicles.showOnDealerWebsite, true), inScopeDealerships(db, scope, vehicles.dealershipId)),
  );
  const byId = new Map(rows.map((row) => [row.vehicle.id, row]));
  return ids.map((id) => byId.get(id)).filter((row): row is VehicleWithLocation => row !== undefined);
}

/** In-stock vehicles with photos for a home page, newest first; optionally of one car type. */
export async function featuredSiteVehicles(
  scope: SiteScope | StaffScope,
  options: { limit: number; carType?: CarType; includeSoldDays: number },
): Promise<VehicleWithLocation[]> {
  const db = await getDb();
  return selectVehicles(db)
    .where(
      and(
        listedStockOf(scope, db, options.includeSoldDays),
        eq(vehicles.status, "in_stock"),
        sql`${vehicles.photosCount} > 0`,
        sql`${vehicles.price} > 0`,
        options.carType ? eq(vehicles.carType, options.carType) : undefined,
      ),
    )
    .orderBy(desc(vehicles.createdAt), desc(vehicles.id))
    .limit(options.limit);
}

/** Live stock counts of the site by car type (for the home page's quick links). */
export async function siteStockCounts(scope: SiteScope | StaffScope, includeSoldDays: number): Promise<Record<CarType, number>> {
  const db = await getDb();
  const rows = await db
    .select({ carType: vehicles.carType, n: sql<number>`count(*)::int` })
    .from(vehicles)
    .where(listedStockOf(scope, db, includeSoldDays))
    .groupBy(vehicles.carType);
  const counts = { new: 0, used: 0, demo: 0 };
  for (const row of rows) counts[row.carType] = Number(row.n);
  return counts;
}

/** How many of the site's cars sold at or after `since` (a sold car carries the time it sold): the sidebar's 'Sales this Month'. */
export async function siteSalesSince(scope: SiteScope | StaffScope, since: Date): Promise<number> {
  const db = await getDb();
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(vehicles)
    .where(and(inScopeDealerships(db, scope, vehicles.dealershipId), eq(vehicles.status, "sold"), gte(vehicles.soldAt, since)));
  return Number(rows[0]?.n ?? 0);
}

/** How many cars of each catalogue model the site has in stock (listed, status in_stock), by model id. */
export async function siteInStockByModel(scope: SiteScope | StaffScope): Promise<Map<number, number>> {
  const db = await getDb();
  const rows = await db
    .select({ modelId: vehicles.modelId, n: sql<number>`count(*)::int` })
    .from(vehicles)
    .where(and(inScopeDealerships(db, scope, vehicles.dealershipId), eq(vehicles.status, "in_stock"), eq(vehicles.showOnDealerWebsite, true)))
    .groupBy(vehicles.modelId);
  return new Map(rows.filter((r) => r.modelId !== null).map((r) => [r.modelId as number, Number(r.n)]));
}

/** Slug and last change of every vehicle page the site serves (the sitemap), newest first. */
export async function siteVehicleSlugs(scope: SiteScope, includeSoldDays: number, limit = 50_000): Promise<Array<{ slug: string; updatedAt: Date }>> {
  const db = await getDb();
  return db
    .select({ slug: vehicles.slug, updatedAt: vehicles.updatedAt })
    .from(vehicles)
    .where(listedStockOf(scope, db, includeSoldDays))
    .orderBy(desc(vehicles.updatedAt), desc(vehicles.id))
    .limit(limit);
}

/**
 * The rows the site's search index is built from (src/server/search/vehicle-documents.ts), in id order: every
 * vehicle the site may list at `now` or later, i.e. the listed-stock filter with the widest sold-cars window a site
 * may set. The search narrows them to the site's own window at each query, with the same filter.
 */
export async function siteSearchDocumentRows(scope: SiteScope, now: Date = new Date()) {
  const db = await getDb();
  return db
    .select({
      id: vehicles.id,
      make: vehicles.make,
      model: vehicles.model,
      badge: vehicles.badge,
      carType: vehicles.carType,
      status: vehicles.status,
      showOnDealerWebsite: vehicles.showOnDealerWebsite,
      body: vehicles.simpleBody,
      colour: vehicles.colour,
      fuel: vehicles.simpleFuel,
      drive: vehicles.simpleDrive,
      transmission: vehicles.simpleTransmission,
      seats: vehicles.seats,
      year: vehicles.year,
      itemType: vehicles.itemType,
      tag: vehicles.tag,
      certified: vehicles.certified,
      stocknum: vehicles.stocknum,
      series: vehicles.series,
      vin: vehicles.vin,
      regplate: vehicles.regplate,
      price: vehicles.price,
      km: vehicles.km,
      createdAt: vehicles.createdAt,
      customRank: vehicles.customRank,
      soldAt: vehicles.soldAt,
      subscriptionPrice: vehicles.subscriptionPrice,
      standardEquipment: vehicles.standardEquipment,
      state: locations.state,
      city: locations.city,
      locationName: locations.name,
      locationSlug: locations.slug,
      dealershipName: dealerships.name,
      dealershipSlug: dealerships.slug,
    })
    .from(vehicles)
    .innerJoin(dealerships, eq(dealerships.id, vehicles.dealershipId))
    .leftJoin(locations, eq(locations.id, vehicles.locationId))
    .where(listedStockOf(scope, db, MAX_INCLUDE_SOLD_CARS_DAYS, now))
    .orderBy(vehicles.id);
}

export type SearchDocumentRow = Awaited<ReturnType<typeof siteSearchDocumentRows>>[number];

/** Replaces a car's dealer comments (a feed update; the end-to-end tests' content hook today). Answers whether the car is the scope's. */
export async function setSiteVehicleDealerComments(scope: SiteScope | StaffScope, slug: string, comments: string): Promise<boolean> {
  const db = await getDb();
  const updated = await db
    .update(vehicles)
    .set({ dealerComments: comments, updatedAt: new Date() })
    .where(and(eq(vehicles.slug, slug), inScopeDealerships(db, scope, vehicles.dealershipId)))
    .returning({ id: vehicles.id });
  return updated.length > 0;
}
