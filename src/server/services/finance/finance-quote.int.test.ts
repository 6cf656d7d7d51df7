import { afterAll, afterEach, assert, beforeAll, describe, expect, it } from "vitest";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import { platformQuote } from "@/domain/finance/quote";
import { youxQuoteBody } from "@/domain/finance/estimate";
import { POST as quoteRoute } from "@/app/(sites)/s/[host]/api/youx/quote/route";
import { GET as disclaimerRoute } from "@/app/(sites)/s/[host]/api/finance/disclaimer/route";
import { setLenderQuoteService } from "@/server/adapters/lender-quote";
import { closeProcessDatabase, setProcessDatabase, type DatabaseHandle } from "@/server/db/client";
import { vehicles } from "@/server/db/schema";
import { featuredSiteVehicles, findSiteVehicleById, type VehicleWithLocation } from "@/server/data/vehicles";
import { seedDatabase } from "@/demo/seed/load";
import { loadSites, type Site } from "@/server/sites/site-store";
import { freshTestDatabase } from "@/test/test-database";
import { quoteSiteCar, siteCarDisclaimer } from "./finance-quote";
import { siteScope } from "@/server/data/scope";

let db: DatabaseHandle;
let sites: Record<string, Site> = {};
let toyotaCar: VehicleWithLocation;

const site = (slug: string): Site => {
  const found = sites[slug];
  if (!found) throw new Error(`no demo site ${slug}`);
  return found;
};

beforeAll(async () => {
  db = await freshTestDatabase();
  await seedDatabase(db, { seed: 11, referenceDate: new Date(), vehicles: 600 });
  setProcessDatabase(db);
  sites = Object.fromEntries((await loadSites(db.db)).map((s) => [s.slug, s]));
  const [car] = await featuredSiteVehicles(siteScope(site("coastal-toyota")), { limit: 1, includeSoldDays: 3 });
  if (!car) throw new Error("no Toyota in stock");
  toyotaCar = car;
});

afterEach(() => setLenderQuoteService(undefined));

afterAll(async () => {
  await closeProcessDatabase();
});

const bodyOf = (row: VehicleWithLocation) => youxQuoteBody(row.vehicle);

describe("quoteSiteCar", () => {
  it("quotes the site's car from the site's lender settings, and stores nothing on the car", async () => {
    const toyota = site("coastal-toyota");
    const before = toyotaCar.vehicle.youxQuote;
    const outcome = await quoteSiteCar(toyota, bodyOf(toyotaCar));
    expect(outcome).toEqual({ kind: "quote", quote: platformQuote({ purchasePrice: toyotaCar.vehicle.price, loanTerm: 5 }, toyota.settings.finance.lender) });
    assert(outcome.kind === "quote");
    expect(outcome.quote.advertisedRate).toBe(8.99);
    expect((await findSiteVehicleById(siteScope(toyota), toyotaCar.vehicle.id))?.vehicle.youxQuote).toEqual(before);
  });

  it("gives another site's lender settings another quote for the same price", async () => {
    const metro = site("metro-motor-group");
    const [metroCar] = await featuredSiteVehicles(siteScope(metro), { limit: 1, includeSoldDays: 3 });
    if (!metroCar) throw new Error("no Metro car");
    const outcome = await quoteSiteCar(metro, bodyOf(metroCar));
    // Metro pays $395, $6 and $912.25 upfront and $8 a month: its comparison rate is well above its 8.49% rate.
    expect(outcome.kind === "quote" && outcome.quote.advertisedRate).toBe(8.49);
    expect(outcome.kind === "quote" && outcome.quote.comparisonRate).toBeGreaterThan(9);
  });

  it("does not quote another site's car", async () => {
    expect(await quoteSiteCar(site("bayside-caravans"), bodyOf(toyotaCar))).toEqual({ kind: "unknown-car" });
  });

  it("refuses a VIN that is not the car's, and accepts an empty one", async () => {
    expect(await quoteSiteCar(site("coastal-toyota"), { ...bodyOf(toyotaCar), vin: "WRONGVIN123456789" })).toEqual({ kind: "vin-mismatch" });
    expect((await quoteSiteCar(site("coastal-toyota"), { ...bodyOf(toyotaCar), vin: "" })).kind).toBe("quote");
  });

  it("passes the spec's body to the lender service, and its answer back", async () => {
    const asked: unknown[] = [];
    setLenderQuoteService({
      async quote(request, context) {
        asked.push({ request, siteId: context.siteId });
        return null;
      },
    });
    expect(await quoteSiteCar(site("coastal-toyota"), bodyOf(toyotaCar))).toEqual({ kind: "no-quote" });
    const { car_id: _id, ...spec } = bodyOf(toyotaCar);
    expect(asked).toEqual([{ request: spec, siteId: site("coastal-toyota").id }]);
  });
});

describe("siteCarDisclaimer", () => {
  it("reads the car's lender disclaimer for the site's provider, else the site's", async () => {
    const toyota = site("coastal-toyota");
    const rows = await db.db
      .select({ id: vehicles.id, disclaimer: sql<string | null>`${vehicles.financeLenders}->'Taurus'->>'disclaimer'` })
      .from(vehicles)
      .where(and(isNotNull(sql`${vehicles.financeLenders}->'Taurus'`), eq(vehicles.showOnDealerWebsite, true)));
    const withOwn = rows.find((r) => r.disclaimer);
    const without = rows.find((r) => !r.disclaimer);
    if (!withOwn || !without) throw new Error("the seed should give Taurus cars with and without a disclaimer");
    expect(await siteCarDisclaimer(toyota, withOwn.id)).toEqual({ disclaimer: withOwn.disclaimer, source: "lender" });
    expect(await siteCarDisclaimer(toyota, without.id)).toEqual({ disclaimer: toyota.settings.finance.disclaimer, source: "site" });
    expect(await siteCarDisclaimer(site("bayside-caravans"), withOwn.id)).toBeNull();
  });
});

describe("the routes", () => {
  const params = (slug: string) => ({ params: Promise.resolve({ host: `${slug}.localhost` }) });
  const post = (body: unknown) => new Request("http://coastal-toyota.localhost/api/youx/quote", { method: "POST", body: typeof body === "string" ? body : JSON.stringify(body) });

  it("POST /api/youx/quote answers the quote, or a 400 naming the field", async () => {
    const ok = await quoteRoute(post(bodyOf(toyotaCar)), params("coastal-toyota"));
    expect(ok.status).toBe(200);
    expect(Object.keys((await ok.json()) as object).sort()).toEqual(["advertisedRate", "comparisonRate", "weeklyRepaymentAmount"]);
    for (const [change, field] of [
      [{ purchasePrice: "lots" }, "purchasePrice"],
      [{ purchasePrice: -5 }, "purchasePrice"],
      [{ purchasePrice: 1e15 }, "purchasePrice"],
      [{ year: null }, "year"],
      [{ car_id: undefined }, "car_id"],
      [{ extra: true }, "extra"],
    ] as const) {
      const response = await quoteRoute(post({ ...bodyOf(toyotaCar), ...change }), params("coastal-toyota"));
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { field: string } }).error.field).toBe(field);
    }
    expect((await quoteRoute(post("{not json"), params("coastal-toyota"))).status).toBe(400);
  });

  it("POST /api/youx/quote is a 404 for another site's car and a 502 when the lender fails", async () => {
    const foreign = await quoteRoute(post(bodyOf(toyotaCar)), params("bayside-caravans"));
    expect(foreign.status).toBe(404);
    expect(((await foreign.json()) as { error: { field: string } }).error.field).toBe("car_id");
    setLenderQuoteService({
      async quote() {
        throw new Error("lender down");
      },
    });
    expect((await quoteRoute(post(bodyOf(toyotaCar)), params("coastal-toyota"))).status).toBe(502);
  });

  it("GET /api/finance/disclaimer answers by car id, 400 naming car_id, 404 for another site's car", async () => {
    const get = (query: string, slug = "coastal-toyota") => disclaimerRoute(new Request(`http://${slug}.localhost/api/finance/disclaimer${query}`), params(slug));
    const ok = await get(`?car_id=${toyotaCar.vehicle.id}`);
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { disclaimer: string }).disclaimer.length).toBeGreaterThan(20);
    for (const query of ["", "?car_id=abc", "?car_id=-1", "?car_id=1.5", `?car_id=1&x=2`]) {
      const bad = await get(query);
      expect(bad.status, query).toBe(400);
    }
    expect((await get(`?car_id=${toyotaCar.vehicle.id}`, "bayside-caravans")).status).toBe(404);
  });
});
