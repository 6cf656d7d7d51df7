/**
 * The one market figure a vehicle page names (issue 38, "Market indicator prefers the state average"; spec 002 §3
 * autograb_data (state_average_market_price, average_market_price), §5 "Market price indicator only when price is at
 * least 500 below the market average (state average preferred, else national)").
 *
 * The car's state average is preferred wherever its data has one (a positive number); else the platform's own
 * estimate, the median of similar cars listed across MARKET_NAME (`estimateMarket`), stands in for the national
 * average. The gauge's sentence and badge (`priceGauge`) and the sidebar's indicator (`marketIndicator`) both take the
 * figure from here, so a page shows one market average under one name.
 */
import type { MarketEstimate } from "./estimate";
import { MARKET_NAME } from "./price-gauge";

export interface AutograbAverages {
  state_average_market_price: number | null;
  average_market_price: number | null;
}

/** The market average a page names. */
export interface PageMarket {
  /** Whole dollars. */
  marketPrice: number;
  /** "state": the car's state average; "platform": the estimate from similar cars listed across MARKET_NAME. */
  source: "state" | "platform";
  /** The car's state ("VIC") for a state average, when known. */
  state: string | null;
}

function positive(value: number | null | undefined): number | null {
  return typeof value === "number" && Number.isFinite(value) && value > 0 ? value : null;
}

/**
 * The page's market average: the car's state average when its data has one, else the platform estimate's median
 * (only an estimate, not "too few similar cars"), else null (no market figure on the page).
 */
export function pageMarket(autograb: AutograbAverages | null | undefined, estimate: MarketEstimate | null | undefined, state: string | null): PageMarket | null {
  const stateAverage = positive(autograb?.state_average_market_price);
  if (stateAverage !== null) return { marketPrice: Math.round(stateAverage), source: "state", state: state?.trim() ? state.trim() : null };
  if (estimate?.kind === "estimate" && positive(estimate.median) !== null) return { marketPrice: Math.round(estimate.median), source: "platform", state: null };
  return null;
}

/** The market's name as the page says it: "the VIC market average", "the state market average" or "the market average". */
export function marketAverageName(market: Pick<PageMarket, "source" | "state">): string {
  if (market.source === "state") return market.state ? `the ${market.state} market average` : "the state market average";
  return "the market average";
}

/** Where that average comes from, as the page says it after the figure: "across our network", or nothing for a state average. */
export function marketAverageWhere(market: Pick<PageMarket, "source">): string {
  return market.source === "platform" ? ` across ${MARKET_NAME}` : "";
}
