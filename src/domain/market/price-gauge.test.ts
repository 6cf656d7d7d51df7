import { describe, expect, it } from "vitest";
import {
  autogaugeEligible,
  GOOD_DEAL,
  GREAT_DEAL,
  parsePriceGauge,
  PRICE_GAUGE_ANIMATION_MS,
  PRICE_GAUGE_MIN_FILL,
  PRICE_GAUGE_NO_DATA,
  priceGaugeBand,
  priceGaugeFillPercent,
  priceGaugeLabel,
  priceGaugeView,
  priceGaugeVisible,
} from "./price-gauge";

const answer = { fill: 0.7, listing_price: 31990, market_range_min: 30500, market_range_max: 36200, confidence: 0.85, description: "Priced below market", market_average: 33500 };

describe("parsePriceGauge: any missing field is 'No data returned'", () => {
  it("reads the six fields (numeric strings too)", () => {
    expect(parsePriceGauge({ ...answer, fill: "0.7" })).toEqual({
      ok: true,
      gauge: { fill: 0.7, listingPrice: 31990, marketRangeMin: 30500, marketRangeMax: 36200, confidence: 0.85, description: "Priced below market", marketAverage: 33500 },
    });
    expect(PRICE_GAUGE_NO_DATA).toBe("No data returned");
  });
  it.each(["fill", "listing_price", "market_range_min", "market_range_max", "confidence", "description"])("without %s", (field) => {
    expect(parsePriceGauge({ ...answer, [field]: null })).toEqual({ ok: false, error: "No data returned" });
    const { [field as keyof typeof answer]: _dropped, ...rest } = answer;
    expect(parsePriceGauge(rest)).toEqual({ ok: false, error: "No data returned" });
  });
  it.each([[null], ["x"], [{ ...answer, fill: "abc" }], [{ ...answer, fill: 1.2 }], [{ ...answer, fill: -0.1 }]])("%j", (body) => {
    expect(parsePriceGauge(body).ok).toBe(false);
  });
});

describe("visibility", () => {
  const gauge = { fill: 0.5, listingPrice: 30000, marketRangeMin: 28000, marketRangeMax: 33000, confidence: 0.5, description: "", marketAverage: 31000 };
  it.each([
    ["confidence 0.21", { confidence: 0.21 }, true],
    ["confidence 0.2", { confidence: 0.2 }, false],
    ["confidence 0.1", { confidence: 0.1 }, false],
    ["market max equal to the price", { marketRangeMax: 30000 }, true],
    ["market max below the price", { marketRangeMax: 29999 }, false],
  ])("%s", (_, change, visible) => expect(priceGaugeVisible({ ...gauge, ...change })).toBe(visible));
});

describe("band, label and fill", () => {
  it.each([
    [0, "low", GOOD_DEAL, 20],
    [0.1, "low", GOOD_DEAL, 20],
    [0.2, "low", GOOD_DEAL, 20],
    [0.29, "low", GOOD_DEAL, 29],
    [0.3, "medium", GOOD_DEAL, 30],
    [0.59, "medium", GOOD_DEAL, 59],
    [0.6, "high", GOOD_DEAL, 60],
    [0.649, "high", GOOD_DEAL, 65],
    [0.65, "high", GREAT_DEAL, 65],
    [1, "high", GREAT_DEAL, 100],
  ])("fill %s: %s, %s, drawn %s%%", (fill, band, label, percent) => {
    expect(priceGaugeBand(fill)).toBe(band);
    expect(priceGaugeLabel(fill)).toBe(label);
    expect(priceGaugeFillPercent(fill)).toBe(percent);
  });
  it("constants", () => {
    expect(GOOD_DEAL).toBe("Good Deal");
    expect(GREAT_DEAL).toBe("Great Deal");
    expect(PRICE_GAUGE_MIN_FILL).toBe(0.2);
    expect(PRICE_GAUGE_ANIMATION_MS).toBe(2500);
  });
});

describe("priceGaugeView", () => {
  it("draws a visible answer", () => {
    expect(priceGaugeView(answer)).toMatchObject({ band: "high", label: "Great Deal", fillPercent: 70 });
    expect(priceGaugeView({ ...answer, fill: 0.1 })).toMatchObject({ band: "low", label: "Good Deal", fillPercent: 20 });
  });
  it("shows no badge for a price in line with or above the market average, or with no average (issue 39, item 1)", () => {
    // The Ranger Wildtrak: "Good Deal" beside "Priced $2,162 above the market average".
    expect(priceGaugeView({ ...answer, fill: 0.4, listing_price: 52162, market_range_min: 45000, market_range_max: 60000, market_average: 50000 })).toMatchObject({ band: "medium", label: null });
    expect(priceGaugeView({ ...answer, market_average: 32100 })).toMatchObject({ band: "high", label: null }); // $110 below: in line
    expect(priceGaugeView({ ...answer, market_average: undefined })).toMatchObject({ band: "high", label: null });
  });
  it("hides missing data and failing rules", () => {
    expect(priceGaugeView({ ...answer, description: undefined })).toBeNull();
    expect(priceGaugeView({ ...answer, confidence: 0.2 })).toBeNull();
    expect(priceGaugeView({ ...answer, market_range_max: 31989 })).toBeNull();
  });
});

describe("autogaugeEligible: in stock, not reserved, price over 200", () => {
  it.each([
    [{ status: "in_stock", reserved: false, price: 201 }, true, true],
    [{ status: "in_stock", reserved: false, price: 200 }, true, false],
    [{ status: "in_stock", reserved: true, price: 30000 }, true, false],
    [{ status: "sold", reserved: false, price: 30000 }, true, false],
    [{ status: "coming_soon", reserved: false, price: 30000 }, true, false],
    [{ status: "in_stock", reserved: false, price: 30000 }, false, false],
  ])("%j enabled %s -> %s", (car, enabled, eligible) => expect(autogaugeEligible(car, enabled)).toBe(eligible));
});
