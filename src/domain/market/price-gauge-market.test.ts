import { describe, expect, it } from "vitest";
import { estimateMarket, priceGauge, type MarketSubject } from "./estimate";
import { MARKET_PRICE_MIN_SAVING, marketAverage, marketIndicatorFromEstimate, marketIndicatorText, marketPriceIndicator } from "./price-gauge-market";
import { MARKET_NAME } from "./price-gauge";

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

describe("marketIndicatorFromEstimate: the gauge's market, the gauge's figures", () => {
  const subject: MarketSubject = { id: 1, year: 2021, km: 50_000, make: "Toyota", model: "RAV4", badge: "GX", vin: null };
  // Five same-badge comparables of the subject's year and km: adjusted prices are the prices, median 23,400.
  const prices = [22_800, 23_100, 23_400, 23_700, 24_000];
  const market = estimateMarket(
    subject,
    prices.map((price, i) => ({ id: 10 + i, year: 2021, km: 50_000, badge: "GX", vin: null, price, listedAt: 0 })),
  );

  it("names the gauge's market average and the same difference its sentence states", () => {
    const indicator = marketIndicatorFromEstimate(subject, market, 16_990);
    expect(indicator).toEqual({ marketPrice: 23_400, saving: 6_410, source: "national" });
    expect(priceGauge(subject, market, 16_990).description).toBe("Priced $6,410 below the market average of $23,400 for a 2021 Toyota RAV4 GX with similar kilometres.");
  });

  it("shows nothing the gauge does not: too few comparables, a listing in line with the market, or under $500 below", () => {
    expect(marketIndicatorFromEstimate(subject, estimateMarket(subject, []), 16_990)).toBeNull();
    expect(marketIndicatorFromEstimate(subject, null, 16_990)).toBeNull();
    expect(marketIndicatorFromEstimate(subject, market, 23_200)).toBeNull();
    expect(marketIndicatorFromEstimate(subject, market, 22_901)).toBeNull();
    expect(marketIndicatorFromEstimate(subject, market, 22_900)).toEqual({ marketPrice: 23_400, saving: 500, source: "national" });
  });
});

describe("the market is named one way everywhere (issue 39, item 1)", () => {
  it("the sidebar's indicator names the network as the gauge does, or the state for a state average", () => {
    expect(marketIndicatorText({ marketPrice: 41_190, saving: 1_200, source: "national" }, "QLD")).toBe("$1,200 below the market average of $41,190 across our network");
    expect(marketIndicatorText({ marketPrice: 41_190, saving: 1_200, source: "state" }, "VIC")).toBe("$1,200 below the VIC market average of $41,190");
    expect(marketIndicatorText({ marketPrice: 41_190, saving: 1_200, source: "state" }, null)).toContain(`across ${MARKET_NAME}`);
  });
});
