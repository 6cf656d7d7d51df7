import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { marketDescription, priceGauge, type MarketEstimate } from "./estimate";
import { GOOD_DEAL, GREAT_DEAL, priceGaugeView } from "./price-gauge";
import { pageMarket } from "./page-market";

/**
 * Issue 39, item 1: the price badge contradicted its own sentence (7 of 107 gauges said Good Deal while "above the
 * market average", 10 Great Deal while "in line"). Over generated cars and markets, the badge and the sentence
 * beside it make the same comparison: a badge only beside "below the market average".
 */
const subject = { year: 2024, make: "Ford", model: "Ranger", badge: "Wildtrak" };

const market = fc
  .record({
    prices: fc.array(fc.integer({ min: 5_000, max: 150_000 }), { minLength: 5, maxLength: 40 }),
    confidence: fc.double({ min: 0.21, max: 1, noNaN: true }),
    sameBadge: fc.boolean(),
  })
  .map(({ prices, confidence, sameBadge }) => {
    const sorted = [...prices].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)]!;
    return { sorted, median, confidence, sameBadge };
  });

describe("the gauge's badge and its sentence agree (issue 39, item 1)", () => {
  it("shows Good Deal or Great Deal only beside 'below the market average', never beside 'above' or 'in line'", () => {
    fc.assert(
      fc.property(market, fc.double({ min: 0.5, max: 1.6, noNaN: true }), ({ sorted, median, confidence, sameBadge }, factor) => {
        const listing = Math.round(median * factor);
        const estimate = {
          kind: "estimate",
          median,
          rangeMin: sorted[0]!,
          rangeMax: sorted[sorted.length - 1]!,
          adjustedPrices: sorted,
          confidence,
          selection: { sameBadge },
        } as unknown as Extract<MarketEstimate, { kind: "estimate" }>;
        const view = priceGaugeView(priceGauge(subject, estimate, listing));
        if (view === null) return; // hidden gauges make no claim
        const sentence = marketDescription(subject, estimate, listing);
        expect(view.gauge.description).toBe(sentence);
        if (view.label === GOOD_DEAL || view.label === GREAT_DEAL) expect(sentence).toMatch(/ below the market average/);
        if (/ above the market average|in line with/.test(sentence)) expect(view.label).toBeNull();
      }),
      { numRuns: 2_000 },
    );
  });

  it("with the car's state average (issue 38): the badge, the sentence and the average they name are that average's", () => {
    fc.assert(
      fc.property(market, fc.double({ min: 0.5, max: 1.6, noNaN: true }), fc.double({ min: 0.7, max: 1.4, noNaN: true }), fc.constantFrom("VIC", "QLD", null), ({ sorted, median, confidence, sameBadge }, factor, stateFactor, state) => {
        const listing = Math.round(median * factor);
        const estimate = {
          kind: "estimate",
          median,
          rangeMin: sorted[0]!,
          rangeMax: sorted[sorted.length - 1]!,
          adjustedPrices: sorted,
          confidence,
          selection: { sameBadge },
        } as unknown as Extract<MarketEstimate, { kind: "estimate" }>;
        const figure = pageMarket({ state_average_market_price: Math.round(median * stateFactor), average_market_price: null }, estimate, state);
        const answer = priceGauge(subject, estimate, listing, figure);
        expect(answer.market_average).toBe(figure!.marketPrice);
        const view = priceGaugeView(answer);
        if (view === null) return;
        const sentence = marketDescription(subject, estimate, listing, figure);
        expect(view.gauge.description).toBe(sentence);
        expect(sentence).toContain(state ? `the ${state} market average` : "the state market average");
        if (view.label !== null) expect(sentence).toMatch(/ below the \w+ market average/);
        if (/ above the \w+ market average|in line with/.test(sentence)) expect(view.label).toBeNull();
      }),
      { numRuns: 2_000 },
    );
  });
});
