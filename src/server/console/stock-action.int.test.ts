import { beforeAll, describe, expect, it } from "vitest";
import { marketPosition, type MarketSubject } from "@/domain/market/estimate";
import { shownPurchasePrice } from "@/domain/vehicle/price-display";
import { listedVehicleMarketEstimate, priceGaugeForSiteVehicle, readMarketEstimate } from "@/server/services/vehicle-page/price-gauge";
import { seedDemoStaff, signedInStaff } from "@/test/console-staff";
import { seededDemo } from "@/test/seeded-demo";
import type { ConsoleStaff } from "./staff-session";
import { STOCK_ACTION_PAGE_SIZE, stockActionCsvRows, stockActionView } from "./stock-action";

const demo = seededDemo({ seed: 41, vehicles: 400 });

const NOW = new Date();
const DAY = 86_400_000;

interface Car extends MarketSubject {
  slug: string;
  dealership_id: number;
  price: number;
  offer_price: number | null;
}

let owner: ConsoleStaff;
let ownerCookie = "";
/** A car of the owner's with enough comparables for a market figure, and one without. */
let marketed: Car;
let unmarketed: Car;

async function carsOf(dealershipIds: readonly number[]): Promise<Car[]> {
  return demo.db.query<Car>(
    "select id, slug, dealership_id, year, km, make, model, badge, vin, price, offer_price from vehicles where dealership_id = any($1::int[]) and status = 'in_stock' and show_on_dealer_website and price > 10 and offer_price is null order by id",
    [dealershipIds],
  );
}

async function siteShowing(dealershipId: number) {
  const [row] = await demo.db.query<{ site_id: number }>("select site_id from site_dealerships where dealership_id = $1 order by site_id limit 1", [dealershipId]);
  const site = demo.sites.find((s) => s.id === row?.site_id);
  if (!site) throw new Error(`no site shows dealership ${dealershipId}`);
  return site;
}

beforeAll(async () => {
  await seedDemoStaff();
  ({ staff: owner, cookie: ownerCookie } = await signedInStaff("owner@southerncross.demo"));
  const cars = await carsOf(owner.scope.dealershipIds);
  let found: Car | undefined;
  let missing: Car | undefined;
  for (const car of cars) {
    const estimate = await readMarketEstimate(car, NOW);
    if (estimate.kind === "estimate") found ??= car;
    else missing ??= car;
    if (found && missing) break;
  }
  if (!found || !missing) throw new Error("the seeded stock has no car with (or without) a market");
  marketed = found;
  unmarketed = missing;
  // The marketed car: 90 days in stock, 80 views, no lead, two price changes. The other: 10 days, 10 views, one lead, one change.
  await demo.db.query("update vehicles set created_at = $2, views = 80 where id = $1", [marketed.id, new Date(NOW.getTime() - 90 * DAY).toISOString()]);
  await demo.db.query("update vehicles set created_at = $2, views = 10 where id = $1", [unmarketed.id, new Date(NOW.getTime() - 10 * DAY).toISOString()]);
  await demo.db.query("delete from leads where vehicle_id = any($1::int[])", [[marketed.id, unmarketed.id]]);
  await demo.db.query("delete from vehicle_view_counts where vehicle_id = any($1::int[])", [[marketed.id, unmarketed.id]]);
  const [{ site_id } = { site_id: 0 }] = await demo.db.query<{ site_id: number }>("select site_id from site_dealerships where dealership_id = $1 limit 1", [unmarketed.dealership_id]);
  await demo.db.query("insert into leads (site_id, dealership_id, vehicle_id, category, kind) values ($1, $2, $3, 'General Enquiry', 'enquiry')", [site_id, unmarketed.dealership_id, unmarketed.id]);
  const change = (id: number, dealershipId: number, changes: object) =>
    demo.db.query("insert into vehicle_changes (vehicle_id, dealership_id, source, changes) values ($1, $2, 'feed', $3::jsonb)", [id, dealershipId, JSON.stringify(changes)]);
  await demo.db.query("delete from vehicle_changes");
  await change(marketed.id, marketed.dealership_id, { price: { before: 30_000, after: 29_000 } });
  await change(marketed.id, marketed.dealership_id, { offerPrice: { before: null, after: 28_500 } });
  await change(marketed.id, marketed.dealership_id, { comments: { before: "a", after: "b" } });
  await change(unmarketed.id, unmarketed.dealership_id, { price: { before: 20_000, after: 19_000 } });
});

describe("the stock-action table", () => {
  it("shows days in stock, views per day, leads and price changes, and flags a car viewed without leads and one aging", async () => {
    const view = await stockActionView(owner, { sort: "price-changes-desc", page: 1 }, listedVehicleMarketEstimate, NOW);
    const [first, second] = view.rows;
    expect(first).toMatchObject({ id: marketed.id, daysInStock: 90, views: 80, viewsPerDay: 0.9, leads: 0, priceChanges: 2, viewedWithoutLeads: true, agingPast: true });
    expect(second).toMatchObject({ id: unmarketed.id, daysInStock: 10, views: 10, viewsPerDay: 1, leads: 1, priceChanges: 1, viewedWithoutLeads: false, agingPast: false });
    expect(view.agingDays).toBe(60);
    // A dealer's own limit.
    const strict = await stockActionView(owner, { sort: "price-changes-desc", page: 1, agingDays: 9 }, listedVehicleMarketEstimate, NOW);
    expect(strict.rows.slice(0, 2).map((r) => r.agingPast)).toEqual([true, true]);
  });

  it("gives the price against the market the vehicle page's gauge states, only with enough comparables", async () => {
    const view = await stockActionView(owner, { sort: "price-changes-desc", page: 1 }, listedVehicleMarketEstimate, NOW);
    const row = view.rows.find((r) => r.id === marketed.id);
    const gauge = await priceGaugeForSiteVehicle(await siteShowing(marketed.dealership_id), marketed.slug, NOW);
    expect(gauge?.market_average).not.toBeNull();
    expect(row?.market?.average).toBe(gauge?.market_average);
    expect(row?.market?.difference).toBe((gauge?.listing_price ?? 0) - (gauge?.market_average ?? 0));
    const estimate = await listedVehicleMarketEstimate(marketed, NOW);
    if (estimate.kind !== "estimate") throw new Error("no estimate");
    expect(row?.market).toEqual({ ...(({ marketPrice, difference, inLine }) => ({ average: marketPrice, difference, inLine }))(marketPosition(estimate, shownPurchasePrice({ price: marketed.price, offerPrice: marketed.offer_price }) ?? 0)) });
    // Too few comparables: no figure (the gauge shows none either).
    expect(view.rows.find((r) => r.id === unmarketed.id)?.market).toBeNull();
    expect((await priceGaugeForSiteVehicle(await siteShowing(unmarketed.dealership_id), unmarketed.slug, NOW))?.market_average).toBeNull();
  });

  it("names the car's state average where its data has one, as its page's market figure does (pageMarket), comparables or not", async () => {
    const before = await demo.db.query<{ autograb_data: unknown }>("select autograb_data from vehicles where id = $1", [unmarketed.id]);
    await demo.db.query(`update vehicles set autograb_data = coalesce(autograb_data, '{}'::jsonb) || '{"state_average_market_price": 23456}'::jsonb where id = $1`, [unmarketed.id]);
    try {
      const view = await stockActionView(owner, { sort: "price-changes-desc", page: 1 }, listedVehicleMarketEstimate, NOW);
      const row = view.rows.find((r) => r.id === unmarketed.id);
      const price = shownPurchasePrice({ price: unmarketed.price, offerPrice: unmarketed.offer_price }) ?? 0;
      expect(row?.market).toMatchObject({ average: 23_456, difference: price - 23_456 });
      // Too few similar cars for the gauge (it is hidden), so the page's one figure is its sidebar's state average.
      const gauge = await priceGaugeForSiteVehicle(await siteShowing(unmarketed.dealership_id), unmarketed.slug, NOW);
      expect(gauge?.market_average).toBeNull();
      // The marketed car (no state average in its data) keeps the estimate's figure, as its gauge does.
      expect(view.rows.find((r) => r.id === marketed.id)?.market?.average).toBe((await priceGaugeForSiteVehicle(await siteShowing(marketed.dealership_id), marketed.slug, NOW))?.market_average);
    } finally {
      await demo.db.query("update vehicles set autograb_data = $2 where id = $1", [unmarketed.id, before[0]?.autograb_data === null ? null : JSON.stringify(before[0]?.autograb_data)]);
    }
  });

  it("works the market out only for the page shown, and lists only the member's dealerships' cars for sale", async () => {
    let calls = 0;
    const counted = (subject: MarketSubject) => {
      calls++;
      return listedVehicleMarketEstimate(subject, NOW);
    };
    const view = await stockActionView(owner, { sort: "days-desc", page: 1 }, counted, NOW);
    expect(view.total).toBeGreaterThan(STOCK_ACTION_PAGE_SIZE);
    expect(view.rows).toHaveLength(STOCK_ACTION_PAGE_SIZE);
    expect(calls).toBeLessThanOrEqual(STOCK_ACTION_PAGE_SIZE);
    // Oldest first.
    const days = view.rows.map((r) => r.daysInStock);
    expect([...days].sort((a, b) => b - a)).toEqual(days);
    const [{ n } = { n: 0 }] = await demo.db.query<{ n: number }>("select count(*)::int as n from vehicles where dealership_id = any($1::int[]) and status in ('in_stock', 'coming_soon')", [owner.scope.dealershipIds]);
    expect(view.total).toBe(n);

    const { staff: other } = await signedInStaff("owner@coastal.demo");
    const theirs = await stockActionView(other, { sort: "days-desc", page: 1 }, listedVehicleMarketEstimate, NOW);
    const ours = new Set((await carsOf(owner.scope.dealershipIds)).map((c) => c.id));
    expect(theirs.rows.length).toBeGreaterThan(0);
    expect(theirs.rows.filter((r) => ours.has(r.id))).toEqual([]);
  });

  it("exports the page as CSV, and the export route names a bad field with a 400 and answers 401 signed out", async () => {
    const view = await stockActionView(owner, { sort: "price-changes-desc", page: 1 }, listedVehicleMarketEstimate, NOW);
    const rows = stockActionCsvRows(view);
    expect(rows[0]).toEqual(["Stock number", "Car", "Dealership", "Price", "Days in stock", "Views", "Views per day", "Leads", "Price changes", "Market average", "Against market", "Viewed without leads", "Aging"]);
    expect(rows[1]?.slice(4)).toEqual(["90", "80", "0.9", "0", "2", String(view.rows[0]?.market?.average), expect.stringMatching(/^(in line|below \d+|above \d+)$/), "yes", "yes"]);
    expect(rows[2]?.slice(9)).toEqual(["", "", "no", "no"]);

    process.env.DATA_DIR ??= (await import("node:fs")).mkdtempSync((await import("node:path")).join((await import("node:os")).tmpdir(), "stock-action-"));
    const { GET } = await import("@/app/(console)/console/(staff)/reports/stock-action/export/route");
    const url = "http://localhost:3000/console/reports/stock-action/export";
    expect((await GET(new Request(url))).status).toBe(401);
    for (const [query, field] of [["sort=cheapest", "sort"], ["agingDays=3", "agingDays"], ["page=0", "page"], ["sort=days-asc&sort=days-desc", "sort"]] as const) {
      const bad = await GET(new Request(`${url}?${query}`, { headers: { cookie: ownerCookie } }));
      expect([query, bad.status]).toEqual([query, 400]);
      expect(((await bad.json()) as { error: { field: string } }).error.field).toBe(field);
    }
    const ok = await GET(new Request(`${url}?sort=price-changes-desc`, { headers: { cookie: ownerCookie } }));
    expect(ok.status).toBe(200);
    const bytes = new Uint8Array(await ok.arrayBuffer());
    // A UTF-8 byte-order mark, then the header.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text.startsWith("Stock number,Car,")).toBe(true);
    expect(text).toContain(String(view.rows[0]?.stockNumber));
  });
});
