import { describe, expect, it } from "vitest";
import { isListedStock, LISTED_STOCK, listedSince, meetsStockCondition, type StockState } from "./listed-stock";

const now = new Date("2026-11-22T12:00:00Z");
const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);
const car = (over: Partial<StockState>): StockState => ({ status: "in_stock", soldAt: null, showOnDealerWebsite: true, ...over });

describe("the listed-stock filter (spec 002: in_stock, coming_soon or sold within N days, and show_on_dealer_website)", () => {
  it("lists in-stock and coming-soon cars shown on the dealer website", () => {
    expect(isListedStock(car({ status: "in_stock" }), now, 3)).toBe(true);
    expect(isListedStock(car({ status: "coming_soon" }), now, 3)).toBe(true);
    expect(isListedStock(car({ status: "in_stock", showOnDealerWebsite: false }), now, 3)).toBe(false);
    expect(isListedStock(car({ status: "coming_soon", showOnDealerWebsite: false }), now, 3)).toBe(false);
    expect(isListedStock(car({ status: "other" }), now, 3)).toBe(false);
  });

  it("keeps sold cars for the site's number of days (default 3), the last instant included", () => {
    expect(isListedStock(car({ status: "sold", soldAt: daysAgo(2.9) }), now, 3)).toBe(true);
    expect(isListedStock(car({ status: "sold", soldAt: daysAgo(3) }), now, 3)).toBe(true);
    expect(isListedStock(car({ status: "sold", soldAt: new Date(daysAgo(3).getTime() - 1) }), now, 3)).toBe(false);
    expect(isListedStock(car({ status: "sold", soldAt: daysAgo(3.1) }), now, 3)).toBe(false);
    expect(isListedStock(car({ status: "sold", soldAt: daysAgo(4) }), now, 5)).toBe(true);
    expect(isListedStock(car({ status: "sold", soldAt: daysAgo(0.5) }), now, 0)).toBe(false);
  });

  it("never lists a sold car without a sale date, a hidden sold car, or an 'other' car with a recent date", () => {
    expect(isListedStock(car({ status: "sold", soldAt: null }), now, 60)).toBe(false);
    expect(isListedStock(car({ status: "sold", soldAt: daysAgo(1), showOnDealerWebsite: false }), now, 3)).toBe(false);
    expect(isListedStock(car({ status: "other", soldAt: daysAgo(1) }), now, 3)).toBe(false);
  });

  it("is the LISTED_STOCK condition with the window starting N days before now", () => {
    expect(listedSince(now, 3).toISOString()).toBe("2026-11-19T12:00:00.000Z");
    const sold = car({ status: "sold", soldAt: daysAgo(2) });
    expect(meetsStockCondition(LISTED_STOCK, sold, daysAgo(1))).toBe(false);
    expect(meetsStockCondition(LISTED_STOCK, sold, daysAgo(2))).toBe(true);
  });
});
