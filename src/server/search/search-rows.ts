import "server-only";
import { boundedCache, cached } from "@/server/cache/caches";
import { privateRender } from "@/server/cache/private-render";
import { siteUnexpiredPromos, type Promo } from "@/server/data/promos";
import { findSiteVehiclesByIds, type VehicleWithLocation } from "@/server/data/vehicles";
import { siteScope } from "@/server/data/scope";
import type { Site } from "@/server/sites/site-store";
import type { SiteIndex } from "./site-index";

/**
 * What a search page shows besides the index's answer, kept so that a search reads the database only for what it
 * has not shown before: the rows of the vehicles on its page and the site's promos.
 *
 * A vehicle's row is kept with the index it was read under (`searchRows` in cache/caches.ts): a stock change drops
 * the site's index (stock-change-listener.ts), the next search builds a new one, and every row kept under the old
 * one is then a miss and is read again. So a row is never older than the index that found it.
 */
type KeptRow = { index: SiteIndex; row: VehicleWithLocation };
const rows = () => boundedCache<string, KeptRow>("searchRows");
const promos = () => boundedCache<number, Promo[]>("sitePromos");

/** The rows of these vehicles of the site, in the order of `ids` (a vehicle no longer shown is left out). */
export async function searchRowsByIds(site: Pick<Site, "id">, index: SiteIndex, ids: readonly number[]): Promise<VehicleWithLocation[]> {
  const siteId = site.id;
  const cache = rows();
  const found = new Map<number, VehicleWithLocation>();
  const missing: number[] = [];
  for (const id of ids) {
    const kept = cache.get(`${siteId}:${id}`);
    if (kept && kept.index === index) found.set(id, kept.row);
    else missing.push(id);
  }
  if (missing.length > 0) {
    for (const row of await findSiteVehiclesByIds(siteScope(site), missing)) {
      found.set(row.vehicle.id, row);
      cache.set(`${siteId}:${row.vehicle.id}`, { index, row });
    }
  }
  return ids.map((id) => found.get(id)).filter((row): row is VehicleWithLocation => row !== undefined);
}

/**
 * The site's promos that may show at `now`, for `activePromos` to choose from. On the process's clock they come from a
 * cache (`sitePromos`: a new promo shows within its TTL); for another time (tests, previews) they are read for it.
 */
export function searchPromos(site: Pick<Site, "id">, now: Date | undefined): Promise<Promo[]> {
  const preview = privateRender()?.sitePreview;
  if (preview?.promos && preview.siteId === site.id) {
    const at = now ?? new Date();
    return Promise.resolve(preview.promos.filter((promo) => promo.expiresAt.getTime() >= at.getTime()));
  }
  const scope = siteScope(site);
  if (now !== undefined) return siteUnexpiredPromos(scope, now);
  return cached(promos(), site.id, () => siteUnexpiredPromos(scope, new Date()));
}
