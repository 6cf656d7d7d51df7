/**
 * A trade-in valuation from the platform's own market data (issue 13): the comparables behind the price gauge
 * (`../market/estimate.ts`: same make and model across every site's used and demo stock, in stock or sold in the
 * last 90 days, within a year and kilometre window, outliers trimmed, prices adjusted to the shopper's car's year and
 * kilometres) give the retail market for the car; a dealer buys at the retail price less what reselling costs it:
 *
 *     trade value(retail) = retail × (1 − dealerMarginShare) − dealerCostsPerCar − reconditioning
 *
 * - the range is the trade value of the market's 25th and 75th percentiles (the gauge's market range);
 * - the offer is the trade value of the median (the typical retail price);
 * - each rounded to the nearest $100.
 *
 * No figure is invented: with fewer than `minComparables` comparables the answer is "too few", and a range whose low
 * end is under `minimumTradeValue` is left to the dealer. The FAQ rule (over 7 years or 100,000 km, `online-estimate.ts`)
 * is checked before the market is read. docs/trade-in.md explains the method and its constants.
 */
import { formatCurrency } from "../vehicle/price-display";
import { kilometresInProse } from "../vehicle/specs";
import { MARKET_ESTIMATE, type MarketEstimate } from "../market/estimate";
import { MARKET_NAME } from "../market/price-gauge";
import { noOnlineEstimateMessage, type NoOnlineEstimateReason } from "./online-estimate";

/** Every number of the method, in one place. */
export const TRADE_IN_VALUATION = {
  /**
   * A figure needs at least this many comparables after trimming. The gauge shows a market with 3; a price offered
   * to a seller asks for its target sample, 5.
   */
  minComparables: MARKET_ESTIMATE.targetComparables,
  /** The dealer's gross margin on resale, as a share of the retail price (Australian used-car dealers: about 10–15 %). */
  dealerMarginShare: 0.12,
  /** What every car costs the dealer to resell, whatever its answers: detailing, a roadworthy, advertising, statutory warranty, holding. */
  dealerCostsPerCar: 1_500,
  /** Figures are rounded to this many dollars. */
  rounding: 100,
  /** Below this trade value at the low end of the range, the dealer values the car in person. */
  minimumTradeValue: 1_000,
} as const;

/** The retail price a dealer would advertise the car at, after its costs and the reconditioning: what it can pay. */
export function tradeValue(retail: number, reconditioning: number): number {
  return retail * (1 - TRADE_IN_VALUATION.dealerMarginShare) - TRADE_IN_VALUATION.dealerCostsPerCar - reconditioning;
}

/** To the nearest $100 (halves up). */
export function roundTradeFigure(amount: number): number {
  return Math.round(amount / TRADE_IN_VALUATION.rounding) * TRADE_IN_VALUATION.rounding;
}

export type TradeInOutcome =
  | {
      kind: "estimate";
      /** The range: the trade value of the market's 25th and 75th percentiles. */
      low: number;
      high: number;
      /** The offer: the trade value of the median. */
      offer: number;
      /** The retail market it came from: 25th percentile, median and 75th percentile, whole dollars. */
      retail: { low: number; median: number; high: number };
      /** Comparables behind it (after trimming). */
      comparables: number;
      /** All of the comparables have the car's badge (trim); otherwise the model's several trims were compared. */
      sameBadge: boolean;
      reconditioning: number;
    }
  | { kind: "no-online-estimate"; reason: NoOnlineEstimateReason }
  | { kind: "too-few"; comparables: number; needed: number }
  | { kind: "below-minimum"; comparables: number; reconditioning: number };

/** The valuation from the car's market (as `estimateMarket` found it) and the reconditioning its answers add up to. */
export function valuationFromMarket(market: MarketEstimate, reconditioning: number): TradeInOutcome {
  const needed = TRADE_IN_VALUATION.minComparables;
  if (market.kind === "insufficient" || market.comparables < needed) return { kind: "too-few", comparables: market.comparables, needed };
  const low = roundTradeFigure(tradeValue(market.rangeMin, reconditioning));
  if (low < TRADE_IN_VALUATION.minimumTradeValue) return { kind: "below-minimum", comparables: market.comparables, reconditioning };
  return {
    kind: "estimate",
    low,
    high: roundTradeFigure(tradeValue(market.rangeMax, reconditioning)),
    offer: roundTradeFigure(tradeValue(market.median, reconditioning)),
    retail: { low: Math.round(market.rangeMin), median: Math.round(market.median), high: Math.round(market.rangeMax) },
    comparables: market.comparables,
    sameBadge: market.selection.sameBadge,
    reconditioning,
  };
}

/** The car as the valuation's sentences name it. */
export interface ValuedCar {
  year: number;
  make: string;
  model: string;
  badge: string | null;
  /** "2021 Toyota HiLux SR5" */
  title: string;
  km: number;
}

/** Where an estimate's figures come from, in one paragraph the shopper (and the dealer) reads. */
export function valuationBasis(outcome: Extract<TradeInOutcome, { kind: "estimate" }>, car: ValuedCar): string {
  const label = outcome.sameBadge ? car.title : `${[car.year, car.make, car.model].join(" ")} (several trims)`;
  const share = Math.round(TRADE_IN_VALUATION.dealerMarginShare * 100);
  return (
    `Based on ${outcome.comparables} similar ${label} listed by dealers across ${MARKET_NAME} (in stock, or sold in the last ${MARKET_ESTIMATE.soldWithinDays} days), ` +
    `typically ${formatCurrency(outcome.retail.median)} (middle half ${formatCurrency(outcome.retail.low)} to ${formatCurrency(outcome.retail.high)}) once adjusted to your car's year and ${kilometresInProse(car.km)}, ` +
    `less the dealer's resale costs (${share}% of the price and ${formatCurrency(TRADE_IN_VALUATION.dealerCostsPerCar)}) and ${formatCurrency(outcome.reconditioning)} of reconditioning for your answers.`
  );
}

/** What the shopper reads about their valuation, in one or two sentences. */
export function valuationMessage(outcome: TradeInOutcome, car: ValuedCar, currentYear: number): string {
  switch (outcome.kind) {
    case "estimate":
      return `We estimate your ${car.title} at ${formatCurrency(outcome.low)} to ${formatCurrency(outcome.high)}.`;
    case "no-online-estimate":
      return noOnlineEstimateMessage(outcome.reason, car, currentYear);
    case "too-few":
      return `We don't have enough similar cars listed to value your ${car.title} online: we found ${outcome.comparables} and need at least ${outcome.needed}. Send us the details and our team will value it for you.`;
    case "below-minimum":
      return `Once reconditioning is taken off, your ${car.title} is worth less than we can offer online. Send us the details and our team will value it for you.`;
  }
}

/**
 * The change-over price (spec 002 §2 "Get Change Over Price"; §4 "Trade-in offer: reduced price is price minus
 * offer_price when the offer is positive"): the car's price less the trade-in offer, or null when there is no positive
 * offer, no price, or the offer covers the price (nothing to show as a price to pay).
 */
export function changeOverPrice(carPrice: number | null, offer: number | null): number | null {
  if (carPrice === null || offer === null || !(offer > 0) || !(carPrice > 0)) return null;
  const reduced = carPrice - offer;
  return reduced > 0 ? reduced : null;
}

/** When an offer made at `madeAt` stops being open: `validDays` whole days later. */
export function offerValidUntil(madeAt: Date, validDays: number): Date {
  return new Date(madeAt.getTime() + validDays * 86_400_000);
}

export function offerExpired(madeAt: Date, validDays: number, now: Date): boolean {
  return now.getTime() >= offerValidUntil(madeAt, validDays).getTime();
}

/** Where a valuation stands, as My Garage says it. */
export function valuationStatus(
  valuation: { outcome: TradeInOutcome; sentToDealer: boolean; accepted: boolean; madeAt: Date },
  validDays: number,
  now: Date,
): "Offer accepted" | "Offer open" | "Offer expired" | "Not sent to the dealer" | "Sent to the dealer to value" | "No online estimate" {
  if (valuation.outcome.kind === "estimate") {
    if (valuation.accepted) return "Offer accepted";
    if (!valuation.sentToDealer) return "Not sent to the dealer";
    return offerExpired(valuation.madeAt, validDays, now) ? "Offer expired" : "Offer open";
  }
  return valuation.sentToDealer ? "Sent to the dealer to value" : "No online estimate";
}
