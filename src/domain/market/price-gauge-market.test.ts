import { describe, expect, it } from "vitest";
import { MARKET_PRICE_MIN_SAVING, marketAverage, marketPriceIndicator } from "./price-gauge-market";

describe("marketPriceIndicator: at least 500 below the market average", () => {
  it("the threshold is 500: a 500 saving shows, 499 does not", () => {
    expect(MARKET_PRICE_MIN_SAVING).toBe(500);
    expect(marketPriceIndicator(29500, { state_average_market_price: 30000, average_market_price: null })).toEqual({ marketPrice: 30000, saving: 500, source: "state" });
    expect(marketPriceIndicator(29501, { state_average_market_price: 30000, average_market_price: null })).toBeNull();
  });
  it("prefers the state average even when the national one would qualify", () => {
    expect(marketPriceIndicator(29000, { state_average_market_price: 29400, average_market_price: 35000 })).toBeNull();
  });
  it("falls back to the national average when the state average is missing", () => {
    expect(marketPriceIndicator(29000, { state_average_market_price: null, average_market_price: 30000 })).toEqual({ marketPrice: 30000, saving: 1000, source: "national" });
    expect(marketPriceIndicator(29000, { state_average_market_price: 0, average_market_price: 30000 })?.source).toBe("national");
  });
  it.each([
    [30000, null],
    [30000, undefined],
    [30000, { state_average_market_price: null, average_market_price: null }],
    [0, { state_average_market_price: 30000, average_market_price: 30000 }],
    [Number.NaN, { state_average_market_price: 30000, average_market_price: 30000 }],
    [31000, { state_average_market_price: 30000, average_market_price: null }],
  ])("price %s with %j: none", (price, autograb) => expect(marketPriceIndicator(price, autograb)).toBeNull());
  it("marketAverage", () => {
    expect(marketAverage({ state_average_market_price: 1, average_market_price: 2 })).toEqual({ marketPrice: 1, source: "state" });
    expect(marketAverage(null)).toBeNull();
  });
});
