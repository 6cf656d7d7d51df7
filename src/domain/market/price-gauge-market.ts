/**
 * The market price indicator of the vehicle sidebar (spec 002 §2 "market price indicator", §3 autograb_data
 * (state_average_market_price, average_market_price), §5 "Market price indicator only when price is at least
 * 500 below the market average (state average preferred, else national)", §9 "Market price threshold at
 * least 500 saving (499 below)").
 *
 * The average is the page's one market figure (`pageMarket`): the car's state average where its data has one, else
 * the platform's own estimate (the gauge's comparables, standing in for the national average). The price compared
 * is the price the sidebar shows.
 */

import { marketPosition, priceGauge, type MarketEstimate, type MarketSubject } from "./estimate";
import { formatCurrency } from "../vehicle/price-display";
import { priceAgainstAverage, priceGaugeView } from "./price-gauge";
import { marketAverageName, marketAverageWhere, type PageMarket } from "./page-market";

export { pageMarket, type AutograbAverages, type PageMarket } from "./page-market";

export const MARKET_PRICE_MIN_SAVING = 500;

export interface MarketPriceIndicator {
  marketPrice: number;
  saving: number;
  source: PageMarket["source"];
  /** The state of a state average ("VIC"), when known. */
  state: string | null;
}

function positive(value: number | null | undefined): number | null {
  return typeof value === "number" && Number.isFinite(value) && value > 0 ? value : null;
}

/** The indicator when the shown price is at least 500 below the market's average, else null. */
export function marketPriceIndicator(price: number, market: PageMarket | null | undefined): MarketPriceIndicator | null {
  const shown = positive(price);
  if (shown === null || !market || positive(market.marketPrice) === null) return null;
  const saving = market.marketPrice - shown;
  return saving >= MARKET_PRICE_MIN_SAVING ? { marketPrice: market.marketPrice, saving, source: market.source, state: market.state } : null;
}

/**
 * The sidebar's market indicator on the page's market (`pageMarket`), under the spec's rule of at least $500 below
 * (`marketPriceIndicator`), and never where the gauge's sentence says "in line" (`priceAgainstAverage`):
 *  - a state average: the indicator names it whether or not the gauge shows (the gauge's sentence names the same);
 *  - the platform's estimate (issue 15: the indicator and the gauge from the same comparables): only where the gauge
 *    shows for this price (`priceGaugeView`), naming the same average and difference as its sentence (`marketPosition`).
 */
export function marketIndicator(
  subject: Pick<MarketSubject, "year" | "make" | "model" | "badge">,
  market: PageMarket | null,
  estimate: MarketEstimate | null,
  price: number,
): MarketPriceIndicator | null {
  const shown = positive(price);
  if (shown === null || market === null) return null;
  if (market.source === "state") {
    if (priceAgainstAverage(shown, market.marketPrice).inLine) return null;
    return marketPriceIndicator(shown, market);
  }
  if (!estimate || estimate.kind !== "estimate") return null;
  if (priceGaugeView(priceGauge(subject, estimate, shown, market)) === null) return null;
  const position = marketPosition(estimate, shown);
  if (position.inLine) return null;
  return marketPriceIndicator(shown, { ...market, marketPrice: position.marketPrice });
}

/**
 * The sidebar's indicator in words, naming the market as the gauge's sentence does (`marketAverageName`): "$1,200
 * below the market average of $41,190 across our network" (the platform's own estimate), or "$1,200 below the VIC
 * market average of $41,190" (the car's state average).
 */
export function marketIndicatorText(indicator: MarketPriceIndicator): string {
  return `${formatCurrency(indicator.saving)} below ${marketAverageName(indicator)} of ${formatCurrency(indicator.marketPrice)}${marketAverageWhere(indicator)}`;
}
