import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isListedStock, LISTED_STOCK, listedSince, type StockState } from "@/domain/search/listed-stock";
import { forEachBit } from "./bitset";
import { listedStockBitset, STOCK_FIELD_COLUMNS, stockConditionBitset, stockFieldColumns } from "./listed-stock-bitset";
import { buildSiteIndex } from "./site-index";

const DAY_MS = 86_400_000;
const now = new Date("2026-11-22T12:00:00Z");
const schema = { facets: [STOCK_FIELD_COLUMNS.showOnDealerWebsite, STOCK_FIELD_COLUMNS.status], numbers: [STOCK_FIELD_COLUMNS.soldAt] };

const indexOf = (stock: readonly StockState[]) => buildSiteIndex(stock.map((v, id) => ({ id, ...stockFieldColumns(v) })), schema);
const positions = (bits: Uint32Array) => {
  const out: number[] = [];
  forEachBit(bits, (i) => out.push(i));
  return out;
};

const stockArb = fc.array(
  fc.record({
    status: fc.constantFrom<StockState["status"]>("in_stock", "coming_soon", "sold", "other"),
    showOnDealerWebsite: fc.boolean(),
    soldAt: fc.option(
      fc.oneof(fc.integer({ min: 0, max: 61 }).map((d) => d * DAY_MS), fc.integer({ min: -DAY_MS, max: 61 * DAY_MS })).map((ago) => new Date(now.getTime() - ago)),
      { nil: null },
    ),
  }),
  { maxLength: 100 },
);

describe("the listed-stock bitset", () => {
  it("sets exactly the vehicles isListedStock lists, hidden and dateless ones included", () => {
    fc.assert(
      fc.property(stockArb, fc.integer({ min: 0, max: 60 }), (stock, days) => {
        const expected = stock.flatMap((v, i) => (isListedStock(v, now, days) ? [i] : []));
        expect(positions(listedStockBitset(indexOf(stock), now, days))).toEqual(expected);
      }),
    );
  });

  it("lists a sold car from the window's first millisecond, and across a word boundary of the bitset", () => {
    const stock: StockState[] = Array.from({ length: 40 }, (_, i) => ({
      status: i % 2 === 0 ? "sold" : "other",
      soldAt: new Date(now.getTime() - 3 * DAY_MS + (i === 38 ? -1 : 0)),
      showOnDealerWebsite: true,
    }));
    const listed = positions(stockConditionBitset(indexOf(stock), LISTED_STOCK, listedSince(now, 3)));
    expect(listed).toEqual(Array.from({ length: 19 }, (_, k) => k * 2));
  });
});
