import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { closeProcessDatabase, openDatabase, setProcessDatabase, type DatabaseHandle } from "@/server/db/client";
import { deleteExpiredRateLimits } from "@/server/data/rate-limits";
import { systemScope } from "@/server/data/scope";
import { freshTestDatabase } from "@/test/test-database";
import { platformRequestListener } from "@/server/http/node-server/platform-requests";
import { RATE_LIMITS, RequestLimits } from "./rate-limits";

/**
 * The rate limits on a real database (PGlite in memory, or PostgreSQL with TEST_DATABASE_URL), at the numbers of the
 * table (scale 1), through the limiter and through the platform's HTTP listener.
 */
let db: DatabaseHandle;
/** A second connection to the same database, as another process has (PostgreSQL); PGlite has only one. */
let other: DatabaseHandle;

beforeAll(async () => {
  db = await freshTestDatabase();
  setProcessDatabase(db);
  other = process.env.TEST_DATABASE_URL ? await openDatabase({ url: process.env.TEST_DATABASE_URL, maxConnections: 4 }) : db;
});

afterEach(async () => {
  await db.query("delete from rate_limits");
});

afterAll(async () => {
  if (other !== db) await other.close();
  await closeProcessDatabase();
});

const LEADS = RATE_LIMITS.leads;

async function count(limits: RequestLimits, times: number, keys: Parameters<RequestLimits["take"]>[1], group: Parameters<RequestLimits["take"]>[0] = "leads") {
  const verdicts = [];
  for (let i = 0; i < times; i++) verdicts.push(await limits.take(group, keys));
  return verdicts;
}

describe("the limiter", () => {
  it("refuses one address's request past its limit, with the seconds until its window ends; another address still passes", async () => {
    const limits = new RequestLimits(1);
    const verdicts = await count(limits, LEADS.address.points + 1, { address: "203.0.113.7", site: 1 });
    expect(verdicts.slice(0, -1).every((v) => v.ok)).toBe(true);
    const refused = verdicts.at(-1);
    expect(refused).toMatchObject({ ok: false, group: "leads", scope: "address" });
    expect(refused?.ok === false && refused.retryAfterSeconds).toBeGreaterThan(LEADS.address.seconds - 5);
    expect(refused?.ok === false && refused.retryAfterSeconds).toBeLessThanOrEqual(LEADS.address.seconds);
    expect(await limits.take("leads", { address: "203.0.113.8", site: 1 })).toEqual({ ok: true });
    // Groups count apart: the same address may still reveal a phone number.
    expect(await limits.take("phone-reveals", { address: "203.0.113.7", site: 1 })).toEqual({ ok: true });
  });

  it("holds a site's limit across many addresses, and the platform's across many sites", async () => {
    const limits = new RequestLimits(1);
    for (let i = 0; i < LEADS.site.points; i++) expect((await limits.take("leads", { address: `198.51.${Math.floor(i / 250)}.${i % 250}`, site: 1 })).ok).toBe(true);
    expect(await limits.take("leads", { address: "192.0.2.1", site: 1 })).toMatchObject({ ok: false, scope: "site" });
    expect(await limits.take("leads", { address: "192.0.2.1", site: 2 })).toEqual({ ok: true });
    // The platform's limit: the rest of its allowance spread over more sites, each within its own limit.
    let used = LEADS.site.points + 1;
    for (let site = 3; used < LEADS.all.points; site++) {
      for (let i = 0; i < LEADS.site.points && used < LEADS.all.points; i++, used++) {
        expect((await limits.take("leads", { address: `2001:db8:${site}:${i}::1`, site })).ok).toBe(true);
      }
    }
    expect(await limits.take("leads", { address: "192.0.2.9", site: 999 })).toMatchObject({ ok: false, scope: "all" });
  });

  it("counts a phone number's sign-in codes apart from the address asking", async () => {
    const limits = new RequestLimits(1);
    const phone = RATE_LIMITS["send-code"].phone;
    for (let i = 0; i < phone.points; i++) expect((await limits.take("send-code", { phone: "+61412000001" })).ok).toBe(true);
    expect(await limits.take("send-code", { phone: "+61412000001" })).toMatchObject({ ok: false, scope: "phone" });
    expect(await limits.take("send-code", { phone: "+61412000002" })).toEqual({ ok: true });
  });

  it("stops one address texting codes to many numbers at the fifth (the probe sent 120 in 1.7 s)", async () => {
    const limits = new RequestLimits(1);
    const verdicts = [];
    for (let n = 0; n < 120; n++) verdicts.push(await limits.take("send-code", { address: "203.0.113.50", site: 1, phone: `+614120${String(n).padStart(5, "0")}` }));
    expect(verdicts.filter((v) => v.ok)).toHaveLength(RATE_LIMITS["send-code"].address.points);
  });

  it("two limiters on the same database (two processes) count the same requests", async () => {
    const first = new RequestLimits(1);
    const second = new RequestLimits(1, other);
    const keys = { address: "203.0.113.20", site: 1 };
    for (let i = 0; i < LEADS.address.points; i++) expect((await (i % 2 ? first : second).take("leads", keys)).ok).toBe(true);
    expect(await first.take("leads", keys)).toMatchObject({ ok: false, scope: "address" });
    expect(await second.take("leads", keys)).toMatchObject({ ok: false, scope: "address" });
  });

  it("lets exactly the limit through when 50 requests arrive at once, from two processes", async () => {
    const first = new RequestLimits(1);
    const second = new RequestLimits(1, other);
    const keys = { address: "203.0.113.30", site: 1 };
    const verdicts = await Promise.all(Array.from({ length: 50 }, (_, i) => (i % 2 ? first : second).take("leads", keys)));
    expect(verdicts.filter((v) => v.ok)).toHaveLength(LEADS.address.points);
    const [row] = await db.query<{ points: number }>("select points from rate_limits where key like 'leads:address:%'");
    expect(Number(row?.points)).toBeGreaterThanOrEqual(LEADS.address.points + 1);
  });

  it("a request refused at its address charges neither the site's counter nor the platform's", async () => {
    const limits = new RequestLimits(1);
    await count(limits, LEADS.address.points + 3, { address: "203.0.113.90", site: 7 });
    const points = async (key: string) => Number((await db.query<{ points: number }>("select points from rate_limits where key = $1", [key]))[0]?.points);
    expect(await points("leads:site:7")).toBe(LEADS.address.points);
    expect(await points("leads:all:platform")).toBe(LEADS.address.points);
  });

  it("refuses a key it refused before from memory, without asking the database, until its window ends", async () => {
    let queries = 0;
    const limits = new RequestLimits(1, {
      ...db,
      query: async <T,>(text: string, params?: unknown[]) => {
        queries++;
        return db.query<T>(text, params);
      },
    });
    await count(limits, LEADS.address.points + 1, { address: "203.0.113.91", site: 1 });
    expect(queries).toBe(LEADS.address.points + 1);
    expect(await limits.take("leads", { address: "203.0.113.91", site: 1 })).toMatchObject({ ok: false, scope: "address" });
    expect(queries).toBe(LEADS.address.points + 1);
  });

  it("still counts, in memory, when the database does not answer", async () => {
    const limits = new RequestLimits(1, { ...db, query: async () => Promise.reject(new Error("connection refused")) });
    const verdicts = await count(limits, LEADS.address.points + 1, { address: "203.0.113.92", site: 1 });
    expect(verdicts.filter((v) => v.ok)).toHaveLength(LEADS.address.points);
    expect(verdicts.at(-1)).toMatchObject({ ok: false, scope: "address" });
  });

  it("RATE_LIMIT_SCALE multiplies every limit", async () => {
    const limits = new RequestLimits(3);
    const verdicts = await count(limits, LEADS.address.points * 3 + 1, { address: "203.0.113.40", site: 1 });
    expect(verdicts.filter((v) => v.ok)).toHaveLength(LEADS.address.points * 3);
  });

  it("deletes counters whose window has ended, and only those", async () => {
    const limits = new RequestLimits(1);
    const counters = systemScope("rate-limits test: the counters' clean-up");
    await limits.take("leads", { address: "203.0.113.60", site: 1 });
    await limits.take("analytics", { address: "203.0.113.60", site: 1 });
    const rows = async () => Number((await db.query<{ n: number }>("select count(*)::int as n from rate_limits"))[0]?.n);
    expect(await rows()).toBe(6);
    // The analytics windows (a minute) have ended 2 minutes on; the leads' (10 minutes for the address) have not.
    expect(await deleteExpiredRateLimits(counters, Date.now() + 2 * 60_000)).toBe(5);
    expect(await rows()).toBe(1);
    expect(await deleteExpiredRateLimits(counters, Date.now() + 11 * 60_000)).toBe(1);
  });
});

describe("the platform's HTTP listener", () => {
  let server: http.Server;
  let port: number;
  let hops = 0;
  const served: Array<{ url: string | undefined; forwardedFor: string | string[] | undefined }> = [];
  let limits = new RequestLimits(1);

  beforeAll(async () => {
    const serve = async (req: http.IncomingMessage, res: http.ServerResponse) => {
      served.push({ url: req.url, forwardedFor: req.headers["x-forwarded-for"] });
      res.writeHead(201, { "content-type": "application/json" });
      res.end("{}");
    };
    const siteOfHost = async (name: string) => (name.startsWith("coastal-toyota.localhost") ? 1 : null);
    // TRUSTED_PROXY_HOPS as the test sets it, per request.
    server = http.createServer((req, res) => platformRequestListener(serve, { trustedProxyHops: hops, limits: () => limits, siteOfHost, directHandler: () => null })(req, res));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterEach(() => {
    served.length = 0;
    hops = 0;
    limits = new RequestLimits(1);
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  const host = "coastal-toyota.localhost";
  function send(path: string, init: { from?: string; method?: string; headers?: Record<string, string>; body?: string } = {}) {
    return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
      const req = http.request(
        { host: "127.0.0.1", port, path, method: init.method ?? "POST", localAddress: init.from ?? "127.0.0.1", headers: { host: `${host}:${port}`, origin: `http://${host}:${port}`, "content-type": "application/json", ...init.headers } },
        (res) => {
          let body = "";
          res.on("data", (chunk: Buffer) => (body += chunk.toString()));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        },
      );
      req.on("error", reject);
      req.end(init.method === "GET" ? undefined : (init.body ?? "{}"));
    });
  }

  it("answers the request past an address's limit 429 with Retry-After, in the one error shape, and never passes it on", async () => {
    for (let i = 0; i < LEADS.address.points; i++) expect((await send("/api/leads", { from: "127.0.0.2" })).status).toBe(201);
    const refused = await send("/api/leads", { from: "127.0.0.2" });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(500);
    expect(JSON.parse(refused.body)).toEqual({ error: { code: "rate_limited", message: "Too many enquiries from your connection; please try again in 10 minutes" } });
    expect(served).toHaveLength(LEADS.address.points);
    // Another address is still served.
    expect((await send("/api/leads", { from: "127.0.0.3" })).status).toBe(201);
  });

  it("a visitor cannot pass for another address with X-Forwarded-For; the route sees the connection's", async () => {
    for (let i = 0; i <= LEADS.address.points; i++) await send("/api/leads", { from: "127.0.0.4", headers: { "x-forwarded-for": `10.9.8.${i}` } });
    expect((await send("/api/leads", { from: "127.0.0.4", headers: { "x-forwarded-for": "10.9.8.200" } })).status).toBe(429);
    expect(new Set(served.map((s) => s.forwardedFor))).toEqual(new Set(["127.0.0.4"]));
  });

  it("behind a trusted proxy (TRUSTED_PROXY_HOPS=1) the proxy's last X-Forwarded-For entry is the visitor", async () => {
    hops = 1;
    for (let i = 0; i < LEADS.address.points; i++) expect((await send("/api/leads", { headers: { "x-forwarded-for": `forged, 203.0.113.${i % 2 ? 70 : 71}` } })).status).toBe(201);
    expect(served.map((s) => s.forwardedFor)).toContain("203.0.113.70");
    expect(served.map((s) => s.forwardedFor)).not.toContain("forged");
    for (let i = 0; i < LEADS.address.points / 2; i++) expect((await send("/api/leads", { headers: { "x-forwarded-for": "203.0.113.72" } })).status).toBe(201);
    expect((await send("/api/leads", { headers: { "x-forwarded-for": "203.0.113.70" } })).status).toBe(201);
  });

  it("counts view.json per address; pages and search are not counted", async () => {
    const views = RATE_LIMITS["view-count"].address.points;
    for (let i = 0; i < views; i++) expect((await send("/cars/a-car-1/view.json?x=1", { method: "GET", from: "127.0.0.5" })).status).toBe(201);
    expect((await send("/cars/a-car-1/view.json?x=1", { method: "GET", from: "127.0.0.5" })).status).toBe(429);
    for (let i = 0; i < 20; i++) expect((await send("/api/search", { from: "127.0.0.5" })).status).toBe(201);
    expect((await send("/", { method: "GET", from: "127.0.0.5" })).status).toBe(201);
  });

  it("refuses a foreign or missing Origin (403) and a body that is not JSON (415), before counting or serving", async () => {
    const foreign = await send("/api/watchlist/save-car", { headers: { origin: "https://evil.example", "content-type": "text/plain" } });
    expect(foreign.status).toBe(403);
    expect(JSON.parse(foreign.body).error.message).toContain("Origin");
    const none = await send("/api/leads", { headers: { origin: "" } });
    expect(none.status).toBe(403);
    const plain = await send("/api/leads", { headers: { "content-type": "text/plain;charset=UTF-8" } });
    expect(plain.status).toBe(415);
    expect(JSON.parse(plain.body).error.message).toContain("Content-Type");
    expect(served).toHaveLength(0);
    expect(Number((await db.query<{ n: number }>("select count(*)::int as n from rate_limits"))[0]?.n)).toBe(0);
  });
});
