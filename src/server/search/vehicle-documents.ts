import "server-only";
import { and, eq, gte, inArray, ne, or } from "drizzle-orm";
import { priceRangeLabel } from "@/domain/search-facets";
import { MAX_INCLUDE_SOLD_CARS_DAYS } from "@/domain/site-settings";
import { slugify } from "@/domain/slug";
import type { Db } from "@/server/db/client";
import { dealerships, locations, vehicles } from "@/server/db/schema";
import { dealershipsOfSite } from "@/server/data/site-scope";
import type { IndexSchema, SearchDocument } from "./site-index";

/**
 * A site's vehicles as search documents: the facet attributes of the spec (single-valued ones) and the
 * numbers that are ranged, sorted or summarised. Vehicles hidden from dealer websites are left out; the
 * rest of the stock filter (status, sold days) is applied per query, because it depends on the time.
 */
export const VEHICLE_INDEX_SCHEMA: IndexSchema = {
  facets: [
    "make", "model", "make_model", "badge", "car_type", "status", "body", "colour", "fuel", "drive", "transmission",
    "seats", "year", "item_type", "tag", "certified", "state", "city", "location_name", "location_slug",
    "dealership_name", "dealership_slug", "price_range", "stocknum", "make_slug", "model_slug", "body_slug",
  ],
  numbers: ["price", "km", "year", "created_at", "custom_rank", "sold_at", "subscription_price"],
};

export async function loadSearchDocuments(db: Db, siteId: number): Promise<SearchDocument[]> {
  const rows = await db
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

  return rows
    .filter((r) => r.status !== "other")
    .map((r) => ({
      id: r.id,
      values: {
        make: r.make,
        model: r.model,
        make_model: `${r.make} ${r.model}`,
        badge: r.badge,
        car_type: r.carType,
        status: r.status,
        body: r.body,
        colour: r.colour,
        fuel: r.fuel === "N/A" ? null : r.fuel,
        drive: r.drive === "N/A" ? null : r.drive,
        transmission: r.transmission === "N/A" ? null : r.transmission,
        seats: r.seats === null ? null : String(r.seats),
        year: String(r.year),
        item_type: r.itemType,
        tag: r.tag,
        certified: r.certified ? "true" : "false",
        state: r.state,
        city: r.city,
        location_name: r.locationName,
        location_slug: r.locationSlug,
        dealership_name: r.dealershipName,
        dealership_slug: r.dealershipSlug,
        price_range: priceRangeLabel(r.price),
        stocknum: r.stocknum,
        make_slug: slugify(r.make),
        model_slug: slugify(r.model),
        body_slug: r.body ? slugify(r.body) : null,
      },
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
    }));
}
