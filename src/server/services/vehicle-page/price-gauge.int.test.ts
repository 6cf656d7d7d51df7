import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, inArray } from "drizzle-orm";
import { advanceCacheClock } from "@/server/cache/caches";
import { closeProcessDatabase, setProcessDatabase, type DatabaseHandle } from "@/server/db/client";
import { vehicles } from "@/server/db/schema";
import { MARKET_ESTIMATE, marketSearchWindow, type PriceGaugeAnswer } from "@/domain/market/estimate";
import { findMarketComparables } from "@/server/data/market-comparables";
import { systemScope } from "@/server/data/scope";
import { seedDatabase } from "@/demo/seed/load";
import { loadSites, type Site } from "@/server/sites/site-store";
import { freshTestDatabase } from "@/test/test-database";
import { GET } from "@/app/(sites)/s/[host]/cars/[slug]/autogauge/route";
import { invalidatePriceGauges, priceGaugeForSiteVehicle, PRICE_GAUGE_TTL_MS, readMarketEstimate } from "./price-gauge";

let db: DatabaseHandle;
let sites: Site[] = [];
let vehicleCount = 0;

type VehicleRow = typeof vehicles.$inferSelect;
type Subject = { row: VehicleRow; site: Site };

const siteBySlug = (slug: string): Site => {
  const site = sites.find((s) => s.slug === slug);
  if (!site) throw new Error(`no site ${slug}`);
  return site;
};

async function vehicleRow(id: number): Promise<VehicleRow> {
  const [row] = await db.db.select().from(vehicles).where(eq(vehicles.id, id));
  if (!row) throw new Error(`no vehicle ${id}`);
  return row;
}

/** The first site that shows a dealership's stock. */
async function siteShowing(dealershipId: number): Promise<Site> {
  const rows = await db.query<{ site_id: number }>("select site_id from site_dealerships where dealership_id = $1 order by site_id limit 1", [dealershipId]);
  const site = sites.find((s) => s.id === rows[0]?.site_id);
  if (!site) throw new Error(`no site shows dealership ${dealershipId}`);
  return site;
}

/** A used, in-stock, priced vehicle of a common model whose market estimate uses same-badge comparables. */
async function usedVehicleWithMarket(): Promise<Subject> {
  const candidates = await db.query<{ id: number }>(
    `select v.id from vehicles v
       join (select make, model from vehicles where car_type <> 'new' group by make, model order by count(*) desc limit 8) m
         on m.make = v.make and m.model = v.model
      where v.car_type = 'used' and v.status = 'in_stock' and v.show_on_dealer_website and v.price > 10 and v.offer_price is null
      order by v.id limit 200`,
  );
  const now = new Date();
  for (const { id } of candidates) {
    const row = await vehicleRow(id);
    const estimate = await readMarketEstimate(row, now);
    if (estimate.kind === "estimate" && estimate.selection.sameBadge && estimate.confidence > 0.3) {
      return { row, site: await siteShowing(row.dealershipId) };
    }
  }
  throw new Error("no used vehicle with a market in the seeded stock");
}

/** A copy of a vehicle row as a new listing. */
async function insertVehicle(from: VehicleRow, changes: Partial<VehicleRow>): Promise<VehicleRow> {
  const { id: _id, createdAt: _createdAt, updatedAt: _updatedAt, ...rest } = from;
  vehicleCount += 1;
  const [row] = await db.db
    .insert(vehicles)
    .values({ ...rest, slug: `${from.slug}-copy-${vehicleCount}`, stocknum: `T${vehicleCount}`, ...changes })
    .returning();
  if (!row) throw new Error("insert returned nothing");
  return row;
}

function expectGaugeShape(gauge: PriceGaugeAnswer | null): asserts gauge is PriceGaugeAnswer {
  expect(gauge).not.toBeNull();
  // The spec's six fields, and the market average the description names (for the badge's comparison).
  expect(Object.keys(gauge ?? {}).sort()).toEqual(["confidence", "description", "fill", "listing_price", "market_average", "market_range_max", "market_range_min"]);
}

beforeAll(async () => {
  db = await freshTestDatabase();
  // The demo sites' own stock: about 3,500 vehicles.
  await seedDatabase(db, { seed: 42, referenceDate: new Date() });
  setProcessDatabase(db);
  sites = await loadSites(db.db);
  invalidatePriceGauges();
});

afterAll(async () => {
  invalidatePriceGauges();
  await closeProcessDatabase();
});

describe("the price gauge of a used vehicle with a market", () => {
  let subject: Subject;
  beforeAll(async () => {
    subject = await usedVehicleWithMarket();
  });

  it("answers the spec's six fields with a consistent range, fill and confidence", async () => {
    const gauge = await priceGaugeForSiteVehicle(subject.site, subject.row.slug);
    expectGaugeShape(gauge);
    expect(gauge.listing_price).toBe(subject.row.price);
    expect(gauge.market_range_min).not.toBeNull();
    expect(gauge.market_range_max).not.toBeNull();
    expect(gauge.market_range_min ?? Infinity).toBeLessThanOrEqual(gauge.market_range_max ?? -Infinity);
    expect(gauge.fill).toBeGreaterThanOrEqual(0);
    expect(gauge.fill).toBeLessThanOrEqual(1);
    expect(gauge.confidence).toBeGreaterThan(0.3);
    expect(gauge.confidence).toBeLessThanOrEqual(1);
    expect(gauge.description).toContain(`${subject.row.year} ${subject.row.make} ${subject.row.model}`);
    expect(gauge.description).toMatch(/^Priced /);
  });

  it("reads comparables from every site's stock by the rules: same make and model, used or demo, priced, listed, in the window", async () => {
    const now = new Date();
    const window = marketSearchWindow(subject.row);
    const found = await findMarketComparables(systemScope("price-gauge test: the market comparables"), subject.row, window, { soldSince: new Date(now.getTime() - 90 * 86_400_000), limit: MARKET_ESTIMATE.maxCandidates });
    expect(found.length).toBeGreaterThanOrEqual(MARKET_ESTIMATE.minComparables);
    const rows = await db.db.select().from(vehicles).where(inArray(vehicles.id, found.map((c) => c.id)));
    for (const row of rows) {
      expect(row.id).not.toBe(subject.row.id);
      expect(row.make.toLowerCase()).toBe(subject.row.make.toLowerCase());
      expect(row.model.toLowerCase()).toBe(subject.row.model.toLowerCase());
      expect(["used", "demo"]).toContain(row.carType);
      expect(row.showOnDealerWebsite).toBe(true);
      expect(row.offerPrice ?? row.price).toBeGreaterThan(0);
      expect(row.year).toBeGreaterThanOrEqual(window.yearMin);
      expect(row.year).toBeLessThanOrEqual(window.yearMax);
      expect(row.km).toBeGreaterThanOrEqual(window.kmMin);
      expect(row.km).toBeLessThanOrEqual(window.kmMax);
      if (row.status === "sold") expect(now.getTime() - (row.soldAt?.getTime() ?? 0)).toBeLessThanOrEqual(90 * 86_400_000);
      else expect(row.status).toBe("in_stock");
    }
    // A market view: the comparables come from more than the subject's own dealership.
    expect(new Set(rows.map((r) => r.dealershipId)).size).toBeGreaterThan(1);
  });

  it("fills high when priced far below the market and low when far above, reading the price afresh", async () => {
    const before = await priceGaugeForSiteVehicle(subject.site, subject.row.slug);
    expectGaugeShape(before);
    const min = before.market_range_min ?? 0;
    const max = before.market_range_max ?? 0;
    try {
      await db.db.update(vehicles).set({ price: Math.round(min * 0.5) }).where(eq(vehicles.id, subject.row.id));
      const cheap = await priceGaugeForSiteVehicle(subject.site, subject.row.slug);
      expect(cheap?.fill).toBeGreaterThanOrEqual(0.9);
      expect(cheap?.description).toMatch(/below the market average of \$[\d,]+/);
      // The market estimate is the cached one: the range does not move with the subject's own price.
      expect([cheap?.market_range_min, cheap?.market_range_max]).toEqual([min, max]);

      await db.db.update(vehicles).set({ price: Math.round(max * 2) }).where(eq(vehicles.id, subject.row.id));
      const dear = await priceGaugeForSiteVehicle(subject.site, subject.row.slug);
      expect(dear?.fill).toBeLessThanOrEqual(0.1);
      expect(dear?.description).toMatch(/above the market average of \$[\d,]+/);
      // The UI hides the gauge when the market's maximum is below the listing price (spec §5).
      expect(dear?.market_range_max ?? Infinity).toBeLessThan(dear?.listing_price ?? 0);
    } finally {
      await db.db.update(vehicles).set({ price: subject.row.price }).where(eq(vehicles.id, subject.row.id));
    }
  });

  it("finds nothing for another site's vehicle, an unknown slug or a vehicle that is not live", async () => {
    const caravans = siteBySlug("bayside-caravans");
    expect(subject.site.id).not.toBe(caravans.id);
    expect(await priceGaugeForSiteVehicle(caravans, subject.row.slug)).toBeNull();
    expect(await priceGaugeForSiteVehicle(subject.site, "no-such-vehicle")).toBeNull();
    try {
      await db.db.update(vehicles).set({ status: "sold", soldAt: new Date(Date.now() - 400 * 86_400_000) }).where(eq(vehicles.id, subject.row.id));
      expect(await priceGaugeForSiteVehicle(subject.site, subject.row.slug)).toBeNull();
      await db.db.update(vehicles).set({ status: "in_stock", soldAt: null, showOnDealerWebsite: false }).where(eq(vehicles.id, subject.row.id));
      expect(await priceGaugeForSiteVehicle(subject.site, subject.row.slug)).toBeNull();
    } finally {
      await db.db.update(vehicles).set({ status: subject.row.status, soldAt: subject.row.soldAt, showOnDealerWebsite: true }).where(eq(vehicles.id, subject.row.id));
    }
  });

  it("answers over HTTP: 200 with the gauge, 404 in the one error shape for another site's vehicle, 503 when the database fails", async () => {
    const call = (host: string, slug: string) => GET(new Request(`http://${host}/cars/${slug}/autogauge`), { params: Promise.resolve({ host, slug }) });
    const ok = await call(`${subject.site.slug}.localhost`, subject.row.slug);
    expect(ok.status).toBe(200);
    expectGaugeShape((await ok.json()) as PriceGaugeAnswer);

    const other = await call("bayside-caravans.localhost", subject.row.slug);
    expect(other.status).toBe(404);
    expect(await other.json()).toEqual({ error: { code: "not_found", message: "There is no car at this address" } });
    expect((await call("nowhere.localhost", subject.row.slug)).status).toBe(404);

    await db.query("alter table vehicles rename to vehicles_unavailable");
    try {
      const failed = await call(`${subject.site.slug}.localhost`, subject.row.slug);
      expect(failed.status).toBe(503);
      expect(await failed.json()).toEqual({ error: { code: "unavailable", message: "The price comparison is unavailable; try again" } });
    } finally {
      await db.query("alter table vehicles_unavailable rename to vehicles");
    }
  });
});

describe("a vehicle without a market", () => {
  it("answers confidence 0 without range or fill, then finds comparables on other sites once the cache expires", async () => {
    const { row: template, site } = await usedVehicleWithMarket();
    const subject = await insertVehicle(template, {
      make: "Trabant", model: "601", badge: "S", year: 1989, km: 60_000, price: 12_000, offerPrice: null,
      carType: "used", status: "in_stock", soldAt: null, showOnDealerWebsite: true, vin: "TRABANT0000000001",
    });
    const now = new Date();
    const lonely = await priceGaugeForSiteVehicle(site, subject.slug, now);
    expect(lonely).toEqual({
      fill: null,
      listing_price: 12_000,
      market_range_min: null,
      market_range_max: null,
      confidence: 0,
      description: "Not enough similar vehicles are for sale to compare this 1989 Trabant 601 S with the market.",
      market_average: null,
    });

    // Five comparables at the subject's year and km on another site's dealership, spelt in other cases,
    // so no adjustment applies: the range is the quartiles of the prices themselves.
    const elsewhere = await db.query<{ id: number }>(
      "select id from dealerships where id not in (select dealership_id from site_dealerships where site_id = $1) order by id limit 1",
      [site.id],
    );
    const otherDealership = elsewhere[0]?.id;
    if (otherDealership === undefined) throw new Error("every dealership is on the subject's site");
    const same = { make: "TRABANT", model: "601", badge: "s", year: 1989, km: 60_000, carType: "used", status: "in_stock", soldAt: null, showOnDealerWebsite: true, offerPrice: null, dealershipId: otherDealership, locationId: null } as const;
    for (const [i, price] of [10_000, 11_000, 12_000, 13_000, 14_000].entries()) {
      await insertVehicle(template, { ...same, price, vin: `TRABANT000000010${i}` });
    }
    // Not comparables: the subject's own VIN listed elsewhere, a new car, a sale 200 days ago, a hidden
    // listing, no price, and an older listing of a VIN listed again.
    await insertVehicle(template, { ...same, price: 30_000, vin: "trabant0000000001" });
    await insertVehicle(template, { ...same, price: 30_000, vin: null, carType: "new" });
    await insertVehicle(template, { ...same, price: 30_000, vin: null, status: "sold", soldAt: new Date(now.getTime() - 200 * 86_400_000) });
    await insertVehicle(template, { ...same, price: 30_000, vin: null, showOnDealerWebsite: false });
    await insertVehicle(template, { ...same, price: 0, vin: null });
    await insertVehicle(template, { ...same, price: 12_500, vin: "TRABANT0000000104", updatedAt: new Date(now.getTime() - 10 * 86_400_000) });

    // Within the TTL the cached estimate answers.
    expect((await priceGaugeForSiteVehicle(site, subject.slug, now))?.confidence).toBe(0);
    const later = new Date(now.getTime() + PRICE_GAUGE_TTL_MS + 1_000);
    advanceCacheClock(PRICE_GAUGE_TTL_MS + 1_000);
    // CV = sd 1,581.14 / mean 12,000 = 0.13176; confidence = 5/10 × (1 − 2 × 0.13176) = 0.368.
    expect(await priceGaugeForSiteVehicle(site, subject.slug, later)).toEqual({
      fill: 0.5,
      listing_price: 12_000,
      market_range_min: 11_000,
      market_range_max: 13_000,
      confidence: 0.37,
      description: "Priced in line with the market average of $12,000 for a 1989 Trabant 601 S with similar kilometres.",
      market_average: 12_000,
    });
  });
});
