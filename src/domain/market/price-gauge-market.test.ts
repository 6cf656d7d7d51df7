import { describe, expect, it } from "vitest";
import { estimateMarket, priceGauge, type MarketSubject } from "./estimate";
import { MARKET_PRICE_MIN_SAVING, marketIndicator, marketIndicatorText, marketPriceIndicator } from "./price-gauge-market";
import { marketAverageName, pageMarket, type PageMarket } from "./page-market";
import { MARKET_NAME, priceGaugeView } from "./price-gauge";

const subject: MarketSubject = { id: 1, year: 2021, km: 50_000, make: "Toyota", model: "RAV4", badge: "GX", vin: null };
// Five same-badge comparables of the subject's year and km: adjusted prices are the prices, median 23,400.
const prices = [22_800, 23_100, 23_400, 23_700, 24_000];
const estimate = estimateMarket(
  subject,
  prices.map((price, i) => ({ id: 10 + i, year: 2021, km: 50_000, badge: "GX", vin: null, price, listedAt: 0 })),
);
const state = (marketPrice: number, name: string | null = "VIC"): PageMarket => ({ marketPrice, source: "state", state: name });

describe("pageMarket: the page's one market figure prefers the state average, else the platform's estimate", () => {
  it("takes the car's state average where its data has one, even beside an estimate", () => {
    expect(pageMarket({ state_average_market_price: 25_990, average_market_price: 24_000 }, estimate, "VIC")).toEqual({ marketPrice: 25_990, source: "state", state: "VIC" });
  });
  it("falls back to the platform's estimate (its median) without a state average", () => {
    expect(pageMarket({ state_average_market_price: null, average_market_price: 24_000 }, estimate, "VIC")).toEqual({ marketPrice: 23_400, source: "platform", state: null });
    expect(pageMarket({ state_average_market_price: 0, average_market_price: null }, estimate, "VIC")?.source).toBe("platform");
    expect(pageMarket(null, estimate, "QLD")).toEqual({ marketPrice: 23_400, source: "platform", state: null });
  });
  it("has no figure with neither: no state average and too few similar cars (or no estimate)", () => {
    expect(pageMarket(null, estimateMarket(subject, []), "VIC")).toBeNull();
    expect(pageMarket({ state_average_market_price: null, average_market_price: 30_000 }, null, "VIC")).toBeNull();
  });
  it("keeps a state average without an estimate, and names the state when the car's location has one", () => {
    expect(pageMarket({ state_average_market_price: 30_000.4, average_market_price: null }, null, " ")).toEqual({ marketPrice: 30_000, source: "state", state: null });
    expect(marketAverageName(state(1))).toBe("the VIC market average");
    expect(marketAverageName(state(1, null))).toBe("the state market average");
    expect(marketAverageName({ source: "platform", state: null })).toBe("the market average");
  });
});

describe("marketPriceIndicator: at least 500 below the market average", () => {
  it("the threshold is 500: a 500 saving shows, 499 does not", () => {
    expect(MARKET_PRICE_MIN_SAVING).toBe(500);
    expect(marketPriceIndicator(29500, state(30_000))).toEqual({ marketPrice: 30000, saving: 500, source: "state", state: "VIC" });
    expect(marketPriceIndicator(29501, state(30_000))).toBeNull();
  });
  it.each([
    [30000, null],
    [0, state(30_000)],
    [Number.NaN, state(30_000)],
    [31000, state(30_000)],
  ])("price %s with %j: none", (price, market) => expect(marketPriceIndicator(price, market)).toBeNull());
});

describe("marketIndicator: on the page's market, as the gauge names it", () => {
  it("with the platform's estimate: the gauge's market average and the same difference its sentence states", () => {
    const market = pageMarket(null, estimate, "VIC");
    const indicator = marketIndicator(subject, market, estimate, 16_990);
    expect(indicator).toEqual({ marketPrice: 23_400, saving: 6_410, source: "platform", state: null });
    expect(priceGauge(subject, estimate, 16_990, market).description).toBe("Priced $6,410 below the market average of $23,400 for a 2021 Toyota RAV4 GX with similar kilometres.");
  });

  it("with a state average: that figure, in the indicator and in the gauge's sentence and badge, not the estimate's", () => {
    const market = pageMarket({ state_average_market_price: 26_000, average_market_price: 23_000 }, estimate, "VIC");
    const indicator = marketIndicator(subject, market, estimate, 23_000);
    expect(indicator).toEqual({ marketPrice: 26_000, saving: 3_000, source: "state", state: "VIC" });
    expect(marketIndicatorText(indicator!)).toBe("$3,000 below the VIC market average of $26,000");
    const gauge = priceGauge(subject, estimate, 23_000, market);
    expect(gauge.description).toBe("Priced $3,000 below the VIC market average of $26,000 for a 2021 Toyota RAV4 GX.");
    expect(gauge.market_average).toBe(26_000);
    expect(priceGaugeView(gauge)?.label).not.toBeNull();
    // Above the state average the badge is withheld, although the price is below the estimate's median.
    const above = priceGauge(subject, estimate, 22_900, pageMarket({ state_average_market_price: 21_000, average_market_price: null }, estimate, "VIC"));
    expect(above.description).toBe("Priced $1,900 above the VIC market average of $21,000 for a 2021 Toyota RAV4 GX.");
    expect(priceGaugeView(above)?.label).toBeNull();
  });

  it("a state average names the car's market even where the gauge has too few similar cars", () => {
    const none = estimateMarket(subject, []);
    expect(marketIndicator(subject, pageMarket({ state_average_market_price: 26_000, average_market_price: null }, none, "NSW"), none, 23_000)?.marketPrice).toBe(26_000);
    // In line with the state average (within 1% or $250): no indicator, as the gauge's sentence says "in line".
    expect(marketIndicator(subject, state(100_000), null, 99_300)).toBeNull();
  });

  it("shows nothing the gauge does not on the platform's estimate: too few comparables, a listing in line, or under $500 below", () => {
    const market = pageMarket(null, estimate, null);
    expect(marketIndicator(subject, pageMarket(null, estimateMarket(subject, []), null), estimateMarket(subject, []), 16_990)).toBeNull();
    expect(marketIndicator(subject, null, null, 16_990)).toBeNull();
    expect(marketIndicator(subject, market, estimate, 23_200)).toBeNull();
    expect(marketIndicator(subject, market, estimate, 22_901)).toBeNull();
    expect(marketIndicator(subject, market, estimate, 22_900)).toEqual({ marketPrice: 23_400, saving: 500, source: "platform", state: null });
  });
});

describe("the market is named one way everywhere (issue 39, item 1)", () => {
  it("the sidebar's indicator names the network as the gauge does, or the state for a state average", () => {
    expect(marketIndicatorText({ marketPrice: 41_190, saving: 1_200, source: "platform", state: null })).toBe("$1,200 below the market average of $41,190 across our network");
    expect(marketIndicatorText({ marketPrice: 41_190, saving: 1_200, source: "state", state: "VIC" })).toBe("$1,200 below the VIC market average of $41,190");
    expect(marketIndicatorText({ marketPrice: 41_190, saving: 1_200, source: "state", state: null })).toBe("$1,200 below the state market average of $41,190");
    expect(MARKET_NAME).toBe("our network");
  });
});
