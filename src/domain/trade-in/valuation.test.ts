import { describe, expect, it } from "vitest";
import { estimateMarket, type MarketCandidate, type MarketSubject } from "../market/estimate";
import {
  changeOverPrice,
  offerExpired,
  offerValidUntil,
  roundTradeFigure,
  valuationStatus,
  TRADE_IN_VALUATION,
  tradeValue,
  valuationBasis,
  valuationFromMarket,
  valuationMessage,
  type ValuedCar,
} from "./valuation";

/** The shopper's car: no id or VIN of the platform's. */
const subject: MarketSubject = { id: 0, year: 2021, km: 60_000, make: "Toyota", model: "HiLux", badge: "SR5", vin: null };
const car: ValuedCar = { year: 2021, make: "Toyota", model: "HiLux", badge: "SR5", title: "2021 Toyota HiLux SR5", km: 60_000 };

let nextId = 1;
/** A comparable of the subject's own year, kilometres and badge: its price needs no adjusting. */
function listing(price: number, fields: Partial<MarketCandidate> = {}): MarketCandidate {
  nextId += 1;
  return { id: nextId, year: 2021, km: 60_000, badge: "SR5", vin: null, price, listedAt: 0, ...fields };
}

describe("the trade value of a retail price", () => {
  it("is retail less 12 % margin, $1,500 of costs and the reconditioning", () => {
    expect(TRADE_IN_VALUATION).toMatchObject({ dealerMarginShare: 0.12, dealerCostsPerCar: 1_500, rounding: 100, minComparables: 5, minimumTradeValue: 1_000 });
    // 40,000 × 0.88 = 35,200; − 1,500 − 800 = 32,900.
    expect(tradeValue(40_000, 800)).toBeCloseTo(32_900, 6);
    expect(tradeValue(10_000, 0)).toBeCloseTo(7_300, 6);
  });

  it("rounds figures to the nearest $100", () => {
    expect(roundTradeFigure(25_380)).toBe(25_400);
    expect(roundTradeFigure(26_249.99)).toBe(26_200);
    expect(roundTradeFigure(26_250)).toBe(26_300);
  });
});

describe("a valuation on fixed comparables", () => {
  it("gives the range from the market's quartiles and the offer from its median, less the answers' reconditioning", () => {
    // Five listings of the same year, km and badge: adjusted prices are the prices; quartiles 31,000 / 32,000 / 33,000.
    const market = estimateMarket(subject, [34_000, 31_000, 30_000, 33_000, 32_000].map((price) => listing(price)));
    expect(market).toMatchObject({ kind: "estimate", comparables: 5, rangeMin: 31_000, median: 32_000, rangeMax: 33_000 });
    const outcome = valuationFromMarket(market, 400);
    // 31,000 × 0.88 − 1,500 − 400 = 25,380 → 25,400; 32,000 → 26,260 → 26,300; 33,000 → 27,140 → 27,100.
    expect(outcome).toEqual({
      kind: "estimate",
      low: 25_400,
      high: 27_100,
      offer: 26_300,
      retail: { low: 31_000, median: 32_000, high: 33_000 },
      comparables: 5,
      sameBadge: true,
      reconditioning: 400,
    });
    if (outcome.kind !== "estimate") throw new Error("no estimate");
    expect(valuationMessage(outcome, car, 2026)).toBe("We estimate your 2021 Toyota HiLux SR5 at $25,400 to $27,100.");
    expect(valuationBasis(outcome, car)).toBe(
      "Based on 5 similar 2021 Toyota HiLux SR5 listed by dealers across our network (in stock, or sold in the last 90 days), typically $32,000 (middle half $31,000 to $33,000) once adjusted to your car's year and 60,000 km, less the dealer's resale costs (12% of the price and $1,500) and $400 of reconditioning for your answers.",
    );
  });

  it("says when the comparables mix trims", () => {
    // Only two SR5s: the model's other trims are compared (the gauge's model-wide tier).
    const listings = [31_000, 32_000].map((price) => listing(price)).concat([30_000, 33_000, 34_000].map((price) => listing(price, { badge: "Workmate" })), [listing(36_000, { badge: "Rogue" })]);
    const outcome = valuationFromMarket(estimateMarket(subject, listings), 0);
    expect(outcome).toMatchObject({ kind: "estimate", comparables: 6, sameBadge: false });
    if (outcome.kind !== "estimate") throw new Error("no estimate");
    expect(valuationBasis(outcome, car)).toMatch(/^Based on 6 similar 2021 Toyota HiLux \(several trims\) listed/);
  });

  it("answers 'too few' instead of a figure below five comparables (the gauge's own choice: four of the car's trim beat more of mixed trims)", () => {
    const four = estimateMarket(subject, [31_000, 32_000, 33_000, 34_000].map((price) => listing(price)));
    expect(four).toMatchObject({ kind: "estimate", comparables: 4 });
    const outcome = valuationFromMarket(four, 0);
    expect(outcome).toEqual({ kind: "too-few", comparables: 4, needed: 5 });
    expect(valuationMessage(outcome, car, 2026)).toBe(
      "We don't have enough similar cars listed to value your 2021 Toyota HiLux SR5 online: we found 4 and need at least 5. Send us the details and our team will value it for you.",
    );
    expect(valuationFromMarket(estimateMarket(subject, [listing(30_000)]), 0)).toEqual({ kind: "too-few", comparables: 1, needed: 5 });
    expect(valuationFromMarket(estimateMarket(subject, []), 0)).toEqual({ kind: "too-few", comparables: 0, needed: 5 });
  });

  it("leaves a car worth under $1,000 at the low end to the dealer", () => {
    const cheap = estimateMarket(subject, [4_000, 4_200, 4_400, 4_600, 4_800].map((price) => listing(price)));
    // 4,200 × 0.88 − 1,500 − 2,000 = 196.
    expect(valuationFromMarket(cheap, 2_000)).toEqual({ kind: "below-minimum", comparables: 5, reconditioning: 2_000 });
    expect(valuationFromMarket(cheap, 0)).toMatchObject({ kind: "estimate", low: 2_200 });
  });
});

describe("the change-over price (reduced price = price − offer when the offer is positive)", () => {
  it.each([
    [45_990, 18_500, 27_490],
    [45_990, 0, null],
    [45_990, -100, null],
    [45_990, null, null],
    [null, 18_500, null],
    [0, 18_500, null],
    [18_500, 18_500, null],
    [15_000, 18_500, null],
  ] as const)("price %s, offer %s: %s", (price, offer, expected) => {
    expect(changeOverPrice(price, offer)).toBe(expected);
  });
});

describe("how long an offer stays open", () => {
  it("is open for the whole number of days from when it was made", () => {
    const made = new Date("2026-11-20T03:00:00Z");
    expect(offerValidUntil(made, 7).toISOString()).toBe("2026-11-27T03:00:00.000Z");
    expect(offerExpired(made, 7, new Date("2026-11-27T02:59:59Z"))).toBe(false);
    expect(offerExpired(made, 7, new Date("2026-11-27T03:00:00Z"))).toBe(true);
  });
});

describe("where a valuation stands (My Garage)", () => {
  const made = new Date("2026-11-20T03:00:00Z");
  const estimate = { kind: "estimate" as const, low: 1, high: 3, offer: 2, retail: { low: 1, median: 2, high: 3 }, comparables: 5, sameBadge: true, reconditioning: 0 };
  const none = { kind: "no-online-estimate" as const, reason: "age" as const };
  const within = new Date("2026-11-21T00:00:00Z");
  const after = new Date("2026-11-28T00:00:00Z");
  it.each([
    [estimate, false, false, within, "Not sent to the dealer"],
    [estimate, true, false, within, "Offer open"],
    [estimate, true, false, after, "Offer expired"],
    [estimate, true, true, after, "Offer accepted"],
    [none, false, false, within, "No online estimate"],
    [none, true, false, within, "Sent to the dealer to value"],
  ] as const)("%j sent %s accepted %s at %s: %s", (outcome, sentToDealer, accepted, now, status) => {
    expect(valuationStatus({ outcome, sentToDealer, accepted, madeAt: made }, 7, now)).toBe(status);
  });
});
