import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import type { DatabaseHandle } from "@/server/db/client";
import { sites, vehicles, siteDealerships } from "@/server/db/schema";
import { seedDatabase } from "@/demo/seed/load";
import { freshTestDatabase } from "@/test/test-database";
import { cachedSiteIndex, hasSearchIndex, invalidateSearchIndexes } from "./index-registry";
import { buildSiteIndex } from "./site-index";
import { listenForStockChanges } from "./stock-change-listener";

let db: DatabaseHandle;
let stop: () => Promise<void>;

beforeAll(async () => {
  db = await freshTestDatabase();
  await seedDatabase(db, { seed: 5, referenceDate: new Date(), vehicles: 300 });
  stop = await listenForStockChanges(db);
});

afterAll(async () => {
  await stop();
  await db.close();
});

async function waitFor(predicate: () => boolean, ms = 1000): Promise<number> {
  const started = Date.now();
  while (!predicate()) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
  return Date.now() - started;
}

describe("a stock change reaches the search indexes within a second", () => {
  it("drops the index of the site that shows the changed dealership, and only that one", async () => {
    const all = await db.db.select({ id: sites.id, slug: sites.slug }).from(sites);
    const toyota = all.find((s) => s.slug === "coastal-toyota")!.id;
    const caravans = all.find((s) => s.slug === "bayside-caravans")!.id;
    invalidateSearchIndexes();
    for (const id of [toyota, caravans]) await cachedSiteIndex(id, async () => buildSiteIndex([], { facets: [], numbers: [] }));
    expect(hasSearchIndex(toyota) && hasSearchIndex(caravans)).toBe(true);

    const [dealership] = await db.db.select({ id: siteDealerships.dealershipId }).from(siteDealerships).where(eq(siteDealerships.siteId, toyota)).limit(1);
    await db.db.update(vehicles).set({ price: sql`${vehicles.price} + 1000` }).where(eq(vehicles.dealershipId, dealership!.id));

    const ms = await waitFor(() => !hasSearchIndex(toyota));
    expect(ms).toBeLessThan(1000);
    expect(hasSearchIndex(caravans)).toBe(true);
  });
});
