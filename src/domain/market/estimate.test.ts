import { assert, describe, expect, it } from "vitest";
import {
  adjustPrice,
  chooseComparables,
  coefficientOfVariation,
  estimateMarket,
  fitDepreciation,
  gaugeFill,
  kmBandHalfWidth,
  MARKET_ESTIMATE,
  marketConfidence,
  marketSearchWindow,
  percentile,
  percentileRank,
  priceGauge,
  selectionTiers,
  trimOutliers,
  withoutDuplicates,
  type MarketCandidate,
  type MarketSubject,
} from "./estimate";

const subject: MarketSubject = { id: 1, year: 2021, km: 50_000, make: "Toyota", model: "HiLux", badge: "SR5", vin: "JTEBR3FJ10K000001" };

let nextId = 100;
function candidate(fields: Partial<MarketCandidate>): MarketCandidate {
  nextId += 1;
  return { id: nextId, year: 2021, km: 50_000, badge: "SR5", vin: null, price: 30_000, listedAt: 0, ...fields };
}

describe("percentiles (linear between order statistics)", () => {
  it("reads the quartiles and median of five and four values", () => {
    const five = [10, 20, 30, 40, 50];
    expect(percentile(five, 0.25)).toBe(20);
    expect(percentile(five, 0.5)).toBe(30);
    expect(percentile(five, 0.75)).toBe(40);
    expect(percentile(five, 0)).toBe(10);
    expect(percentile(five, 1)).toBe(50);
    // h = 3 × 0.25 = 0.75 → 1 + 0.75 × (2 − 1); h = 2.25 → 3 + 0.25 × (4 − 3).
    expect(percentile([1, 2, 3, 4], 0.25)).toBe(1.75);
    expect(percentile([1, 2, 3, 4], 0.75)).toBe(3.25);
    expect(percentile([1, 2, 3, 4], 0.5)).toBe(2.5);
  });

  it("inverts them: the share of the market at or below a price", () => {
    const market = [100, 200, 300, 400, 500];
    expect(percentileRank(market, 300)).toBe(0.5);
    // Between 100 (q 0) and 200 (q 0.25), half way.
    expect(percentileRank(market, 150)).toBe(0.125);
    expect(percentileRank(market, 50)).toBe(0);
    expect(percentileRank(market, 600)).toBe(1);
    // Ties take the middle of their span: 200 spans q 1/3 to 2/3 in [100, 200, 200, 300].
    expect(percentileRank([100, 200, 200, 300], 200)).toBe(0.5);
    expect(percentileRank([100, 100, 200], 100)).toBe(0.25);
  });

  it("refuses an empty market", () => {
    expect(() => percentile([], 0.5)).toThrowError(RangeError);
    expect(() => percentileRank([], 1)).toThrowError(RangeError);
  });
});

describe("the gauge fill: cheaper than the market fills more", () => {
  const market = [100, 200, 300, 400, 500];
  it("is the share of the market priced above the listing", () => {
    expect(gaugeFill(market, 300)).toBe(0.5);
    expect(gaugeFill(market, 150)).toBe(0.875);
    expect(gaugeFill(market, 200)).toBe(0.75); // the range's low end (25th percentile)
    expect(gaugeFill(market, 400)).toBe(0.25); // the range's high end (75th percentile)
  });
  it("is clamped to 0–1 beyond the cheapest and the dearest comparable", () => {
    expect(gaugeFill(market, 1)).toBe(1);
    expect(gaugeFill(market, 10_000)).toBe(0);
  });
});

describe("the search window and kilometre bands", () => {
  it("uses the larger of the ratio and the floor", () => {
    const [narrow, wide] = MARKET_ESTIMATE.kmBands;
    expect(kmBandHalfWidth(50_000, narrow)).toBe(20_000); // 30% is 15,000 < 20,000
    expect(kmBandHalfWidth(100_000, narrow)).toBe(30_000);
    expect(kmBandHalfWidth(50_000, wide)).toBe(40_000); // 60% is 30,000 < 40,000
    expect(kmBandHalfWidth(100_000, wide)).toBe(60_000);
  });
  it("covers the widest tier: ±2 years and the wide km band, never below 0 km", () => {
    expect(marketSearchWindow({ year: 2021, km: 100_000 })).toEqual({ yearMin: 2019, yearMax: 2023, kmMin: 40_000, kmMax: 160_000 });
    expect(marketSearchWindow({ year: 2025, km: 10_000 })).toEqual({ yearMin: 2023, yearMax: 2027, kmMin: 0, kmMax: 50_000 });
  });
});

describe("choosing comparables", () => {
  it("drops the subject, its VIN and repeated VINs (keeping the newest listing)", () => {
    const own = candidate({ id: 1 });
    const sameCar = candidate({ vin: " jtebr3fj10k000001 " });
    const older = candidate({ vin: "X1", listedAt: 10 });
    const newer = candidate({ vin: "x1", listedAt: 20 });
    const noVin = candidate({ vin: null });
    const blankVin = candidate({ vin: "  " });
    const kept = withoutDuplicates(subject, [own, sameCar, older, newer, noVin, blankVin]).map((c) => c.id);
    expect(kept.sort()).toEqual([newer.id, noVin.id, blankVin.id].sort());
  });

  it("tries the subject's badge first, narrow to wide, then the whole model", () => {
    expect(selectionTiers(subject)).toEqual([
      { years: 1, kmBand: 0, sameBadge: true },
      { years: 2, kmBand: 0, sameBadge: true },
      { years: 2, kmBand: 1, sameBadge: true },
      { years: 1, kmBand: 0, sameBadge: false },
      { years: 2, kmBand: 0, sameBadge: false },
      { years: 2, kmBand: 1, sameBadge: false },
    ]);
    expect(selectionTiers({ badge: "  " })).toHaveLength(3);
  });

  it("stops at the first tier with five candidates", () => {
    const near = [2020, 2021, 2022].map((year) => candidate({ year, badge: "sr5" }));
    const twoYears = [2019, 2023].map((year) => candidate({ year }));
    const chosen = chooseComparables(subject, [...near, ...twoYears, candidate({ year: 2017 })]);
    expect(chosen?.selection).toEqual({ years: 2, kmBand: 0, sameBadge: true });
    expect(chosen?.comparables).toHaveLength(5);
  });

  it("widens the km band when the narrow one is short", () => {
    // 50,000 km: narrow band ±20,000, wide band ±40,000.
    const inNarrow = [45_000, 60_000].map((km) => candidate({ km }));
    const inWide = [20_000, 85_000, 89_000].map((km) => candidate({ km }));
    const chosen = chooseComparables(subject, [...inNarrow, ...inWide, candidate({ km: 95_000 })]);
    expect(chosen?.selection).toEqual({ years: 2, kmBand: 1, sameBadge: true });
    expect(chosen?.comparables).toHaveLength(5);
  });

  it("prefers four of the same badge to many of mixed badges, and mixes badges when it must", () => {
    const sr5 = [1, 2, 3, 4].map(() => candidate({}));
    const workmates = Array.from({ length: 10 }, () => candidate({ badge: "Workmate" }));
    expect(chooseComparables(subject, [...sr5, ...workmates])?.selection).toEqual({ years: 2, kmBand: 1, sameBadge: true });
    const mixed = chooseComparables(subject, [...sr5.slice(0, 2), ...workmates]);
    expect(mixed?.selection).toEqual({ years: 1, kmBand: 0, sameBadge: false });
    expect(mixed?.comparables).toHaveLength(12);
  });

  it("finds nothing with fewer than three", () => {
    expect(chooseComparables(subject, [candidate({}), candidate({ badge: "Rogue" })])).toBeNull();
  });
});

describe("adjusting prices for year and kilometres", () => {
  it("raises an older, higher-km comparable's price to the subject's year and km", () => {
    // One year older and 10,000 km more: × e^(0.08 + 0.02) = × e^0.1 = × 1.1051709.
    expect(adjustPrice(subject, { year: 2020, km: 60_000, price: 30_000 }, { year: 0.08, km: 0.02 })).toBeCloseTo(33_155.13, 2);
    expect(adjustPrice(subject, { year: 2021, km: 50_000, price: 30_000 }, { year: 0.08, km: 0.02 })).toBe(30_000);
  });

  it("shrinks the fitted rates towards the prior (ridge) and keeps the prior where the data do not vary", () => {
    // log prices −0.1, 0, +0.1 around ln 30,000 at years −1, 0, +1; no km spread.
    // Sxx = 2, Sxz = 0.2; year rate = (0.2 + 4 × 0.08) / (2 + 4) = 0.52 / 6; km rate stays at the prior 0.02.
    const points = [
      { year: 2020, km: 50_000, price: 30_000 * Math.exp(-0.1) },
      { year: 2021, km: 50_000, price: 30_000 },
      { year: 2022, km: 50_000, price: 30_000 * Math.exp(0.1) },
    ];
    const rates = fitDepreciation(subject, points, 4);
    expect(rates.year).toBeCloseTo(0.52 / 6, 12);
    expect(rates.km).toBeCloseTo(0.02, 12);
    expect(fitDepreciation(subject, points.slice(0, 1))).toEqual({ year: MARKET_ESTIMATE.priorYearRate, km: MARKET_ESTIMATE.priorKmRate });
  });

  it("recovers the true rates when the prior is weak, and clamps implausible ones", () => {
    const truth = (dy: number, dk: number, year: number, km: number) => ({
      year: 2021 + dy,
      km: 50_000 + dk * 10_000,
      price: Math.exp(10 + year * dy - km * dk),
    });
    const design: Array<[number, number]> = [[-1, 0], [0, 1], [1, -1], [0, 0], [-2, 3]];
    const exact = fitDepreciation(subject, design.map(([dy, dk]) => truth(dy, dk, 0.12, 0.03)), 1e-9);
    expect(exact.year).toBeCloseTo(0.12, 6);
    expect(exact.km).toBeCloseTo(0.03, 6);
    // Newer cars cheaper and km adding value: both clamped to 0. Depreciation of 40% a year: clamped to 25%.
    expect(fitDepreciation(subject, design.map(([dy, dk]) => truth(dy, dk, -0.5, -0.1)), 1e-9)).toEqual({ year: 0, km: 0 });
    expect(fitDepreciation(subject, design.map(([dy, dk]) => truth(dy, dk, 0.4, 0.03)), 1e-9).year).toBe(0.25);
  });
});

describe("outliers, spread and confidence", () => {
  const prices = [20_000, 21_000, 22_000, 23_000, 60_000];

  it("drops prices outside Tukey's fences on log price", () => {
    // ln: 9.9035, 9.9523, 9.9988, 10.0432, 11.0021. Q1 9.9523, Q3 10.0432, IQR 0.0910:
    // fences 9.8158 … 10.1797, so 60,000 goes and 20,000 stays.
    const kept = trimOutliers(subject, prices.map((price) => candidate({ price })));
    expect(kept.map((c) => c.price)).toEqual([20_000, 21_000, 22_000, 23_000]);
  });

  it("computes the coefficient of variation with the sample standard deviation", () => {
    // Mean 21,500; deviations ±1,500, ±500; variance 5,000,000 / 3; sd 1,290.99.
    expect(coefficientOfVariation([20_000, 21_000, 22_000, 23_000])).toBeCloseTo(1290.994 / 21_500, 6);
    expect(coefficientOfVariation([5])).toBe(0);
  });

  it("scores confidence as n/(n+5) × (1 − 2·CV), clamped, and 0 below three comparables", () => {
    expect(marketConfidence(4, 0.0600463)).toBeCloseTo((4 / 9) * (1 - 0.1200926), 6); // 0.3911
    expect(marketConfidence(5, 0)).toBe(0.5);
    expect(marketConfidence(20, 0.6)).toBe(0);
    expect(marketConfidence(2, 0)).toBe(0);
  });

  it("halves confidence when the comparables mix badges", () => {
    expect(marketConfidence(5, 0, false)).toBe(0.25);
    expect(marketConfidence(20, 0.1, false)).toBeCloseTo(0.8 * 0.8 * 0.5, 12);
  });
});

describe("the market estimate and the spec's response", () => {
  const fiveSr5s = () => [20_000, 21_000, 22_000, 23_000, 60_000].map((price) => candidate({ price }));

  it("trims, adjusts and summarises: range = 25th–75th percentile, typical = median", () => {
    const estimate = estimateMarket(subject, fiveSr5s());
    expect(estimate.kind).toBe("estimate");
    assert(estimate.kind === "estimate");
    expect(estimate.selection).toEqual({ years: 1, kmBand: 0, sameBadge: true });
    expect(estimate.comparables).toBe(4);
    expect(estimate.rates).toEqual({ year: 0.08, km: 0.02 });
    expect(estimate.adjustedPrices).toEqual([20_000, 21_000, 22_000, 23_000]);
    expect(estimate.rangeMin).toBe(20_750);
    expect(estimate.rangeMax).toBe(22_250);
    expect(estimate.median).toBe(21_500);
    expect(estimate.confidence).toBeCloseTo(0.39107, 5);
  });

  it("answers a listing below the market with a full gauge and a sentence", () => {
    expect(priceGauge(subject, estimateMarket(subject, fiveSr5s()), 19_350)).toEqual({
      fill: 1,
      listing_price: 19_350,
      market_range_min: 20_750,
      market_range_max: 22_250,
      confidence: 0.39,
      description: "Priced $2,150 below the market average of $21,500 for a 2021 Toyota HiLux SR5 with similar kilometres.",
      market_average: 21_500,
    });
  });

  it("answers a listing at or above the market", () => {
    const estimate = estimateMarket(subject, fiveSr5s());
    const atMedian = priceGauge(subject, estimate, 21_500);
    expect(atMedian.fill).toBe(0.5);
    expect(atMedian.description).toBe("Priced in line with the market average of $21,500 for a 2021 Toyota HiLux SR5 with similar kilometres.");
    // 22,000 is the third of four: q = 2/3, fill 1/3; $500 is above the $250 floor of "in line".
    const above = priceGauge(subject, estimate, 22_000);
    expect(above.fill).toBe(0.333);
    expect(above.description).toBe("Priced $500 above the market average of $21,500 for a 2021 Toyota HiLux SR5 with similar kilometres.");
  });

  it("gives the range without a fill when the vehicle shows no price", () => {
    const answer = priceGauge(subject, estimateMarket(subject, fiveSr5s()), 0);
    expect(answer.fill).toBeNull();
    expect(answer.listing_price).toBeNull();
    expect(answer.description).toBe("The market price for a 2021 Toyota HiLux SR5 with similar kilometres is typically $20,750 to $22,250.");
  });

  it("adjusts comparables of other years with the fitted rate before taking percentiles", () => {
    const noBadge = { ...subject, badge: null };
    const points = [
      candidate({ year: 2020, price: 30_000 * Math.exp(-0.1) }),
      candidate({ year: 2021, price: 30_000 }),
      candidate({ year: 2022, price: 30_000 * Math.exp(0.1) }),
    ];
    const estimate = estimateMarket(noBadge, points);
    if (estimate.kind !== "estimate") throw new Error("expected an estimate");
    // Three model-wide comparables: the widest tier. Year rate 0.52/6 ≈ 0.08667, so the 2020 car is
    // 30,000 × e^(−0.1 + 0.08667) = 29,602.65 and the 2022 car 30,000 × e^(0.1 − 0.08667) = 30,402.68.
    expect(estimate.selection).toEqual({ years: 2, kmBand: 1, sameBadge: false });
    expect(estimate.adjustedPrices[0]).toBeCloseTo(29_602.65, 1);
    expect(estimate.adjustedPrices[2]).toBeCloseTo(30_402.68, 1);
    expect(estimate.rangeMin).toBeCloseTo(29_801.33, 1);
    expect(estimate.rangeMax).toBeCloseTo(30_201.34, 1);
    // Mean 30,001.78, sd 400.01: CV 0.013333; 3/8 × (1 − 0.026666) × ½ (mixed badges: the subject has none) = 0.1825.
    expect(estimate.confidence).toBeCloseTo(0.1825, 4);
    expect(priceGauge(noBadge, estimate, 30_000).description).toBe("Priced in line with the market average of $30,000 for a 2021 Toyota HiLux with similar kilometres.");
  });

  it("answers too few comparables with confidence 0 and the gauge's fields missing", () => {
    const estimate = estimateMarket(subject, [candidate({}), candidate({ price: 31_000 })]);
    expect(estimate).toEqual({ kind: "insufficient", comparables: 2 });
    expect(priceGauge(subject, estimate, 29_990)).toEqual({
      fill: null,
      listing_price: 29_990,
      market_range_min: null,
      market_range_max: null,
      confidence: 0,
      description: "Not enough similar vehicles are for sale to compare this 2021 Toyota HiLux SR5 with the market.",
      market_average: null,
    });
  });
});
