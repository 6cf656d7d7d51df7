/**
 * The process's search indexes, one per site (`searchIndex` in cache/caches.ts: at most that many sites, each
 * rebuilt after its TTL), shared by the platform process (which listens for stock changes) and the Next.js bundle
 * (which searches).
 */
import "server-only";
import { boundedCache, cached } from "@/server/cache/caches";
import { indexBytes, type SiteIndex } from "./site-index";

const indexes = () => boundedCache<number, SiteIndex>("searchIndex");

/** The site's index, built by `build` when there is none or it has expired; a failed build is not kept. */
export function cachedSiteIndex(siteId: number, build: () => Promise<SiteIndex>): Promise<SiteIndex> {
  return cached(indexes(), siteId, build);
}

/** Drops the index of these sites (all sites when none are named); the next search rebuilds it. */
export function invalidateSearchIndexes(siteIds?: readonly number[]): void {
  if (siteIds === undefined) indexes().clear();
  else for (const id of siteIds) indexes().delete(id);
}

export function hasSearchIndex(siteId: number): boolean {
  return indexes().has(siteId);
}

/** What the process's built indexes hold: sites, vehicles and estimated bytes (reported by /api/health). */
export function searchIndexFootprint(): { sites: number; vehicles: number; bytes: number } {
  let sites = 0;
  let vehicles = 0;
  let bytes = 0;
  for (const index of indexes().values()) {
    sites += 1;
    vehicles += index.size;
    bytes += indexBytes(index);
  }
  return { sites, vehicles, bytes };
}
