import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST } from "@/app/(console)/console/api/stock/[id]/route";
import { stockEditSchema, type StockEdit } from "@/contracts/console/stock";
import { searchRequestSchema } from "@/contracts/search/search-request";
import { isListedStock } from "@/domain/search/listed-stock";
import { stockPage, vehicleOfStaff } from "@/server/data/console-stock";
import { storeLead } from "@/server/data/leads";
import { siteScope } from "@/server/data/scope";
import { hasSearchIndex, invalidateSearchIndexes } from "@/server/search/index-registry";
import { searchSite } from "@/server/search/search-service";
import { listenForStockChanges } from "@/server/search/stock-change-listener";
import { CONSOLE_ORIGIN, seedDemoStaff, signedInStaff, staffCookie } from "@/test/console-staff";
import { seededDemo } from "@/test/seeded-demo";
import { saveStockEdit, stockCarView, stockTableView } from "./stock";
import type { ConsoleStaff } from "./staff-session";

const demo = seededDemo({ seed: 23, vehicles: 160 });

let manager: ConsoleStaff;
let sales: ConsoleStaff;
let managerCookie = "";
let dandenong = 0;
let coastalCar = 0;
let stop: (() => Promise<void>) | undefined;

async function one<T>(text: string, params: unknown[] = []): Promise<T> {
  const [row] = await demo.db.query<T>(text, params);
  if (!row) throw new Error(`no row: ${text}`);
  return row;
}
const count = async (text: string, params: unknown[] = []) => Number((await one<{ n: number | string }>(text, params)).n);
const written = async () => ({ changes: await count("select count(*) as n from vehicle_changes"), audit: await count("select count(*) as n from audit_log where entity = 'vehicle'") });

/** A listed car of Dandenong (in stock, on the website, not reserved) that no earlier test has edited. */
async function freshCar(): Promise<number> {
  const row = await one<{ id: number }>(
    "select id from vehicles where dealership_id = $1 and status = 'in_stock' and not reserved and show_on_dealer_website and locked_fields = '{}' and (offer_price is null or offer_price <= price) order by id limit 1",
    [dandenong],
  );
  return row.id;
}

async function editOf(staff: ConsoleStaff, id: number): Promise<StockEdit> {
  const car = await vehicleOfStaff(staff.scope, id);
  if (!car) throw new Error(`no car ${id}`);
  return car.edit;
}

/** Waits until the stock-change listener has dropped the site's search index (the NOTIFY after the commit). */
async function heard(siteId: number) {
  const started = Date.now();
  while (hasSearchIndex(siteId)) {
    if (Date.now() - started > 5_000) throw new Error("the stock change was not heard within 5 s");
    await new Promise((r) => setTimeout(r, 10));
  }
}

async function post(cookie: string, id: number | string, body: unknown): Promise<Response> {
  const request = new Request(`${CONSOLE_ORIGIN}/console/api/stock/${id}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: CONSOLE_ORIGIN, host: "localhost:3000", cookie },
    body: JSON.stringify(body),
  });
  return POST(request, { params: Promise.resolve({ id: String(id) }) });
}

beforeAll(async () => {
  await seedDemoStaff();
  const signedIn = await signedInStaff("manager@southerncross.demo");
  manager = signedIn.staff;
  managerCookie = signedIn.cookie;
  sales = (await signedInStaff("sales@southerncross.demo")).staff;
  dandenong = (await one<{ id: number }>("select id from dealerships where slug = 'southern-cross-ford-dandenong'")).id;
  coastalCar = (await one<{ id: number }>("select v.id from vehicles v join dealerships d on d.id = v.dealership_id where d.slug = 'coastal-toyota' order by v.id limit 1")).id;
  invalidateSearchIndexes();
  stop = await listenForStockChanges(demo.db);
});

afterAll(async () => {
  await stop?.();
});

const topByPrice = searchRequestSchema.parse({ sort: "price-desc", hitsPerPage: 1 });

describe("a manager's edit of a car", () => {
  it("writes the price, its history and audit entry, locks the field, and the shopper's search shows it after the notification", async () => {
    const site = demo.site("southern-cross-ford");
    const id = await freshCar();
    const before = await editOf(manager, id);
    await searchSite(site, topByPrice);
    expect(hasSearchIndex(site.id)).toBe(true);

    const edit = stockEditSchema.parse({ ...before, price: 4_999_999 });
    const saved = await saveStockEdit(manager, id, edit, new Date());
    expect(saved).toEqual({ ok: true, value: { vehicleId: id, changed: ["price"] } });

    const change = await one<{ actor_id: string; source: string; changes: Record<string, { before: unknown; after: unknown }> }>("select actor_id, source, changes from vehicle_changes where vehicle_id = $1", [id]);
    expect(change).toEqual({ actor_id: "staff-southerncross-manager", source: "console", changes: { price: { before: before.price, after: 4_999_999 } } });
    const audit = await one<{ action: string; actor_id: string; dealership_id: number; before: unknown; after: unknown; group_id: string | null }>(
      "select action, actor_id, dealership_id, before, after, group_id from audit_log where entity = 'vehicle' and entity_id = $1",
      [String(id)],
    );
    expect(audit).toMatchObject({ action: "update", actor_id: "staff-southerncross-manager", dealership_id: dandenong, before: { price: before.price }, after: { price: 4_999_999 } });
    expect(audit.group_id).not.toBeNull();
    expect((await one<{ locked_fields: string[] }>("select locked_fields from vehicles where id = $1", [id])).locked_fields).toEqual(["price"]);

    await heard(site.id);
    const top = (await searchSite(site, topByPrice)).hits[0]!.vehicle;
    expect(top.id).toBe(id);
    expect(top.price).toBe(4_999_999);

    // The car's page shows the change with who made it, and the price history.
    const page = await stockCarView(manager, id, new Date());
    if (!page.ok) throw new Error("no page");
    expect(page.value.canEdit).toBe(true);
    expect(page.value.lockedFieldLabels).toEqual(["Price"]);
    expect(page.value.history[0]).toMatchObject({ who: "Marcus Reid", fields: [{ field: "price", label: "Price", after: "$4,999,999" }] });
    expect(page.value.priceHistory).toHaveLength(1);
    // It links the car's page on the site that lists it, where a shopper sees the new price.
    const slug = (await one<{ slug: string }>("select slug from vehicles where id = $1", [id])).slug;
    expect(page.value.websitePages).toContainEqual({ siteName: site.name, href: expect.stringMatching(new RegExp(`^http://${site.slug}\\.localhost(:\\d+)?/cars/${slug}$`)) });
  });

  it("writes nothing when nothing changed", async () => {
    const id = await freshCar();
    const start = await written();
    expect(await saveStockEdit(manager, id, await editOf(manager, id), new Date())).toEqual({ ok: true, value: { vehicleId: id, changed: [] } });
    expect(await written()).toEqual(start);
  });

  it("marking a car sold sets its sale date: listed as sold for the site's window, then gone; withdrawn leaves the search at once", async () => {
    const site = demo.site("southern-cross-ford");
    const id = await freshCar();
    const now = new Date();
    const sold = await saveStockEdit(manager, id, { ...(await editOf(manager, id)), status: "sold" }, now);
    expect(sold.ok && sold.value.changed).toEqual(["status"]);
    const row = await one<{ status: "sold"; sold_at: Date; show_on_dealer_website: boolean; reserved: boolean }>("select status, sold_at, show_on_dealer_website, reserved from vehicles where id = $1", [id]);
    expect(row.status).toBe("sold");
    expect(new Date(row.sold_at).getTime()).toBe(now.getTime());
    const state = { status: row.status, soldAt: new Date(row.sold_at), showOnDealerWebsite: row.show_on_dealer_website };
    const window = site.settings.search.includeSoldCarsDays;
    expect(isListedStock(state, now, window)).toBe(window > 0);
    expect(isListedStock(state, new Date(now.getTime() + (window + 1) * 86_400_000), window)).toBe(false);
    expect((await stockPage(manager.scope, { status: "sold" }, "newest", 1)).rows.map((r) => r.id)).toContain(id);

    // A sale undone: in stock again, its sale date cleared, and found by the search.
    const top5 = searchRequestSchema.parse({ sort: "price-desc", hitsPerPage: 5 });
    await searchSite(site, top5);
    await saveStockEdit(manager, id, { ...(await editOf(manager, id)), price: 4_999_998, status: "in_stock" }, now);
    await heard(site.id);
    expect((await searchSite(site, top5)).hits.map((h) => h.vehicle.id)).toContain(id);
    expect((await one<{ sold_at: Date | null }>("select sold_at from vehicles where id = $1", [id])).sold_at).toBeNull();

    // Withdrawn: off the website, so the search no longer finds it.
    const withdrawn = await saveStockEdit(manager, id, { ...(await editOf(manager, id)), status: "withdrawn", showOnWebsite: false }, now);
    expect(withdrawn.ok).toBe(true);
    await heard(site.id);
    const after = await one<{ status: string; show_on_dealer_website: boolean; sold_at: Date | null }>("select status, show_on_dealer_website, sold_at from vehicles where id = $1", [id]);
    expect(after).toEqual({ status: "other", show_on_dealer_website: false, sold_at: null });
    const hits = await searchSite(site, top5);
    expect(hits.hits.map((h) => h.vehicle.id)).not.toContain(id);
  });

  it("refuses sales staff (who may read the car) and writes nothing", async () => {
    const id = await freshCar();
    const start = await written();
    const page = await stockCarView(sales, id, new Date());
    expect(page.ok && page.value.canEdit).toBe(false);
    const refused = await saveStockEdit(sales, id, { ...(await editOf(sales, id)), price: 12_345 }, new Date());
    expect(refused).toMatchObject({ ok: false, kind: "forbidden" });
    expect(await written()).toEqual(start);
    expect((await one<{ price: number; locked_fields: string[] }>("select price, locked_fields from vehicles where id = $1", [id])).locked_fields).toEqual([]);
    const answer = await post(await staffCookie("sales@southerncross.demo"), id, { ...(await editOf(manager, id)), price: 12_345 });
    expect(answer.status).toBe(403);
    expect(await written()).toEqual(start);
  });

  it("answers another group's car as not found, to read and to write, the same as a car that does not exist", async () => {
    expect(await stockCarView(manager, coastalCar, new Date())).toMatchObject({ ok: false, kind: "not_found" });
    expect(await vehicleOfStaff(manager.scope, coastalCar)).toBeNull();
    const body = { price: 1000, offerPrice: null, status: "in_stock", comments: "", features: [], showOnWebsite: true };
    expect(await saveStockEdit(manager, coastalCar, body as StockEdit, new Date())).toMatchObject({ ok: false, kind: "not_found" });
    const answers = [await post(managerCookie, coastalCar, body), await post(managerCookie, 999_999, body), await post(managerCookie, "0x10", body)];
    expect(answers.map((a) => a.status)).toEqual([404, 404, 404]);
    expect(new Set(await Promise.all(answers.map((a) => a.text()))).size).toBe(1);
    expect(await count("select count(*) as n from vehicle_changes where vehicle_id = $1", [coastalCar])).toBe(0);
  });

  it("answers a bad body with a 400 naming the field, and writes nothing", async () => {
    const id = await freshCar();
    const start = await written();
    const good = await editOf(manager, id);
    const cases: Array<[unknown, string]> = [
      [{ ...good, price: -5 }, "price"],
      [{ ...good, price: 5_000_001 }, "price"],
      [{ ...good, price: 10_000, offerPrice: 12_000 }, "offerPrice"],
      [{ ...good, status: "parked" }, "status"],
      [{ ...good, comments: "x".repeat(4001) }, "comments"],
      [{ ...good, features: ["x".repeat(121)] }, "features.0"],
      [{ ...good, features: Array.from({ length: 101 }, (_, i) => `F${i}`) }, "features"],
      [{ ...good, status: "withdrawn", showOnWebsite: true }, "showOnWebsite"],
    ];
    for (const [body, field] of cases) {
      const answer = await post(managerCookie, id, body);
      expect(answer.status, field).toBe(400);
      const json = (await answer.json()) as { error: { field: string; message: string } };
      expect(json.error.field).toBe(field);
    }
    const extra = await post(managerCookie, id, { ...good, vin: "X" });
    expect(extra.status).toBe(400);
    expect(await written()).toEqual(start);
    // And a good one through the route: 200 with the changed fields.
    const ok = await post(managerCookie, id, { ...good, comments: "Freshly serviced with new tyres, one owner from new and logbooks." });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ vehicleId: id, changed: ["comments"] });
  });
});

describe("stockPage", () => {
  it("reads only the scope's dealerships and filters by dealership, status, car type, make and text", async () => {
    const all = await stockPage(manager.scope, {}, "newest", 1);
    const scopeTotal = await count("select count(*) as n from vehicles where dealership_id = any($1::int[])", [manager.scope.dealershipIds]);
    expect(all.total).toBe(scopeTotal);
    expect(all.rows.every((r) => manager.scope.dealershipIds.includes(r.dealershipId))).toBe(true);
    expect(all.rows.length).toBe(Math.min(50, scopeTotal));
    const times = all.rows.map((r) => r.createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const ofDandenong = await stockPage(manager.scope, { dealershipId: dandenong }, "newest", 1);
    expect(ofDandenong.total).toBe(await count("select count(*) as n from vehicles where dealership_id = $1", [dandenong]));
    expect((await stockPage(sales.scope, { dealershipId: manager.scope.dealershipIds.find((d) => d !== dandenong)! }, "newest", 1)).total).toBe(0);

    const used = await stockPage(manager.scope, { carType: "used" }, "newest", 1);
    expect(used.rows.every((r) => r.carType === "used")).toBe(true);
    const make = all.rows[0]!.make;
    const ofMake = await stockPage(manager.scope, { make: make.toUpperCase() }, "newest", 1);
    expect(ofMake.total).toBeGreaterThan(0);
    expect(ofMake.rows.every((r) => r.make === make)).toBe(true);

    const car = all.rows[3]!;
    const byStock = await stockPage(manager.scope, { q: car.stocknum.slice(0, -1).toLowerCase() }, "newest", 1);
    expect(byStock.rows.map((r) => r.id)).toContain(car.id);
    const byWords = await stockPage(manager.scope, { q: `${car.make.slice(0, 3)} ${car.model}` }, "newest", 1);
    expect(byWords.rows.map((r) => r.id)).toContain(car.id);
    // A word inside the make, model or badge ("Trucks" of "Isuzu Trucks") is found by its start too.
    const lastWord = `${car.make} ${car.model} ${car.badge ?? ""}`.trim().split(/\s+/).at(-1)!;
    expect((await stockPage(manager.scope, { q: lastWord.slice(0, 3) }, "newest", 1)).rows.map((r) => r.id)).toContain(car.id);
    // Punctuation separates words and is never query syntax.
    expect((await stockPage(manager.scope, { q: "zz%" }, "newest", 1)).total).toBe(0);
    expect((await stockPage(manager.scope, { q: "zzq & !(x:*" }, "newest", 1)).total).toBe(0);

    const inStock = await stockPage(manager.scope, { status: "in_stock" }, "newest", 1);
    expect(inStock.rows.every((r) => r.status === "in_stock" && !r.reserved)).toBe(true);
    const withdrawn = await stockPage(manager.scope, { status: "withdrawn" }, "newest", 1);
    expect(withdrawn.rows.every((r) => r.status === "other")).toBe(true);
  });

  it("sorts by price, days in stock, views and leads", async () => {
    const prices = (await stockPage(manager.scope, {}, "price-asc", 1)).rows.map((r) => r.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const desc = (await stockPage(manager.scope, {}, "price-desc", 1)).rows.map((r) => r.price);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const now = Date.now();
    const days = (await stockPage(manager.scope, {}, "days-desc", 1)).rows.map((r) => (r.soldAt ?? new Date(now)).getTime() - r.createdAt.getTime());
    expect(days).toEqual([...days].sort((a, b) => b - a));

    // Give one car the most views and three leads, so the sorts have something to find.
    const car = (await stockPage(manager.scope, {}, "oldest", 1)).rows[0]!;
    await demo.db.query("insert into vehicle_view_counts (vehicle_id, views) values ($1, 100000) on conflict (vehicle_id) do update set views = 100000", [car.id]);
    const siteId = (await one<{ id: number }>("select site_id as id from site_dealerships where dealership_id = $1 limit 1", [car.dealershipId])).id;
    const site = demo.sites.find((x) => x.id === siteId)!;
    for (let i = 0; i < 3; i++) {
      const stored = await storeLead(
        siteScope(site),
        { kind: "enquiry", category: "Sales", subcategory: "Vehicle enquiry", firstName: "Sarah", lastName: "Lee", email: `sarah${i}@example.com`, phone: `+614120000${i}0`, postcode: "3175", message: "Is it still available?", payload: {}, vehicleId: car.id, dealershipId: car.dealershipId },
        { idempotencyKey: null, requestHash: `stock-${i}`, deliveries: [] },
      );
      expect(stored.kind).toBe("stored");
    }
    const views = (await stockPage(manager.scope, {}, "views-desc", 1)).rows;
    expect(views[0]!.id).toBe(car.id);
    expect(views[0]!.views).toBeGreaterThanOrEqual(100000);
    expect(views.map((r) => r.views)).toEqual([...views.map((r) => r.views)].sort((a, b) => b - a));

    const byLeads = (await stockPage(manager.scope, {}, "leads-desc", 1)).rows;
    expect(byLeads.map((r) => r.leads)).toEqual([...byLeads.map((r) => r.leads)].sort((a, b) => b - a));
    const expected = await count("select count(*) as n from leads where vehicle_id = $1", [car.id]);
    expect(expected).toBe(3);
    expect(byLeads[0]!.id).toBe(car.id);
    expect(byLeads[0]!.leads).toBe(3);
    expect((await stockPage(manager.scope, {}, "oldest", 1)).rows[0]!.leads).toBe(expected);
  });

  it("the table's view gives each row its status, days in stock and listing health in words", async () => {
    const view = await stockTableView(manager, { sort: "newest", page: 1 }, new Date());
    expect(view.rows.length).toBeGreaterThan(0);
    const row = view.rows[0]!;
    expect(row.href).toBe(`/console/stock/${row.id}`);
    expect(row.healthScore).toBeGreaterThanOrEqual(0);
    expect(row.healthScore).toBeLessThanOrEqual(100);
    expect(row.healthScore === 100).toBe(row.healthMissing.length === 0);
    expect(view.filters.dealerships.map((d) => Number(d.value)).sort()).toEqual([...manager.scope.dealershipIds].sort());
  });
});
