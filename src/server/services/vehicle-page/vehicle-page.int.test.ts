import { describe, expect, it } from "vitest";
import { and, eq, gte, inArray } from "drizzle-orm";
import { dealerships, siteDealerships, vehicles } from "@/server/db/schema";
import { findSiteVehicleBySlug } from "@/server/data/vehicles";
import type { Site } from "@/server/sites/site-store";
import { seededDemo } from "@/test/seeded-demo";
import { soldThisMonth, vehiclePageModel } from "./vehicle-page";
import { vehiclePrintModel } from "./vehicle-print";
import { formatAustralianPhone } from "@/domain/contact/phone-format";
import { modelsPage } from "@/server/services/content/model-range";
import { loadHomePage, siteBrandStats } from "@/server/services/content/home-page";
import { siteBrands } from "@/server/data/brands";
import { siteLocations } from "@/server/data/locations";
import { loadSiteShell } from "@/server/services/sites/site-shell";
import { models } from "@/server/db/schema";
import { siteInStockByModel } from "@/server/data/vehicles";
import { modelHref } from "@/domain/vehicle/model-range";
import { siteScope } from "@/server/data/scope";

/** Wednesday 25 November 2026, 10:00 in Brisbane; the seed's sold cars sold in the ten days before. */
const NOW = new Date("2026-11-25T00:00:00Z");
const demo = seededDemo({ seed: 31, referenceDate: NOW, vehicles: 600 });
const { site } = demo;

async function anyCarOf(s: Site) {
  const db = demo.db.db;
  const ids = (await db.select({ id: dealerships.id }).from(dealerships)).map((d) => d.id);
  const rows = await db.select({ slug: vehicles.slug }).from(vehicles).where(and(inArray(vehicles.dealershipId, ids), eq(vehicles.status, "in_stock"))).limit(400);
  for (const row of rows) {
    const found = await findSiteVehicleBySlug(siteScope(s), row.slug);
    if (found) return found;
  }
  throw new Error(`no car on ${s.slug}`);
}

describe("'Sales this Month' counts the site's real sales", () => {
  it("is the number of the site's cars sold since the 1st on the Brisbane clock, not the clock formula's thousands", async () => {
    const coastal = site("coastal-toyota");
    expect(coastal.settings.vehiclePage.salesCounter).toBe(true);
    const counted = await soldThisMonth(coastal, NOW);
    // Every sold car of the seed sold in November (the ten days before NOW): the same count read another way.
    const dealershipIds = (await demo.db.db.select({ id: siteDealerships.dealershipId }).from(siteDealerships).where(eq(siteDealerships.siteId, coastal.id))).map((d) => d.id);
    const sold = await demo.db.db
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(and(inArray(vehicles.dealershipId, dealershipIds), eq(vehicles.status, "sold"), gte(vehicles.soldAt, new Date("2026-10-31T14:00:00Z"))));
    expect(counted).toBe(sold.length);
    expect(counted).toBeGreaterThan(0);
    const page = vehiclePageModel(coastal, await anyCarOf(coastal), "https://example.test", NOW, { soldThisMonth: counted });
    // The clock formula said (25 − 1) × 192 + 10 h / 450 s = 4,688 on this morning.
    expect(page.salesThisMonth).toBe(counted);
    expect(page.salesThisMonth).toBeLessThan(200);
  });

  it("hides the banner in a month with no sale yet, and on a site that does not show it", async () => {
    const coastal = site("coastal-toyota");
    const december = new Date("2026-12-02T00:00:00Z");
    expect(await soldThisMonth(coastal, december)).toBe(0);
    const car = await anyCarOf(coastal);
    expect(vehiclePageModel(coastal, car, "https://example.test", december, { soldThisMonth: 0 }).salesThisMonth).toBeNull();
    const other = demo.sites.find((s) => !s.settings.vehiclePage.salesCounter);
    if (!other) throw new Error("every demo site shows the counter");
    expect(await soldThisMonth(other, NOW)).toBe(0);
  });
});

describe("no 'Coming Soon' on a model the site has in stock", () => {
  it("shows a coming-soon model with cars in stock without the label, in the range and the menu, and keeps it for one with none", async () => {
    const comingSoon = await demo.db.db.select().from(models).where(eq(models.status, "coming_soon"));
    let withStock = 0;
    let withoutStock = 0;
    for (const s of demo.sites) {
      const inStock = await siteInStockByModel(siteScope(s));
      const tiles = new Map<string, string | null>();
      for (let page = 1; ; page++) {
        const view = await modelsPage(s, { page: String(page) });
        for (const tile of view.models) tiles.set(tile.href, tile.statusLabel);
        if (page >= view.pages) break;
      }
      const menu = new Map((await loadSiteShell(s)).nav.modelGroups.flatMap((g) => g.models.map((m) => [m.href, m.status] as const)));
      for (const model of comingSoon) {
        const href = modelHref(model);
        if (!tiles.has(href)) continue;
        const count = inStock.get(model.id) ?? 0;
        if (count > 0) {
          withStock++;
          expect(tiles.get(href), `${s.slug} ${model.name} (${count} in stock)`).toBeNull();
          if (menu.has(href)) expect(menu.get(href)).not.toBe("coming_soon");
        } else {
          withoutStock++;
          expect(tiles.get(href)).toBe("Coming Soon");
        }
      }
    }
    // The seed has both kinds, so the check above is not empty.
    expect(withStock).toBeGreaterThan(0);
    expect(withoutStock).toBeGreaterThan(0);
  });
});

describe("the group's statistics are counted", () => {
  it("shows Metro Motor Group's real number of locations and brands, not '50+' and '40+'", async () => {
    const metro = site("metro-motor-group");
    const [locations, brands] = await Promise.all([siteLocations(siteScope(metro)), siteBrands(siteScope(metro))]);
    const stats = await siteBrandStats(metro);
    expect(stats).toEqual([
      { value: String(locations.length), label: "Locations" },
      { value: String(brands.length), label: "Brands" },
      { value: "30+", label: "Years" },
    ]);
    const home = await loadHomePage(metro, NOW);
    expect(home.blocks.find((b) => b.block === "brandStats")).toMatchObject({ stats });
  });
});

describe("one phone for a car", () => {
  it("the sidebar, Call Now and the print view show the same number for a used car at Coastal Toyota (its used-car line)", async () => {
    const coastal = site("coastal-toyota");
    const db = demo.db.db;
    const rows = await db.select({ slug: vehicles.slug }).from(vehicles).where(and(eq(vehicles.carType, "used"), eq(vehicles.status, "in_stock"))).limit(300);
    let checked = 0;
    for (const row of rows) {
      const found = await findSiteVehicleBySlug(siteScope(coastal), row.slug);
      if (!found) continue;
      const shell = await loadSiteShell(coastal);
      const page = vehiclePageModel(coastal, found, "https://example.test", NOW, { sitePhone: shell.phone });
      expect(page.phone).toBe("+61754430002");
      const print = await vehiclePrintModel(coastal, found, NOW);
      expect(print.contact).toContain(`Call ${formatAustralianPhone("+61754430002")}`);
      const call = page.buttons.find((b) => b.id === "callUsNow");
      if (call) expect(call.target).toMatchObject({ href: "tel:+61754430002" });
      if (++checked === 3) break;
    }
    expect(checked).toBeGreaterThan(0);
  });
});

describe("the dealer's claims come from its settings or the car's data", () => {
  it("a site claiming nothing promises no history check, roadworthy, licence or service on its used cars", async () => {
    const drive = site("drive-local");
    expect(drive.settings.vehiclePage.dealerClaims).toEqual({ roadworthyCertificate: false, detailBeforeCollection: false, serviceAndPartsOnSite: false, financeInsuranceTradeIns: false });
    const rows = await demo.db.db.select({ slug: vehicles.slug }).from(vehicles).where(and(eq(vehicles.carType, "used"), eq(vehicles.status, "in_stock"))).limit(600);
    let checked = 0;
    for (const row of rows) {
      const found = await findSiteVehicleBySlug(siteScope(drive), row.slug);
      if (!found) continue;
      const page = vehiclePageModel(drive, found, "https://example.test", NOW);
      const said = [...page.sectionContent.whatsIncluded, ...page.sectionContent.whyBuyFromUs].join(" | ");
      expect(said).not.toMatch(/finance owing|written off|stolen|roadworthy|Service and parts/);
      expect(page.sectionContent.whatsIncluded).toEqual(found.vehicle.historyReport ? ["This car's history report, yours to read before you buy"] : []);
      if (page.sectionContent.whatsIncluded.length === 0) expect(page.sections).not.toContain("What's Included");
      const licence = found.location?.dealerLicenceNumber ?? found.dealership.dealerLicenceNumber;
      expect(page.sectionContent.whyBuyFromUs).toEqual(licence ? [`${found.dealership.name} is a licensed motor dealer (licence ${licence})`] : []);
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });
  it("a site that claims them says them", async () => {
    const coastal = site("coastal-toyota");
    const page = vehiclePageModel(coastal, await anyCarOf(coastal), "https://example.test", NOW);
    expect(page.sectionContent.whatsIncluded).toContain("A roadworthy or safety certificate where your state asks for one");
    expect(page.sectionContent.whyBuyFromUs).toContain("Service and parts on site");
  });
});

describe("Drive Local's masked phone", () => {
  it("starts masked until the shopper reveals it, beside Call Now too (issue 38)", async () => {
    const drive = site("drive-local");
    expect(drive.settings.phone.maskUntilClick).toBe(true);
    const page = vehiclePageModel(drive, await anyCarOf(drive), "https://example.test", NOW);
    expect(page.buttons.some((b) => b.id === "callUsNow")).toBe(true);
    expect(page.phoneMasked).toBe(true);
    expect(vehiclePageModel(site("coastal-toyota"), await anyCarOf(site("coastal-toyota")), "https://example.test", NOW).phoneMasked).toBe(false);
  });
});
