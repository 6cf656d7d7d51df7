/**
 * Which vehicles a site lists (spec 002 §7 "Stock query filter: status in_stock or coming_soon or sold within N days
 * (default 3, or include_sold_cars_days), and show_on_dealer_website true"; spec 002 §9 "sold cars kept 3 days by
 * default"), written once as data.
 *
 * `LISTED_STOCK` is a condition over a vehicle's stock fields. Three things are built from it and nothing else:
 *  - `isListedStock` here (a vehicle in memory);
 *  - the SQL condition of every stock query (`listedStockOf` in src/server/data/vehicles.ts);
 *  - the search index's bitset (`stockConditionBitset` in src/server/search/listed-stock-bitset.ts).
 *
 * The conditions have no negation on purpose: SQL's NULL (a sold car without a sale date) then behaves as false in
 * every builder, so the three agree without special cases.
 */
import type { StockStatus } from "../vehicle/types";

/** The fields of a vehicle the stock filter reads. */
export interface StockState {
  status: StockStatus;
  soldAt: Date | null;
  showOnDealerWebsite: boolean;
}

export type StockCondition =
  /** Every part holds. */
  | { kind: "all"; of: readonly StockCondition[] }
  /** At least one part holds. */
  | { kind: "any"; of: readonly StockCondition[] }
  /** The boolean field is true. */
  | { kind: "flag"; field: "showOnDealerWebsite" }
  /** The field is one of the values. */
  | { kind: "oneOf"; field: "status"; values: readonly StockStatus[] }
  /** The date is set and not before the start of the site's sold-cars window (`listedSince`). */
  | { kind: "since"; field: "soldAt" };

/** The listed-stock filter: shown on the dealer website, and in stock, coming soon, or sold within the window. */
export const LISTED_STOCK: StockCondition = {
  kind: "all",
  of: [
    { kind: "flag", field: "showOnDealerWebsite" },
    {
      kind: "any",
      of: [
        { kind: "oneOf", field: "status", values: ["in_stock", "coming_soon"] },
        { kind: "all", of: [{ kind: "oneOf", field: "status", values: ["sold"] }, { kind: "since", field: "soldAt" }] },
      ],
    },
  ],
};

const DAY_MS = 86_400_000;

/** The start of the sold-cars window: a car sold at this instant or later is "sold within N days". */
export function listedSince(now: Date, includeSoldDays: number): Date {
  return new Date(now.getTime() - includeSoldDays * DAY_MS);
}

/** What each kind of condition becomes in a builder (a boolean, an SQL expression, a bitset...). */
export interface StockConditionBuilder<T> {
  all(parts: T[]): T;
  any(parts: T[]): T;
  flag(field: "showOnDealerWebsite"): T;
  oneOf(field: "status", values: readonly StockStatus[]): T;
  since(field: "soldAt"): T;
}

/** Builds a condition bottom-up with `builder`. */
export function buildStockCondition<T>(condition: StockCondition, builder: StockConditionBuilder<T>): T {
  switch (condition.kind) {
    case "all":
      return builder.all(condition.of.map((part) => buildStockCondition(part, builder)));
    case "any":
      return builder.any(condition.of.map((part) => buildStockCondition(part, builder)));
    case "flag":
      return builder.flag(condition.field);
    case "oneOf":
      return builder.oneOf(condition.field, condition.values);
    case "since":
      return builder.since(condition.field);
  }
}

/** Whether a vehicle meets a condition, with the sold-cars window starting at `since`. */
export function meetsStockCondition(condition: StockCondition, vehicle: StockState, since: Date): boolean {
  return buildStockCondition<boolean>(condition, {
    all: (parts) => parts.every(Boolean),
    any: (parts) => parts.some(Boolean),
    flag: (field) => vehicle[field],
    oneOf: (field, values) => values.includes(vehicle[field]),
    since: (field) => vehicle[field] !== null && vehicle[field].getTime() >= since.getTime(),
  });
}

/** Whether the site lists the vehicle now (its search, home page, sitemap and stock counts). */
export function isListedStock(vehicle: StockState, now: Date, includeSoldDays: number): boolean {
  return meetsStockCondition(LISTED_STOCK, vehicle, listedSince(now, includeSoldDays));
}
