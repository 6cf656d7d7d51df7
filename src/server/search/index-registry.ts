/**
 * The process's search indexes, one per site, kept on globalThis so the platform process (which listens
 * for stock changes) and the Next.js bundle (which searches) share them. No 'server-only': both import it.
 */
import type { SiteIndex } from "./site-index";

type Entry = { builtAt: number; index: Promise<SiteIndex> };
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
  registry().set(siteId, { builtAt: now, index });
  index.catch(() => {
    if (registry().get(siteId)?.index === index) registry().delete(siteId);
  });
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
