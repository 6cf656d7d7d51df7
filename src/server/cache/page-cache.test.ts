import { describe, expect, it } from "vitest";
import { noteSiteVersions, PageCache, pageBytes, processPageCache, startProcessPageCache, type StoredPage } from "./page-cache";

function page(siteId: number, bytes: number): StoredPage {
  const body = Buffer.alloc(bytes, 120);
  return { siteId, variants: { gzip: { headers: ["content-type", "text/html"], body }, br: { headers: [], body: Buffer.alloc(0) } }, identityHeaders: [] };
}

const plain = { varying: false };

describe("the page cache", () => {
  it("drops every page of a changed site and only those", () => {
    const cache = new PageCache({ maxBytes: 1_000_000, ttlMs: 60_000 });
    cache.store("a/1", page(1, 100), cache.generation(1), plain);
    cache.store("a/2", page(1, 100), cache.generation(1), { varying: true });
    cache.store("b/1", page(2, 100), cache.generation(2), plain);
    cache.invalidate([1]);
    expect(cache.get("a/1")).toBeUndefined();
    expect(cache.get("a/2")).toBeUndefined();
    expect(cache.get("b/1")?.siteId).toBe(2);
    cache.invalidate();
    expect(cache.stats().pages).toBe(0);
  });

  it("keeps a plain page from its first render, and a visitor-varied URL only from its second asking", () => {
    let now = 1_000;
    const cache = new PageCache({ maxBytes: 1_000_000, ttlMs: 60_000 }, { now: () => now });
    expect(cache.admits("a/", plain)).toBe(true);
    expect(cache.admits("a/search?price_max=1", { varying: true })).toBe(false);
    expect(cache.admits("a/search?price_max=2", { varying: true })).toBe(false);
    expect(cache.admits("a/search?price_max=1", { varying: true })).toBe(true);
    // Each asking after a kept one is admitted while the page is there.
    cache.store("a/search?price_max=1", page(1, 100), cache.generation(1), { varying: true });
    expect(cache.admits("a/search?price_max=1", { varying: true })).toBe(true);
    // Asked once, long ago (past ten TTLs): a first asking again.
    now += 60_000 * 10 + 1;
    expect(cache.admits("a/search?price_max=2", { varying: true })).toBe(false);
    // A flood of unique URLs forgets the oldest first, within its bound (2 M characters of keys).
    const key = (i: number) => `a/search?q=${String(i).padStart(990, "0")}`;
    for (let i = 0; i < 3_000; i++) cache.admits(key(i), { varying: true });
    expect(cache.admits(key(0), { varying: true })).toBe(false);
    expect(cache.admits(key(2_999), { varying: true })).toBe(true);
    // With no memory, nothing is kept.
    expect(new PageCache({ maxBytes: 0, ttlMs: 60_000 }).admits("a/", plain)).toBe(false);
  });

  it("does not keep a render that began before its site changed", () => {
    const cache = new PageCache({ maxBytes: 1_000_000, ttlMs: 60_000 });
    const began = cache.generation(1);
    const otherBegan = cache.generation(2);
    cache.invalidate([1]);
    expect(cache.store("a/1", page(1, 100), began, plain)).toBe(false);
    expect(cache.get("a/1")).toBeUndefined();
    // Another site's change leaves a render in flight alone; a drop of every site does not.
    expect(cache.store("b/1", page(2, 100), otherBegan, plain)).toBe(true);
    const next = cache.generation(2);
    cache.invalidate();
    expect(cache.store("b/2", page(2, 100), next, plain)).toBe(false);
    expect(cache.store("a/1", page(1, 100), cache.generation(1), plain)).toBe(true);
  });

  it("holds its bytes: the least recently used pages go, and unique URLs only churn their own quarter", () => {
    const cache = new PageCache({ maxBytes: 400_000, ttlMs: 60_000 });
    const size = pageBytes(page(1, 20_000), "stable/0");
    for (let i = 0; i < 10; i++) cache.store(`stable/${i}`, page(1, 20_000), cache.generation(1), plain);
    expect(cache.stats().pages).toBe(10);
    // 1,000 unique queries: the plain pages all stay, the varying share stays within its 100,000 bytes.
    for (let i = 0; i < 1_000; i++) cache.store(`search?q=${i}`, page(1, 10_000), cache.generation(1), { varying: true });
    for (let i = 0; i < 10; i++) expect(cache.get(`stable/${i}`), `stable/${i}`).toBeDefined();
    expect(cache.stats().bytes).toBeLessThanOrEqual(400_000);
    expect(cache.get("search?q=999")).toBeDefined();
    expect(cache.get("search?q=0")).toBeUndefined();
    // Past the plain share (300,000 bytes), the least recently used plain page goes first.
    cache.get("stable/0");
    const room = Math.floor(300_000 / size);
    for (let i = 10; i < room + 1; i++) cache.store(`stable/${i}`, page(1, 20_000), cache.generation(1), plain);
    expect(cache.get("stable/0")).toBeDefined();
    expect(cache.get("stable/1")).toBeUndefined();
    // One page larger than an eighth of its share is served but never kept.
    expect(cache.store("huge", page(1, 200_000), cache.generation(1), plain)).toBe(false);
  });

  it("serves a page at most its TTL", () => {
    const clock = { at: 1_000, now: () => clock.at };
    const cache = new PageCache({ maxBytes: 1_000_000, ttlMs: 60_000 }, clock);
    cache.store("a/1", page(1, 100), cache.generation(1), plain);
    clock.at = 60_000;
    expect(cache.get("a/1")).toBeDefined();
    clock.at = 62_000;
    expect(cache.get("a/1")).toBeUndefined();
  });

  it("drops a site's pages when the site directory reads its settings changed", () => {
    const cache = startProcessPageCache({ maxBytes: 1_000_000, ttlMs: 60_000 })!;
    expect(processPageCache()).toBe(cache);
    noteSiteVersions([{ id: 1, version: "a" }, { id: 2, version: "b" }]);
    cache.store("a/1", page(1, 100), cache.generation(1), plain);
    cache.store("b/1", page(2, 100), cache.generation(2), plain);
    noteSiteVersions([{ id: 1, version: "a" }, { id: 2, version: "b" }]);
    expect(cache.get("a/1")).toBeDefined();
    noteSiteVersions([{ id: 1, version: "a2" }, { id: 2, version: "b" }]);
    expect(cache.get("a/1")).toBeUndefined();
    expect(cache.get("b/1")).toBeDefined();
    startProcessPageCache({ maxBytes: 0, ttlMs: 60_000 });
    expect(processPageCache()).toBeNull();
  });
});
