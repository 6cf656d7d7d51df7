/**
 * The market price indicator of the vehicle sidebar (spec 002 §2 "market price indicator", §3 autograb_data
 * (state_average_market_price, average_market_price), §5 "Market price indicator only when price is at least
 * 500 below the market average (state average preferred, else national)", §9 "Market price threshold at
 * least 500 saving (499 below)").
 *
 * "Preferred" means the state average is the reference whenever it is a positive number; the national average
 * is used only when the state average is missing. The price compared is the price the sidebar shows.
 */

import { marketPosition, priceGauge, type MarketEstimate, type MarketSubject } from "./estimate";
import { formatCurrency } from "../vehicle/price-display";
import { MARKET_NAME, priceGaugeView } from "./price-gauge";

export const MARKET_PRICE_MIN_SAVING = 500;

export interface AutograbAverages {
  state_average_market_price: number | null;
  average_market_price: number | null;
}

export interface MarketPriceIndicator {
  marketPrice: number;
  saving: number;
  source: "state" | "national";
}

function positive(value: number | null | undefined): number | null {
  return typeof value === "number" && Number.isFinite(value) && value > 0 ? value : null;
}

/** The reference average: the state's when present, else the national one; null when neither. */
export function marketAverage(autograb: AutograbAverages | null | undefined): { marketPrice: number; source: "state" | "national" } | null {
  const state = positive(autograb?.state_average_market_price);
  if (state !== null) return { marketPrice: state, source: "state" };
  const national = positive(autograb?.average_market_price);
  return national !== null ? { marketPrice: national, source: "national" } : null;
}

/** The indicator when the shown price is at least 500 below the reference average, else null. */
export function marketPriceIndicator(price: number, autograb: AutograbAverages | null | undefined): MarketPriceIndicator | null {
  const shown = positive(price);
  const average = marketAverage(autograb);
  if (shown === null || average === null) return null;
  const saving = average.marketPrice - shown;
  return saving >= MARKET_PRICE_MIN_SAVING ? { ...average, saving } : null;
}

/**
 * The sidebar's market indicator from the price gauge's market (issue 15: the indicator and the gauge from the same
 * comparables): the gauge's answer for the shown price must be one the gauge shows (`priceGaugeView`), and the
 * listing must not be "in line" with the market; then the indicator names the same market average and difference as
 * the gauge's sentence (`marketPosition`), under the spec's rule of at least $500 below (`marketPriceIndicator`).
 * The comparables come from every site's stock, so the average is the national one.
 */
export function marketIndicatorFromEstimate(
  subject: Pick<MarketSubject, "year" | "make" | "model" | "badge">,
  estimate: MarketEstimate | null,
  price: number,
): MarketPriceIndicator | null {
  if (!estimate || estimate.kind !== "estimate") return null;
  const shown = positive(price);
  if (shown === null || priceGaugeView(priceGauge(subject, estimate, shown)) === null) return null;
  const position = marketPosition(estimate, shown);
  if (position.inLine) return null;
  return marketPriceIndicator(shown, { state_average_market_price: null, average_market_price: position.marketPrice });
}

/**
 * The sidebar's indicator in words: "$1,200 below the market average of $41,190 across our network" (the platform's
 * own estimate, MARKET_NAME as the gauge names it), or "… below the VIC market average of …" for a state average.
 */
export function marketIndicatorText(indicator: MarketPriceIndicator, state: string | null): string {
  const saving = formatCurrency(indicator.saving);
  const average = formatCurrency(indicator.marketPrice);
  if (indicator.source === "state" && state) return `${saving} below the ${state} market average of ${average}`;
  return `${saving} below the market average of ${average} across ${MARKET_NAME}`;
}
