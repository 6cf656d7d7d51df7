import { describe, expect, it } from "vitest";
import { activePromos, collapseSoldRuns, displayedCount, promoSlots, type PromoLike } from "./hits";

const now = new Date("2026-11-22T12:00:00Z");
const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);

describe("collapseSoldRuns", () => {
  const h = (status: string, id: number) => ({ status, id });
  it("keeps only the first of consecutive sold vehicles", () => {
    const hits = [h("in_stock", 1), h("sold", 2), h("sold", 3), h("sold", 4), h("in_stock", 5), h("sold", 6)];
    expect(collapseSoldRuns(hits, (x) => x.status).map((x) => x.id)).toEqual([1, 2, 5, 6]);
  });
  it("keeps every hit when all are sold", () => {
    expect(collapseSoldRuns([h("sold", 1), h("sold", 2)], (x) => x.status).map((x) => x.id)).toEqual([1, 2]);
  });
});

describe("displayedCount", () => {
  it("is exact up to 1999 and approximate above, from the in-stock count or a configured count", () => {
    expect(displayedCount(1999, 1500, null)).toEqual({ count: 1999, approximate: false });
    expect(displayedCount(2000, 1800, null)).toEqual({ count: 1800, approximate: true });
    expect(displayedCount(5000, 1800, 4200)).toEqual({ count: 4200, approximate: true });
  });
});

describe("activePromos", () => {
  const promo = (over: Partial<PromoLike> & { name: string }) => ({ startsAt: daysAgo(1), expiresAt: daysAgo(-1), position: null, display: [], strictDisplay: false, ...over });
  it("shows promos between start and expiry, positioned ones first in order", () => {
    const promos = [promo({ name: "rest" }), promo({ name: "second", position: 5 }), promo({ name: "first", position: 1 }), promo({ name: "expired", expiresAt: daysAgo(0.1) }), promo({ name: "future", startsAt: daysAgo(-0.1) })];
    expect(activePromos(promos, now, []).map((p) => p.name)).toEqual(["first", "second", "rest"]);
  });
  it("shuffles the unpositioned ones when asked", () => {
    const promos = [promo({ name: "a" }), promo({ name: "b" }), promo({ name: "p", position: 0 })];
    expect(activePromos(promos, now, [], (x) => [...x].reverse()).map((p) => p.name)).toEqual(["p", "b", "a"]);
  });
  it("shows by the selected car types, strictly where strictDisplay is set", () => {
    const loose = promo({ name: "loose", display: ["new"] });
    const strict = promo({ name: "strict", display: ["new"], strictDisplay: true });
    expect(activePromos([loose, strict], now, []).map((p) => p.name)).toEqual(["loose"]);
    expect(activePromos([loose, strict], now, ["new"]).map((p) => p.name)).toEqual(["loose", "strict"]);
    expect(activePromos([loose, strict], now, ["new", "used"]).map((p) => p.name)).toEqual(["loose"]);
    expect(activePromos([loose, strict], now, ["used"]).map((p) => p.name)).toEqual([]);
  });
});

describe("promoSlots", () => {
  it("places promos at the configured positions, in order", () => {
    expect(promoSlots(["a", "b", "c"], 21, { positions: [3, 11], randomOffset: null, everyNth: 0 })).toEqual([[3, "a"], [11, "b"]]);
  });
  it("continues every Nth card after the last position", () => {
    expect(promoSlots(["a", "b", "c"], 21, { positions: [4], randomOffset: null, everyNth: 6 })).toEqual([[4, "a"], [10, "b"], [16, "c"]]);
  });
  it("starts at a random 0 to 2 plus the offset on that variant", () => {
    expect(promoSlots(["a"], 21, { positions: [], randomOffset: 2, everyNth: 0 }, () => 0)).toEqual([[2, "a"]]);
    expect(promoSlots(["a"], 21, { positions: [], randomOffset: 2, everyNth: 0 }, () => 0.99)).toEqual([[4, "a"]]);
  });
  it("places nothing past the end of the page", () => {
    expect(promoSlots(["a", "b"], 5, { positions: [3, 11], randomOffset: null, everyNth: 0 })).toEqual([[3, "a"]]);
  });
});
