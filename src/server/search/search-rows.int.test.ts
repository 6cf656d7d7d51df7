import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchRequestSchema } from "@/contracts/search/search-request";
import { closeProcessDatabase, setProcessDatabase, type DatabaseHandle } from "@/server/db/client";
import { vehicles } from "@/server/db/schema";
import { seedDatabase } from "@/demo/seed/load";
import { loadSites, type Site } from "@/server/sites/site-store";
import { freshTestDatabase } from "@/test/test-database";
import { hasSearchIndex, invalidateSearchIndexes } from "./index-registry";
import { searchSite } from "./search-service";
import { listenForStockChanges } from "./stock-change-listener";

/**
 * A search reads the rows of the cars on its page from a cache kept with the site's index: what a shopper sees must
 * still follow the stock. A price change or a car taken off the website shows on the next search after the stock
 * change is heard, without waiting for any TTL.
 */
let db: DatabaseHandle;
let site: Site;
let stop: (() => Promise<void>) | undefined;

beforeAll(async () => {
  db = await freshTestDatabase();
  await seedDatabase(db, { seed: 7, referenceDate: new Date(), vehicles: 120 });
  setProcessDatabase(db);
  site = (await loadSites(db.db)).find((s) => s.slug === "coastal-toyota")!;
  invalidateSearchIndexes();
  stop = await listenForStockChanges(db);
});

afterAll(async () => {
  await stop?.();
  await closeProcessDatabase();
});

async function heard(siteId: number) {
  const started = Date.now();
  while (hasSearchIndex(siteId)) {
    if (Date.now() - started > 5_000) throw new Error("the stock change was not heard within 5 s");
    await new Promise((r) => setTimeout(r, 10));
  }
}

const firstPage = searchRequestSchema.parse({ sort: "price-desc" });

describe("a search's cards follow the stock", () => {
  it("shows a new price, and no longer shows a hidden car, on the next search after the change", async () => {
    const before = await searchSite(site, firstPage);
    const top = before.hits[0]!.vehicle;
    expect((await searchSite(site, firstPage)).hits[0]!.vehicle.price).toBe(top.price);

    await db.db.update(vehicles).set({ price: sql`${vehicles.price} + 5000` }).where(eq(vehicles.id, top.id));
    await heard(site.id);
    const raised = await searchSite(site, firstPage);
    expect(raised.hits[0]!.vehicle.id).toBe(top.id);
    expect(raised.hits[0]!.vehicle.price).toBe((top.price ?? 0) + 5000);

    await searchSite(site, firstPage);
    await db.db.update(vehicles).set({ showOnDealerWebsite: false }).where(eq(vehicles.id, top.id));
    await heard(site.id);
    const hidden = await searchSite(site, firstPage);
    expect(hidden.hits.map((h) => h.vehicle.id)).not.toContain(top.id);
    expect(hidden.exactCount).toBe(before.exactCount - 1);
  });
});
