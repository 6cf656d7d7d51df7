import { beforeAll, describe, expect, it } from "vitest";
import { POST } from "@/app/(console)/console/api/stock/bulk/route";
import type { StockBulkApplied, StockBulkPreview } from "@/contracts/console/stock-bulk";
import { offerPriceFromChange } from "@/domain/console/stock-offers";
import { localDateTimeOf, locationTimeZone, zonedTimeToUtc } from "@/domain/test-drive/time-zone";
import { STOCK_CHANNEL } from "@/server/search/stock-change-listener";
import { CONSOLE_ORIGIN, seedDemoStaff, signedInStaff, staffCookie } from "@/test/console-staff";
import { seededDemo } from "@/test/seeded-demo";
import { vehicleOfStaff } from "@/server/data/console-stock";
import { runOffers } from "./offer-scheduler";
import { saveStockEdit } from "./stock";
import type { ConsoleStaff } from "./staff-session";
import { stockBulk } from "./stock-bulk";

const demo = seededDemo({ seed: 31, vehicles: 160 });

let manager: ConsoleStaff;
let managerCookie = "";
let salesCookie = "";
let dandenong = 0;
let zone = "";
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
  offers: await count("select count(*) as n from vehicle_offers"),
  changes: await count("select count(*) as n from vehicle_changes"),
  audit: await count("select count(*) as n from audit_log"),
});
type Car = { id: number; price: number; offer_price: number | null; locked_fields: string[] };
const carsOf = async (ids: number[]) =>
  (await rows<Car>("select id, price, offer_price, locked_fields from vehicles where id = any($1::int[]) order by id", [ids])).map((c) => ({ ...c, id: Number(c.id) }));

async function post(cookie: string, body: unknown): Promise<Response> {
  return POST(
    new Request(`${CONSOLE_ORIGIN}/console/api/stock/bulk`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: CONSOLE_ORIGIN, host: "localhost:3000", cookie },
      body: JSON.stringify(body),
    }),
  );
}

/** The dealership's wall clock `hours` after `now`, to the minute. */
const local = (now: Date, hours: number) => localDateTimeOf(new Date(now.getTime() + hours * 3_600_000), zone);
const at = (wallClock: string) => zonedTimeToUtc(wallClock, zone)!;

/**
 * Three cars at Dandenong with no offer scheduled or running, made priced over $1,000 and without an offer of their
 * own (the set-up, written before the test): the selection the tests give offers.
 */
async function carsWithoutOffers(): Promise<number[]> {
  const ids = (
    await rows<{ id: number }>(
      `update vehicles set offer_price = null, price = greatest(price, 12990) where id in (
         select v.id from vehicles v where v.dealership_id = $1 and not exists (select 1 from vehicle_offers o where o.vehicle_id = v.id and o.ended_at is null) order by v.id desc limit 3
       ) returning id`,
      [dandenong],
    )
  ).map((r) => Number(r.id)).sort((a, b) => a - b);
  expect(ids).toHaveLength(3);
  return ids;
}

beforeAll(async () => {
  await seedDemoStaff();
  const signedIn = await signedInStaff("manager@southerncross.demo");
  manager = signedIn.staff;
  managerCookie = signedIn.cookie;
  salesCookie = await staffCookie("sales@southerncross.demo");
  dandenong = Number((await one<{ id: number }>("select id from dealerships where slug = 'southern-cross-ford-dandenong'")).id);
  const { state } = await one<{ state: string }>('select state from locations where dealership_id = $1 order by "primary" desc, id limit 1', [dandenong]);
  zone = locationTimeZone(state);
  coastalCar = Number((await one<{ id: number }>("select v.id from vehicles v join dealerships d on d.id = v.dealership_id where d.slug = 'coastal-toyota' order by v.id limit 1")).id);
});

describe("a temporary offer over the filtered cars", () => {
  const change = { kind: "price", by: "percent", amount: -5 } as const;

  it("previews the offer price and the period, and writes nothing", async () => {
    const ids = await carsWithoutOffers();
    const now = new Date();
    const offer = { startsAt: local(now, 24), endsAt: local(now, 24 * 8) };
    const start = await written();
    const before = await carsOf(ids);
    const answer = await post(managerCookie, { mode: "preview", filters: { dealership: String(dandenong) }, vehicleIds: ids, change, offer });
    expect(answer.status).toBe(200);
    const preview = (await answer.json()) as StockBulkPreview;
    expect(preview).toMatchObject({ mode: "preview", total: ids.length, changing: ids.length, notAllowed: 0, offer: { ...offer, label: expect.stringMatching(/^from .+ to .+ \(each dealership's local time\)$/) } });
    expect(preview.summary).toBe(`Offer: prices down 5% ${preview.offer!.label}`);
    const first = before[0]!;
    const line = preview.lines.find((l) => l.id === first.id)!;
    const dollars = (n: number) => `$${n.toLocaleString("en-AU")}`;
    expect(line).toMatchObject({ before: dollars(first.price), after: `${dollars(first.price)}, offer ${dollars(offerPriceFromChange(first.price, null, change)!)}`, changes: true });
    expect(await written()).toEqual(start);
    expect(await carsOf(ids)).toEqual(before);
  });

  it("apply stores the offers; the job starts them at the start and ends them at the end with a fake clock, restoring the offer price", async () => {
    const ids = await carsWithoutOffers();
    const now = new Date();
    const offer = { startsAt: local(now, 48), endsAt: local(now, 24 * 9) };
    const before = await carsOf(ids);
    const startChanges = await count("select count(*) as n from vehicle_changes where source = 'offer'");

    const applied = await stockBulk(manager, { mode: "apply", filters: { dealership: dandenong }, vehicleIds: ids, change, offer }, now);
    expect(applied).toMatchObject({ ok: true, value: { mode: "apply", changed: ids.length, unchanged: 0, notAllowed: 0, started: 0 } });
    // Nothing of the car changes until the offer starts.
    expect(await carsOf(ids)).toEqual(before);
    const stored = await rows<{ vehicle_id: number; offer_price: number; starts_at: Date; ends_at: Date; created_by: string; bulk_ref: string }>(
      "select vehicle_id, offer_price, starts_at, ends_at, created_by, bulk_ref from vehicle_offers where vehicle_id = any($1::int[]) order by vehicle_id",
      [ids],
    );
    expect(stored.map((o) => Number(o.vehicle_id))).toEqual(ids);
    for (const [i, o] of stored.entries()) {
      expect(o.offer_price).toBe(offerPriceFromChange(before[i]!.price, null, change));
      expect(new Date(o.starts_at)).toEqual(at(offer.startsAt));
      expect(new Date(o.ends_at)).toEqual(at(offer.endsAt));
      expect(o.created_by).toBe("staff-southerncross-manager");
    }
    const audit = await one<{ action: string; after: { ref: string; count: number; period: unknown } }>("select action, after from audit_log where entity = 'stock_bulk' order by id desc limit 1");
    expect(audit).toMatchObject({ action: "schedule", after: { ref: stored[0]!.bulk_ref, count: ids.length, period: offer } });

    // Before the start: nothing to do.
    expect(await runOffers(new Date(at(offer.startsAt).getTime() - 60_000))).toEqual({ started: 0, ended: 0, skipped: 0 });
    expect(await carsOf(ids)).toEqual(before);

    // At the start: every car shows its offer, locked against the feed, with its history, and the processes are told.
    const notified: string[] = [];
    const stop = await demo.db.listen(STOCK_CHANNEL, (payload) => notified.push(payload));
    const startAt = at(offer.startsAt);
    const [first, second] = await Promise.all([runOffers(startAt), runOffers(startAt)]);
    expect(first.started + second.started).toBe(ids.length);
    expect(await runOffers(startAt)).toEqual({ started: 0, ended: 0, skipped: 0 });
    const running = await carsOf(ids);
    for (const [i, car] of running.entries()) {
      expect(car.price).toBe(before[i]!.price);
      expect(car.offer_price).toBe(stored[i]!.offer_price);
      expect(car.locked_fields).toContain("offerPrice");
    }
    await expect.poll(() => notified.some((p) => p.split(",").includes(String(dandenong)))).toBe(true);
    await stop();
    expect(await count("select count(*) as n from vehicle_changes where source = 'offer'")).toBe(startChanges + ids.length);
    const history = await one<{ actor_id: string | null; changes: Record<string, unknown> }>("select actor_id, changes from vehicle_changes where source = 'offer' and vehicle_id = $1 order by id desc limit 1", [ids[0]]);
    expect(history).toEqual({ actor_id: null, changes: { offerPrice: { before: null, after: stored[0]!.offer_price } } });

    // The dealer edits one car's offer while the offer runs (the console's edit): their edit wins at the end.
    const edited = ids[1]!;
    const edit = (await vehicleOfStaff(manager.scope, edited))!.edit;
    expect(await saveStockEdit(manager, edited, { ...edit, offerPrice: running[1]!.offer_price! - 1000 }, new Date())).toMatchObject({ ok: true });

    // At the end: the others get back the offer price they had (none) and their lock goes; the edited car keeps its edit.
    const ended = await runOffers(at(offer.endsAt));
    expect(ended).toEqual({ started: 0, ended: ids.length, skipped: 0 });
    const after = await carsOf(ids);
    for (const [i, car] of after.entries()) {
      if (car.id === edited) expect(car.offer_price).toBe(running[1]!.offer_price! - 1000);
      else expect(car).toEqual(before[i]);
    }
    expect(await count("select count(*) as n from vehicle_offers where vehicle_id = any($1::int[]) and ended_at is not null and outcome = 'ended'", [ids])).toBe(ids.length);
    expect(await runOffers(new Date(at(offer.endsAt).getTime() + 3_600_000))).toEqual({ started: 0, ended: 0, skipped: 0 });
  });

  it("a later permanent price cut under a running offer removes the offer, and its end restores nothing", async () => {
    const ids = await carsWithoutOffers();
    const now = new Date();
    const offer = { startsAt: localDateTimeOf(now, zone), endsAt: local(now, 24) };
    expect(await stockBulk(manager, { mode: "apply", filters: { dealership: dandenong }, vehicleIds: ids, change: { kind: "price", by: "dollars", amount: -500 }, offer }, now)).toMatchObject({ ok: true, value: { started: ids.length } });
    const running = await carsOf(ids);
    // Prices cut by $1,000 for good: each car's $500-off offer is now above its price, so it goes (the edit's rule).
    expect(await stockBulk(manager, { mode: "apply", filters: { dealership: dandenong }, vehicleIds: ids, change: { kind: "price", by: "dollars", amount: -1000 } }, now)).toMatchObject({ ok: true, value: { changed: ids.length } });
    const cut = await carsOf(ids);
    for (const [i, car] of cut.entries()) expect(car).toMatchObject({ price: running[i]!.price - 1000, offer_price: null });
    expect(await runOffers(at(offer.endsAt))).toMatchObject({ ended: ids.length });
    expect(await carsOf(ids)).toEqual(cut);
  });

  it("an offer that starts now is started before the answer; another over the same period leaves the cars alone", async () => {
    const ids = await carsWithoutOffers();
    const now = new Date();
    const offer = { startsAt: localDateTimeOf(now, zone), endsAt: local(now, 24) };
    const answer = await post(managerCookie, { mode: "apply", filters: { dealership: String(dandenong) }, vehicleIds: ids, change: { kind: "price", by: "dollars", amount: -500 }, offer });
    expect(answer.status, await answer.clone().text()).toBe(200);
    expect((await answer.json()) as StockBulkApplied).toMatchObject({ changed: ids.length, started: ids.length });
    for (const car of await carsOf(ids)) expect(car.offer_price).toBe(car.price - 500);
    const again = await stockBulk(manager, { mode: "preview", filters: { dealership: dandenong }, vehicleIds: ids, change: { kind: "price", by: "dollars", amount: -1000 }, offer: { startsAt: local(now, 12), endsAt: local(now, 36) } }, now);
    expect(again).toMatchObject({ ok: true, value: { total: ids.length, changing: 0 } });
    // After this offer ends, a new one may follow.
    const later = await stockBulk(manager, { mode: "preview", filters: { dealership: dandenong }, vehicleIds: ids, change: { kind: "price", by: "dollars", amount: -1000 }, offer: { startsAt: local(now, 25), endsAt: local(now, 36) } }, now);
    expect(later).toMatchObject({ ok: true, value: { total: ids.length, changing: ids.length } });
  });

  it("refuses a sales member (403) and writes nothing", async () => {
    const start = await written();
    const now = new Date();
    for (const mode of ["preview", "apply"]) {
      const answer = await post(salesCookie, { mode, filters: { dealership: String(dandenong) }, change, offer: { startsAt: local(now, 24), endsAt: local(now, 48) } });
      expect(answer.status).toBe(403);
    }
    expect(await written()).toEqual(start);
  });

  it("skips another dealership's car in the selection and never gives it an offer", async () => {
    const [own] = await carsWithoutOffers();
    const now = new Date();
    const offer = { startsAt: local(now, 24), endsAt: local(now, 48) };
    const answer = await post(managerCookie, { mode: "apply", filters: {}, vehicleIds: [coastalCar, own], change, offer });
    expect(answer.status, await answer.clone().text()).toBe(200);
    expect(await answer.json()).toMatchObject({ changed: 1, notAllowed: 1 });
    expect(await count("select count(*) as n from vehicle_offers where vehicle_id = $1", [coastalCar])).toBe(0);
    expect(await count("select count(*) as n from vehicle_offers where vehicle_id = $1", [own])).toBe(1);
    const alone = await post(managerCookie, { mode: "apply", filters: {}, vehicleIds: [coastalCar], change, offer });
    expect(alone.status).toBe(404);
  });

  it("answers a bad period or offer with a 400 naming the field, and writes nothing", async () => {
    const start = await written();
    const now = new Date();
    const good = { mode: "apply", filters: { dealership: String(dandenong) }, change, offer: { startsAt: local(now, 24), endsAt: local(now, 48) } };
    const cases: Array<[unknown, string]> = [
      [{ ...good, offer: { ...good.offer, startsAt: "tomorrow" } }, "offer.startsAt"],
      [{ ...good, offer: { ...good.offer, startsAt: "2026-02-30T09:00" } }, "offer.startsAt"],
      [{ ...good, offer: { ...good.offer, endsAt: 5 } }, "offer.endsAt"],
      [{ ...good, offer: { startsAt: good.offer.startsAt, endsAt: good.offer.startsAt } }, "offer.endsAt"],
      [{ ...good, offer: { startsAt: local(now, -2), endsAt: local(now, 48) } }, "offer.startsAt"],
      [{ ...good, offer: { startsAt: local(now, 1), endsAt: local(now, 24 * 400) } }, "offer.endsAt"],
      [{ ...good, offer: { ...good.offer, extra: 1 } }, "offer.extra"],
      [{ ...good, change: { kind: "status", status: "sold" } }, "offer"],
      [{ ...good, change: { kind: "price", by: "percent", amount: 5 } }, "change.amount"],
    ];
    for (const [body, field] of cases) {
      const answer = await post(managerCookie, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      const json = (await answer.json()) as { error: { field: string; message: string } };
      expect(json.error.field, JSON.stringify(body)).toBe(field);
      expect(json.error.message.startsWith(`${field}: `)).toBe(true);
    }
    expect(await written()).toEqual(start);
  });
});
