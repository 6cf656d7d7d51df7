import { beforeAll, describe, expect, it } from "vitest";
import type { SearchRequest } from "@/contracts/search/search-request";
import { searchForPage } from "@/server/services/search-page/search-page";
import { seededDemo } from "@/test/seeded-demo";
import { flushSearchLog, recordSearch, SEARCH_LOG_MAX_ENTRIES, searchLogBufferState } from "./search-log-buffer";

const demo = seededDemo({ seed: 31, vehicles: 60 });

/** Noon in Sydney on 3 March 2026. */
const NOW = new Date("2026-03-03T01:00:00Z");

const request = (changes: Partial<SearchRequest>): SearchRequest => ({ query: "", filters: {}, ranges: {}, sort: "relevance", ...changes });

interface CountRow {
  site_id: number;
  day: string;
  make: string;
  model: string;
  body: string;
  car_type: string;
  price_band: string;
  location: string;
  query: string;
  result_band: string;
  searches: number;
}

const logged = () => demo.db.query<CountRow>("select site_id, to_char(day, 'YYYY-MM-DD') as day, make, model, body, car_type, price_band, location, query, result_band, searches from search_daily_counts order by site_id, result_band, make, query");

beforeAll(async () => {
  await flushSearchLog();
  await demo.db.query("delete from search_daily_counts");
});

describe("the search log", () => {
  it("keeps no column of the shopper: only the site, the day, the normalised filters, the result band and a count", async () => {
    const columns = await demo.db.query<{ column_name: string }>("select column_name from information_schema.columns where table_name = 'search_daily_counts' order by ordinal_position");
    expect(columns.map((c) => c.column_name)).toEqual(["site_id", "day", "make", "model", "body", "car_type", "price_band", "location", "query", "result_band", "searches"]);
  });

  it("counts a shopper's search page in memory, and writes identical searches as one row in one batch", async () => {
    const site = demo.site("coastal-toyota");
    const nothing = request({ filters: { make: ["Lamborghini"], body: ["Coupe"] }, ranges: { price: { max: 250_000 } }, query: "Urus jane.doe@example.com 0412 345 678" });
    for (let i = 0; i < 3; i++) await searchForPage(site, nothing, { now: NOW }, "shopper");
    // The same search as a robot or a prefetch, and its second page, are not counted.
    await searchForPage(site, nothing, { now: NOW }, "automated");
    await searchForPage(site, { ...nothing, page: 2 }, { now: NOW }, "shopper");
    // A search that finds cars: counted, in the "some" band.
    const some = await searchForPage(site, request({}), { now: NOW }, "shopper");
    expect(some.result.exactCount).toBeGreaterThanOrEqual(3);
    expect(await logged()).toEqual([]);
    expect(searchLogBufferState().entries).toBe(2);

    await flushSearchLog();
    expect(searchLogBufferState()).toEqual({ entries: 0, dropped: 0 });
    const rows = await logged();
    expect(rows).toEqual([
      { site_id: site.id, day: "2026-03-03", make: "Lamborghini", model: "", body: "Coupe", car_type: "", price_band: "$100,000+", location: "", query: "urus", result_band: "none", searches: 3 },
      { site_id: site.id, day: "2026-03-03", make: "", model: "", body: "", car_type: "", price_band: "", location: "", query: "", result_band: "some", searches: 1 },
    ]);
    // Nothing the shopper typed of themselves was kept.
    expect(JSON.stringify(rows)).not.toMatch(/jane|example|0412|345/);
  });

  it("adds a later batch's searches to the day's row (an upsert), and keeps the path's preset as chosen", async () => {
    const site = demo.site("coastal-toyota");
    const nothing = request({ filters: { body: ["Coupe"] }, ranges: { price: { max: 250_000 } }, query: "URUS" });
    await searchForPage(site, nothing, { now: NOW, preset: { make: ["Lamborghini"] } }, "shopper");
    await flushSearchLog();
    const row = (await logged()).find((r) => r.make === "Lamborghini");
    expect(row?.searches).toBe(4);
  });

  it("holds a bounded buffer: past its size the oldest combination is dropped and counted, and the rest are written", async () => {
    const site = demo.site("coastal-toyota");
    await demo.db.query("delete from search_daily_counts");
    const day = new Date("2026-01-10T01:00:00Z");
    const filters = (i: number) => ({ make: `Make ${i}`, model: "", body: "", carType: "", priceBand: "", location: "", query: "" });
    for (let i = 0; i < SEARCH_LOG_MAX_ENTRIES + 5; i++) recordSearch(site.id, filters(i), 0, day);
    expect(searchLogBufferState()).toEqual({ entries: SEARCH_LOG_MAX_ENTRIES, dropped: 5 });
    await flushSearchLog();
    const [counted] = await demo.db.query<{ n: number; oldest: string }>("select count(*)::int as n, min(make) filter (where make = 'Make 0') as oldest from search_daily_counts");
    expect(counted).toEqual({ n: SEARCH_LOG_MAX_ENTRIES, oldest: null });
  });

  it("writes nothing for a site deleted before the flush, and keeps the other sites' searches", async () => {
    await demo.db.query("delete from search_daily_counts");
    const [gone] = await demo.db.query<{ id: number }>("insert into sites (slug, name, template, theme) select 'gone-site', 'Gone', template, theme from sites limit 1 returning id");
    const kept = demo.site("coastal-toyota");
    const filters = { make: "Kia", model: "", body: "", carType: "", priceBand: "", location: "", query: "" };
    recordSearch(gone!.id, filters, 0, NOW);
    recordSearch(kept.id, filters, 1, NOW);
    await demo.db.query("delete from sites where id = $1", [gone!.id]);
    await flushSearchLog();
    expect((await logged()).map((r) => [r.site_id, r.result_band, r.searches])).toEqual([[kept.id, "few", 1]]);
  });
});
