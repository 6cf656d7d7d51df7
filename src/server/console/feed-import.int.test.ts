import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as applyRoute } from "@/app/(console)/console/api/stock/import/apply/route";
import { POST as dryRunRoute } from "@/app/(console)/console/api/stock/import/dry-run/route";
import { STOCK_CHANNEL } from "@/server/search/stock-change-listener";
import { seededDemo } from "@/test/seeded-demo";
import { CONSOLE_ORIGIN, seedDemoStaff, signedInStaff, staffCookie } from "@/test/console-staff";
import { setRemoteFetcher } from "@/server/adapters/remote-fetcher";
import { applyImport, dryRun, feedImagesSettled, type FeedFile } from "./feed-import";
import { saveStockEdit } from "./stock";
import type { ConsoleStaff } from "./staff-session";

process.env.DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), "feed-import-"));
const demo = seededDemo({ seed: 35, vehicles: 400 });

let manager: ConsoleStaff;
let sales: ConsoleStaff;
let dandenong: number;
let ringwood: number;
let otherGroups: number;

interface StockRow {
  id: number;
  stocknum: string;
  year: number;
  make: string;
  model: string;
  km: number;
  price: number;
  status: string;
  updated_at: Date;
  sold_at: Date | null;
}

const stockOf = (dealershipId: number) =>
  demo.db.query<StockRow>("select id, stocknum, year, make, model, km, price, status, updated_at, sold_at from vehicles where dealership_id = $1 order by id", [dealershipId]);
const countOf = async (sql: string, params: unknown[] = []) => Number((await demo.db.query<{ n: string }>(sql, params))[0]?.n);
const csvFile = (name: string, text: string, full = false): FeedFile => ({ name, bytes: new TextEncoder().encode(text), full });
const idOf = async (slug: string) => (await demo.db.query<{ id: number }>("select id from dealerships where slug = $1", [slug]))[0]?.id ?? 0;

beforeAll(async () => {
  // No picture is fetched from the internet here: every fetch fails as a host that cannot be found would
  // (src/server/console/stock-feeds.int.test.ts fetches real pictures from a local server).
  setRemoteFetcher({ fetch: async () => ({ ok: false, failure: "network", message: "cdn.example.com could not be found (no such host)" }) });
  await seedDemoStaff();
  manager = (await signedInStaff("manager@southerncross.demo")).staff;
  sales = (await signedInStaff("sales@southerncross.demo")).staff;
  dandenong = await idOf("southern-cross-ford-dandenong");
  ringwood = await idOf("southern-cross-ford-ringwood");
  otherGroups = await idOf("metro-mazda");
  expect([dandenong, ringwood, otherGroups].every((id) => id > 0)).toBe(true);
});

describe("a CSV feed", () => {
  let csv: string;
  let a: StockRow;
  let b: StockRow;
  const thisYear = new Date().getUTCFullYear();

  beforeAll(async () => {
    const inStock = (await stockOf(dandenong)).filter((v) => v.status === "in_stock");
    expect(inStock.length).toBeGreaterThanOrEqual(3);
    [a, b] = inStock as [StockRow, StockRow];
    csv = [
      "StockNumber,Year,Make,Model,Odometer,DriveAwayPrice,Status",
      `${a.stocknum},${a.year},${a.make},${a.model},${a.km},"$${(a.price + 1000).toLocaleString("en-AU")}",In Stock`,
      `${b.stocknum},${b.year},${b.make},${b.model},${b.km},${b.price - 500},available`,
      `FEED-N1,${thisYear - 2},Mazda,CX-5,"12,000",$38990,In Stock`,
      `FEED-N2,${thisYear},Ford,Ranger,5,"$61,990",Coming soon`,
      "FEED-BAD,1850,Ford,Model T,90000,$9000,In Stock",
    ].join("\r\n");
  });

  it("a dry run shows 2 new, 2 changed with before and after, and line 6 refused, and writes nothing", async () => {
    const before = await stockOf(dandenong);
    const preview = await dryRun(manager, dandenong, csvFile("stock.csv", csv));
    expect(preview.ok).toBe(true);
    if (!preview.ok) return;
    expect(preview.value.counts).toEqual({ added: 2, changed: 2, missing: 0, unchanged: 0, rejected: 1 });
    expect(preview.value.added.map((v) => v.stocknum)).toEqual(["FEED-N1", "FEED-N2"]);
    expect(preview.value.changed[0]).toEqual({
      stocknum: a.stocknum,
      changes: [{ field: "price", label: "price", before: `$${a.price.toLocaleString("en-AU")}`, after: `$${(a.price + 1000).toLocaleString("en-AU")}` }],
      lockedSkipped: [],
    });
    expect(preview.value.rejected).toEqual([{ line: 6, field: "year", reason: `1850 is outside 1900 to ${thisYear + 1}` }]);
    expect(await stockOf(dandenong)).toEqual(before);
    expect(await countOf("select count(*) n from stock_imports")).toBe(0);
    expect(await countOf("select count(*) n from audit_log where entity = 'stock_import'")).toBe(0);
  });

  it("apply writes the cars, the report and the audit entry, and tells the other processes once", async () => {
    const notified: string[] = [];
    const stop = await demo.db.listen(STOCK_CHANNEL, (payload) => notified.push(payload));
    const now = new Date();
    const applied = await applyImport(manager, dandenong, csvFile("stock.csv", csv), now);
    expect(applied).toMatchObject({ ok: true, value: { counts: { added: 2, changed: 2, missing: 0, rejected: 1 } } });
    const after = await stockOf(dandenong);
    expect(after.find((v) => v.id === a.id)?.price).toBe(a.price + 1000);
    expect(after.find((v) => v.id === b.id)?.price).toBe(b.price - 500);
    const added = await demo.db.query<{ stocknum: string; slug: string; car_type: string; status: string; item_type: string; km: number; price: number; media: { images: unknown[] } }>(
      "select stocknum, slug, car_type, status, item_type, km, price, media from vehicles where dealership_id = $1 and stocknum like 'FEED-%' order by stocknum",
      [dandenong],
    );
    expect(added.map(({ media, ...v }) => ({ ...v, images: media.images.length }))).toEqual([
      { stocknum: "FEED-N1", slug: `${thisYear - 2}-mazda-cx-5-feed-n1`, car_type: "used", status: "in_stock", item_type: "car", km: 12000, price: 38990, images: 0 },
      { stocknum: "FEED-N2", slug: `${thisYear}-ford-ranger-feed-n2`, car_type: "new", status: "coming_soon", item_type: "car", km: 5, price: 61990, images: 0 },
    ]);
    const [report] = await demo.db.query<{ actor_id: string; file_name: string; format: string; rows: number; created: number; updated: number; sold: number; rejected: number; report: { rejected: unknown[] } }>(
      "select actor_id, file_name, format, rows, created, updated, sold, rejected, report from stock_imports",
    );
    expect(report).toMatchObject({ actor_id: manager.user.id, file_name: "stock.csv", format: "csv", rows: 5, created: 2, updated: 2, sold: 0, rejected: 1 });
    expect(report?.report.rejected).toEqual([{ line: 6, field: "year", reason: `1850 is outside 1900 to ${thisYear + 1}` }]);
    const [audit] = await demo.db.query<{ actor_id: string; dealership_id: number; action: string; after: Record<string, unknown> }>(
      "select actor_id, dealership_id, action, after from audit_log where entity = 'stock_import'",
    );
    expect(audit).toMatchObject({ actor_id: manager.user.id, dealership_id: dandenong, action: "apply", after: { created: 2, updated: 2, sold: 0, rejected: 1 } });
    await expect.poll(() => notified, { timeout: 3000 }).toContain(String(dandenong));
    expect(notified).toEqual([String(dandenong)]);
    await stop();
  });

  it("applying the same file again changes nothing", async () => {
    const before = await stockOf(dandenong);
    const again = await applyImport(manager, dandenong, csvFile("stock.csv", csv), new Date(Date.now() + 60_000));
    expect(again).toMatchObject({ ok: true, value: { counts: { added: 0, changed: 0, missing: 0, unchanged: 4, rejected: 1 } } });
    expect(await stockOf(dandenong)).toEqual(before);
  });

  it("a full feed marks the cars it does not list sold", async () => {
    const unsoldBefore = (await stockOf(dandenong)).filter((v) => v.status !== "sold").length;
    expect(unsoldBefore).toBeGreaterThan(4);
    const now = new Date(Date.now() + 120_000);
    const preview = await dryRun(manager, dandenong, csvFile("stock.csv", csv, true), now);
    expect(preview).toMatchObject({ ok: true, value: { counts: { added: 0, changed: 0, missing: unsoldBefore - 4 } } });
    const applied = await applyImport(manager, dandenong, csvFile("stock.csv", csv, true), now);
    expect(applied).toMatchObject({ ok: true, value: { counts: { missing: unsoldBefore - 4 } } });
    const after = await stockOf(dandenong);
    expect(after.filter((v) => v.status !== "sold").map((v) => v.stocknum).sort()).toEqual([a.stocknum, b.stocknum, "FEED-N1", "FEED-N2"].sort());
    expect(after.filter((v) => v.sold_at?.getTime() === now.getTime())).toHaveLength(unsoldBefore - 4);
    // And once more: nothing.
    expect(await applyImport(manager, dandenong, csvFile("stock.csv", csv, true), now)).toMatchObject({ ok: true, value: { counts: { added: 0, changed: 0, missing: 0 } } });
  });
});

describe("a dealer's own edits and the feed", () => {
  it("a price and comments a manager set by hand are kept against the feed, the rest of the row is applied, and the car's history says which came by feed", async () => {
    // The last car in stock: the XML test below feeds the first.
    const car = (await stockOf(ringwood)).filter((v) => v.status === "in_stock").at(-1);
    if (!car) throw new Error("Ringwood has no car in stock");
    const edited = await saveStockEdit(manager, car.id, { price: 41_990, offerPrice: null, status: "in_stock", comments: "One owner, full service history.", features: [], showOnWebsite: true }, new Date());
    expect(edited.ok).toBe(true);
    const text = `StockNumber,Year,Make,Model,Price,Comments,Odometer\n${car.stocknum},${car.year},${car.make},${car.model},39990,From the feed,${car.km + 1000}\n`;
    const preview = await dryRun(manager, ringwood, csvFile("locks.csv", text), new Date());
    expect(preview.ok && preview.value.changed[0]?.lockedSkipped).toEqual(expect.arrayContaining(["price", "comments"]));
    expect(await applyImport(manager, ringwood, csvFile("locks.csv", text), new Date())).toMatchObject({ ok: true, value: { counts: { changed: 1 } } });
    const [after] = await demo.db.query<{ price: number; dealer_comments: string; km: number }>("select price, dealer_comments, km from vehicles where id = $1", [car.id]);
    expect(after).toEqual({ price: 41_990, dealer_comments: "One owner, full service history.", km: car.km + 1000 });
    const history = await demo.db.query<{ source: string; changes: Record<string, unknown> }>("select source, changes from vehicle_changes where vehicle_id = $1 order by id", [car.id]);
    expect(history.map((h) => h.source)).toEqual(["console", "feed"]);
    expect(Object.keys(history[0]?.changes ?? {})).toEqual(expect.arrayContaining(["comments", "price"]));
    expect(Object.keys(history[1]?.changes ?? {})).toEqual(["km"]);
  });
});

describe("an XML feed", () => {
  it("reads <Stock><Vehicle>, with images as a list, and names the refused vehicle's line", async () => {
    const existing = (await stockOf(ringwood)).find((v) => v.status === "in_stock");
    if (!existing) throw new Error("no car in stock at Ringwood");
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<Stock>
  <Vehicle>
    <StockNo>${existing.stocknum}</StockNo><Year>${existing.year}</Year><Make>${existing.make}</Make><Model>${existing.model}</Model><Price>${existing.price + 250}</Price>
  </Vehicle>
  <Vehicle>
    <StockNo>XML-1</StockNo><Year>2022</Year><Make>Toyota</Make><Model>Corolla &amp; Co</Model><Price>$27,500</Price><Odometer>30000</Odometer>
    <Images><Image>https://cdn.example.com/1.jpg</Image><Image>https://cdn.example.com/2.jpg?w=1&amp;h=2</Image></Images>
  </Vehicle>
  <Vehicle>
    <StockNo>XML-2</StockNo><Year>2022</Year><Make>Toyota</Make><Model>Yaris</Model><Price>19990</Price>
    <Images><Image>javascript:alert(1)</Image></Images>
  </Vehicle>
</Stock>`;
    const file: FeedFile = { name: "feed.xml", bytes: new TextEncoder().encode(xml) };
    const preview = await dryRun(manager, ringwood, file);
    expect(preview).toMatchObject({ ok: true, value: { format: "xml", counts: { added: 1, changed: 1, rejected: 1 } } });
    if (!preview.ok) return;
    expect(preview.value.rejected).toEqual([{ line: 10, field: "images", reason: '"javascript:alert(1)" is not an http or https address' }]);
    expect(await applyImport(manager, ringwood, file)).toMatchObject({ ok: true, value: { counts: { added: 1, changed: 1, rejected: 1 } } });
    const [car] = await demo.db.query<{ model: string; price: number; photos_count: number; primary_image_url: string; media: { images: Array<{ url: string }> } }>(
      "select model, price, photos_count, primary_image_url, media from vehicles where dealership_id = $1 and stocknum = 'XML-1'",
      [ringwood],
    );
    // The pictures are the feed's to fetch into the media store after the import; none is ever the car's picture from the internet.
    expect(car).toMatchObject({ model: "Corolla & Co", price: 27500, photos_count: 0, primary_image_url: null, media: { images: [], feedImages: ["https://cdn.example.com/1.jpg", "https://cdn.example.com/2.jpg?w=1&h=2"] } });
    await feedImagesSettled();
    const [report] = await demo.db.query<{ report: { images: unknown[] } }>("select report from stock_imports where dealership_id = $1 order by id desc limit 1", [ringwood]);
    expect(report?.report.images).toEqual([
      { line: 6, stocknum: "XML-1", image: "https://cdn.example.com/1.jpg", reason: "cdn.example.com could not be found (no such host)" },
      { line: 6, stocknum: "XML-1", image: "https://cdn.example.com/2.jpg", reason: "cdn.example.com could not be found (no such host)" },
    ]);
    expect((await stockOf(ringwood)).find((v) => v.id === existing.id)?.price).toBe(existing.price + 250);
  });

  it("refuses a DOCTYPE (no entity is ever expanded) and a malformed file by line", async () => {
    const bomb = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;">]><Stock><Vehicle><StockNo>&lol2;</StockNo></Vehicle></Stock>`;
    expect(await dryRun(manager, ringwood, { name: "feed.xml", bytes: new TextEncoder().encode(bomb) })).toMatchObject({ ok: false, kind: "invalid", field: "file", message: expect.stringContaining("DOCTYPE") });
    const broken = "<Stock>\n<Vehicle>\n<StockNo>A</StockNo>\n</Stock>";
    expect(await dryRun(manager, ringwood, { name: "feed.xml", bytes: new TextEncoder().encode(broken) })).toMatchObject({ ok: false, field: "file", message: expect.stringMatching(/not well-formed XML: at line 4/) });
  });
});

describe("files refused", () => {
  const header = "StockNumber,Year,Make,Model,Price,Comments";
  const refusedWhole = async (file: FeedFile, message: RegExp) => {
    const imports = await countOf("select count(*) n from stock_imports");
    const stock = await stockOf(dandenong);
    expect(await dryRun(manager, dandenong, file)).toMatchObject({ ok: false, kind: "invalid", field: "file", message: expect.stringMatching(message) });
    expect(await applyImport(manager, dandenong, file)).toMatchObject({ ok: false, kind: "invalid", field: "file", message: expect.stringMatching(message) });
    expect(await countOf("select count(*) n from stock_imports")).toBe(imports);
    expect(await stockOf(dandenong)).toEqual(stock);
  };

  it("a formula cell refuses its row, saying why, and writes no car", async () => {
    const stock = await stockOf(dandenong);
    const file = csvFile("f.csv", `${header}\nFX-1,2020,"=HYPERLINK(""http://evil.example"",""x"")",Ranger,20000,ok`);
    const preview = await dryRun(manager, dandenong, file);
    expect(preview).toMatchObject({ ok: true, value: { counts: { added: 0, rejected: 1 }, rejected: [{ line: 2, field: "make", reason: expect.stringContaining("formula") }] } });
    expect(await applyImport(manager, dandenong, file)).toMatchObject({ ok: true, value: { counts: { added: 0, changed: 0, rejected: 1 } } });
    expect(await stockOf(dandenong)).toEqual(stock);
  });
  it("a 2 MB cell", () => refusedWhole(csvFile("big.csv", `${header}\nBIG-1,2020,Ford,Ranger,20000,${"x".repeat(2 * 1024 * 1024)}`), /at line 2, this row is longer than 256 KB/));
  it("a file that is not UTF-8 (Windows-1252)", () =>
    refusedWhole({ name: "cp1252.csv", bytes: Uint8Array.from([...new TextEncoder().encode(`${header}\nW-1,2020,Ford,Ranger,20000,Owner`), 0x92, ...new TextEncoder().encode("s car\n")]) }, /not UTF-8 text \(line 2/));
  it("a malformed CSV, by line", async () => {
    await refusedWhole(csvFile("bad.csv", `${header}\nM-1,2020,Ford,Ranger,20000,ok\nM-2,2020,Ford,Ranger,20000,ok,extra`), /at line 3, this row has a different number of cells/);
    await refusedWhole(csvFile("bad.csv", `${header}\nM-1,2020,Ford,Ranger,20000,"never closed`), /a quoted cell is never closed/);
  });
  it("a file without a stock number column", () => refusedWhole(csvFile("cols.csv", "Year,Make,Model\n2020,Ford,Ranger"), /no column for the stock number/));
});

describe("who may import", () => {
  const file = () => csvFile("s.csv", "StockNumber,Year,Make,Model\nWHO-1,2020,Ford,Ranger");
  it("another group's dealership is the console's 404, for a dry run and an apply", async () => {
    expect(await dryRun(manager, otherGroups, file())).toEqual({ ok: false, kind: "not_found" });
    expect(await applyImport(manager, otherGroups, file())).toEqual({ ok: false, kind: "not_found" });
    expect(await countOf("select count(*) n from vehicles where stocknum = 'WHO-1'")).toBe(0);
  });
  it("a sales member of the dealership gets the same 404", async () => {
    expect(await dryRun(sales, dandenong, file())).toEqual({ ok: false, kind: "not_found" });
    expect(await applyImport(sales, dandenong, file())).toEqual({ ok: false, kind: "not_found" });
    expect(await countOf("select count(*) n from vehicles where stocknum = 'WHO-1'")).toBe(0);
  });
});

describe("the routes", () => {
  const post = (route: (r: Request) => Promise<Response>, cookie: string, body: unknown) =>
    route(
      new Request(`${CONSOLE_ORIGIN}/console/api/stock/import/dry-run`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: CONSOLE_ORIGIN, host: "localhost:3000", cookie },
        body: JSON.stringify(body),
      }),
    );
  const body = () => ({ dealershipId: dandenong, fileName: "r.csv", format: "csv", text: "StockNumber,Year,Make,Model,Price\nROUTE-1,2021,Kia,Picanto,$15990\n", full: false });

  it("a manager's dry run answers the preview and writes nothing; apply writes it; a sales member and a bad body are refused", async () => {
    const manager = await staffCookie("manager@southerncross.demo");
    const preview = await post(dryRunRoute, manager, body());
    expect(preview.status).toBe(200);
    expect(await preview.json()).toMatchObject({ counts: { added: 1 }, added: [{ stocknum: "ROUTE-1", title: "2021 Kia Picanto", price: 15990 }] });
    expect(await countOf("select count(*) n from vehicles where stocknum = 'ROUTE-1'")).toBe(0);
    const applied = await post(applyRoute, manager, body());
    expect(applied.status).toBe(200);
    expect(await applied.json()).toMatchObject({ importId: expect.any(Number), counts: { added: 1 } });
    expect(await countOf("select count(*) n from vehicles where stocknum = 'ROUTE-1'")).toBe(1);

    const salesCookie = await staffCookie("sales@southerncross.demo");
    expect((await post(applyRoute, salesCookie, { ...body(), text: body().text.replace("ROUTE-1", "ROUTE-2") })).status).toBe(404);
    expect((await post(dryRunRoute, manager, { ...body(), format: "xlsx" })).status).toBe(400);
    const broken = await post(dryRunRoute, manager, { ...body(), text: "StockNumber,Year,Make,Model\nA,2020,Ford" });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ error: { field: "file", message: expect.stringContaining("at line 2") } });
    expect(await countOf("select count(*) n from vehicles where stocknum = 'ROUTE-2'")).toBe(0);
  });
});
