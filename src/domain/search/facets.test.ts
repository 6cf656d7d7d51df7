import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { facetListed, facetLimit, listedFacets, leadingNumber, limitFacetItems, orderFacetItems, priceRangeLabel, splitMakeList, splitPopularMakes } from "./facets";

describe("facet item order", () => {
  it("lists car types new, demo, used whatever their counts", () => {
    const items = orderFacetItems("car_type", new Map([["used", 900], ["new", 10], ["demo", 50]]), ["used"]);
    expect(items.map((i) => i.value)).toEqual(["new", "demo", "used"]);
    expect(items.map((i) => i.label)).toEqual(["New", "Demo", "Used"]);
    expect(items.find((i) => i.value === "used")?.isRefined).toBe(true);
  });
  it("sorts price ranges by the number in their label", () => {
    const counts = new Map([["$20,000 - $30,000", 5], ["Under $10,000", 50], ["$10,000 - $20,000", 9], ["$100,000+", 1]]);
    expect(orderFacetItems("price_range", counts, []).map((i) => i.value)).toEqual(["Under $10,000", "$10,000 - $20,000", "$20,000 - $30,000", "$100,000+"]);
    expect(leadingNumber("$1,234.5 a week")).toBe(1234.5);
  });
  it("puts 'Under $10,000' before '$10,000 - $20,000' whatever order the documents came in", () => {
    const bands = [5_000, 15_000, 25_000, 35_000, 45_000, 60_000, 80_000, 150_000].map((price) => priceRangeLabel(price) ?? "");
    fc.assert(
      fc.property(fc.shuffledSubarray(bands, { minLength: bands.length }), (shuffled) => {
        const counts = new Map(shuffled.map((label, i) => [label, i + 1] as const));
        expect(orderFacetItems("price_range", counts, []).map((i) => i.value)).toEqual(bands);
      }),
    );
  });
  it("sorts other facets by count descending, then name descending", () => {
    const counts = new Map([["Kia", 3], ["Ford", 7], ["Mazda", 3], ["Audi", 1]]);
    expect(orderFacetItems("make", counts, []).map((i) => i.value)).toEqual(["Ford", "Mazda", "Kia", "Audi"]);
  });
});

describe("facet limits", () => {
  it("are 4 by default, 20 with custom bodies, city 20, dealership 40, models 30", () => {
    expect(facetLimit("colour", { customBodies: false })).toBe(4);
    expect(facetLimit("body", { customBodies: true })).toBe(20);
    expect(facetLimit("city", { customBodies: false })).toBe(20);
    expect(facetLimit("dealership_name", { customBodies: false })).toBe(40);
    expect(facetLimit("model", { customBodies: false })).toBe(30);
  });
  it("keep a refined item that falls past the limit", () => {
    const items = orderFacetItems("colour", new Map([["White", 9], ["Grey", 8], ["Black", 7], ["Blue", 6], ["Red", 1]]), ["Red"]);
    expect(limitFacetItems(items, 4).map((i) => i.value)).toEqual(["White", "Grey", "Black", "Blue", "Red"]);
  });
  it("split the first 20 makes as popular", () => {
    const items = orderFacetItems("make", new Map(Array.from({ length: 25 }, (_, i) => [`Make ${i}`, 100 - i] as const)), []);
    const { popular, all } = splitPopularMakes(items);
    expect(popular).toHaveLength(20);
    expect(all).toHaveLength(5);
  });
  it("show 7 makes until 'Show all makes', or the 20 popular ones with the feature", () => {
    const items = orderFacetItems("make", new Map(Array.from({ length: 25 }, (_, i) => [`Make ${i}`, 100 - i] as const)), []);
    expect(splitMakeList(items, false).head).toHaveLength(7);
    expect(splitMakeList(items, false).tail).toHaveLength(18);
    expect(splitMakeList(items, true)).toEqual({ head: items.slice(0, 20), tail: items.slice(20) });
  });
});

describe("priceRangeLabel", () => {
  it("puts a price in its band, and none for no price", () => {
    expect(priceRangeLabel(9_990)).toBe("Under $10,000");
    expect(priceRangeLabel(10_000)).toBe("$10,000 - $20,000");
    expect(priceRangeLabel(74_990)).toBe("$50,000 - $75,000");
    expect(priceRangeLabel(150_000)).toBe("$100,000+");
    expect(priceRangeLabel(0)).toBeNull();
  });
});

describe("the facets a panel lists", () => {
  const facets = { make: [item("Toyota")], model: [item("HiLux")], body: [item("Ute")] };
  it("leaves models out until a make is chosen, and keeps every other facet", () => {
    expect(facetListed("model", {})).toBe(false);
    expect(facetListed("model", { make: [] })).toBe(false);
    expect(facetListed("model", { make: ["Toyota"] })).toBe(true);
    expect(facetListed("body", {})).toBe(true);
    expect(Object.keys(listedFacets(facets, { body: ["Ute"] }))).toEqual(["make", "body"]);
    expect(listedFacets(facets, { make: ["Toyota"] })).toEqual(facets);
  });
  it("leaves out the facets the panel never lists (counted for the API only)", () => {
    const counted = { ...facets, badge: [item("GX")], tag: [item("One Owner")], certified: [item("true")], city: [item("Maroochydore")], state: [item("QLD")] };
    expect(Object.keys(listedFacets(counted, {})).sort()).toEqual(["body", "make", "state"]);
  });
});

function item(value: string) {
  return { label: value, value, count: 1, isRefined: false };
}
