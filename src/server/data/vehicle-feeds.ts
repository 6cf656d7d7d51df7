import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { dealerships, locations, vehicles } from "@/server/db/schema";
import type { SiteScope } from "./scope";
import { listedStockOf } from "./vehicles";

/** The most cars one feed lists: a dealer group's stock is a few thousand; the bound keeps an answer in memory small. */
export const AD_FEED_LIMIT = 20_000;

/**
 * The site's cars for sale now, for the feeds it sends to Google and Meta: listed stock (as the site's search lists
 * it) that is in stock and not reserved (an ad for a car nobody can buy is a wasted click), with the dealership and
 * the location it is at, by id.
 */
export async function siteAdFeedRows(scope: SiteScope, limit = AD_FEED_LIMIT) {
  const db = await getDb();
  return db
    .select({
      id: vehicles.id,
      slug: vehicles.slug,
      stocknum: vehicles.stocknum,
      vin: vehicles.vin,
      year: vehicles.year,
      make: vehicles.make,
      model: vehicles.model,
      badge: vehicles.badge,
      carType: vehicles.carType,
      km: vehicles.km,
      colour: vehicles.colour,
      body: vehicles.simpleBody,
      price: vehicles.price,
      offerPrice: vehicles.offerPrice,
      beforePrice: vehicles.beforePrice,
      subscriptionPrice: vehicles.subscriptionPrice,
      preorder: vehicles.preorder,
      primaryImageUrl: vehicles.primaryImageUrl,
      media: vehicles.media,
      dealerComments: vehicles.dealerComments,
      dealershipSlug: dealerships.slug,
      street: locations.street,
      city: locations.city,
      state: locations.state,
      postcode: locations.postcode,
      lat: locations.lat,
      lng: locations.lng,
    })
    .from(vehicles)
    .innerJoin(dealerships, eq(dealerships.id, vehicles.dealershipId))
    .leftJoin(locations, eq(locations.id, vehicles.locationId))
    .where(and(listedStockOf(scope, db, 0), eq(vehicles.status, "in_stock"), eq(vehicles.reserved, false)))
    .orderBy(asc(vehicles.id))
    .limit(Math.min(Math.max(limit, 1), AD_FEED_LIMIT));
}
