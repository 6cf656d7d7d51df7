import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, inArray } from "drizzle-orm";
import { searchRequestSchema } from "@/contracts/search/search-request";
import { closeProcessDatabase, setProcessDatabase, type DatabaseHandle } from "@/server/db/client";
import { siteDealerships, vehicles } from "@/server/db/schema";
import { seedDatabase } from "@/demo/seed/load";
import { loadSites, type Site } from "@/server/sites/site-store";
import { freshTestDatabase } from "@/test/test-database";
import { invalidateSearchIndexes } from "./index-registry";
import { searchSite } from "./search-service";

let db: DatabaseHandle;
let site: Site;

beforeAll(async () => {
  db = await freshTestDatabase();
  await seedDatabase(db, { seed: 8, referenceDate: new Date(), vehicles: 400 });
  setProcessDatabase(db);
  const found = (await loadSites(db.db)).find((s) => s.settings.search.seriesOrder.length > 0);
  if (!found) throw new Error("no demo site orders series");
  site = found;
  // Give three in-stock cars of the site the series it orders, in the reverse order of the setting.
  const dealerships = (await db.db.select({ id: siteDealerships.dealershipId }).from(siteDealerships).where(eq(siteDealerships.siteId, site.id))).map((d) => d.id);
  const stock = await db.db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(and(inArray(vehicles.dealershipId, dealerships), eq(vehicles.status, "in_stock"), eq(vehicles.showOnDealerWebsite, true)))
    .orderBy(vehicles.id)
    .limit(3);
  const series = [...site.settings.search.seriesOrder].reverse();
  for (const [i, row] of stock.entries()) await db.db.update(vehicles).set({ series: series[i] === undefined ? null : `${series[i]!.toUpperCase()} Edition` }).where(eq(vehicles.id, row.id));
  invalidateSearchIndexes();
});

afterAll(async () => {
  await closeProcessDatabase();
});

describe("search.seriesOrder", () => {
  it("lists the site's series first, in the setting's order, under 'Most relevant'", async () => {
    expect(site.settings.search.seriesOrder).toEqual(["duo", "city", "sport"]);
    const result = await searchSite(site, searchRequestSchema.parse({ hitsPerPage: 5 }));
    expect(result.hits.slice(0, 3).map((h) => h.vehicle.series)).toEqual(["DUO Edition", "CITY Edition", "SPORT Edition"]);
  });
  it("leaves a chosen sort alone", async () => {
    const result = await searchSite(site, searchRequestSchema.parse({ hitsPerPage: 5, sort: "price-desc" }));
    const prices = result.hits.map((h) => h.vehicle.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });
});
