import { assert, describe, expect, it } from "vitest";
import { requestFromSearchParams, searchRequestSchema } from "@/contracts/search/search-request";
import { searchForPage } from "@/server/services/search-page/search-page";
import { seededDemo } from "@/test/seeded-demo";
import { searchSite } from "./search-service";

/** Issue 15, "Search that forgives", on a demo Toyota dealer's stock through the one search service. */
const demo = seededDemo({ seed: 5, vehicles: 250 });

const search = (query: string, change: Record<string, unknown> = {}) => searchSite(demo.site("coastal-toyota"), searchRequestSchema.parse({ query, ...change }));
/** The cars a query finds: every page, in one fixed order (so two queries finding the same cars give the same list). */
const ids = async (query: string) => {
  const found: number[] = [];
  for (let page = 1; ; page++) {
    const result = await search(query, { hitsPerPage: 60, page, sort: "price-desc" });
    found.push(...result.hits.map((h) => h.vehicle.id));
    if (page >= result.pages) return found;
  }
};

describe("search that forgives", () => {
  it("finds the same cars for a transposed or doubled letter as for the model spelt right", async () => {
    const hilux = await ids("hilux");
    const corolla = await ids("corolla");
    const landcruiser = await ids("landcruiser");
    expect(hilux.length).toBeGreaterThan(0);
    expect(corolla.length).toBeGreaterThan(0);
    expect(landcruiser.length).toBeGreaterThan(0);
    expect(await ids("hilxu")).toEqual(hilux);
    expect(await ids("corrola")).toEqual(corolla);
    expect(await ids("landcrusier")).toEqual(landcruiser);
  });

  it("finds split and joined words alike: 'hi lux', 'rav 4', 'land cruiser'", async () => {
    expect(await ids("hi lux")).toEqual(await ids("hilux"));
    const rav4 = await ids("rav4");
    expect(rav4.length).toBeGreaterThan(1);
    expect(await ids("rav 4")).toEqual(rav4);
    expect(await ids("land cruiser")).toEqual(await ids("landcruiser"));
  });

  it("searches fuel and transmission: 'diesel' finds the diesels, 'automatic' the automatics", async () => {
    const diesel = await search("diesel", { hitsPerPage: 60 });
    expect(diesel.count).toBeGreaterThan(0);
    expect(diesel.count).toBe(diesel.facets.fuel?.find((f) => f.value === "Diesel")?.count);
    const automatic = await search("automatic", { hitsPerPage: 60 });
    expect(automatic.count).toBeGreaterThan(0);
    expect(automatic.hits.every((h) => h.vehicle.simpleTransmission === "Automatic")).toBe(true);
  });

  it("ranks an exact model match above a typo under 'Most relevant'", async () => {
    const result = await search("hilux", { hitsPerPage: 5 });
    expect(result.hits.length).toBeGreaterThan(0);
    expect(result.hits.every((h) => h.vehicle.model === "HiLux")).toBe(true);
  });

  it("offers 'Did you mean' from the site's own words only when nothing is found", async () => {
    const none = await search("toyota hulix");
    expect(none.count).toBe(0);
    expect(none.suggestion).toBe("toyota hilux");
    expect((await search(none.suggestion ?? "")).count).toBeGreaterThan(0);
    expect((await search("hilux")).suggestion).toBeNull();
    expect((await search("qwertyuiop")).suggestion).toBeNull();
    // A word of another site's stock (a Ford dealer's) is not offered to a Toyota dealer's shoppers.
    expect((await search("rangerr raptro")).suggestion).toBeNull();
  });
});

describe("issue 39 item 8: search from where the shopper is", () => {
  const page = (query: string) => searchForPage(demo.site("coastal-toyota"), requestFromSearchParams(new URLSearchParams({ query })));

  it("'Did you mean toyota hilux?' shows that search's results, not an empty page, and says what it searched", async () => {
    const { request, result, corrected } = await page("toyota hulix");
    expect(corrected).toEqual({ asked: "toyota hulix", searched: "toyota hilux" });
    expect(request.query).toBe("toyota hilux");
    expect(result.hits.length).toBeGreaterThan(0);
    expect(result.hits.every((h) => h.vehicle.model === "HiLux")).toBe(true);
    // A search that finds cars as typed is not corrected.
    expect((await page("hilux")).corrected).toBeNull();
  });

  it("reads 'hilux under $NNk' as HiLuxes at most that price", async () => {
    const all = await page("hilux");
    const prices = all.result.facetStats.price;
    assert(prices);
    // A round thousand between the cheapest HiLux and the dearest (a bound past either end is left out: spec 001 §8).
    const thousands = Math.round((prices.min + prices.max) / 2000);
    const { request, result } = await page(`hilux under $${thousands}k`);
    expect(request).toMatchObject({ query: "hilux", ranges: { price: { max: thousands * 1000 } } });
    expect(result.count).toBeGreaterThan(0);
    expect(result.count).toBeLessThan(all.result.count);
    expect(result.hits.every((h) => h.vehicle.model === "HiLux" && (h.vehicle.price ?? 0) <= thousands * 1000)).toBe(true);
  });
});
