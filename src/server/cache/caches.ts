import "server-only";
import { LRUCache } from "lru-cache";
import { privateRender } from "./private-render";

/**
 * Every cache of the platform, with its bound and how long an entry is used, in one place (lru-cache: least
 * recently used entries go first once a cache is full; an entry older than its TTL is loaded again on its next
 * use). Memory and the picture cache's disk use are bounded by these numbers; nothing else in the server keeps
 * data between requests.
 *
 * The in-memory caches (all but `pictureFiles`) are made here, by `boundedCache`: concurrent misses of one key
 * share one load; a failed load is not kept (the caller gets the error); an entry dropped while it loads (a stock
 * change, `invalidateSites()`) still answers the requests waiting for it but is not kept. They live on
 * globalThis, so the platform process (which hears stock changes) and the Next.js bundle (which serves pages),
 * loading this module separately, share them.
 */
export const CACHE_LIMITS = {
  /** Every site with its settings and host names, for host → site (`sites/site-resolver.ts`). One entry; a failed
   * refresh keeps serving the last good directory and tries again on the next request. */
  siteDirectory: { max: 1, ttlMs: 15_000, keepStaleOnFailure: true },
  /** A site's header menus, brands and footer locations (`services/site-shell.ts`), per site. */
  siteShell: { max: 2_000, ttlMs: 60_000 },
  /** A site's visible locations and dealerships as its lead forms offer them and POST /api/leads checks them
   * (`services/lead-forms.ts`), per site: a busy site's leads do not each read them again. */
  leadFormPlaces: { max: 2_000, ttlMs: 60_000 },
  /** A site's in-memory search index (`search/index-registry.ts`), per site; also dropped on a stock change. */
  searchIndex: { max: 1_000, ttlMs: 5 * 60_000 },
  /** The rows of the vehicles searches have shown (`search/search-rows.ts`), per site and vehicle: a search page's cards
   * without a query. A row belongs to the index it was read under, so a stock change (a new index) makes it a miss. */
  searchRows: { max: 20_000, ttlMs: 5 * 60_000 },
  /** A site's promos that have not expired (`search/search-rows.ts`), per site; a new promo shows within this TTL, as a
   * cached page does (PAGE_CACHE_TTL_SECONDS). */
  sitePromos: { max: 2_000, ttlMs: 60_000 },
  /** A vehicle's market estimate for the price gauge (`services/price-gauge.ts`), per vehicle. */
  priceGauge: { max: 5_000, ttlMs: 5 * 60_000 },
  /** Rate-limit keys refused in this process (`http/rate-limits.ts`), each kept until its window ends: a flood from one
   * address is refused without a query per request. */
  rateLimitBlocks: { max: 10_000, ttlMs: null },
  /** Generated pictures drawn to JPEG files under DATA_DIR/media-cache (`media/rasterise.ts`, which removes the files the
   * bound evicts), by their bytes. No TTL: a file is a pure function of its recipe (the art version is in its name). */
  pictureFiles: { maxBytes: 256 * 1024 * 1024, ttlMs: null },
} as const;

/** The in-memory caches; `pictureFiles` is the rasteriser's index of its files, `rateLimitBlocks` the limiter's own. */
export type CacheName = Exclude<keyof typeof CACHE_LIMITS, "pictureFiles" | "rateLimitBlocks">;
type Limit = { max: number; ttlMs: number; keepStaleOnFailure?: boolean };

type Load<V> = () => Promise<V>;
/** A cache whose values are loaded on a miss by the function given to `cached`. */
export type LoadingCache<K extends {}, V extends {}> = LRUCache<K, V, Load<V>>;

/** The caches' clock: `performance.now()` plus an offset that tests move forward (see `advanceCacheClock`). */
export interface CacheClock {
  offset: number;
  now(): number;
}

export function cacheClock(): CacheClock {
  const clock: CacheClock = { offset: 0, now: () => performance.now() + clock.offset };
  return clock;
}

/** A cache with this limit on this clock (`boundedCache` is the process's; tests make their own). */
export function createCache<K extends {}, V extends {}>(limit: Limit, clock: CacheClock): LoadingCache<K, V> {
  return new LRUCache<K, V, Load<V>>({
    max: limit.max,
    ttl: limit.ttlMs,
    ttlResolution: 0,
    perf: clock,
    ignoreFetchAbort: true,
    allowStaleOnFetchRejection: limit.keepStaleOnFailure ?? false,
    fetchMethod: (_key, _stale, { context }) => context(),
  });
}

const key = Symbol.for("forecourt.caches");
type Holder = typeof globalThis & { [key]?: { clock: CacheClock; caches: Map<CacheName, LoadingCache<{}, {}>> } };

function registry() {
  const holder = globalThis as Holder;
  holder[key] ??= { clock: cacheClock(), caches: new Map() };
  return holder[key];
}

/** The process's cache of this name, with the bound and TTL listed in CACHE_LIMITS. */
export function boundedCache<K extends {}, V extends {}>(name: CacheName): LoadingCache<K, V> {
  const { clock, caches } = registry();
  let cache = caches.get(name);
  if (!cache) {
    cache = createCache<K, V>(CACHE_LIMITS[name], clock) as unknown as LoadingCache<{}, {}>;
    caches.set(name, cache);
  }
  return cache as unknown as LoadingCache<K, V>;
}

/**
 * The value under `cacheKey`, from the cache while it is fresh, else from `load` (shared by concurrent callers).
 * A rejected load rejects here too and leaves nothing behind (but see `keepStaleOnFailure`). In a draft preview
 * (`privateRender`) always `load`, with nothing read from or written to the cache.
 */
export async function cached<K extends {}, V extends {}>(cache: LoadingCache<K, V>, cacheKey: K, load: Load<V>): Promise<V> {
  // A staff member's draft preview (private-render.ts) shares no cache with shoppers: loaded afresh, kept nowhere.
  if (privateRender()) return load();
  const failures = failuresOf(cache);
  const value = await cache.fetch(cacheKey, {
    context: () =>
      load().then(
        (loaded) => {
          failures.delete(cacheKey);
          return loaded;
        },
        (error: unknown) => {
          // Only a cache that keeps stale values hides the error from its waiters (its keys are few: see CACHE_LIMITS).
          if (cache.allowStaleOnFetchRejection) failures.set(cacheKey, error);
          throw error;
        },
      ),
  });
  if (value !== undefined) return value;
  // A cache that keeps stale values on failure answers undefined when it had none: give the load's error.
  throw failures.get(cacheKey) ?? new Error(`cache load for ${String(cacheKey)} gave nothing`);
}

/** The last error of each key's load, for every caller waiting on it (kept until the key loads). */
const failureMaps = new WeakMap<object, Map<unknown, unknown>>();
function failuresOf(cache: object): Map<unknown, unknown> {
  let failures = failureMaps.get(cache);
  if (!failures) failureMaps.set(cache, (failures = new Map()));
  return failures;
}

/** Moves the process's cache clock forward (tests: see entries expire without waiting). */
export function advanceCacheClock(ms: number): void {
  registry().clock.offset += ms;
}
