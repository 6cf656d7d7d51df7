import fc from "fast-check";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isListedStock, type StockState } from "@/domain/search/listed-stock";
import { MAX_INCLUDE_SOLD_CARS_DAYS } from "@/domain/site/settings";
import { searchRequestSchema } from "@/contracts/search/search-request";
import { listedStockOf, siteStockCounts } from "@/server/data/vehicles";
import { closeProcessDatabase, setProcessDatabase, type DatabaseHandle } from "@/server/db/client";
import { dealerships, siteDealerships, sites, vehicles } from "@/server/db/schema";
import { seedDatabase } from "@/demo/seed/load";
import { loadSites, type Site } from "@/server/sites/site-store";
import { freshTestDatabase } from "@/test/test-database";
import { forEachBit, type Bitset } from "./bitset";
import { listedStockBitset } from "./listed-stock-bitset";
import { baseFilter } from "./search-service";
import { buildSiteIndex, type SiteIndex } from "./site-index";
import { loadSearchDocuments, VEHICLE_INDEX_SCHEMA } from "./vehicle-documents";
import { siteScope } from "@/server/data/scope";

/**
 * The listed-stock filter is written once (src/domain/search/listed-stock.ts) and built three ways: the SQL of
 * every stock query, the search index's bitset, and the predicate. Random stock, sale dates on and around the
 * window's edges, and random windows: the three must list exactly the same vehicles.
 */

const DAY_MS = 86_400_000;
let db: DatabaseHandle;
let site: Site;
let dealershipId: number;
let serial = 0;

beforeAll(async () => {
  db = await freshTestDatabase();
  await seedDatabase(db, { seed: 3, referenceDate: new Date(), vehicles: 20 });
  setProcessDatabase(db);
  // A site of its own with one dealership, so the generated stock is all it shows.
  const [dealership] = await db.db.insert(dealerships).values({ slug: "listed-stock-motors", name: "Listed Stock Motors" }).returning({ id: dealerships.id });
  dealershipId = dealership!.id;
  const [template] = await db.db.select().from(sites).limit(1);
  const [own] = await db.db
    .insert(sites)
    .values({ slug: "listed-stock-site", name: "Listed Stock", template: template!.template, theme: template!.theme, settings: {} })
    .returning({ id: sites.id });
  await db.db.insert(siteDealerships).values({ siteId: own!.id, dealershipId });
  site = (await loadSites(db.db)).find((s) => s.id === own!.id)!;
});

afterAll(async () => {
  await closeProcessDatabase();
});

const statusArb = fc.constantFrom<StockState["status"]>("in_stock", "coming_soon", "sold", "sold", "other");
/**
 * When a car was sold, relative to the window: on the window's first instant or a millisecond either side of it
 * (`edge`, in whole days from the window's length), or anywhere from 2 days ahead to 62 days back.
 */
const soldAgoArb = fc.oneof(
  fc.record({ edge: fc.integer({ min: -1, max: 1 }), ms: fc.constantFrom(-1, 0, 1) }),
  fc.record({ edge: fc.constant(null), ms: fc.integer({ min: -2 * DAY_MS, max: (MAX_INCLUDE_SOLD_CARS_DAYS + 2) * DAY_MS }) }),
);
const vehicleArb = fc.record({
  status: statusArb,
  showOnDealerWebsite: fc.boolean(),
  soldAgo: fc.option(soldAgoArb, { nil: null, freq: 4 }),
});
const stockArb = fc.array(vehicleArb, { minLength: 1, maxLength: 25 });
const daysArb = fc.integer({ min: 0, max: MAX_INCLUDE_SOLD_CARS_DAYS });

type Generated = { status: StockState["status"]; showOnDealerWebsite: boolean; soldAgo: number | null; make?: string; price?: number };
type SoldAgo = { edge: number | null; ms: number };

/** Milliseconds before now that a generated car was sold, for a window of `days`. */
const soldAgoMs = (soldAgo: SoldAgo | null, days: number): number | null =>
  soldAgo === null ? null : soldAgo.edge === null ? soldAgo.ms : (days + soldAgo.edge) * DAY_MS + soldAgo.ms;

async function replaceStock(stock: readonly Generated[], now: Date): Promise<Array<StockState & { id: number; stocknum: string }>> {
  await db.db.delete(vehicles).where(eq(vehicles.dealershipId, dealershipId));
  const rows = await db.db
    .insert(vehicles)
    .values(
      stock.map((v) => {
        serial += 1;
        return {
          dealershipId,
          slug: `listed-stock-${serial}`,
          stocknum: `LS${serial}`,
          year: 2020,
          make: v.make ?? "Toyota",
          price: v.price ?? 20_000,
          model: "Corolla",
          carType: "used" as const,
          status: v.status,
          showOnDealerWebsite: v.showOnDealerWebsite,
          soldAt: v.soldAgo === null ? null : new Date(now.getTime() - v.soldAgo),
          media: { images: [], walkaroundVideos: [], videos: [], spinImages: [], hotspots: [] },
        };
      }),
    )
    .returning({ id: vehicles.id, stocknum: vehicles.stocknum, status: vehicles.status, soldAt: vehicles.soldAt, showOnDealerWebsite: vehicles.showOnDealerWebsite });
  return rows;
}

const idsOf = (index: SiteIndex, bits: Bitset) => {
  const ids: number[] = [];
  forEachBit(bits, (i) => ids.push(index.ids[i] ?? 0));
  return ids.sort((a, b) => a - b);
};

describe("the listed-stock filter: SQL, the search index and the predicate agree", () => {
  it("lists the same vehicles for random stock, sale dates and sold-car windows", async () => {
    const request = searchRequestSchema.parse({});
    await fc.assert(
      fc.asyncProperty(stockArb, daysArb, async (stock, includeSoldDays) => {
        const now = new Date();
        const stored = await replaceStock(stock.map((v) => ({ ...v, soldAgo: soldAgoMs(v.soldAgo, includeSoldDays) })), now);

        const bySql = (
          await db.db
            .select({ id: vehicles.id })
            .from(vehicles)
            .where(listedStockOf(siteScope(site), db.db, includeSoldDays, now))
        )
          .map((r) => r.id)
          .sort((a, b) => a - b);

        const byPredicate = stored.filter((v) => isListedStock(v, now, includeSoldDays)).map((v) => v.id).sort((a, b) => a - b);

        // The index as the search builds it: the site's documents (already narrowed by SQL to the widest window).
        const index = buildSiteIndex(await loadSearchDocuments(site, now), VEHICLE_INDEX_SCHEMA);
        const byBitset = idsOf(index, listedStockBitset(index, now, includeSoldDays));
        const withDays = { ...site, settings: { ...site.settings, search: { ...site.settings.search, includeSoldCarsDays: includeSoldDays } } };
        const bySearch = idsOf(index, baseFilter(index, withDays, request, { now }));

        expect(byPredicate).toEqual(bySql);
        expect(byBitset).toEqual(bySql);
        expect(bySearch).toEqual(bySql);
      }),
      { numRuns: 150 },
    );
  });

  it("counts on the home page what the search lists", async () => {
    const now = new Date();
    const stored = await replaceStock(
      [
        { status: "in_stock", showOnDealerWebsite: true, soldAgo: null },
        { status: "coming_soon", showOnDealerWebsite: true, soldAgo: null },
        { status: "in_stock", showOnDealerWebsite: false, soldAgo: null },
        { status: "sold", showOnDealerWebsite: true, soldAgo: 2 * DAY_MS },
        { status: "sold", showOnDealerWebsite: true, soldAgo: 4 * DAY_MS },
        { status: "sold", showOnDealerWebsite: true, soldAgo: null },
        { status: "other", showOnDealerWebsite: true, soldAgo: DAY_MS },
      ],
      now,
    );
    const index = buildSiteIndex(await loadSearchDocuments(site, now), VEHICLE_INDEX_SCHEMA);
    expect(idsOf(index, listedStockBitset(index, now, 3))).toEqual(stored.slice(0, 4).filter((_, i) => i !== 2).map((v) => v.id));
    expect(await siteStockCounts(siteScope(site), 3)).toEqual({ new: 0, used: 3, demo: 0 });
    expect(await siteStockCounts(siteScope(site), 5)).toEqual({ new: 0, used: 4, demo: 0 });
    // The index holds what any window up to the longest could list; nothing hidden, 'other' or dateless.
    expect(index.size).toBe(4);
    expect(Number((await db.db.select({ n: sql<number>`count(*)::int` }).from(vehicles).where(eq(vehicles.dealershipId, dealershipId)))[0]?.n)).toBe(7);
  });

  it("narrows the listed stock by the site's own filters: stock numbers never shown, fixed makes, price above 0 on 'Lowest price'", async () => {
    const now = new Date();
    const listed = { status: "in_stock", showOnDealerWebsite: true, soldAgo: null } as const;
    const stored = await replaceStock(
      [{ ...listed }, { ...listed, price: 0 }, { ...listed }, { ...listed, make: "Ford" }, { ...listed, showOnDealerWebsite: false }],
      now,
    );
    const index = buildSiteIndex(await loadSearchDocuments(site, now), VEHICLE_INDEX_SCHEMA);
    const own = { ...site, settings: { ...site.settings, search: { ...site.settings.search, excludedStockNumbers: [stored[2]!.stocknum], extraFilters: { make: ["Toyota"] }, positivePriceOnAscendingSort: true } } };
    const ids = (sort: "relevance" | "price-asc") => idsOf(index, baseFilter(index, own, searchRequestSchema.parse({ sort }), { now }));
    expect(ids("relevance")).toEqual([stored[0]!.id, stored[1]!.id]);
    expect(ids("price-asc")).toEqual([stored[0]!.id]);
    expect(idsOf(index, baseFilter(index, site, searchRequestSchema.parse({ sort: "price-asc" }), { now }))).toEqual(stored.slice(0, 4).map((v) => v.id));
  });
});
