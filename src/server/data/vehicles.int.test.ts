import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { closeProcessDatabase, setProcessDatabase, type DatabaseHandle } from "@/server/db/client";
import { shoppers, vehicles } from "@/server/db/schema";
import { seedDatabase } from "@/demo/seed/load";
import { loadSites } from "@/server/sites/site-store";
import { freshTestDatabase } from "@/test/test-database";
import { featuredSiteVehicles, findSiteVehiclesByIds } from "./vehicles";
import { saveToWatchlist, watchlistVehicles } from "./watchlist";
import { siteScope, type SiteScope } from "./scope";

let db: DatabaseHandle;
let toyota: SiteScope;
let caravans: SiteScope;

beforeAll(async () => {
  db = await freshTestDatabase();
  await seedDatabase(db, { seed: 21, referenceDate: new Date(), vehicles: 300 });
  setProcessDatabase(db);
  const sites = Object.fromEntries((await loadSites(db.db)).map((s) => [s.slug, s.id]));
  toyota = siteScope({ id: sites["coastal-toyota"] ?? 0 });
  caravans = siteScope({ id: sites["bayside-caravans"] ?? 0 });
});

afterAll(async () => {
  await closeProcessDatabase();
});

describe("findSiteVehiclesByIds", () => {
  it("leaves out a vehicle taken off the dealer website, like its siblings, and keeps the ids' order", async () => {
    const [first, second, third] = await featuredSiteVehicles(toyota, { limit: 3, includeSoldDays: 3 });
    if (!first || !second || !third) throw new Error("no stock seeded");
    const ids = [third.vehicle.id, first.vehicle.id, second.vehicle.id];
    expect((await findSiteVehiclesByIds(toyota, ids)).map((r) => r.vehicle.id)).toEqual(ids);

    await db.db.update(vehicles).set({ showOnDealerWebsite: false }).where(eq(vehicles.id, first.vehicle.id));
    try {
      expect((await findSiteVehiclesByIds(toyota, ids)).map((r) => r.vehicle.id)).toEqual([third.vehicle.id, second.vehicle.id]);
      // Another site never gets them either.
      expect(await findSiteVehiclesByIds(caravans, ids)).toEqual([]);
    } finally {
      await db.db.update(vehicles).set({ showOnDealerWebsite: true }).where(eq(vehicles.id, first.vehicle.id));
    }
  });

  it("so a saved car taken off the website drops out of the watchlist", async () => {
    const [car] = await featuredSiteVehicles(toyota, { limit: 1, includeSoldDays: 3 });
    if (!car) throw new Error("no stock seeded");
    const [shopper] = await db.db.insert(shoppers).values({ phone: "+61412000021" }).returning({ id: shoppers.id });
    const userId = shopper?.id ?? 0;
    expect(await saveToWatchlist(toyota, userId, car.vehicle.id)).toBe(true);
    expect((await watchlistVehicles(toyota, userId)).map((r) => r.vehicle.id)).toEqual([car.vehicle.id]);
    await db.db.update(vehicles).set({ showOnDealerWebsite: false }).where(eq(vehicles.id, car.vehicle.id));
    expect(await watchlistVehicles(toyota, userId)).toEqual([]);
  });
});
