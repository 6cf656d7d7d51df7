import "server-only";
import {
  estimateMarket,
  MARKET_ESTIMATE,
  marketSearchWindow,
  priceGauge,
  type MarketEstimate,
  type PriceGaugeAnswer,
} from "@/domain/market-estimate";
import { priceDisplay } from "@/domain/price-display";
import { findLiveSiteVehicleForGauge, findMarketComparables, type GaugeVehicle } from "@/server/data/market-comparables";
import type { Site } from "@/server/sites/site-store";

/**
 * The price-comparison gauge of a vehicle page (spec 001 §3, §7 `GET {car path}/autogauge`): the site's own
 * live vehicle against market comparables from every site's stock. The market estimate (the expensive
 * part: one query and the fit) is cached per vehicle; the listing price is read on every call, so a price
 * change shows at once while the market view may be up to PRICE_GAUGE_TTL_MS old.
 */

/** How long a vehicle's market estimate is reused. */
export const PRICE_GAUGE_TTL_MS = 5 * 60_000;
/** At most this many estimates are kept; the oldest is dropped first. */
export const PRICE_GAUGE_CACHE_ENTRIES = 5_000;

type Entry = { expires: number; value: Promise<MarketEstimate> };
const key = Symbol.for("forecourt.priceGaugeCache");
type Holder = typeof globalThis & { [key]?: Map<number, Entry> };

function store(): Map<number, Entry> {
  const holder = globalThis as Holder;
  holder[key] ??= new Map();
  return holder[key];
}

/**
 * A bounded TTL cache keyed by vehicle id. `memoize` (src/server/cache/memo.ts) is made for a few keys per
 * site and never drops expired entries, so one entry per vehicle would grow without bound; this one
 * drops expired entries on read and the oldest beyond PRICE_GAUGE_CACHE_ENTRIES. Concurrent misses share
 * one load; a failed load is not kept.
 */
function cachedEstimate(vehicleId: number, now: number, load: () => Promise<MarketEstimate>): Promise<MarketEstimate> {
  const entries = store();
  const hit = entries.get(vehicleId);
  if (hit && hit.expires > now) return hit.value;
  if (hit) entries.delete(vehicleId);
  const value = load();
  entries.set(vehicleId, { expires: now + PRICE_GAUGE_TTL_MS, value });
  while (entries.size > PRICE_GAUGE_CACHE_ENTRIES) {
    const oldest = entries.keys().next();
    if (oldest.done) break;
    entries.delete(oldest.value);
  }
  value.catch(() => {
    // The caller receives the rejection; only the cache forgets it, so the next request tries again.
    if (entries.get(vehicleId)?.value === value) entries.delete(vehicleId);
  });
  return value;
}

/** Drops every cached market estimate (tests; a wholesale stock reload). */
export function invalidatePriceGauges(): void {
  store().clear();
}

/** The price a shopper sees on the vehicle (offer price, else price above $10), or null. */
export function listingPriceOf(vehicle: Pick<GaugeVehicle, "price" | "offerPrice">): number | null {
  const shown = priceDisplay(
    { price: vehicle.price, offerPrice: vehicle.offerPrice, beforePrice: null, subscriptionPrice: null, preorder: false },
    { subscriptionSite: false, noPriceText: "" },
  );
  return shown.kind === "offer" || shown.kind === "price" ? shown.amount : null;
}

/** The market estimate of a vehicle from every site's stock, computed afresh. */
export async function readMarketEstimate(vehicle: GaugeVehicle, now: Date): Promise<MarketEstimate> {
  const candidates = await findMarketComparables(vehicle, marketSearchWindow(vehicle), {
    soldSince: new Date(now.getTime() - MARKET_ESTIMATE.soldWithinDays * 86_400_000),
    limit: MARKET_ESTIMATE.maxCandidates,
  });
  return estimateMarket(vehicle, candidates);
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
  const vehicle = await findLiveSiteVehicleForGauge(site.id, slug, site.settings.search.includeSoldCarsDays, now);
  if (!vehicle) return null;
  const estimate = await cachedEstimate(vehicle.id, now.getTime(), () => readMarketEstimate(vehicle, now));
  return priceGauge(vehicle, estimate, listingPriceOf(vehicle));
}
