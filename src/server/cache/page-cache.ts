import "server-only";
import { LRUCache } from "lru-cache";
import type { SharedPageStore } from "./shared-page-cache";

/**
 * The page cache: whole HTML responses of pages that are the same for every shopper of a site (which ones:
 * src/server/http/page-cache/page-cache-policy.ts), kept by the platform's HTTP server in front of Next.js
 * (src/server/http/page-cache/page-cache-http.ts), so a hit costs a map look-up and a socket write.
 *
 * Bounded by bytes (`maxBytes`, PAGE_CACHE_MB): least recently used pages go first. Two shares: pages whose URL a
 * visitor can vary freely (a query, search's segments) get a quarter of the bytes, so a flood of unique URLs only
 * churns that share and never evicts a site's plain pages (home, cars, offers, locations). Every entry also expires
 * after `ttlMs` (PAGE_CACHE_TTL_SECONDS): the backstop for content that sends no notification (offers, reviews).
 *
 * A visitor-varied URL is kept from its second asking (`admits`): a URL asked for once costs no storing.
 *
 * Tagged by site: `invalidate([siteId])` drops every page of those sites (a stock change, a settings change), and
 * bumps the sites' generation, so a render that started before the change is not stored after it (`store` takes
 * the generation read when the render began).
 */
export interface StoredPage {
  siteId: number;
  /** The response's status when not 200 (the site's 404 kept for probes: page-cache-policy.ts `isProbePath`). */
  status?: number;
  /** The response compressed both ways: headers for writeHead (flat name, value list) and the body. The page as it
   * is (5 to 10 times their size) is not kept: the rare client that takes neither gets it decompressed from gzip. */
  variants: Record<"gzip" | "br", { headers: string[]; body: Buffer }>;
  /** The headers of the uncompressed page (its length included). */
  identityHeaders: string[];
}

export interface PageCacheLimits {
  maxBytes: number;
  ttlMs: number;
}

/** The generation of a site's pages when a render began (see `generation` and `store`). */
export interface PageGeneration {
  all: number;
  site: number;
}

/** The share of the bytes for pages with visitor-varied URLs. */
const VARYING_SHARE = 0.25;
/**
 * The visitor-varied URLs asked for once recently (their keys' characters, at most): a page there is kept only when
 * its URL is asked for again. A flood of unique URLs (a crawler, a bot) then stores and compresses nothing, and
 * evicts nothing; a search two shoppers make is kept from the second.
 */
const SEEN_ONCE_CHARS = 2_000_000;

export class PageCache {
  private readonly stable: LRUCache<string, StoredPage>;
  private readonly varying: LRUCache<string, StoredPage>;
  private readonly keysOfSite = new Map<number, Set<string>>();
  private readonly seenOnce: LRUCache<string, true>;
  private readonly siteGenerations = new Map<number, number>();
  private allGeneration = 0;

  constructor(
    readonly limits: PageCacheLimits,
    /** The clock of the TTL (tests move it). */
    private readonly clock: { now(): number } = performance,
  ) {
    this.stable = this.segment(Math.floor(limits.maxBytes * (1 - VARYING_SHARE)));
    this.varying = this.segment(Math.floor(limits.maxBytes * VARYING_SHARE));
    this.seenOnce = new LRUCache<string, true>({ maxSize: SEEN_ONCE_CHARS, sizeCalculation: (_, key) => Math.max(1, key.length), ttl: limits.ttlMs * 10, ttlResolution: 0, perf: this.clock });
  }

  /**
   * Whether a render of the page under `key` should be kept. Plain pages (home, cars, offers) always; a page whose URL
   * the visitor varies only when that URL was asked for before (within ten TTLs and the most recent 2 M characters
   * of such keys): this call notes the first asking.
   */
  admits(key: string, options: { varying: boolean }): boolean {
    if (this.limits.maxBytes <= 0) return false;
    if (!options.varying || this.varying.has(key)) return true;
    if (this.seenOnce.has(key)) {
      this.seenOnce.delete(key);
      return true;
    }
    this.seenOnce.set(key, true);
    return false;
  }

  private segment(maxSize: number): LRUCache<string, StoredPage> {
    return new LRUCache<string, StoredPage>({
      maxSize: Math.max(1, maxSize),
      // One page may take at most an eighth of its share: a huge page does not empty the cache.
      maxEntrySize: Math.max(1, Math.floor(maxSize / 8)),
      sizeCalculation: pageBytes,
      ttl: this.limits.ttlMs,
      ttlResolution: 0,
      perf: this.clock,
      dispose: (page, key, reason) => {
        if (reason !== "set") this.keysOfSite.get(page.siteId)?.delete(key);
      },
    });
  }

  /** The stored page under `key`, if it is there and fresh. */
  get(key: string): StoredPage | undefined {
    return this.stable.get(key) ?? this.varying.get(key);
  }

  /** The generation of a site's pages now: read it before a render, hand it to `store` after. */
  generation(siteId: number): PageGeneration {
    return { all: this.allGeneration, site: this.siteGenerations.get(siteId) ?? 0 };
  }

  /** Keeps a rendered page, unless the site's pages were dropped since `since` was read. Says whether it did. */
  store(key: string, page: StoredPage, since: PageGeneration, options: { varying: boolean }): boolean {
    const now = this.generation(page.siteId);
    if (now.all !== since.all || now.site !== since.site) return false;
    if (this.limits.maxBytes <= 0) return false;
    const segment = options.varying ? this.varying : this.stable;
    const other = options.varying ? this.stable : this.varying;
    other.delete(key);
    const previous = segment.get(key);
    if (previous && previous.siteId !== page.siteId) this.keysOfSite.get(previous.siteId)?.delete(key);
    segment.set(key, page);
    if (!segment.has(key)) return false; // larger than maxEntrySize
    let keys = this.keysOfSite.get(page.siteId);
    if (!keys) this.keysOfSite.set(page.siteId, (keys = new Set()));
    keys.add(key);
    return true;
  }

  /** Drops the pages of these sites (every site's when none are named), and renders in flight for them. */
  invalidate(siteIds?: readonly number[]): void {
    if (siteIds === undefined) {
      this.allGeneration += 1;
      this.stable.clear();
      this.varying.clear();
      this.keysOfSite.clear();
      return;
    }
    for (const siteId of siteIds) {
      this.siteGenerations.set(siteId, (this.siteGenerations.get(siteId) ?? 0) + 1);
      const keys = this.keysOfSite.get(siteId);
      if (!keys) continue;
      this.keysOfSite.delete(siteId);
      for (const key of keys) {
        this.stable.delete(key);
        this.varying.delete(key);
      }
    }
  }

  /** How many pages and bytes are kept. */
  stats(): { pages: number; bytes: number } {
    return { pages: this.stable.size + this.varying.size, bytes: this.stable.calculatedSize + this.varying.calculatedSize };
  }
}

/** A stored page's bytes: its two bodies and three header lists, plus its key and bookkeeping (an estimate, ~200 bytes). */
export function pageBytes(page: StoredPage, key: string): number {
  let bytes = 200 + key.length * 2;
  for (const part of page.identityHeaders) bytes += part.length * 2;
  for (const variant of Object.values(page.variants)) {
    bytes += variant.body.length;
    for (const part of variant.headers) bytes += part.length * 2;
  }
  return bytes;
}

const holderKey = Symbol.for("forecourt.pageCache");
type Holder = typeof globalThis & { [holderKey]?: { cache: PageCache | null; shared: SharedPageStore | null; versions: Map<number, string> } };

function holder() {
  const h = globalThis as Holder;
  h[holderKey] ??= { cache: null, shared: null, versions: new Map() };
  return h[holderKey];
}

/**
 * Makes the process's page cache (the platform server, at start-up), with the store every process shares when there
 * is one (REDIS_URL). 0 bytes: no page cache.
 */
export function startProcessPageCache(limits: PageCacheLimits, shared: SharedPageStore | null = null): PageCache | null {
  holder().cache = limits.maxBytes > 0 ? new PageCache(limits) : null;
  holder().shared = holder().cache ? shared : null;
  return holder().cache;
}

/** The process's page cache, if the platform server made one. */
export function processPageCache(): PageCache | null {
  return holder().cache;
}

/**
 * Drops cached pages of these sites (all sites' when none are named) in this process, and in the shared store: that
 * first, so no look-up there after this process's drop can bring an old page back (without one, at once).
 */
export async function invalidateCachedPages(siteIds?: readonly number[]): Promise<void> {
  const { cache, shared } = holder();
  if (shared) await shared.invalidate(siteIds);
  cache?.invalidate(siteIds);
}

/**
 * Called with every fresh read of the site directory: drops the pages of every site whose settings, theme, name or
 * host names (its `version`) changed since the last read, in this process (each process reads the directory itself,
 * so a change made through any of them reaches all within the directory's refresh).
 */
export function noteSiteVersions(sites: readonly { id: number; version: string }[]): void {
  const { versions } = holder();
  const changed: number[] = [];
  const seen = new Set<number>();
  for (const { id, version } of sites) {
    seen.add(id);
    const before = versions.get(id);
    if (before !== undefined && before !== version) changed.push(id);
    versions.set(id, version);
  }
  for (const id of versions.keys()) {
    if (!seen.has(id)) {
      versions.delete(id);
      changed.push(id);
    }
  }
  if (changed.length > 0) void invalidateCachedPages(changed);
}
