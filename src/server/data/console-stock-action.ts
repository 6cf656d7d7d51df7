import "server-only";
import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { AutograbAverages } from "@/domain/market/page-market";
import { getDb } from "@/server/db/client";
import { locations, vehicleChanges, vehicles, vehicleViewCounts } from "@/server/db/schema";
import { leadCountOf, viewsOf } from "./console-stock";
import type { StaffScope } from "./scope";

/**
 * The stock-action report's cars (issue 36, "The car table, for action"): one row per car of the staff member's
 * dealerships with its days in stock, views, leads and price changes, in the order asked, a page at a time. Its views
 * and leads are counted as the stock table counts them (console-stock.ts).
 */

/** How the stock-action report may order its cars (`STOCK_ACTION_SORTS` of src/contracts/console/reports.ts). */
export type StockActionOrder = "days-desc" | "days-asc" | "views-desc" | "leads-asc" | "leads-desc" | "price-changes-desc" | "price-desc";

/** A car of the stock-action report: what the table shows and what its market estimate needs. */
export interface StockActionRow {
  id: number;
  dealershipId: number;
  year: number;
  make: string;
  model: string;
  badge: string | null;
  km: number;
  vin: string | null;
  stocknum: string;
  price: number;
  offerPrice: number | null;
  createdAt: Date;
  soldAt: Date | null;
  views: number;
  leads: number;
  /** Changes of its price or offer price in its history (`vehicle_changes`), by the dealer, the feed or an offer. */
  priceChanges: number;
  /** Its market data as the feed gave it (the state average the page's market figure prefers, `pageMarket`). */
  autograbData: AutograbAverages | null;
  /** Its location's state, which names that average. */
  state: string | null;
}

/** A car's changes of price or offer price (a look-up on `vehicle_changes_vehicle_created_idx`). */
const priceChangeCountOf = sql<number>`(select count(*) from ${vehicleChanges} where ${vehicleChanges.vehicleId} = ${vehicles.id} and (${vehicleChanges.changes} -> 'price' is not null or ${vehicleChanges.changes} -> 'offerPrice' is not null))::int`;

function stockActionOrder(order: StockActionOrder): SQL[] {
  switch (order) {
    case "days-desc":
      return [asc(vehicles.createdAt), asc(vehicles.id)];
    case "days-asc":
      return [desc(vehicles.createdAt), desc(vehicles.id)];
    case "views-desc":
      return [sql`${viewsOf} desc`, asc(vehicles.id)];
    case "leads-asc":
      return [sql`${leadCountOf} asc`, sql`${viewsOf} desc`, asc(vehicles.id)];
    case "leads-desc":
      return [sql`${leadCountOf} desc`, asc(vehicles.id)];
    case "price-changes-desc":
      return [sql`${priceChangeCountOf} desc`, asc(vehicles.createdAt), asc(vehicles.id)];
    case "price-desc":
      return [desc(vehicles.price), asc(vehicles.id)];
  }
}

/**
 * A page (`pageSize` rows, from 1) of the scope's cars still for sale (in stock or coming soon, reserved or not), in
 * the order asked, with their views, leads and price changes, and how many there are. Sold and withdrawn cars are no
 * action's.
 */
export async function stockActionPage(scope: StaffScope, order: StockActionOrder, page: number, pageSize: number): Promise<{ rows: StockActionRow[]; total: number }> {
  if (scope.dealershipIds.length === 0) return { rows: [], total: 0 };
  const db = await getDb();
  const where = and(inArray(vehicles.dealershipId, [...scope.dealershipIds]), inArray(vehicles.status, ["in_stock", "coming_soon"]));
  const [rows, counted] = await Promise.all([
    db
      .select({
        id: vehicles.id,
        dealershipId: vehicles.dealershipId,
        year: vehicles.year,
        make: vehicles.make,
        model: vehicles.model,
        badge: vehicles.badge,
        km: vehicles.km,
        vin: vehicles.vin,
        stocknum: vehicles.stocknum,
        price: vehicles.price,
        offerPrice: vehicles.offerPrice,
        createdAt: vehicles.createdAt,
        soldAt: vehicles.soldAt,
        views: viewsOf,
        leads: leadCountOf,
        priceChanges: priceChangeCountOf,
        autograbData: vehicles.autograbData,
        state: locations.state,
      })
      .from(vehicles)
      .leftJoin(vehicleViewCounts, eq(vehicleViewCounts.vehicleId, vehicles.id))
      .leftJoin(locations, eq(locations.id, vehicles.locationId))
      .where(where)
      .orderBy(...stockActionOrder(order))
      .limit(pageSize)
      .offset((Math.max(page, 1) - 1) * pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(vehicles).where(where),
  ]);
  return { rows: rows.map((r) => ({ ...r, views: Number(r.views), leads: Number(r.leads), priceChanges: Number(r.priceChanges) })), total: Number(counted[0]?.n ?? 0) };
}
