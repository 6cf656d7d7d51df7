/**
 * The listed-stock filter (src/domain/search/listed-stock.ts) over a site's search index: each condition of the
 * definition becomes a bitset (one pass over a column), joined word by word. The index keeps the stock fields in the
 * columns named here; `stockFieldColumns` writes them into a search document, so the two cannot drift apart.
 */
import "server-only";
import {
  buildStockCondition,
  LISTED_STOCK,
  listedSince,
  type StockCondition,
  type StockState,
} from "@/domain/search/listed-stock";
import { and, type Bitset, emptyBitset, fullBitset, or } from "./bitset";
import type { SiteIndex } from "./site-index";

/** The index column of each stock field: facet columns for the flag and the status, a number column for the date. */
export const STOCK_FIELD_COLUMNS = {
  showOnDealerWebsite: "show_on_dealer_website",
  status: "status",
  soldAt: "sold_at",
} as const;

/** A vehicle's stock fields as the values and numbers of its search document. */
export function stockFieldColumns(vehicle: StockState): { values: Record<string, string>; numbers: Record<string, number | null> } {
  return {
    values: {
      [STOCK_FIELD_COLUMNS.showOnDealerWebsite]: vehicle.showOnDealerWebsite ? "true" : "false",
      [STOCK_FIELD_COLUMNS.status]: vehicle.status,
    },
    numbers: { [STOCK_FIELD_COLUMNS.soldAt]: vehicle.soldAt?.getTime() ?? null },
  };
}

function facetMatches(index: SiteIndex, column: string, values: readonly string[]): Bitset {
  const facet = index.facets.get(column);
  if (!facet) throw new Error(`The search index has no column ${column}`);
  const allowed = new Uint8Array(facet.dictionary.length);
  for (const value of values) {
    const code = facet.lookup.get(value);
    if (code !== undefined) allowed[code] = 1;
  }
  const bits = emptyBitset(index.size);
  const codes = facet.codes;
  for (let i = 0; i < index.size; i++) if (allowed[codes[i] ?? 0] === 1) bits[i >>> 5]! |= 1 << (i & 31);
  return bits;
}

/** The documents meeting a stock condition, the sold-cars window starting at `since`. */
export function stockConditionBitset(index: SiteIndex, condition: StockCondition, since: Date): Bitset {
  return buildStockCondition<Bitset>(condition, {
    all: (parts) => parts.reduce((a, b) => and(a, b), fullBitset(index.size)),
    any: (parts) => parts.reduce((a, b) => or(a, b), emptyBitset(index.size)),
    flag: (field) => facetMatches(index, STOCK_FIELD_COLUMNS[field], ["true"]),
    oneOf: (field, values) => facetMatches(index, STOCK_FIELD_COLUMNS[field], values),
    since: (field) => {
      const column = index.numbers.get(STOCK_FIELD_COLUMNS[field]);
      if (!column) throw new Error(`The search index has no column ${STOCK_FIELD_COLUMNS[field]}`);
      const from = since.getTime();
      const bits = emptyBitset(index.size);
      // NaN (no date) compares false, as NULL does in SQL.
      for (let i = 0; i < index.size; i++) if ((column[i] ?? Number.NaN) >= from) bits[i >>> 5]! |= 1 << (i & 31);
      return bits;
    },
  });
}

/** The documents the site lists at `now` when it keeps sold cars `includeSoldDays` days (LISTED_STOCK). */
export function listedStockBitset(index: SiteIndex, now: Date, includeSoldDays: number): Bitset {
  return stockConditionBitset(index, LISTED_STOCK, listedSince(now, includeSoldDays));
}
