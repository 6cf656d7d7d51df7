import "server-only";
import { and, eq, gte, inArray, ne, or, sql } from "drizzle-orm";
import type { MarketCandidate, MarketSearchWindow, MarketSubject } from "@/domain/market/estimate";
import { getDb } from "@/server/db/client";
import { locations, vehicles } from "@/server/db/schema";
import type { AutograbData } from "@/server/db/json-types";
import type { SiteScope, SystemScope } from "./scope";
import { listedStockOf } from "./vehicles";

/** The gauge's car: the market subject, its prices, its market averages (autograb_data) and its location's state. */
export type GaugeVehicle = MarketSubject & { price: number; offerPrice: number | null; autograbData: AutograbData | null; state: string | null };

/**
 * The site's own live vehicle by slug (shown on dealer websites; in stock, coming soon or sold within the
 * site's window), or null: another site's vehicle is not found. Only the columns the gauge needs.
 */
export async function findLiveSiteVehicleForGauge(scope: SiteScope, slug: string, includeSoldDays: number, now: Date): Promise<GaugeVehicle | null> {
  const db = await getDb();
  const rows = await db
    .select({
      id: vehicles.id,
      year: vehicles.year,
      km: vehicles.km,
      make: vehicles.make,
      model: vehicles.model,
      badge: vehicles.badge,
      vin: vehicles.vin,
      price: vehicles.price,
      offerPrice: vehicles.offerPrice,
      autograbData: vehicles.autograbData,
      state: locations.state,
    })
    .from(vehicles)
    .leftJoin(locations, eq(locations.id, vehicles.locationId))
    .where(
      and(
        eq(vehicles.slug, slug),
        listedStockOf(scope, db, includeSoldDays, now),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

/** The price a listing advertises: the offer price when there is one, else the price. */
const advertisedPrice = sql<number>`case when ${vehicles.offerPrice} > 0 then ${vehicles.offerPrice} else ${vehicles.price} end`;

/**
 * Market comparables for a vehicle across every site's stock (a market view, deliberately platform-wide, so a
 * SystemScope: the market is every dealer's listed cars, whichever site asks): same make and model ignoring case, used or demo, advertised above $0, shown on dealer websites,
 * in stock or sold since `soldSince`, inside the search window; nearest in year and km first, at most
 * `limit` rows. The subject is excluded here; duplicate VINs are resolved by the domain.
 *
 * One query. `lower(make)`/`lower(model)` cannot use `vehicles_make_model_year_idx` (make, model, year);
 * an expression index on (lower(make), lower(model), year) serves it (see docs/price-gauge.md).
 */
export async function findMarketComparables(
  _scope: SystemScope,
  subject: { id: number; make: string; model: string; year: number; km: number },
  window: MarketSearchWindow,
  options: { soldSince: Date; limit: number },
): Promise<MarketCandidate[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: vehicles.id,
      year: vehicles.year,
      km: vehicles.km,
      badge: vehicles.badge,
      vin: vehicles.vin,
      price: advertisedPrice.mapWith(Number),
      updatedAt: vehicles.updatedAt,
    })
    .from(vehicles)
    .where(
      and(
        sql`lower(${vehicles.make}) = lower(${subject.make})`,
        sql`lower(${vehicles.model}) = lower(${subject.model})`,
        sql`${vehicles.year} between ${window.yearMin} and ${window.yearMax}`,
        sql`${vehicles.km} between ${window.kmMin} and ${window.kmMax}`,
        inArray(vehicles.carType, ["used", "demo"]),
        sql`${advertisedPrice} > 0`,
        eq(vehicles.showOnDealerWebsite, true),
        or(eq(vehicles.status, "in_stock"), and(eq(vehicles.status, "sold"), gte(vehicles.soldAt, options.soldSince))),
        ne(vehicles.id, subject.id),
      ),
    )
    .orderBy(sql`abs(${vehicles.year} - ${subject.year}) + abs(${vehicles.km} - ${subject.km}) / 20000.0`, vehicles.id)
    .limit(options.limit);
  return rows.map(({ updatedAt, ...row }) => ({ ...row, listedAt: updatedAt.getTime() }));
}
