import "server-only";
import { and, eq, gte, inArray, ne, or } from "drizzle-orm";
import { COUNTED_FACETS, priceRangeLabel, type FacetAttribute } from "@/domain/search-facets";
import { MAX_INCLUDE_SOLD_CARS_DAYS } from "@/domain/site-settings";
import { slugify } from "@/domain/slug";
import type { Db } from "@/server/db/client";
import { dealerships, locations, vehicles } from "@/server/db/schema";
import { dealershipsOfSite } from "@/server/data/site-scope";
import type { IndexSchema, SearchDocument } from "./site-index";

/** "N/A" in the simple fuel, drive and transmission columns means unknown. */
const known = (value: string | null) => (value === "N/A" ? null : value);

type Row = Awaited<ReturnType<typeof selectRows>>[number];

/** The value of each facet of SEARCH_FACETS (src/domain/search-facets.ts) for a vehicle: one entry per facet. */
const FACET_VALUES: { readonly [A in FacetAttribute]: (row: Row) => string | null } = {
  make: (r) => r.make,
  model: (r) => r.model,
  badge: (r) => r.badge,
  car_type: (r) => r.carType,
  body: (r) => r.body,
  colour: (r) => r.colour,
  fuel: (r) => known(r.fuel),
  drive: (r) => known(r.drive),
  transmission: (r) => known(r.transmission),
  seats: (r) => (r.seats === null ? null : String(r.seats)),
  year: (r) => String(r.year),
  item_type: (r) => r.itemType,
  tag: (r) => r.tag,
  certified: (r) => (r.certified ? "true" : "false"),
  state: (r) => r.state,
  city: (r) => r.city,
  location_name: (r) => r.locationName,
  dealership_name: (r) => r.dealershipName,
  price_range: (r) => priceRangeLabel(r.price),
  status: (r) => r.status,
};

/** Columns that are not facets: the slugs search routes are resolved by, and the stock number of exclusions. */
const LOOKUP_VALUES = {
  location_slug: (r: Row) => r.locationSlug,
  dealership_slug: (r: Row) => r.dealershipSlug,
  make_slug: (r: Row) => slugify(r.make),
  model_slug: (r: Row) => slugify(r.model),
  body_slug: (r: Row) => (r.body ? slugify(r.body) : null),
  stocknum: (r: Row) => r.stocknum,
} as const;

/**
 * A site's vehicles as search documents: the facets, the lookup columns and the numbers that are ranged, sorted or
 * summarised. Vehicles hidden from dealer websites are left out; the rest of the stock filter (status, sold days)
 * is applied per query, because it depends on the time.
 */
export const VEHICLE_INDEX_SCHEMA: IndexSchema = {
  facets: [...COUNTED_FACETS, ...Object.keys(LOOKUP_VALUES)],
  numbers: ["price", "km", "year", "created_at", "custom_rank", "sold_at", "subscription_price"],
};

function selectRows(db: Db, siteId: number) {
  return db
    .select({
      id: vehicles.id,
      make: vehicles.make,
      model: vehicles.model,
      badge: vehicles.badge,
      carType: vehicles.carType,
      status: vehicles.status,
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
    .where(
      and(
        inArray(vehicles.dealershipId, dealershipsOfSite(db, siteId)),
        eq(vehicles.showOnDealerWebsite, true),
        // No site lists sold cars longer than MAX_INCLUDE_SOLD_CARS_DAYS: older sales never reach the index.
        or(ne(vehicles.status, "sold"), gte(vehicles.soldAt, new Date(Date.now() - MAX_INCLUDE_SOLD_CARS_DAYS * 86_400_000))),
      ),
    )
    .orderBy(vehicles.id);
}

export async function loadSearchDocuments(db: Db, siteId: number): Promise<SearchDocument[]> {
  const rows = await selectRows(db, siteId);
  return rows
    .filter((r) => r.status !== "other")
    .map((r) => {
      const values: Record<string, string | null> = {};
      for (const attribute of COUNTED_FACETS) values[attribute] = FACET_VALUES[attribute](r);
      for (const [column, value] of Object.entries(LOOKUP_VALUES)) values[column] = value(r);
      return {
        id: r.id,
        values,
        text: {
          words: [
            { text: r.make, weight: 3 },
            { text: r.model, weight: 3 },
            { text: r.badge, weight: 2 },
            { text: r.series, weight: 1 },
            { text: r.body, weight: 1 },
            { text: r.colour, weight: 1 },
            { text: `${r.locationName ?? ""} ${r.city ?? ""}`, weight: 1 },
          ],
          identifiers: [r.stocknum, r.vin, r.regplate],
        },
        numbers: {
          price: r.price,
          km: r.km,
          year: r.year,
          created_at: r.createdAt.getTime(),
          custom_rank: r.customRank,
          sold_at: r.soldAt?.getTime() ?? null,
          subscription_price: r.subscriptionPrice,
        },
      };
    });
}
