/**
 * A small in-process cache for data that changes rarely and is read on every request (a site's header and
 * footer). Keys are "{kind}:{site id}"; `invalidate("site-shell:")` drops a kind. Values live TTL ms; a
 * failed load is not cached. Every cached kind and its TTL is listed here, in one place.
 */
export const CACHE_TTL_MS = {
  /** Header menus, brands and footer locations of a site. */
  siteShell: 60_000,
} as const;

const key = Symbol.for("forecourt.memo");
type Entry = { expires: number; value: Promise<unknown> };
type Holder = typeof globalThis & { [key]?: Map<string, Entry> };

function store(): Map<string, Entry> {
  const holder = globalThis as Holder;
  holder[key] ??= new Map();
  return holder[key];
}

export function memoize<T>(cacheKey: string, ttlMs: number, load: () => Promise<T>, now: number = Date.now()): Promise<T> {
  const entries = store();
  const hit = entries.get(cacheKey);
  if (hit && hit.expires > now) return hit.value as Promise<T>;
  const value = load();
  entries.set(cacheKey, { expires: now + ttlMs, value });
  value.catch(() => {
    // Do not keep a failure: the next request tries again (the caller still receives the rejection).
    if (entries.get(cacheKey)?.value === value) entries.delete(cacheKey);
  });
  return value;
}

export function invalidate(prefix: string): void {
  for (const cacheKey of store().keys()) if (cacheKey.startsWith(prefix)) store().delete(cacheKey);
}
