import { describe, expect, it } from "vitest";
import { resultItems, type ResultItem } from "./result-slots";

const hits = (n: number) => Array.from({ length: n }, (_, i) => `car${i}`);
const noPromos: Array<[number, string]> = [];

/** The list as short labels: car names, P:promo, CTA. */
const shape = (items: Array<ResultItem<string, string>>) =>
  items.map((item) => (item.kind === "hit" ? item.hit : item.kind === "promo" ? `P:${item.promo}` : "CTA"));

/** 1-based positions of the CTA cards. */
const ctaAt = (items: Array<ResultItem<string, string>>) => items.flatMap((item, i) => (item.kind === "cta" ? [i + 1] : []));

describe("resultItems: the CTA card among the results", () => {
  it("stands 8th and 17th on a full page with the default positions 8 and 17", () => {
    const items = resultItems(hits(21), noPromos, [8, 17]);
    expect(items).toHaveLength(23);
    expect(ctaAt(items)).toEqual([8, 17]);
    expect(items.filter((i) => i.kind === "hit").map((i) => (i.kind === "hit" ? i.hit : ""))).toEqual(hits(21));
  });

  it("counts promo cards as items: with promos before hits 3 and 11 the CTAs still stand 8th and 17th", () => {
    const items = resultItems(hits(21), [[3, "a"], [11, "b"]], [8, 17]);
    expect(ctaAt(items)).toEqual([8, 17]);
    expect(shape(items).slice(0, 9)).toEqual(["car0", "car1", "car2", "P:a", "car3", "car4", "car5", "CTA", "car6"]);
    expect(shape(items).indexOf("P:b") + 1).toBe(14);
    expect(items).toHaveLength(25);
  });

  it("takes one position on the variant sites: 8, or 9", () => {
    expect(ctaAt(resultItems(hits(21), noPromos, [8]))).toEqual([8]);
    expect(ctaAt(resultItems(hits(21), noPromos, [9]))).toEqual([9]);
  });

  it("shows a card at each listed position, once per position, whatever the order of the list", () => {
    expect(ctaAt(resultItems(hits(21), noPromos, [9, 8, 8]))).toEqual([8, 9]);
  });

  it("is not shown when the page has fewer items than the position, and positions beyond are skipped", () => {
    expect(ctaAt(resultItems(hits(7), noPromos, [8, 17]))).toEqual([]);
    expect(ctaAt(resultItems(hits(12), noPromos, [8, 17]))).toEqual([8]);
    // Eight results: the CTA is 8th and the 8th car follows it.
    expect(shape(resultItems(hits(8), noPromos, [8])).slice(-2)).toEqual(["CTA", "car7"]);
    // Seven results and a promo make eight items: the CTA stands 8th before the last item.
    expect(ctaAt(resultItems(hits(7), [[7, "a"]], [8]))).toEqual([8]);
  });

  it("keeps the hit index for each vehicle (the first two load their pictures eagerly)", () => {
    const items = resultItems(hits(3), [[1, "a"]], []);
    expect(items.map((i) => (i.kind === "hit" ? i.hitIndex : null))).toEqual([0, null, 1, 2]);
  });

  it("places a promo after the last hit, and shows nothing for no hits", () => {
    expect(shape(resultItems(hits(2), [[2, "end"]], []))).toEqual(["car0", "car1", "P:end"]);
    expect(resultItems([], [[0, "a"]], [1])).toEqual([]);
  });
});
