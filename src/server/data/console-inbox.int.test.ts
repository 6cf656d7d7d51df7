import { beforeAll, describe, expect, it } from "vitest";
import { parseInboxQuery, type InboxQuery } from "@/contracts/console/inbox";
import { inboxCsv, inboxView } from "@/server/console/inbox";
import { seededDemo } from "@/test/seeded-demo";
import { inboxCsvRows, inboxPage, latestLeadId, newLeadCount, type InboxFilters } from "./console-inbox";
import { staffScope, type StaffScope } from "./scope";

const demo = seededDemo({ seed: 11, vehicles: 40 });

interface Dealership {
  id: number;
  siteId: number;
  locationId: number;
  otherLocationId: number | null;
}
let a: Dealership; // the dealership the tests' staff work at
let b: Dealership; // another group's dealership: never visible to them
let carId = 0;
let carStock = "";
let manager: StaffScope;
let sales: StaffScope;
let other: StaffScope;
const ids: Record<string, number> = {};

/** Inserts a lead; returns its id. */
async function lead(name: string, d: Dealership, values: Partial<Record<string, unknown>> = {}): Promise<number> {
  const row = {
    site_id: d.siteId,
    dealership_id: d.id,
    location_id: d.locationId,
    category: "General Enquiry",
    kind: "enquiry",
    first_name: name,
    last_name: "Tester",
    email: `${name.toLowerCase()}@example.com`,
    phone: null,
    phone_key: null,
    message: "Hello there",
    status: "new",
    assignee_id: null,
    created_at: "2026-03-02T00:00:00Z",
    ...values,
  };
  const keys = Object.keys(row);
  const [inserted] = await demo.db.query<{ id: number }>(
    `insert into leads (${keys.join(", ")}) values (${keys.map((_, i) => `$${i + 1}`).join(", ")}) returning id`,
    Object.values(row),
  );
  ids[name] = inserted!.id;
  return inserted!.id;
}

const names = (rows: { firstName: string | null }[]) => rows.map((r) => r.firstName).sort();
const page = async (scope: StaffScope, filters: InboxFilters = {}) => names((await inboxPage(scope, filters)).rows);

beforeAll(async () => {
  const dealerships = await demo.db.query<{ id: number; site_id: number; group_id: string | null }>(
    `select d.id, min(sd.site_id) as site_id, d.group_id from dealerships d join site_dealerships sd on sd.dealership_id = d.id
      where exists (select 1 from locations l where l.dealership_id = d.id) group by d.id order by d.id`,
  );
  const first = dealerships[0]!;
  const second = dealerships.find((d) => d.group_id !== first.group_id && d.site_id !== first.site_id)!;
  const of = async (d: { id: number; site_id: number }): Promise<Dealership> => {
    const locs = await demo.db.query<{ id: number }>("select id from locations where dealership_id = $1 order by id", [d.id]);
    return { id: d.id, siteId: Number(d.site_id), locationId: locs[0]!.id, otherLocationId: locs[1]?.id ?? null };
  };
  a = await of(first);
  b = await of(second);
  const [car] = await demo.db.query<{ id: number; stocknum: string }>("select id, stocknum from vehicles where dealership_id = $1 order by id limit 1", [a.id]);
  if (!car) {
    const [any] = await demo.db.query<{ id: number }>("select id from vehicles order by id limit 1");
    await demo.db.query("update vehicles set dealership_id = $1, stocknum = 'STK-7001' where id = $2", [a.id, any!.id]);
    carId = any!.id;
    carStock = "STK-7001";
  } else {
    carId = car.id;
    carStock = car.stocknum;
  }
  manager = staffScope({ staffId: "mgr-1", dealershipIds: [a.id], siteIds: [a.siteId] });
  sales = staffScope({ staffId: "sales-1", dealershipIds: [a.id], siteIds: [a.siteId], salesDealershipIds: [a.id] });
  other = staffScope({ staffId: "other-1", dealershipIds: [b.id], siteIds: [b.siteId] });

  // Dealership A's leads.
  await lead("Alice", a, { status: "new", created_at: "2026-03-01T01:00:00Z" });
  await lead("Bruno", a, { status: "contacted", kind: "test-drive", category: "Test Drive", created_at: "2026-03-02T01:00:00Z", first_response_at: "2026-03-02T01:30:00Z" });
  await lead("Chloe", a, { assignee_id: "sales-1", created_at: "2026-03-03T01:00:00Z", phone: "0412 345 678", phone_key: "+61412345678" });
  await lead("Dmitri", a, { assignee_id: "sales-2", created_at: "2026-03-04T01:00:00Z", message: "Is the turbocharged wagon still available?" });
  await lead("Elena", a, { vehicle_id: carId, created_at: "2026-03-05T01:00:00Z", email: "elena.rossi@example.net", status: "lost", lost_reason: "bought_elsewhere" });
  await lead("Farid", a, { location_id: a.otherLocationId ?? a.locationId, created_at: "2026-03-06T01:00:00Z", phone: "+61 499 888 777", phone_key: "+61499888777" });
  await lead("Grace", a, { created_at: "2026-03-07T01:00:00Z", first_name: "=HYPERLINK(\"http://evil\")", message: "@SUM(A1)" });
  // A lead of A's site that names no dealership: the site's.
  await lead("Hana", a, { dealership_id: null, location_id: null, created_at: "2026-03-08T01:00:00Z" });
  // Dealership B's.
  await lead("Ivan", b, { created_at: "2026-03-09T01:00:00Z", phone: "0412 345 678", phone_key: "+61412345678", message: "turbocharged" });
});

describe("the inbox's list", () => {
  it("lists the scope's leads newest first (arrival, then id), with their names and car", async () => {
    const { rows, total, capped } = await inboxPage(manager, {});
    expect(rows.map((r) => r.id)).toEqual(["Hana", "Grace", "Farid", "Elena", "Dmitri", "Chloe", "Bruno", "Alice"].map((name) => ids[name]));
    const order = rows.map((r) => r.createdAt.getTime());
    expect(order).toEqual([...order].sort((x, y) => y - x));
    expect(total).toBe(8);
    expect(capped).toBe(false);
    const elena = rows.find((r) => r.firstName === "Elena")!;
    expect(elena.carTitle).toMatch(/^\d{4} \S+/);
    expect(elena.stockNumber).toBe(carStock);
    expect(elena.lostReason).toBe("bought_elsewhere");
    expect(elena.dealershipName).toBeTruthy();
    expect(rows.find((r) => r.firstName === "Hana")?.dealershipName).toBeNull();
  });

  it("pages 3 at a time without repeating or skipping a lead, ties broken by id", async () => {
    await lead("Tie1", a, { created_at: "2026-02-01T00:00:00Z" });
    await lead("Tie2", a, { created_at: "2026-02-01T00:00:00Z" });
    const all = (await inboxPage(manager, {}, { pageSize: 100 })).rows.map((r) => r.id);
    const paged: number[] = [];
    for (let p = 1; p <= 4; p++) paged.push(...(await inboxPage(manager, {}, { page: p, pageSize: 3 })).rows.map((r) => r.id));
    expect(paged).toEqual(all);
    expect(all.slice(-2)).toEqual([ids.Tie2, ids.Tie1]);
    await demo.db.query("delete from leads where id = any($1)", [[ids.Tie1, ids.Tie2]]);
  });

  it("each filter narrows the list", async () => {
    expect(await page(manager, { status: "contacted" })).toEqual(["Bruno"]);
    expect(await page(manager, { kind: "test-drive" })).toEqual(["Bruno"]);
    expect(await page(manager, { siteId: a.siteId })).toHaveLength(8);
    expect(await page(manager, { dealershipId: a.id })).not.toContain("Hana");
    if (a.otherLocationId) expect(await page(manager, { locationId: a.otherLocationId })).toEqual(["Farid"]);
    expect(await page(manager, { car: { vehicleId: carId, stockNumber: String(carId) } })).toEqual(["Elena"]);
    expect(await page(manager, { car: { vehicleId: null, stockNumber: carStock } })).toEqual(["Elena"]);
    expect(await page(manager, { assignee: "none" })).not.toContain("Chloe");
    expect(await page(manager, { assignee: "sales-2" })).toEqual(["Dmitri"]);
    expect(await page(sales, { assignee: "me" })).toEqual(["Chloe"]);
    expect(await page(manager, { from: new Date("2026-03-02T00:00:00Z"), to: new Date("2026-03-04T00:00:00Z") })).toEqual(["Bruno", "Chloe"]);
  });

  it("the search box finds a lead by name, email, a phone typed with spaces and a word of the message", async () => {
    expect(await page(manager, { q: "chlo" })).toEqual(["Chloe"]);
    expect(await page(manager, { q: "elena.rossi@example.net" })).toEqual(["Elena"]);
    expect(await page(manager, { q: "elena.rossi" })).toEqual(["Elena"]);
    expect(await page(manager, { q: "0412 345 678" })).toEqual(["Chloe"]);
    expect(await page(manager, { q: "+61 412 345 678" })).toEqual(["Chloe"]);
    // Typed as a local number, found by the E.164 key of a lead whose phone was written +61 ...
    expect(await page(manager, { q: "0499 888 777" })).toEqual(["Farid"]);
    expect(await page(manager, { q: "turbocharged" })).toEqual(["Dmitri"]);
    expect(await page(manager, { q: "turbo wagon" })).toEqual(["Dmitri"]);
    expect(await page(manager, { q: "!!! ' & | :*" })).toEqual([]);
  });

  it("a salesperson sees the leads assigned to them or to nobody, never a colleague's", async () => {
    const seen = await page(sales);
    expect(seen).toContain("Chloe");
    expect(seen).toContain("Alice");
    expect(seen).not.toContain("Dmitri");
    expect(await page(sales, { assignee: "sales-2" })).toEqual([]);
    expect(await page(sales, { q: "turbocharged" })).toEqual([]);
    expect(await newLeadCount(sales)).toBe(seen.length - 2 /* Bruno contacted, Elena lost */);
  });

  it("another dealership's staff never see A's leads, whatever the filter", async () => {
    expect(await page(other)).toEqual(["Ivan"]);
    for (const filters of [{ dealershipId: a.id }, { siteId: a.siteId }, { locationId: a.locationId }, { car: { vehicleId: carId, stockNumber: carStock } }, { q: "0412 345 678" }, { q: "chloe" }, { assignee: "sales-1" }] satisfies InboxFilters[]) {
      expect(await page(other, filters)).toEqual(filters.q === "0412 345 678" ? ["Ivan"] : []);
    }
    expect(await page(manager, { dealershipId: b.id })).toEqual([]);
    expect(await page(manager, { q: "ivan" })).toEqual([]);
    expect(await latestLeadId(other)).toBe(ids.Ivan);
    expect(await latestLeadId(manager)).toBe(ids.Hana);
  });
});

describe("the inbox's URL state", () => {
  it("parses every filter, and names the field of a bad or unknown one", () => {
    const ok = parseInboxQuery(new URLSearchParams("status=new&kind=test-drive&site=3&car=STK-1&assignee=me&from=2026-03-01&to=2026-03-31&q=sam&page=2&dealership="));
    expect(ok).toEqual({ ok: true, query: { status: "new", kind: "test-drive", site: 3, car: { vehicleId: null, stockNumber: "STK-1" }, assignee: "me", from: "2026-03-01", to: "2026-03-31", q: "sam", page: 2 } });
    for (const [search, field] of [
      ["site=0x10", "site"],
      ["dealership=016", "dealership"],
      ["status=open", "status"],
      ["from=2026-02-30", "from"],
      ["from=2026-03-05&to=2026-03-01", "to"],
      ["page=1001", "page"],
      ["q=" + "x".repeat(101), "q"],
      ["colour=red", "colour"],
      ["status=new&status=lost", "status"],
      ["assignee=a b", "assignee"],
    ] as const) {
      const parsed = parseInboxQuery(new URLSearchParams(search));
      expect(parsed.ok ? null : parsed.field, search).toBe(field);
    }
  });
});

describe("the export and the view", () => {
  it("writes the CSV rows of the same filters, newest first, formula-safe", async () => {
    const query = (parseInboxQuery(new URLSearchParams(`dealership=${a.id}`)) as { query: InboxQuery }).query;
    const { truncated, rows } = await inboxCsv(manager, query, new Date("2026-03-10T00:00:00Z"));
    const all: string[][] = [];
    for await (const row of rows) all.push(row);
    expect(truncated).toBe(false);
    expect(all[0]?.[0]).toBe("Received");
    expect(all).toHaveLength(1 + 7);
    const grace = all[1]!;
    expect(grace[5]).toBe("'=HYPERLINK(\"http://evil\")");
    expect(grace[14]).toBe("'@SUM(A1)");
    expect(all.find((r) => r[5] === "Chloe")?.[8]).toBe("0412 345 678");
    expect(all.find((r) => r[5] === "Bruno")?.[13]).toMatch(/^\d+$/);
    // Keyset chunks end where they should.
    const chunks: number[] = [];
    for await (const chunk of inboxCsvRows(manager, {}, 5)) chunks.push(chunk.length);
    expect(chunks).toEqual([5]);
  });

  it("a lead of Saturday 21:00 is not overdue at Monday 08:30 (opens 08:00, target 120), and is at 10:30", async () => {
    const weekly = [0, 1, 2, 3, 4, 5, 6].map((weekday) =>
      weekday === 0 ? { weekday, status: "Closed", open: null, close: null } : weekday === 6 ? { weekday, status: "Open", open: "08:00", close: "12:00" } : { weekday, status: "Open", open: "08:00", close: "17:00" },
    );
    await demo.db.query("update locations set opening_hours = $1::jsonb, state = 'nsw' where id = $2", [JSON.stringify(weekly), a.locationId]);
    await demo.db.query("delete from location_special_hours where location_id = $1", [a.locationId]);
    // Saturday 16 August 2025, 21:00 in Sydney (AEST, +10).
    await lead("Weekend", a, { created_at: "2025-08-16T11:00:00Z", dealership_id: a.id, location_id: a.locationId });
    const query = (parseInboxQuery({ q: "weekend" }) as { query: InboxQuery }).query;
    const at = async (iso: string) => (await inboxView(manager, query, new Date(iso))).rows[0]!;
    const early = await at("2025-08-17T22:30:00Z"); // Monday 08:30
    expect(early.response).toEqual({ answered: false, minutes: 30, label: "waiting 30 min", overdue: false });
    expect(early.receivedLabel).toBe("Sat 16 Aug, 9:00 pm");
    const late = await at("2025-08-18T00:30:00Z"); // Monday 10:30
    expect(late.response).toMatchObject({ minutes: 150, label: "waiting 2 h 30 min", overdue: true });
    await demo.db.query("delete from leads where id = $1", [ids.Weekend]);
  });

  it("the view's links keep the filters, and the date filter reads local days", async () => {
    const query = (parseInboxQuery({ status: "new", from: "2026-03-01", to: "2026-03-01" }) as { query: InboxQuery }).query;
    const view = await inboxView(manager, query, new Date("2026-03-10T00:00:00Z"));
    expect(view.exportHref).toBe("/console/leads/export?status=new&from=2026-03-01&to=2026-03-01");
    expect(view.filtered).toBe(true);
    // Alice arrived 2026-03-01T01:00Z: 1 March in every Australian zone.
    expect(view.rows.map((r) => r.shopperName)).toEqual(["Alice Tester"]);
    expect(view.filters.dealerships.map((d) => d.value)).toEqual([String(a.id)]);
  });
});

describe("the export and poll routes", () => {
  it("answer 401 to a signed-out request", async () => {
    process.env.DATA_DIR ??= (await import("node:fs")).mkdtempSync((await import("node:path")).join((await import("node:os")).tmpdir(), "inbox-"));
    const { GET: exportCsv } = await import("@/app/(console)/console/(staff)/leads/export/route");
    const { GET: count } = await import("@/app/(console)/console/api/leads/count/route");
    expect((await exportCsv(new Request("http://localhost:3000/console/leads/export?status=new"))).status).toBe(401);
    expect((await count(new Request("http://localhost:3000/console/api/leads/count"))).status).toBe(401);
  });
});
