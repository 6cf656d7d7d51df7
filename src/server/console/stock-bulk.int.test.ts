import { beforeAll, describe, expect, it } from "vitest";
import { POST } from "@/app/(console)/console/api/stock/bulk/route";
import type { StockBulkApplied, StockBulkPreview } from "@/contracts/console/stock-bulk";
import { bulkPrice } from "@/domain/console/stock-bulk";
import { staffScope } from "@/server/data/scope";
import { STOCK_BULK_MAX } from "@/contracts/console/stock-bulk";
import { CONSOLE_ORIGIN, seedDemoStaff, signedInStaff, staffCookie } from "@/test/console-staff";
import { seededDemo } from "@/test/seeded-demo";
import type { ConsoleStaff } from "./staff-session";
import { stockBulk } from "./stock-bulk";

const demo = seededDemo({ seed: 29, vehicles: 160 });

let manager: ConsoleStaff;
let managerCookie = "";
let salesCookie = "";
let dandenong = 0;
let ringwood = 0;
let coastalCar = 0;

async function rows<T>(text: string, params: unknown[] = []): Promise<T[]> {
  return demo.db.query<T>(text, params);
}
async function one<T>(text: string, params: unknown[] = []): Promise<T> {
  const [row] = await rows<T>(text, params);
  if (!row) throw new Error(`no row: ${text}`);
  return row;
}
const count = async (text: string, params: unknown[] = []) => Number((await one<{ n: number | string }>(text, params)).n);
const written = async () => ({
  changes: await count("select count(*) as n from vehicle_changes"),
  audit: await count("select count(*) as n from audit_log"),
  updated: await count("select count(*) as n from vehicles where locked_fields <> '{}'"),
});
/** Every car's price, offer, status and reservation, by id: what a bulk change may alter. */
async function stockState(): Promise<Map<number, string>> {
  const all = await rows<{ id: number; price: number; offer_price: number | null; status: string; reserved: boolean; show_on_dealer_website: boolean }>(
    "select id, price, offer_price, status, reserved, show_on_dealer_website from vehicles order by id",
  );
  return new Map(all.map((r) => [Number(r.id), JSON.stringify([r.price, r.offer_price, r.status, r.reserved, r.show_on_dealer_website])]));
}
function changedIds(before: Map<number, string>, after: Map<number, string>): number[] {
  return [...after].filter(([id, state]) => before.get(id) !== state).map(([id]) => id).sort((a, b) => a - b);
}

async function post(cookie: string, body: unknown): Promise<Response> {
  return POST(
    new Request(`${CONSOLE_ORIGIN}/console/api/stock/bulk`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: CONSOLE_ORIGIN, host: "localhost:3000", cookie },
      body: JSON.stringify(body),
    }),
  );
}

/** The make with the most priced cars at Dandenong, and those cars (the filter the tests change). */
async function dandenongMake(): Promise<{ make: string; cars: Array<{ id: number; price: number; offer_price: number | null }> }> {
  const { make } = await one<{ make: string }>("select make from vehicles where dealership_id = $1 and price > 1000 group by make order by count(*) desc, make limit 1", [dandenong]);
  const cars = await rows<{ id: number; price: number; offer_price: number | null }>("select id, price, offer_price from vehicles where dealership_id = $1 and lower(make) = lower($2) order by id", [dandenong, make]);
  return { make, cars: cars.map((c) => ({ ...c, id: Number(c.id) })) };
}

beforeAll(async () => {
  await seedDemoStaff();
  const signedIn = await signedInStaff("manager@southerncross.demo");
  manager = signedIn.staff;
  managerCookie = signedIn.cookie;
  salesCookie = await staffCookie("sales@southerncross.demo");
  dandenong = Number((await one<{ id: number }>("select id from dealerships where slug = 'southern-cross-ford-dandenong'")).id);
  ringwood = Number((await one<{ id: number }>("select id from dealerships where slug = 'southern-cross-ford-ringwood'")).id);
  coastalCar = Number((await one<{ id: number }>("select v.id from vehicles v join dealerships d on d.id = v.dealership_id where d.slug = 'coastal-toyota' order by v.id limit 1")).id);
});

describe("a bulk change of the stock", () => {
  it("a preview writes nothing and shows each car before and after, with the count", async () => {
    const { make, cars } = await dandenongMake();
    expect(cars.length).toBeGreaterThan(1);
    const start = await written();
    const before = await stockState();
    const answer = await post(managerCookie, { mode: "preview", filters: { dealership: String(dandenong), make }, change: { kind: "price", by: "percent", amount: 5 } });
    expect(answer.status).toBe(200);
    const preview = (await answer.json()) as StockBulkPreview;
    expect(preview).toMatchObject({ mode: "preview", total: cars.length, notAllowed: 0, summary: "Prices up 5%" });
    expect(preview.lines.map((l) => l.id)).toEqual(cars.map((c) => c.id).slice(0, 100));
    const first = cars.find((c) => c.price > 1000 && c.offer_price === null) ?? cars[0]!;
    const line = preview.lines.find((l) => l.id === first.id)!;
    const dollars = (n: number) => `$${n.toLocaleString("en-AU")}`;
    expect(line.before.startsWith(dollars(first.price))).toBe(true);
    expect(line.after.startsWith(dollars(bulkPrice(first.price, { by: "percent", amount: 5 })))).toBe(true);
    expect(line.changes).toBe(true);
    expect(await written()).toEqual(start);
    expect(await stockState()).toEqual(before);
  });

  it("apply changes exactly the filter's managed cars (+5%, then −$500), with each car's history and locks and one audit entry", async () => {
    const { make, cars } = await dandenongMake();
    const filters = { dealership: String(dandenong), make };
    const changing = cars.filter((c) => c.price > 0);
    const before = await stockState();
    const startChanges = await count("select count(*) as n from vehicle_changes where source = 'bulk'");

    const up = await stockBulk(manager, { mode: "apply", filters: { dealership: dandenong, make }, change: { kind: "price", by: "percent", amount: 5 } }, new Date());
    expect(up).toEqual({ ok: true, value: { mode: "apply", changed: changing.length, unchanged: cars.length - changing.length, notAllowed: 0, summary: "Prices up 5%" } });
    const afterUp = await stockState();
    expect(changedIds(before, afterUp)).toEqual(changing.map((c) => c.id));
    for (const car of changing) {
      const row = await one<{ price: number; locked_fields: string[] }>("select price, locked_fields from vehicles where id = $1", [car.id]);
      expect(row.price).toBe(bulkPrice(car.price, { by: "percent", amount: 5 }));
      expect(row.locked_fields).toContain("price");
    }

    const raised = await rows<{ id: number; price: number; offer_price: number | null }>("select id, price, offer_price from vehicles where id = any($1::int[]) order by id", [changing.map((c) => c.id)]);
    const answer = await post(managerCookie, { mode: "apply", filters, change: { kind: "price", by: "dollars", amount: -500 } });
    expect(answer.status).toBe(200);
    expect((await answer.json()) as StockBulkApplied).toMatchObject({ mode: "apply", changed: changing.length, notAllowed: 0, summary: "Prices down $500" });
    expect(changedIds(afterUp, await stockState())).toEqual(changing.map((c) => c.id));
    for (const car of raised) {
      const row = await one<{ price: number; offer_price: number | null }>("select price, offer_price from vehicles where id = $1", [car.id]);
      const price = Math.max(0, car.price - 500);
      expect(row.price).toBe(price);
      // An offer the lower price went under is removed, never left above the price.
      expect(row.offer_price).toBe(car.offer_price !== null && car.offer_price > price ? null : car.offer_price);
    }

    // Each changed car has a history row per change, source "bulk", by the manager.
    expect(await count("select count(*) as n from vehicle_changes where source = 'bulk'")).toBe(startChanges + 2 * changing.length);
    const history = await one<{ actor_id: string; changes: Record<string, { before: unknown; after: unknown }> }>(
      "select actor_id, changes from vehicle_changes where source = 'bulk' and vehicle_id = $1 order by id desc limit 1",
      [raised[0]!.id],
    );
    expect(history.actor_id).toBe("staff-southerncross-manager");
    expect(history.changes.price).toEqual({ before: raised[0]!.price, after: Math.max(0, raised[0]!.price - 500) });
    // One audit entry a change: its count, the change and the ids.
    const audits = await rows<{ actor_id: string; group_id: string; dealership_id: number; after: { count: number; change: unknown; vehicleIds: number[] } }>(
      "select actor_id, group_id, dealership_id, after from audit_log where entity = 'stock_bulk' order by id",
    );
    expect(audits).toHaveLength(2);
    expect(audits[1]).toMatchObject({ actor_id: "staff-southerncross-manager", group_id: "grp-southern-cross-ford", dealership_id: dandenong, after: { count: changing.length, change: { kind: "price", by: "dollars", amount: -500 }, vehicleIds: changing.map((c) => c.id) } });
  });

  it("a status change over a selection changes only the selected cars, and a status they already have changes nothing", async () => {
    const picked = (await rows<{ id: number }>("select id from vehicles where dealership_id = $1 and status = 'in_stock' and not reserved order by id desc limit 3", [dandenong])).map((r) => Number(r.id));
    expect(picked).toHaveLength(3);
    const before = await stockState();
    const body = { mode: "apply", filters: { status: "in_stock" }, vehicleIds: picked, change: { kind: "status", status: "under_offer" } } as const;
    const answer = await post(managerCookie, body);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ changed: 3, unchanged: 0, notAllowed: 0 });
    expect(changedIds(before, await stockState())).toEqual([...picked].sort((a, b) => a - b));
    for (const id of picked) {
      const row = await one<{ status: string; reserved: boolean; locked_fields: string[] }>("select status, reserved, locked_fields from vehicles where id = $1", [id]);
      expect(row).toMatchObject({ status: "in_stock", reserved: true });
      expect(row.locked_fields).toContain("status");
    }
    // The same selection again: the cars are no longer "in stock", so the filter no longer holds them.
    const again = await stockBulk(manager, { ...body, filters: {}, change: { kind: "status", status: "under_offer" } }, new Date());
    expect(again).toMatchObject({ ok: true, value: { changed: 0, unchanged: 3 } });
    const preview = await stockBulk(manager, { ...body, mode: "preview", filters: {}, change: { kind: "status", status: "sold" } }, new Date());
    expect(preview).toMatchObject({ ok: true, value: { total: 3, changing: 3, lines: picked.map((id) => expect.objectContaining({ id, before: "Under offer / reserved", after: "Sold" })).reverse() } });
  });

  it("refuses a sales member (403) and writes nothing", async () => {
    const start = await written();
    const before = await stockState();
    for (const mode of ["preview", "apply"]) {
      const answer = await post(salesCookie, { mode, filters: { dealership: String(dandenong) }, change: { kind: "price", by: "dollars", amount: 100 } });
      expect(answer.status).toBe(403);
    }
    expect(await written()).toEqual(start);
    expect(await stockState()).toEqual(before);
  });

  it("never changes another group's car in the selection: with the member's own it is skipped and counted, alone it is the console's 404", async () => {
    const own = Number((await one<{ id: number }>("select id from vehicles where dealership_id = $1 and price > 1000 order by id limit 1", [dandenong])).id);
    const before = await stockState();
    const mixed = await post(managerCookie, { mode: "apply", filters: {}, vehicleIds: [coastalCar, own], change: { kind: "price", by: "dollars", amount: 1 } });
    expect(mixed.status).toBe(200);
    expect(await mixed.json()).toMatchObject({ changed: 1, notAllowed: 1 });
    expect(changedIds(before, await stockState())).toEqual([own]);
    const start = await written();
    const alone = await post(managerCookie, { mode: "apply", filters: {}, vehicleIds: [coastalCar], change: { kind: "price", by: "dollars", amount: 1 } });
    expect(alone.status).toBe(404);
    const missing = await post(managerCookie, { mode: "preview", filters: {}, vehicleIds: [999_999], change: { kind: "price", by: "dollars", amount: 1 } });
    expect(missing.status).toBe(404);
    expect(await alone.text()).toBe(await missing.text());
    expect(await written()).toEqual(start);
    expect(await count("select count(*) as n from vehicle_changes where vehicle_id = $1", [coastalCar])).toBe(0);
  });

  it("skips the cars of a dealership the member only sells at, counting them as not allowed", async () => {
    const mixed = { ...manager, scope: staffScope({ ...manager.scope, managedDealershipIds: [dandenong], salesDealershipIds: [ringwood] }) };
    const ringwoodCars = await count("select count(*) as n from vehicles where dealership_id = $1", [ringwood]);
    const dandenongCars = await count("select count(*) as n from vehicles where dealership_id = $1", [dandenong]);
    expect(ringwoodCars).toBeGreaterThan(0);
    const preview = await stockBulk(mixed, { mode: "preview", filters: {}, change: { kind: "status", status: "in_stock" } }, new Date());
    expect(preview).toMatchObject({ ok: true, value: { total: dandenongCars, notAllowed: ringwoodCars } });
    const before = await stockState();
    const applied = await stockBulk(mixed, { mode: "apply", filters: { dealership: ringwood }, change: { kind: "price", by: "percent", amount: 10 } }, new Date());
    expect(applied).toMatchObject({ ok: true, value: { changed: 0, notAllowed: ringwoodCars } });
    expect(await stockState()).toEqual(before);
  });

  it("answers a bad body with a 400 naming the field, and writes nothing", async () => {
    const start = await written();
    const good = { mode: "preview", filters: {}, change: { kind: "price", by: "dollars", amount: 500 } };
    const cases: Array<[unknown, string]> = [
      [{ ...good, mode: "maybe" }, "mode"],
      [{ ...good, change: { kind: "price", by: "dollars", amount: 10.5 } }, "change.amount"],
      [{ ...good, change: { kind: "price", by: "dollars", amount: 100_001 } }, "change.amount"],
      [{ ...good, change: { kind: "price", by: "percent", amount: 50.5 } }, "change.amount"],
      [{ ...good, change: { kind: "price", by: "percent", amount: 2.25 } }, "change.amount"],
      [{ ...good, change: { kind: "price", by: "percent", amount: 0 } }, "change.amount"],
      [{ ...good, change: { kind: "price", by: "pounds", amount: 5 } }, "change.by"],
      [{ ...good, change: { kind: "status", status: "gone" } }, "change.status"],
      [{ ...good, change: { kind: "colour" } }, "change.kind"],
      [{ ...good, filters: { status: "parked" } }, "filters.status"],
      [{ ...good, filters: { dealership: "x1" } }, "filters.dealership"],
      [{ ...good, filters: { sort: "newest" } }, "filters.sort"],
      [{ ...good, vehicleIds: [] }, "vehicleIds"],
      [{ ...good, vehicleIds: Array.from({ length: 501 }, (_, i) => i + 1) }, "vehicleIds"],
      [{ ...good, vehicleIds: [1.5] }, "vehicleIds.0"],
      [{ ...good, extra: true }, "extra"],
    ];
    for (const [body, field] of cases) {
      const answer = await post(managerCookie, body);
      expect(answer.status, field).toBe(400);
      const json = (await answer.json()) as { error: { field: string; message: string } };
      expect(json.error.field, JSON.stringify(body).slice(0, 120)).toBe(field);
      expect(json.error.message.startsWith(`${field}: `)).toBe(true);
    }
    expect(await written()).toEqual(start);
  });

  // Last: it adds thousands of cars to Dandenong.
  it("refuses a change over more than 5,000 cars with a 400 naming the filters, and writes nothing", async () => {
    expect(STOCK_BULK_MAX).toBe(5000);
    // Copies of one of Dandenong's cars until it has more than 5,000 (every column but the id, with their own slug and stock number).
    const columns = (await rows<{ column_name: string }>("select column_name from information_schema.columns where table_schema = current_schema() and table_name = 'vehicles' and column_name <> 'id' order by ordinal_position")).map((c) => c.column_name);
    const have = await count("select count(*) as n from vehicles where dealership_id = $1", [dandenong]);
    const copies = STOCK_BULK_MAX + 1 - have;
    const source = Number((await one<{ id: number }>("select id from vehicles where dealership_id = $1 and price > 0 order by id limit 1", [dandenong])).id);
    const values = columns.map((c) => (c === "slug" ? "v.slug || '-copy-' || g" : c === "stocknum" ? "v.stocknum || '-C' || g" : c === "vin" ? "null" : `v.${c}`));
    await demo.db.query(`insert into vehicles (${columns.join(", ")}) select ${values.join(", ")} from vehicles v, generate_series(1, ${copies}) g where v.id = $1`, [source]);
    expect(await count("select count(*) as n from vehicles where dealership_id = $1", [dandenong])).toBe(STOCK_BULK_MAX + 1);

    const start = await written();
    const before = await stockState();
    for (const mode of ["preview", "apply"]) {
      const answer = await post(managerCookie, { mode, filters: { dealership: String(dandenong) }, change: { kind: "price", by: "percent", amount: 5 } });
      expect(answer.status).toBe(400);
      const json = (await answer.json()) as { error: { field: string; message: string } };
      expect(json.error).toMatchObject({ field: "filters", message: "filters: These filters show more than 5,000 cars you manage; narrow them down (a change applies to at most 5,000 cars)" });
    }
    // A temporary offer over them is refused the same way.
    const offer = { startsAt: "2099-01-01T09:00", endsAt: "2099-01-08T09:00" };
    const refusedOffer = await post(managerCookie, { mode: "apply", filters: { dealership: String(dandenong) }, change: { kind: "price", by: "percent", amount: -5 }, offer });
    expect(refusedOffer.status).toBe(400);
    expect(((await refusedOffer.json()) as { error: { field: string } }).error.field).toBe("filters");
    expect(await written()).toEqual(start);
    expect(await stockState()).toEqual(before);
  });
});
