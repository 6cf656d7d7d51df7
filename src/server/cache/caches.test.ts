import { afterEach, describe, expect, it, vi } from "vitest";
import { invalidateSites } from "@/server/sites/site-resolver";
import { advanceCacheClock, boundedCache, cacheClock, CACHE_LIMITS, cached, createCache, type CacheName } from "./caches";

const memoryCaches = (Object.keys(CACHE_LIMITS) as Array<keyof typeof CACHE_LIMITS>).filter((name): name is CacheName => name !== "pictureFiles" && name !== "rateLimitBlocks");
const byCount = memoryCaches.filter((name) => "max" in CACHE_LIMITS[name]);

describe("the process's caches", () => {
  afterEach(() => invalidateSites());

  it("lists every cache with a bound and a TTL", () => {
    expect(Object.keys(CACHE_LIMITS).sort()).toEqual(["leadFormPlaces", "pictureFiles", "priceGauge", "rateLimitBlocks", "searchIndex", "searchRows", "siteDirectory", "sitePromos", "siteShell"]);
    for (const name of memoryCaches) expect(CACHE_LIMITS[name].ttlMs).toBeGreaterThan(0);
    for (const limit of Object.values(CACHE_LIMITS)) expect("max" in limit ? limit.max : limit.maxBytes).toBeGreaterThan(0);
  });

  it.each(byCount)("%s keeps at most its bound, dropping the least recently used first", async (name) => {
    const max = (CACHE_LIMITS[name] as { max: number }).max;
    const cache = createCache<number, { key: number }>(CACHE_LIMITS[name], cacheClock());
    const load = vi.fn(async (key: number) => ({ key }));
    const get = (_: typeof cache, key: number) => cached(cache, key, () => load(key));
    for (let key = 0; key < max; key++) await get(cache, key);
    await get(cache, 0); // 0 is now the most recently used; 1 (or 0 when the bound is 1) goes next
    await get(cache, max);
    expect(cache.size).toBe(max);
    expect(load).toHaveBeenCalledTimes(max + 1);
    await get(cache, max === 1 ? 0 : 1);
    expect(load).toHaveBeenCalledTimes(max + 2);
    if (max > 1) {
      await get(cache, 0);
      expect(load).toHaveBeenCalledTimes(max + 2);
    }
  });

  it.each(memoryCaches)("%s loads again once its TTL has passed", async (name) => {
    const clock = cacheClock();
    const cache = createCache<number, { at: number }>(CACHE_LIMITS[name], clock);
    const load = vi.fn(async () => ({ at: clock.now() }));
    const ttl = CACHE_LIMITS[name].ttlMs;
    await cached(cache, 1, load);
    clock.offset += ttl - 1;
    await cached(cache, 1, load);
    expect(load).toHaveBeenCalledTimes(1);
    clock.offset += 2;
    await cached(cache, 1, load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("shares one load between concurrent misses and keeps no failure", async () => {
    const cache = createCache<number, string>(CACHE_LIMITS.siteShell, cacheClock());
    const load = vi.fn(async () => "shell");
    expect(await Promise.all([cached(cache, 1, load), cached(cache, 1, load)])).toEqual(["shell", "shell"]);
    expect(load).toHaveBeenCalledTimes(1);
    await expect(cached(cache, 2, async () => Promise.reject(new Error("db down")))).rejects.toThrow("db down");
    expect(await cached(cache, 2, async () => "ok")).toBe("ok");
  });

  it("answers the requests waiting on a load that was dropped meanwhile, without keeping it", async () => {
    const cache = createCache<number, string>(CACHE_LIMITS.searchIndex, cacheClock());
    let finish: (value: string) => void = () => undefined;
    const pending = cached(cache, 7, () => new Promise<string>((resolve) => (finish = resolve)));
    cache.delete(7);
    finish("built before the stock change");
    expect(await pending).toBe("built before the stock change");
    expect(cache.has(7)).toBe(false);
    expect(await cached(cache, 7, async () => "rebuilt")).toBe("rebuilt");
  });

  it("keeps serving the last good site directory when a refresh fails", async () => {
    const clock = cacheClock();
    const cache = createCache<string, string>(CACHE_LIMITS.siteDirectory, clock);
    expect(await cached(cache, "all", async () => "directory v1")).toBe("directory v1");
    clock.offset += CACHE_LIMITS.siteDirectory.ttlMs + 1;
    expect(await cached(cache, "all", async () => Promise.reject(new Error("db down")))).toBe("directory v1");
    expect(await cached(cache, "all", async () => "directory v2")).toBe("directory v2");
    // A first load that fails is an error.
    await expect(cached(createCache<string, string>(CACHE_LIMITS.siteDirectory, clock), "all", async () => Promise.reject(new Error("db down")))).rejects.toThrow("db down");
  });

  it("invalidateSites() drops the site directory and every site's shell", async () => {
    await cached(boundedCache<string, string>("siteDirectory"), "all", async () => "directory");
    await cached(boundedCache<number, string>("siteShell"), 1, async () => "shell");
    invalidateSites();
    expect(boundedCache("siteDirectory").size).toBe(0);
    expect(boundedCache("siteShell").size).toBe(0);
  });

  it("moves the process's clock for tests", async () => {
    const load = vi.fn(async () => "shell");
    await cached(boundedCache<number, string>("siteShell"), 3, load);
    advanceCacheClock(CACHE_LIMITS.siteShell.ttlMs + 1);
    await cached(boundedCache<number, string>("siteShell"), 3, load);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
