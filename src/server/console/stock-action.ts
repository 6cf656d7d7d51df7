import "server-only";
import type { StockActionQuery } from "@/contracts/console/reports";
import { csvSafeCell } from "@/domain/console/lead-csv";
import { daysInStock } from "@/domain/console/stock";
import { agingPast, DEFAULT_AGING_DAYS, viewedWithoutLeads, viewsPerDay } from "@/domain/console/stock-action";
import type { MarketEstimate, MarketSubject } from "@/domain/market/estimate";
import { pageMarket, type AutograbAverages } from "@/domain/market/page-market";
import { priceAgainstAverage } from "@/domain/market/price-gauge";
import { shownPurchasePrice } from "@/domain/vehicle/price-display";
import { vehicleTitle } from "@/domain/vehicle/title";
import { stockActionPage } from "@/server/data/console-stock-action";
import { logger } from "@/server/logger";
import type { ConsoleStaff } from "./staff-session";

/**
 * The stock-action report (issue 36, "the car table, for action"): one row per car still for sale in the member's
 * dealerships with its days in stock, views per day, leads and price changes; its price against the market, as the
 * vehicle page's gauge works it out (its market estimate through the gauge's cache, `marketPosition`), only where the
 * platform has enough comparables; and the flags `viewedWithoutLeads` and `agingPast`.
 *
 * The market estimate is the gauge's (src/server/services/vehicle-page/price-gauge.ts, `listedVehicleMarketEstimate`),
 * which the page hands in as `marketOf`: the console does not import the shoppers' services. It is worked out only for
 * the rows of the page shown (STOCK_ACTION_PAGE_SIZE), so the work per page is bounded whatever the stock.
 */

export const STOCK_ACTION_PAGE_SIZE = 25;

/** A car's market estimate: the price gauge's. */
export type MarketOf = (subject: MarketSubject) => Promise<MarketEstimate>;

export interface StockActionRowView {
  id: number;
  href: string;
  title: string;
  stockNumber: string;
  dealershipName: string;
  /** The price a shopper sees (offer price, else price), or null with none. */
  price: number | null;
  daysInStock: number;
  views: number;
  viewsPerDay: number;
  leads: number;
  priceChanges: number;
  /** The gauge's market average and the price's difference from it; null without enough comparables (or a price). */
  market: { average: number; difference: number; inLine: boolean } | null;
  viewedWithoutLeads: boolean;
  agingPast: boolean;
}

export interface StockActionView {
  rows: StockActionRowView[];
  total: number;
  page: number;
  pageCount: number;
  agingDays: number;
}

/**
 * The market figure of one car, as its page shows it (`pageMarket`: its state average where its data has one, else the
 * estimate's median), or null: neither, no price, or the estimate failed (logged, not thrown).
 */
async function marketFigure(marketOf: MarketOf, subject: MarketSubject & { autograbData: AutograbAverages | null; state: string | null }, price: number | null): Promise<StockActionRowView["market"]> {
  if (price === null) return null;
  try {
    const market = pageMarket(subject.autograbData, await marketOf(subject), subject.state);
    if (!market) return null;
    const position = priceAgainstAverage(price, market.marketPrice);
    return { average: market.marketPrice, difference: position.difference, inLine: position.inLine };
  } catch (error) {
    logger.warn({ err: error, vehicleId: subject.id }, "market estimate unavailable: the stock-action row shows no market figure");
    return null;
  }
}

/** The member's page of the report in the order asked, as of `now`. */
export async function stockActionView(staff: ConsoleStaff, query: StockActionQuery, marketOf: MarketOf, now: Date = new Date()): Promise<StockActionView> {
  const agingDays = query.agingDays ?? DEFAULT_AGING_DAYS;
  const { rows, total } = await stockActionPage(staff.scope, query.sort, query.page, STOCK_ACTION_PAGE_SIZE);
  const names = new Map(staff.dealerships.map((d) => [d.id, d.name]));
  const views = await Promise.all(
    rows.map(async (row): Promise<StockActionRowView> => {
      const days = daysInStock(row.createdAt, row.soldAt, now);
      const price = shownPurchasePrice(row);
      return {
        id: row.id,
        href: `/console/stock/${row.id}`,
        title: vehicleTitle(row, { badge: true }),
        stockNumber: row.stocknum,
        dealershipName: names.get(row.dealershipId) ?? "",
        price,
        daysInStock: days,
        views: row.views,
        viewsPerDay: viewsPerDay(row.views, days),
        leads: row.leads,
        priceChanges: row.priceChanges,
        market: await marketFigure(marketOf, row, price),
        viewedWithoutLeads: viewedWithoutLeads(row.views, row.leads, days),
        agingPast: agingPast(days, agingDays),
      };
    }),
  );
  return { rows: views, total, page: query.page, pageCount: Math.max(1, Math.ceil(total / STOCK_ACTION_PAGE_SIZE)), agingDays };
}

/** The CSV export's header, in column order. */
export const STOCK_ACTION_CSV_COLUMNS = ["Stock number", "Car", "Dealership", "Price", "Days in stock", "Views", "Views per day", "Leads", "Price changes", "Market average", "Against market", "Viewed without leads", "Aging"] as const;

/** The page's rows as CSV rows (header first), every text cell formula-safe; an empty cell where there is no figure. */
export function stockActionCsvRows(view: StockActionView): string[][] {
  return [
    [...STOCK_ACTION_CSV_COLUMNS],
    ...view.rows.map((row) => [
      csvSafeCell(row.stockNumber),
      csvSafeCell(row.title),
      csvSafeCell(row.dealershipName),
      row.price === null ? "" : String(row.price),
      String(row.daysInStock),
      String(row.views),
      String(row.viewsPerDay),
      String(row.leads),
      String(row.priceChanges),
      row.market ? String(row.market.average) : "",
      // A signed number ("-1200") would read as a formula: the difference in words-free form with its sign spelled.
      row.market ? (row.market.inLine ? "in line" : `${row.market.difference < 0 ? "below" : "above"} ${Math.abs(row.market.difference)}`) : "",
      row.viewedWithoutLeads ? "yes" : "no",
      row.agingPast ? "yes" : "no",
    ]),
  ];
}
