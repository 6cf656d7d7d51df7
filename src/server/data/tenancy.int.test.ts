import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { closeProcessDatabase, setProcessDatabase, type DatabaseHandle } from "@/server/db/client";
import { sites, vehicles } from "@/server/db/schema";
import { seedDatabase } from "@/demo/seed/load";
import { loadSites } from "@/server/sites/site-store";
import { InvalidSiteSettingsError } from "@/domain/site/settings";
import { freshTestDatabase } from "@/test/test-database";
import { featuredSiteVehicles, findSiteVehicleBySlug, siteStockCounts } from "./vehicles";
import { siteBrands } from "./brands";
import { siteLocations } from "./locations";
import { siteScope, type SiteScope } from "./scope";

let db: DatabaseHandle;
let scopes: Record<string, SiteScope>;

function scopeOf(slug: string): SiteScope {
  const scope = scopes[slug];
  if (!scope) throw new Error(`no site ${slug}`);
  return scope;
}

beforeAll(async () => {
  db = await freshTestDatabase();
  await seedDatabase(db, { seed: 99, referenceDate: new Date(), vehicles: 900 });
  setProcessDatabase(db);
  scopes = Object.fromEntries((await loadSites(db.db)).map((s) => [s.slug, siteScope(s)]));
});

afterAll(async () => {
  await closeProcessDatabase();
});

describe("the data layer scopes every read to the site", () => {
  it("finds a site's own vehicle by slug and not another site's", async () => {
    const toyota = scopeOf("coastal-toyota");
    const caravans = scopeOf("bayside-caravans");
    const [own] = await featuredSiteVehicles(toyota, { limit: 1, includeSoldDays: 3 });
    expect(own).toBeDefined();
    const slug = own?.vehicle.slug ?? "";
    expect((await findSiteVehicleBySlug(toyota, slug))?.vehicle.id).toBe(own?.vehicle.id);
    expect(await findSiteVehicleBySlug(caravans, slug)).toBeNull();
  });

  it("lists only the site's dealerships' stock, brands and locations", async () => {
    const caravans = scopeOf("bayside-caravans");
    const featured = await featuredSiteVehicles(caravans, { limit: 50, includeSoldDays: 3 });
    expect(featured.length).toBeGreaterThan(0);
    expect(featured.every((row) => row.vehicle.itemType === "caravan")).toBe(true);
    const brands = await siteBrands(caravans);
    expect(brands.map((b) => b.kinds).flat().every((k) => k === "caravan")).toBe(true);
    const locations = await siteLocations(caravans);
    expect(locations.every((l) => l.state === "SA" && l.visible)).toBe(true);
  });

  it("applies the stock filter: sold cars only within the site's window, never hidden ones", async () => {
    const directory = scopeOf("drive-local");
    // Three of the directory's listed used cars become: sold 10 days ago, sold 40 days ago, hidden from dealer websites.
    const listed = (await featuredSiteVehicles(directory, { limit: 3, carType: "used", includeSoldDays: 0 })).map((row) => row.vehicle);
    const [recent, older, hidden] = listed;
    if (!recent || !older || !hidden) throw new Error("drive-local lists fewer than three used cars");
    expect(await findSiteVehicleBySlug(directory, hidden.slug)).not.toBeNull();
    const before = await siteStockCounts(directory, 0);
    const within30Days = await siteStockCounts(directory, 30);
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    try {
      await db.db.update(vehicles).set({ status: "sold", soldAt: daysAgo(10) }).where(eq(vehicles.id, recent.id));
      await db.db.update(vehicles).set({ status: "sold", soldAt: daysAgo(40) }).where(eq(vehicles.id, older.id));
      await db.db.update(vehicles).set({ showOnDealerWebsite: false }).where(eq(vehicles.id, hidden.id));
      // No sold cars: all three leave. Sold within 30 days: the sale 10 days ago stays listed.
      expect(await siteStockCounts(directory, 0)).toEqual({ ...before, used: before.used - 3 });
      expect(await siteStockCounts(directory, 30)).toEqual({ ...within30Days, used: within30Days.used - 2 });
      for (const scope of Object.values(scopes)) expect(await findSiteVehicleBySlug(scope, hidden.slug)).toBeNull();
    } finally {
      for (const car of listed) {
        await db.db.update(vehicles).set({ status: car.status, soldAt: car.soldAt, showOnDealerWebsite: car.showOnDealerWebsite }).where(eq(vehicles.id, car.id));
      }
    }
  });

  it("refuses to load a site whose stored settings are invalid, naming the setting", async () => {
    await db.db.update(sites).set({ settings: { finance: { provider: "Acme Loans" } } }).where(eq(sites.slug, "drive-local"));
    await expect(loadSites(db.db)).rejects.toThrowError(InvalidSiteSettingsError);
    await expect(loadSites(db.db)).rejects.toThrowError(/drive-local.*finance\.provider/);
  });
});
