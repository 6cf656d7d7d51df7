import { mkdtemp, readdir, rm } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as runRoute } from "@/app/(console)/console/api/stock/feeds/[id]/run/route";
import { POST as deleteRoute } from "@/app/(console)/console/api/stock/feeds/[id]/delete/route";
import { GET as feedRoute, POST as updateRoute } from "@/app/(console)/console/api/stock/feeds/[id]/route";
import { POST as columnsRoute } from "@/app/(console)/console/api/stock/feeds/columns/route";
import { POST as createRoute } from "@/app/(console)/console/api/stock/feeds/route";
import type { StockFeedColumns, StockFeedView } from "@/contracts/console/stock-feeds";
import { boundedFetcher } from "@/server/adapters/remote-fetcher";
import { localMediaStorage, setMediaStorage } from "@/server/adapters/storage";
import { CONSOLE_ORIGIN, seedDemoStaff, staffCookie } from "@/test/console-staff";
import { seededDemo } from "@/test/seeded-demo";
import { runDueStockFeeds } from "./stock-feeds";

const demo = seededDemo({ seed: 36, vehicles: 150 });
const HOUR = 3_600_000;

/** What the local feed server answers, by path (a test changes them). */
const files = new Map<string, { type: string; body: Buffer }>();
const hits = new Map<string, number>();
let server: http.Server;
let base = "";
let mediaRoot = "";
let managerCookie = "";
let salesCookie = "";
let otherCookie = "";
let dandenong = 0;
let metro = 0;

async function jpeg(width: number, height: number, seed: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * seed + Math.floor(i / (width * 3))) % 251;
  return sharp(raw, { raw: { width, height, channels: 3 } }).jpeg().toBuffer();
}

const count = async (text: string, params: unknown[] = []) => Number((await demo.db.query<{ n: string }>(text, params))[0]?.n);
const idOf = async (slug: string) => (await demo.db.query<{ id: number }>("select id from dealerships where slug = $1", [slug]))[0]?.id ?? 0;

function post(route: (r: Request, c: { params: Promise<{ id: string }> }) => Promise<Response>, cookie: string, body: unknown, id?: number | string): Promise<Response> {
  return route(
    new Request(`${CONSOLE_ORIGIN}/console/api/stock/feeds`, { method: "POST", headers: { "content-type": "application/json", origin: CONSOLE_ORIGIN, host: "localhost:3000", cookie }, body: JSON.stringify(body) }),
    { params: Promise.resolve({ id: String(id ?? "") }) },
  );
}
const feedRow = async (id: number) =>
  (await demo.db.query<{ last_outcome: string | null; last_message: string | null; last_import_id: number | null; running_since: Date | null; last_run_at: Date | null }>("select last_outcome, last_message, last_import_id::int as last_import_id, running_since, last_run_at from stock_feeds where id = $1", [id]))[0];

const FEED_CSV = (images: string) =>
  ["Stock Ref,Yr,Make,Model,KMs,Our Price,Pics", `SF-1,2021,Mazda,CX-5,"21,000",$33990,${images}`, "SF-2,2020,Ford,Ranger,50000,41990,", "SF-3,1800,Ford,Model T,1,1,"].join("\n");
const MAPPING = { columns: { stocknum: "Stock Ref", year: "Yr", price: "Our Price", images: "Pics" }, override: ["price"] };

beforeAll(async () => {
  process.env.FEED_FETCH_ALLOW_HOSTS = "127.0.0.1";
  mediaRoot = await mkdtemp(path.join(tmpdir(), "forecourt-feeds-"));
  setMediaStorage(localMediaStorage(mediaRoot));
  server = http.createServer((request, response) => {
    const url = request.url ?? "/";
    hits.set(url, (hits.get(url) ?? 0) + 1);
    if (url === "/loop") return void response.writeHead(302, { location: "/loop" }).end();
    if (url === "/to-metadata") return void response.writeHead(302, { location: "http://169.254.169.254/latest/meta-data/" }).end();
    if (url === "/hop") return void response.writeHead(301, { location: "/stock.csv" }).end();
    if (url === "/slow") return; // never answers
    if (url === "/declared-huge") return void response.writeHead(200, { "content-type": "text/csv", "content-length": String(64 * 1024 * 1024) }).end();
    if (url === "/endless") {
      // No length declared: 1 MB chunks until the reader stops.
      response.writeHead(200, { "content-type": "text/csv" });
      const chunk = Buffer.alloc(1024 * 1024, 0x41);
      const write = () => {
        while (!response.destroyed && response.write(chunk));
        if (!response.destroyed) response.once("drain", write);
      };
      response.on("close", () => undefined);
      return write();
    }
    const file = files.get(url);
    if (!file) return void response.writeHead(404, { "content-type": "text/plain" }).end("not found");
    response.writeHead(200, { "content-type": file.type, "content-length": String(file.body.length) }).end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  files.set("/img/good.jpg", { type: "image/jpeg", body: await jpeg(800, 600, 3) });
  files.set("/img/text.jpg", { type: "image/jpeg", body: Buffer.from("not a picture at all") });
  files.set("/stock.csv", { type: "text/csv", body: Buffer.from(FEED_CSV(`${base}/img/good.jpg;${base}/img/text.jpg;${base}/img/missing.jpg`)) });
  files.set("/broken.csv", { type: "text/csv", body: Buffer.from('Stock,Year,Make,Model\n"A,2020,Ford,Ranger\n') });

  await seedDemoStaff();
  managerCookie = await staffCookie("manager@southerncross.demo");
  salesCookie = await staffCookie("sales@southerncross.demo");
  otherCookie = await staffCookie("owner@coastal.demo");
  dandenong = await idOf("southern-cross-ford-dandenong");
  metro = await idOf("metro-mazda");
  expect(dandenong * metro).toBeGreaterThan(0);
}, 60_000);

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  setMediaStorage(undefined);
  await rm(mediaRoot, { recursive: true, force: true });
  delete process.env.FEED_FETCH_ALLOW_HOSTS;
});

const newFeed = (over: Record<string, unknown> = {}) => ({ dealershipId: dandenong, name: "DMS export", url: `${base}/stock.csv`, format: "auto", full: false, scheduleHours: 1, mapping: MAPPING, ...over });

describe("saving a feed", () => {
  it("a manager saves a feed with its mapping; the fields are checked, each refusal naming its field", async () => {
    const saved = await post(createRoute, managerCookie, newFeed({ name: "Saved only", scheduleHours: null }));
    expect(saved.status).toBe(200);
    const feed = (await saved.json()) as StockFeedView;
    expect(feed).toMatchObject({ dealershipId: dandenong, name: "Saved only", url: `${base}/stock.csv`, scheduleHours: null, mapping: MAPPING, lastRunAt: null, nextRunAt: null });
    const [row] = await demo.db.query<{ mapping: unknown; created_by: string }>("select mapping, created_by from stock_feeds where id = $1", [feed.id]);
    expect(row?.mapping).toEqual(MAPPING);
    expect(await count("select count(*) n from audit_log where entity = 'stock_feed' and action = 'create'")).toBe(1);

    const edited = await post(updateRoute, managerCookie, { ...newFeed({ name: "Renamed", scheduleHours: 24 }), dealershipId: undefined }, feed.id);
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({ name: "Renamed", scheduleHours: 24 });

    const refusal = async (body: unknown) => {
      const answer = await post(createRoute, managerCookie, body);
      return { status: answer.status, field: ((await answer.json()) as { error: { field?: string } }).error.field };
    };
    expect(await refusal(newFeed({ url: "ftp://dms.example.com/stock.csv" }))).toEqual({ status: 400, field: "url" });
    expect(await refusal(newFeed({ url: "http://dms.example.com/stock.csv" }))).toEqual({ status: 400, field: "url" });
    expect(await refusal(newFeed({ url: "https://user:secret@dms.example.com/stock.csv" }))).toEqual({ status: 400, field: "url" });
    expect(await refusal(newFeed({ url: "https://169.254.169.254/latest/meta-data" }))).toEqual({ status: 400, field: "url" });
    expect(await refusal(newFeed({ scheduleHours: 200 }))).toEqual({ status: 400, field: "scheduleHours" });
    expect(await refusal(newFeed({ scheduleHours: 0.5 }))).toEqual({ status: 400, field: "scheduleHours" });
    expect(await refusal(newFeed({ mapping: { columns: { colour: "" }, override: [] } }))).toEqual({ status: 400, field: "mapping.columns.colour" });
    expect(await refusal(newFeed({ mapping: { columns: {}, override: ["owner"] } }))).toEqual({ status: 400, field: "mapping.override.0" });
    expect(await refusal(newFeed({ name: "" }))).toEqual({ status: 400, field: "name" });
  });

  it("a sales member, and a manager of another group, get the console's 404 for every feed action", async () => {
    const feed = (await (await post(createRoute, managerCookie, newFeed({ name: "Roles", scheduleHours: null }))).json()) as StockFeedView;
    for (const cookie of [salesCookie, otherCookie]) {
      expect((await post(createRoute, cookie, newFeed())).status).toBe(404);
      expect((await post(updateRoute, cookie, { ...newFeed(), dealershipId: undefined }, feed.id)).status).toBe(404);
      expect((await post(runRoute, cookie, {}, feed.id)).status).toBe(404);
      expect((await post(deleteRoute, cookie, {}, feed.id)).status).toBe(404);
      expect((await post(columnsRoute, cookie, { dealershipId: dandenong, format: "auto", source: { kind: "url", url: `${base}/stock.csv` } })).status).toBe(404);
    }
    expect((await post(createRoute, managerCookie, newFeed({ dealershipId: metro }))).status).toBe(404);
    expect((await post(runRoute, managerCookie, {}, "0x10")).status).toBe(404);
    expect(await count("select count(*) n from stock_feeds where name = 'Roles'")).toBe(1);
    expect(hits.get("/stock.csv") ?? 0).toBe(0);
    expect((await post(deleteRoute, managerCookie, {}, feed.id)).status).toBe(200);
    expect(await count("select count(*) n from stock_feeds where name = 'Roles'")).toBe(0);
  });

  it("the mapping editor lists the file's headers and the header each field is read from, by the saved mapping first", async () => {
    const answer = await post(columnsRoute, managerCookie, { dealershipId: dandenong, format: "auto", mapping: MAPPING, source: { kind: "url", url: `${base}/stock.csv` } });
    expect(answer.status).toBe(200);
    const columns = (await answer.json()) as StockFeedColumns;
    expect(columns).toMatchObject({ format: "csv", rows: 3, headers: ["Stock Ref", "Yr", "Make", "Model", "KMs", "Our Price", "Pics"] });
    expect(columns.columns).toMatchObject({ stocknum: "Stock Ref", year: "Yr", make: "Make", model: "Model", km: "KMs", price: "Our Price", images: "Pics", vin: null });
    const uploaded = await post(columnsRoute, managerCookie, { dealershipId: dandenong, format: "auto", source: { kind: "file", fileName: "a.csv", text: "StockNo,Year,Make,Model,Colour\nA,2020,Ford,Ranger,Red\n" } });
    expect(((await uploaded.json()) as StockFeedColumns).columns).toMatchObject({ stocknum: "StockNo", colour: "Colour", price: null });
    const broken = await post(columnsRoute, managerCookie, { dealershipId: dandenong, format: "auto", source: { kind: "url", url: `${base}/nothing-here.csv` } });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ error: { field: "source.url", message: expect.stringContaining("404") } });
  });
});

describe("the feed job", () => {
  let feedId = 0;
  const start = new Date(Date.now() + 10 * HOUR);

  beforeAll(async () => {
    // Only this feed is due: the ones saved above are manual or ran never with a schedule of 24 hours (made manual here).
    await demo.db.query("update stock_feeds set schedule_hours = null");
    feedId = ((await (await post(createRoute, managerCookie, newFeed({ name: "Hourly" }))).json()) as StockFeedView).id;
  });

  it("applies a due feed through the import, fetches its pictures into the media store, and reports the ones that fail", async () => {
    const pass = await runDueStockFeeds(start);
    expect(pass).toEqual({ applied: 1, failed: 0 });
    const feed = await feedRow(feedId);
    expect(feed).toMatchObject({ last_outcome: "applied", running_since: null, last_run_at: start, last_import_id: expect.any(Number) });
    expect(feed?.last_message).toBe("2 cars added, 0 changed, 0 marked sold, 0 unchanged, 1 row refused; 1 picture fetched, 2 could not be (see the report)");
    const [car] = await demo.db.query<{ price: number; km: number; photos_count: number; primary_image_url: string; media: { images: Array<{ url: string; thumbUrl: string; sourceUrl: string; width: number }>; feedImages: string[] } }>(
      "select price, km, photos_count, primary_image_url, media from vehicles where dealership_id = $1 and stocknum = 'SF-1'",
      [dandenong],
    );
    expect(car).toMatchObject({ price: 33990, km: 21000, photos_count: 1 });
    expect(car?.media.images).toHaveLength(1);
    const image = car!.media.images[0]!;
    expect(image.url).toMatch(/^\/media\/u\/v\/\d+\/[0-9a-f]{20}-800\.webp$/);
    expect(image).toMatchObject({ sourceUrl: `${base}/img/good.jpg`, width: 800 });
    expect(car?.primary_image_url).toBe(image.url);
    // Stored, both sizes; nothing of the internet is the car's picture.
    const stored = await readdir(path.join(mediaRoot, path.dirname(image.url.slice("/media/u/".length))));
    expect(stored.sort()).toEqual([path.basename(image.thumbUrl), path.basename(image.url)].sort());
    const [report] = await demo.db.query<{ actor_id: string; rejected: number; report: { images: Array<{ line: number; stocknum: string; image: string; reason: string }> } }>("select actor_id, rejected, report from stock_imports where id = $1", [feed?.last_import_id]);
    expect(report?.rejected).toBe(1);
    expect(report?.report.images).toEqual([
      { line: 2, stocknum: "SF-1", image: `${base}/img/text.jpg`, reason: expect.stringContaining("text.jpg") },
      { line: 2, stocknum: "SF-1", image: `${base}/img/missing.jpg`, reason: expect.stringContaining("404") },
    ]);
  });

  it("is idempotent: the same file again changes no car and fetches no picture it has", async () => {
    const before = await demo.db.query("select id, price, km, media, updated_at from vehicles where dealership_id = $1 and stocknum like 'SF-%' order by id", [dandenong]);
    const goodHits = hits.get("/img/good.jpg");
    expect(await runDueStockFeeds(new Date(start.getTime() + 30 * 60_000))).toEqual({ applied: 0, failed: 0 }); // not due yet
    expect(await runDueStockFeeds(new Date(start.getTime() + HOUR))).toEqual({ applied: 1, failed: 0 });
    expect((await feedRow(feedId))?.last_message).toMatch(/^0 cars added, 0 changed, 0 marked sold, 2 unchanged, 1 row refused; 0 pictures fetched, 2 could not be/);
    expect(hits.get("/img/good.jpg")).toBe(goodHits);
    const after = await demo.db.query("select id, price, km, media, updated_at from vehicles where dealership_id = $1 and stocknum like 'SF-%' order by id", [dandenong]);
    expect(after).toEqual(before);
    expect(await count("select count(*) n from vehicles where stocknum like 'SF-%'")).toBe(2);
  });

  it("two passes at once run a due feed once", async () => {
    const imports = await count("select count(*) n from stock_imports");
    const at = new Date(start.getTime() + 2 * HOUR);
    const passes = await Promise.all([runDueStockFeeds(at), runDueStockFeeds(at)]);
    expect(passes.reduce((n, p) => n + p.applied, 0)).toBe(1);
    expect(await count("select count(*) n from stock_imports")).toBe(imports + 1);
  });

  it.each([
    ["a 404", "/gone.csv", /^The feed could not be fetched: 127\.0\.0\.1:\d+ answered 404 \(not found\)$/],
    ["a declared size past the limit", "/declared-huge", /The feed could not be fetched: the file is 64\.0 MB; at most 20\.0 MB is fetched/],
    ["a body that never ends", "/endless", /The feed could not be fetched: the file is larger than 20\.0 MB/],
    ["a redirect loop", "/loop", /redirected more than 3 times/],
    ["a file that cannot be read", "/broken.csv", /^The feed's file was not imported: .*quoted cell is never closed/],
  ])("%s is recorded on the feed, and the job goes on", async (_what, route, message) => {
    const imports = await count("select count(*) n from stock_imports");
    await demo.db.query("update stock_feeds set source_url = $2, last_run_at = null where id = $1", [feedId, `${base}${route}`]);
    expect(await runDueStockFeeds(new Date(start.getTime() + 3 * HOUR))).toEqual({ applied: 0, failed: 1 });
    const feed = await feedRow(feedId);
    expect(feed).toMatchObject({ last_outcome: "failed", running_since: null });
    expect(feed?.last_message).toMatch(message);
    expect(await count("select count(*) n from stock_imports")).toBe(imports);
  }, 30_000);

  it("without the allowlist, a loopback feed is refused, not fetched", async () => {
    await demo.db.query("update stock_feeds set source_url = $2, last_run_at = null where id = $1", [feedId, `${base}/stock.csv`]);
    const hitsBefore = hits.get("/stock.csv") ?? 0;
    delete process.env.FEED_FETCH_ALLOW_HOSTS;
    try {
      expect(await runDueStockFeeds(new Date(start.getTime() + 4 * HOUR))).toEqual({ applied: 0, failed: 1 });
    } finally {
      process.env.FEED_FETCH_ALLOW_HOSTS = "127.0.0.1";
    }
    expect((await feedRow(feedId))?.last_message).toMatch(/^The feed's address is refused: the address must start with https:\/\//);
    expect(hits.get("/stock.csv") ?? 0).toBe(hitsBefore);
  });

  it("Run now queues the feed and answers at once; the feed job's next pass applies it as the member who asked, and the feed then tells its outcome", async () => {
    await demo.db.query("update stock_feeds set source_url = $2 where id = $1", [feedId, `${base}/hop`]);
    const read = (cookie: string) => feedRoute(new Request(`${CONSOLE_ORIGIN}/console/api/stock/feeds/${feedId}`, { headers: { host: "localhost:3000", cookie } }), { params: Promise.resolve({ id: String(feedId) }) });
    const before = await feedRow(feedId);
    const answer = await post(runRoute, managerCookie, {}, feedId);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ id: feedId, queued: true, running: false });
    // Nothing fetched or applied by the request itself.
    expect((await feedRow(feedId))?.last_run_at).toEqual(before?.last_run_at);
    // Pressed twice: still one run queued.
    expect(await (await post(runRoute, managerCookie, {}, feedId)).json()).toMatchObject({ queued: true });
    const queued = (await read(managerCookie));
    expect(queued.headers.get("cache-control")).toBe("no-store");
    expect(await queued.json()).toMatchObject({ id: feedId, queued: true });
    // Another group's manager and a sales member read the console's 404.
    expect((await read(otherCookie)).status).toBe(404);
    expect((await read(salesCookie)).status).toBe(404);
    // The feed is manual (no schedule) and not due: the job runs it for Run now, once.
    const pass = await runDueStockFeeds(new Date());
    expect(pass).toEqual({ applied: 1, failed: 0 });
    expect(await runDueStockFeeds(new Date())).toEqual({ applied: 0, failed: 0 });
    expect(await (await read(managerCookie)).json()).toMatchObject({ id: feedId, lastOutcome: "applied", queued: false, running: false, lastMessage: expect.stringContaining("2 unchanged") });
    expect(await count(`select count(*) n from stock_feeds where id = ${feedId} and run_requested_at is null and run_requested_by is null`)).toBe(1);
  });

  it("Run now while a run holds the feed is a 409 naming the run, and queues nothing", async () => {
    await demo.db.query("update stock_feeds set running_since = now() where id = $1", [feedId]);
    try {
      const answer = await post(runRoute, managerCookie, {}, feedId);
      expect(answer.status).toBe(409);
      expect(((await answer.json()) as { error: { message: string } }).error.message).toMatch(/being fetched already/);
      expect(await count(`select count(*) n from stock_feeds where id = ${feedId} and run_requested_at is not null`)).toBe(0);
    } finally {
      await demo.db.query("update stock_feeds set running_since = null where id = $1", [feedId]);
    }
  });
});

describe("the fetcher's bounds", () => {
  const loopback = boundedFetcher({ allowHosts: ["127.0.0.1"] });
  const strict = boundedFetcher({ allowHosts: [] });
  const limits = { maxBytes: 1024 * 1024, timeoutMs: 5000 };

  it("refuses a loopback or private address, by its text or by what its name resolves to, without connecting", async () => {
    const before = hits.get("/stock.csv") ?? 0;
    expect(await strict.fetch(`${base}/stock.csv`, limits)).toMatchObject({ ok: false, failure: "refused_address" });
    expect(await strict.fetch(base.replace("127.0.0.1", "localhost") + "/stock.csv", limits)).toMatchObject({ ok: false, failure: "refused_address", message: expect.stringContaining("resolves to a private") });
    expect(await strict.fetch(base.replace("127.0.0.1", "[::ffff:127.0.0.1]") + "/stock.csv", limits)).toMatchObject({ ok: false, failure: "refused_address" });
    expect(await strict.fetch("http://169.254.169.254/latest/meta-data/", limits)).toMatchObject({ ok: false, failure: "refused_address" });
    expect(await strict.fetch("file:///etc/passwd", limits)).toMatchObject({ ok: false, failure: "address" });
    expect(hits.get("/stock.csv") ?? 0).toBe(before);
  });

  it("gives up at its deadline", async () => {
    const started = Date.now();
    expect(await loopback.fetch(`${base}/slow`, { ...limits, timeoutMs: 300 })).toMatchObject({ ok: false, failure: "timeout", message: expect.stringContaining("within 300 ms") });
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it("follows up to 3 redirects, and refuses a redirect to a refused address", async () => {
    expect(await loopback.fetch(`${base}/hop`, limits)).toMatchObject({ ok: true, status: 200 });
    expect(await loopback.fetch(`${base}/loop`, limits)).toMatchObject({ ok: false, failure: "redirects" });
    expect(await loopback.fetch(`${base}/to-metadata`, limits)).toMatchObject({ ok: false, failure: "refused_address", message: expect.stringContaining("169.254.169.254") });
  });

  it("refuses a picture past the limit by its size", async () => {
    expect(await loopback.fetch(`${base}/img/good.jpg`, { ...limits, maxBytes: 100 })).toMatchObject({ ok: false, failure: "too_large" });
  });
});
