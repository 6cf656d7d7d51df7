import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { closeProcessDatabase, setProcessDatabase, type DatabaseHandle } from "@/server/db/client";
import { sites, vehicles } from "@/server/db/schema";
import { seedDatabase } from "@/server/seed/load";
import { loadSites } from "@/server/sites/site-store";
import { InvalidSiteSettingsError } from "@/domain/site-settings";
import { freshTestDatabase } from "@/test/test-database";
import { featuredSiteVehicles, findSiteVehicleBySlug, siteStockCounts } from "./vehicles";
import { siteBrands } from "./brands";
import { siteLocations } from "./locations";

let db: DatabaseHandle;
let siteIds: Record<string, number>;

beforeAll(async () => {
  db = await freshTestDatabase();
  await seedDatabase(db, { seed: 99, referenceDate: new Date(), vehicles: 900 });
  setProcessDatabase(db);
  siteIds = Object.fromEntries((await loadSites(db.db)).map((s) => [s.slug, s.id]));
});

afterAll(async () => {
  await closeProcessDatabase();
});

describe("the data layer scopes every read to the site", () => {
  it("finds a site's own vehicle by slug and not another site's", async () => {
    const toyota = siteIds["coastal-toyota"] ?? 0;
    const caravans = siteIds["bayside-caravans"] ?? 0;
    const [own] = await featuredSiteVehicles(toyota, { limit: 1, includeSoldDays: 3 });
    expect(own).toBeDefined();
    const slug = own?.vehicle.slug ?? "";
    expect((await findSiteVehicleBySlug(toyota, slug))?.vehicle.id).toBe(own?.vehicle.id);
    expect(await findSiteVehicleBySlug(caravans, slug)).toBeNull();
  });

  it("lists only the site's dealerships' stock, brands and locations", async () => {
    const caravans = siteIds["bayside-caravans"] ?? 0;
    const featured = await featuredSiteVehicles(caravans, { limit: 50, includeSoldDays: 3 });
    expect(featured.length).toBeGreaterThan(0);
    expect(featured.every((row) => row.vehicle.itemType === "caravan")).toBe(true);
    const brands = await siteBrands(caravans);
    expect(brands.map((b) => b.kinds).flat().every((k) => k === "caravan")).toBe(true);
    const locations = await siteLocations(caravans);
    expect(locations.every((l) => l.state === "SA" && l.visible)).toBe(true);
  });

  it("applies the stock filter: sold cars only within the site's window, never hidden ones", async () => {
    const directory = siteIds["drive-local"] ?? 0;
    const before = await siteStockCounts(directory, 0);
    const wider = await siteStockCounts(directory, 30);
    expect(wider.used).toBeGreaterThanOrEqual(before.used);
    const hidden = await db.db.select({ slug: vehicles.slug }).from(vehicles).where(eq(vehicles.showOnDealerWebsite, false)).limit(1);
    if (hidden[0]) {
      for (const id of Object.values(siteIds)) expect(await findSiteVehicleBySlug(id, hidden[0].slug)).toBeNull();
    }
  });

  it("refuses to load a site whose stored settings are invalid, naming the setting", async () => {
    await db.db.update(sites).set({ settings: { finance: { provider: "Acme Loans" } } }).where(eq(sites.slug, "drive-local"));
    await expect(loadSites(db.db)).rejects.toThrowError(InvalidSiteSettingsError);
    await expect(loadSites(db.db)).rejects.toThrowError(/drive-local.*finance\.provider/);
  });
});
