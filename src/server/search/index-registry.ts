/**
 * The process's search indexes, one per site, kept on globalThis so the platform process (which listens
 * for stock changes) and the Next.js bundle (which searches) share them. No 'server-only': both import it.
 */
import { indexBytes, type SiteIndex } from "./site-index";

type Entry = { builtAt: number; index: Promise<SiteIndex>; footprint?: { vehicles: number; bytes: number } };
const registryKey = Symbol.for("forecourt.searchIndexes");
type Holder = typeof globalThis & { [registryKey]?: Map<number, Entry> };

function registry(): Map<number, Entry> {
  const holder = globalThis as Holder;
  holder[registryKey] ??= new Map();
  return holder[registryKey];
}

/** The site's index, built by `build` when there is none or it is older than `ttlMs`; a failed build is not kept. */
export function cachedSiteIndex(siteId: number, ttlMs: number, build: () => Promise<SiteIndex>, now: number = Date.now()): Promise<SiteIndex> {
  const entry = registry().get(siteId);
  if (entry && now - entry.builtAt < ttlMs) return entry.index;
  const index = build();
  const fresh: Entry = { builtAt: now, index };
  registry().set(siteId, fresh);
  // The caller sees a failure through the promise it gets; here a failed build is only forgotten.
  index.then(
    (built) => {
      fresh.footprint = { vehicles: built.size, bytes: indexBytes(built) };
    },
    () => {
      if (registry().get(siteId) === fresh) registry().delete(siteId);
    },
  );
  return index;
}

/** Drops the index of these sites (all sites when none are named); the next search rebuilds it. */
export function invalidateSearchIndexes(siteIds?: readonly number[]): void {
  if (siteIds === undefined) registry().clear();
  else for (const id of siteIds) registry().delete(id);
}

export function hasSearchIndex(siteId: number): boolean {
  return registry().has(siteId);
}

/** What the process's built indexes hold: sites, vehicles and estimated bytes (reported by /api/health). */
export function searchIndexFootprint(): { sites: number; vehicles: number; bytes: number } {
  let sites = 0;
  let vehicles = 0;
  let bytes = 0;
  for (const entry of registry().values()) {
    if (!entry.footprint) continue;
    sites += 1;
    vehicles += entry.footprint.vehicles;
    bytes += entry.footprint.bytes;
  }
  return { sites, vehicles, bytes };
}
