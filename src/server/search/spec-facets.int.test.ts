/**
 * The spec's facets the search lacked (issue 38, Search): categories, filtered_features, make_model,
 * weekly_price_range, subscription_price and created_at_timestamp, counted by the platform's own engine over the
 * seeded demo, with Ridgeline (features.subscription) as the site that offers subscriptions.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchRequestSchema } from "@/contracts/search/search-request";
import { createdAtTimestamp, filteredFeatures, vehicleCategories, weeklyPriceRangeLabel } from "@/domain/search/facet-values";
import { priceLine } from "@/domain/vehicle/price-display";
import { listedFacets } from "@/domain/search/facets";
import { closeProcessDatabase, setProcessDatabase, type DatabaseHandle } from "@/server/db/client";
import { seedDatabase } from "@/demo/seed/load";
import { loadSites, type Site } from "@/server/sites/site-store";
import { freshTestDatabase } from "@/test/test-database";
import { invalidateSearchIndexes } from "./index-registry";
import { searchSite } from "./search-service";

let db: DatabaseHandle;
let subscriptionSite: Site;
let plainSite: Site;

beforeAll(async () => {
  db = await freshTestDatabase();
  await seedDatabase(db, { seed: 38, referenceDate: new Date(), vehicles: 900 });
  setProcessDatabase(db);
  const sites = await loadSites(db.db);
  const subscribing = sites.filter((s) => s.settings.features.subscription);
  expect(subscribing.map((s) => s.slug)).toEqual(["ridgeline-moto-truck"]);
  subscriptionSite = subscribing[0]!;
  plainSite = sites.find((s) => s.slug === "coastal-toyota")!;
  invalidateSearchIndexes();
}, 240_000);

afterAll(async () => {
  await closeProcessDatabase();
});

const search = (site: Site, body: unknown) => searchSite(site, searchRequestSchema.parse(body));
const total = (items: ReadonlyArray<{ count: number }> | undefined) => (items ?? []).reduce((sum, item) => sum + item.count, 0);

describe("facet weekly_price_range and subscription_price on the demo's subscription site", () => {
  it("shows the weekly subscription price on the site's cards, as $X /wk", async () => {
    const all = await search(subscriptionSite, { hitsPerPage: 60, sort: "latest" });
    const subscribed = all.hits.filter((hit) => (hit.vehicle.subscriptionPrice ?? 0) > 0);
    expect(subscribed.length).toBeGreaterThan(0);
    for (const hit of subscribed) expect(priceLine(hit.vehicle, { subscriptionSite: true, noPriceText: "x" }).amountText).toMatch(/^\$[\d,]+ ?\/wk$/);
  });

  it("counts every car with a weekly price in its band, and a band chosen finds exactly its count", async () => {
    const all = await search(subscriptionSite, { hitsPerPage: 60 });
    const bands = all.facets.weekly_price_range ?? [];
    expect(bands.length).toBeGreaterThan(1);
    for (const band of bands) expect(band.label).toMatch(/\/wk/);
    const band = bands[0]!;
    const chosen = await search(subscriptionSite, { hitsPerPage: 60, filters: { weekly_price_range: [band.value] } });
    expect(chosen.exactCount).toBe(band.count);
    for (const hit of chosen.hits) expect(weeklyPriceRangeLabel(hit.vehicle.subscriptionPrice)).toBe(band.value);
    // The band's own choice leaves its counts alone (disjunctive).
    expect(chosen.facets.weekly_price_range).toEqual(bands.map((b) => ({ ...b, isRefined: b.value === band.value })));
  });

  it("gives the weekly price's range, and a weekly range finds the cars inside it", async () => {
    const all = await search(subscriptionSite, {});
    const stats = all.facetStats.subscription_price;
    expect(stats).not.toBeNull();
    expect(stats!.min).toBeGreaterThan(0);
    const max = Math.round((stats!.min + stats!.max) / 2);
    const within = await search(subscriptionSite, { hitsPerPage: 60, ranges: { subscription_price: { max } } });
    expect(within.exactCount).toBeGreaterThan(0);
    expect(within.exactCount).toBeLessThan(total(all.facets.weekly_price_range));
    for (const hit of within.hits) expect(hit.vehicle.subscriptionPrice!).toBeLessThanOrEqual(max);
  });

  it("offers no weekly price facet or range where the site has no subscriptions", async () => {
    const result = await search(plainSite, {});
    expect(result.exactCount).toBeGreaterThan(0);
    expect(result.facets.weekly_price_range).toBeUndefined();
    expect(result.facetStats.subscription_price).toBeNull();
  });
});

describe("facet make_model", () => {
  it("counts each make and model as one value, equal to the model's count under its make", async () => {
    const all = await search(plainSite, {});
    const top = all.facets.make_model?.[0];
    expect(top).toBeDefined();
    const make = all.facets.make?.[0]?.value ?? "";
    expect(top!.value.startsWith(`${make} `)).toBe(true);
    const byMake = await search(plainSite, { filters: { make: [make] } });
    const model = byMake.facets.model?.find((m) => `${make} ${m.value}` === top!.value);
    expect(model?.count).toBe(top!.count);
    const chosen = await search(plainSite, { hitsPerPage: 60, filters: { make_model: [top!.value] } });
    expect(chosen.exactCount).toBe(top!.count);
    for (const hit of chosen.hits) expect(`${hit.vehicle.make} ${hit.vehicle.model}`).toBe(top!.value);
  });
});

describe("facet categories", () => {
  it("counts cars by group, a car in several (an electric SUV is in SUVs and Electric), and a group chosen finds its count", async () => {
    const all = await search(plainSite, {});
    const categories = all.facets.categories ?? [];
    expect(categories.map((c) => c.value)).toContain("SUVs");
    const suvs = categories.find((c) => c.value === "SUVs")!;
    const chosen = await search(plainSite, { hitsPerPage: 60, filters: { categories: ["SUVs"] } });
    expect(chosen.exactCount).toBe(suvs.count);
    for (const hit of chosen.hits) expect(vehicleCategories({ body: hit.vehicle.simpleBody, fuel: hit.vehicle.simpleFuel, itemType: hit.vehicle.itemType })).toContain("SUVs");
    // OR within the facet: two groups find at least each one's cars, and at most both together.
    const other = categories.find((c) => c.value !== "SUVs")!;
    const both = await search(plainSite, { filters: { categories: ["SUVs", other.value] } });
    expect(both.exactCount).toBeGreaterThanOrEqual(Math.max(suvs.count, other.count));
    expect(both.exactCount).toBeLessThanOrEqual(suvs.count + other.count);
    // Another facet narrows the groups' counts.
    const used = await search(plainSite, { filters: { car_type: ["used"] } });
    expect(total(used.facets.categories)).toBeLessThan(total(categories));
  });
});

describe("facet filtered_features", () => {
  it("counts cars by the features shoppers filter on, and a feature chosen finds the cars whose equipment lists it", async () => {
    const all = await search(plainSite, {});
    const features = all.facets.filtered_features ?? [];
    expect(features.length).toBeGreaterThan(0);
    const feature = features[0]!;
    const chosen = await search(plainSite, { hitsPerPage: 60, filters: { filtered_features: [feature.value] } });
    expect(chosen.exactCount).toBe(feature.count);
    expect(chosen.exactCount).toBeLessThan(all.exactCount);
    for (const hit of chosen.hits) expect(filteredFeatures(hit.vehicle.standardEquipment)).toContain(feature.value);
  });
});

describe("facet created_at_timestamp", () => {
  it("gives when the listed cars were listed, and a 'listed since' range finds only the cars listed since", async () => {
    const all = await search(plainSite, {});
    const stats = all.facetStats.created_at_timestamp;
    expect(stats).not.toBeNull();
    expect(stats!.max).toBeGreaterThan(stats!.min);
    const since = Math.round((stats!.min + stats!.max) / 2);
    const recent = await search(plainSite, { hitsPerPage: 60, sort: "latest", ranges: { created_at_timestamp: { min: since } } });
    expect(recent.exactCount).toBeGreaterThan(0);
    expect(recent.exactCount).toBeLessThan(all.exactCount);
    for (const hit of recent.hits) expect(createdAtTimestamp(hit.vehicle.createdAt)).toBeGreaterThanOrEqual(since);
  });
});

describe("the filter panel's make_model and created_at_timestamp (issue 38: shown in the panel, with counts and URL state)", () => {
  it("lists make_model among the panel's facets, with the counts the search gives", async () => {
    const all = await search(plainSite, {});
    const listed = listedFacets(all.facets, {});
    expect(Object.keys(listed)).toContain("make_model");
    expect(listed.make_model).toEqual(all.facets.make_model);
    expect(total(listed.make_model)).toBeGreaterThan(0);
  });

  it("counts each 'Listed' window under the other filters, and a window chosen finds exactly its count, keeping the counts", async () => {
    const used = await search(plainSite, { filters: { car_type: ["used"] } });
    const windows = used.listedSince;
    expect(windows.map((w) => w.label)).toEqual(["Last 8 days", "Last 30 days", "Last 90 days"].filter((label) => windows.some((w) => w.label === label)));
    expect(windows.length).toBeGreaterThan(1);
    expect(windows.every((w) => !w.isRefined)).toBe(true);
    // Wider windows hold at least the narrower's cars, never more than the search finds.
    for (let i = 1; i < windows.length; i++) expect(windows[i]!.count).toBeGreaterThanOrEqual(windows[i - 1]!.count);
    expect(windows.at(-1)!.count).toBeLessThanOrEqual(used.exactCount);
    const window = windows.find((w) => w.count > 0 && w.count < used.exactCount) ?? windows[0]!;
    const chosen = await search(plainSite, { hitsPerPage: 60, filters: { car_type: ["used"] }, ranges: { created_at_timestamp: { min: window.min } } });
    expect(chosen.exactCount).toBe(window.count);
    for (const hit of chosen.hits) expect(createdAtTimestamp(hit.vehicle.createdAt)).toBeGreaterThanOrEqual(window.min);
    // Its own range leaves the windows' counts alone (as a facet's own choice does), and marks the one chosen.
    expect(chosen.listedSince).toEqual(windows.map((w) => ({ ...w, isRefined: w.min === window.min })));
    // Another filter narrows them.
    const all = await search(plainSite, {});
    expect(total(all.listedSince)).toBeGreaterThanOrEqual(total(windows));
  });

  it("takes a site's own just-arrived window (the caravan site's 14 days), and answers no windows without facets", async () => {
    const sites = await loadSites(db.db);
    const own = sites.find((s) => s.settings.specifications.just_arrived_days !== 8);
    expect(own).toBeDefined();
    const result = await search(own!, {});
    expect(result.listedSince.map((w) => w.days)).toContain(own!.settings.specifications.just_arrived_days);
    expect((await search(plainSite, { limit: 1 })).listedSince).toEqual([]);
  });
});
