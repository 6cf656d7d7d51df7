import { describe, expect, it } from "vitest";
import { clearOfferFiltersHref, offerCategories, offerSearchHref, OFFERS_PAGE_SIZE, parseOfferSearch, searchOffers } from "./search";

const offer = (i: number, over: Partial<{ text: string; category: string | null; price: number | null }> = {}) => ({ id: i, text: `Toyota Corolla offer ${i}`, category: "Runout", price: 25_000 + i * 1000, ...over });

describe("the offers search's URL (lenient)", () => {
  it("reads categories, a price band, the words and the page", () => {
    expect(parseOfferSearch({ category: ["Runout", "Finance offer", "Runout"], price: "30000-50000", q: "  hilux   sr5 ", page: "2" })).toEqual({
      categories: ["Runout", "Finance offer"],
      price: "30000-50000",
      query: "hilux sr5",
      page: 2,
    });
  });
  it("ignores an unknown band and a bad page", () => {
    expect(parseOfferSearch({ price: "cheap", page: "-1" })).toEqual({ categories: [], price: null, query: "", page: 1 });
    expect(parseOfferSearch({ page: "1e3" }).page).toBe(1000);
    expect(parseOfferSearch({ page: "abc" }).page).toBe(1);
  });
  it("writes it back", () => {
    expect(offerSearchHref({ categories: ["Runout"], price: "under-30000", query: "ranger", page: 2 })).toBe("/special-offers?category=Runout&price=under-30000&q=ranger&page=2");
    expect(offerSearchHref({})).toBe("/special-offers");
    expect(clearOfferFiltersHref()).toBe("/special-offers");
  });
});

describe("searching offers (spec 001 §7: categories, price, query; 21 a page)", () => {
  const offers = Array.from({ length: 50 }, (_, i) => offer(i));
  it("pages by 21", () => {
    expect(OFFERS_PAGE_SIZE).toBe(21);
    const first = searchOffers(offers, { categories: [], price: null, query: "", page: 1 });
    expect(first.items).toHaveLength(21);
    expect(first.total).toBe(50);
    expect(first.pageCount).toBe(3);
    const last = searchOffers(offers, { categories: [], price: null, query: "", page: 3 });
    expect(last.items.map((o) => o.id)).toEqual([42, 43, 44, 45, 46, 47, 48, 49]);
    expect(searchOffers(offers, { categories: [], price: null, query: "", page: 9 }).page).toBe(3);
  });
  it("filters by category, price band (no price matches no band) and every word", () => {
    const list = [offer(1, { category: "Finance offer", price: null }), offer(2, { price: 29_999 }), offer(3, { price: 30_000, text: "Ford Ranger XLT" }), offer(4, { price: 90_000 })];
    expect(searchOffers(list, { categories: ["Finance offer"], price: null, query: "", page: 1 }).items.map((o) => o.id)).toEqual([1]);
    expect(searchOffers(list, { categories: [], price: "under-30000", query: "", page: 1 }).items.map((o) => o.id)).toEqual([2]);
    expect(searchOffers(list, { categories: [], price: "30000-50000", query: "", page: 1 }).items.map((o) => o.id)).toEqual([3]);
    expect(searchOffers(list, { categories: [], price: "80000-plus", query: "", page: 1 }).items.map((o) => o.id)).toEqual([4]);
    expect(searchOffers(list, { categories: [], price: null, query: "ranger XLT", page: 1 }).items.map((o) => o.id)).toEqual([3]);
    expect(searchOffers(list, { categories: [], price: null, query: "ranger camry", page: 1 }).total).toBe(0);
  });
  it("lists the categories to filter by", () => {
    expect(offerCategories([{ category: "Runout" }, { category: null }, { category: "Finance offer" }, { category: "Runout" }])).toEqual(["Finance offer", "Runout"]);
  });
});
