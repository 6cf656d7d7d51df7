import "server-only";
import {
  estimateMarket,
  MARKET_ESTIMATE,
  marketSearchWindow,
  priceGauge,
  type MarketEstimate,
  type MarketSubject,
  type PriceGaugeAnswer,
} from "@/domain/market/estimate";
import { pageMarket } from "@/domain/market/page-market";
import { shownPurchasePrice } from "@/domain/vehicle/price-display";
import { boundedCache, cached, CACHE_LIMITS } from "@/server/cache/caches";
import { findLiveSiteVehicleForGauge, findMarketComparables, type GaugeVehicle } from "@/server/data/market-comparables";
import { siteScope, systemScope } from "@/server/data/scope";
import { logger } from "@/server/logger";
import type { Site } from "@/server/sites/site-store";

/**
 * The price-comparison gauge of a vehicle page (spec 001 §3, §7 `GET {car path}/autogauge`): the site's own
 * live vehicle against market comparables from every site's stock. The market estimate (the expensive
 * part: one query and the fit) is cached per vehicle; the listing price is read on every call, so a price
 * change shows at once while the market view may be up to PRICE_GAUGE_TTL_MS old (at most
 * `CACHE_LIMITS.priceGauge.max` estimates are kept; the least recently used goes first).
 */

/** How long a vehicle's market estimate is reused (`priceGauge` in cache/caches.ts). */
export const PRICE_GAUGE_TTL_MS = CACHE_LIMITS.priceGauge.ttlMs;

/** Drops every cached market estimate (tests; a wholesale stock reload). */
export function invalidatePriceGauges(): void {
  boundedCache("priceGauge").clear();
}

/** The price a shopper sees on the vehicle (offer price, else price above $10), or null. */
export function listingPriceOf(vehicle: Pick<GaugeVehicle, "price" | "offerPrice">): number | null {
  return shownPurchasePrice(vehicle);
}

/** The market is every dealer's listed stock, whichever site asks (and an estimate is cached for every site). */
const MARKET = systemScope("the price gauge's market: comparables from every site's listed stock");

/**
 * The market estimate of a vehicle from every site's stock, computed afresh: a listed car's (the gauge), or a
 * shopper's own car (a trade-in valuation, id 0 and no VIN: nothing of the platform's is excluded as itself).
 */
export async function readMarketEstimate(vehicle: MarketSubject, now: Date): Promise<MarketEstimate> {
  const candidates = await findMarketComparables(MARKET, vehicle, marketSearchWindow(vehicle), {
    soldSince: new Date(now.getTime() - MARKET_ESTIMATE.soldWithinDays * 86_400_000),
    limit: MARKET_ESTIMATE.maxCandidates,
  });
  return estimateMarket(vehicle, candidates);
}

/**
 * A listed vehicle's market estimate, through the gauge's cache: the vehicle page's market indicator reads the
 * same estimate (the same comparables, the same average) as its gauge.
 */
export async function listedVehicleMarketEstimate(vehicle: MarketSubject, now: Date = new Date()): Promise<MarketEstimate> {
  return cached(boundedCache<number, MarketEstimate>("priceGauge"), vehicle.id, () => readMarketEstimate(vehicle, now));
}

/**
 * The vehicle page's market estimate: the gauge's (`listedVehicleMarketEstimate`), or null when the database fails
 * (logged: the page then shows no market indicator, as the gauge then shows nothing).
 */
export async function vehiclePageMarketEstimate(site: Pick<Site, "slug">, vehicle: MarketSubject): Promise<MarketEstimate | null> {
  try {
    return await listedVehicleMarketEstimate(vehicle);
  } catch (error) {
    logger.warn({ site: site.slug, err: error }, "market estimate unavailable: no market indicator");
    return null;
  }
}

/**
 * The gauge for the site's vehicle with this slug, or null when the vehicle is not the site's own live
 * vehicle (the route answers 404). Database failures propagate (the route answers 503). Too few
 * comparables is an answer: confidence 0 and the range and fill missing.
 */
export async function priceGaugeForSiteVehicle(
  site: Pick<Site, "id" | "settings">,
  slug: string,
  now: Date = new Date(),
): Promise<PriceGaugeAnswer | null> {
  const vehicle = await findLiveSiteVehicleForGauge(siteScope(site), slug, site.settings.search.includeSoldCarsDays, now);
  if (!vehicle) return null;
  const estimate = await listedVehicleMarketEstimate(vehicle, now);
  // The page's one market figure: the car's state average where its data has one, as the sidebar's indicator names it.
  return priceGauge(vehicle, estimate, listingPriceOf(vehicle), pageMarket(vehicle.autograbData, estimate, vehicle.state));
}
