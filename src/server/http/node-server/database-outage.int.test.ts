import http from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { closeProcessDatabase, openDatabase, processDatabase, setProcessDatabase, type DatabaseHandle } from "@/server/db/client";
import { sites } from "@/server/db/schema";
import type { SiteTheme } from "@/server/db/json-types";
import { invalidateSites } from "@/server/sites/site-resolver";
import type { RequestLimits } from "@/server/http/rate-limits/rate-limits";
import { freshTestDatabase } from "@/test/test-database";
import { platformHttpServer, platformRequestListener } from "./platform-requests";

// The lead route reads the request's headers through Next (for the site's canonical origin); here there is no Next.
vi.mock("next/headers", () => ({ headers: async () => new Headers() }));

/**
 * PostgreSQL going away under the platform's HTTP listener: the process's database swapped for one whose every
 * connection is refused (a real node-postgres pool at a port nothing listens on), then given back. The lead route is
 * the real one (the listener answers it itself); a stand-in for Next answers the rest as Next does: a page whose
 * render threw is its 500 error page, a route handler that threw is an empty 500. Runs on PGlite and on PostgreSQL.
 */

let db: DatabaseHandle;
let down: DatabaseHandle;
let server: http.Server;
let port: number;

const theme: SiteTheme = { primary: "#1d4ed8", primaryForeground: "#ffffff", accent: "#facc15", accentForeground: "#111827", header: "#0b1f2a", headerForeground: "#ffffff", logoUrl: null, radius: 0.5 };
const HOST = "outage-motors.localhost";

/** Never limits: the limits have their own test of a database that does not answer. */
const open = { take: async () => ({ ok: true }) } as unknown as RequestLimits;

/** A stand-in for Next: every answer reads the database (as a page's data or a route's handler does). */
async function next(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  const path = req.url ?? "/";
  try {
    const handle = await processDatabase();
    const found = await handle.db.select({ slug: sites.slug }).from(sites);
    if (path.startsWith("/broken")) await handle.query("select * from no_such_table");
    res.writeHead(200, { "content-type": path.startsWith("/api/") ? "application/json" : "text/html; charset=utf-8" });
    res.end(path.startsWith("/api/") ? JSON.stringify({ sites: found.length }) : `<p>${found.length} sites</p>`);
  } catch {
    if (path === "/api/health") {
      // A route that answers its own 503 (the health check): its body is its own.
      res.writeHead(503, { "content-type": "application/json", "cache-control": "no-store" });
      res.end(JSON.stringify({ status: "unavailable", database: "unreachable" }));
    } else if (path.startsWith("/api/")) {
      // A route handler that threw: Next's empty 500.
      res.statusCode = 500;
      res.end();
    } else {
      // A page whose render threw: Next's error page, status 500, with the render's scripts.
      res.writeHead(500, { "content-type": "text/html; charset=utf-8", "x-powered-by": "Next.js" });
      res.write("<!doctype html><html><body><h1>Something went wrong</h1>");
      res.end("<script>self.__next_f.push([1,'Error: connect ECONNREFUSED'])</script></body></html>");
    }
  }
}

async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port: free } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return free;
}

beforeAll(async () => {
  db = await freshTestDatabase();
  setProcessDatabase(db);
  await db.db.insert(sites).values({ slug: "outage-motors", name: "Outage Motors", template: "franchise", theme });
  invalidateSites();
  down = await openDatabase({ url: `postgresql://nobody@127.0.0.1:${await closedPort()}/none`, maxConnections: 2, unchecked: true });
  server = platformHttpServer(platformRequestListener(next, { trustedProxyHops: 0, limits: () => open, siteOfHost: async () => 1 }));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await down.close();
  setProcessDatabase(db);
  await closeProcessDatabase();
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      { host: "127.0.0.1", port, method, path, headers: { host: `${HOST}:${port}`, ...(payload ? { origin: `http://${HOST}:${port}`, "content-type": "application/json", "content-length": String(Buffer.byteLength(payload)) } : {}), ...headers } },
      (res) => {
        let text = "";
        res.on("data", (chunk: Buffer) => (text += chunk.toString()));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}

const lead = (n: number) => ({ kind: "enquiry", firstName: "Jo", lastName: `Outage${n}`, email: `jo${n}@example.com.au`, phone: "0412 345 678", message: "Is the HiLux still here?" });
const storedLeads = async () => Number((await db.query<{ n: number }>("select count(*)::int as n from leads"))[0]?.n);

describe("PostgreSQL unreachable under the platform's listener", () => {
  it("answers 503 with Retry-After, in the one error shape or a short page, takes nothing, and recovers when it is back", async () => {
    // Up: the site's answers, and one lead taken (the site now in the resolver's cache, as on a running platform).
    expect((await request("GET", "/cars")).status).toBe(200);
    const first = await request("POST", "/api/leads", lead(0), { "idempotency-key": randomUUID() });
    expect(first.status).toBe(201);
    expect(await storedLeads()).toBe(1);

    setProcessDatabase(down);
    try {
      // A page whose render failed: a short page of ours, not Next's 500 with its scripts (and the error in them).
      const page = await request("GET", "/cars");
      expect(page.status).toBe(503);
      expect(page.headers["retry-after"]).toBe("5");
      expect(page.headers["content-type"]).toMatch(/^text\/html/);
      expect(page.headers["cache-control"]).toBe("no-store");
      expect(page.headers["x-content-type-options"]).toBe("nosniff");
      expect(page.headers["x-powered-by"]).toBeUndefined();
      expect(page.body).toContain("briefly unavailable");
      expect(page.body).not.toMatch(/Something went wrong|<script|ECONNREFUSED/);
      expect(Buffer.byteLength(page.body)).toBeLessThan(1024);

      // A route handler that threw: the one error shape.
      const api = await request("GET", "/api/test-drive-slots");
      expect(api.status).toBe(503);
      expect(api.headers["retry-after"]).toBe("5");
      expect(JSON.parse(api.body)).toEqual({ error: { code: "unavailable", message: "The service is briefly unavailable; please try again in a few seconds" } });

      // A route's own 503 keeps its body, and says when to try again.
      const health = await request("GET", "/api/health");
      expect(health.status).toBe(503);
      expect(health.headers["retry-after"]).toBe("5");
      expect(JSON.parse(health.body)).toEqual({ status: "unavailable", database: "unreachable" });

      // The lead route (answered by the listener itself): a 503 the form can retry, and nothing stored.
      const key = randomUUID();
      const refused = await request("POST", "/api/leads", lead(1), { "idempotency-key": key });
      expect(refused.status).toBe(503);
      expect(refused.headers["retry-after"]).toBe("5");
      expect(JSON.parse(refused.body)).toMatchObject({ error: { code: "unavailable" } });

      // Many at once, each one answered (none hangs, none is a 500).
      const burst = await Promise.all(Array.from({ length: 20 }, (_, i) => request(i % 2 ? "GET" : "POST", i % 2 ? `/cars/${i}` : "/api/leads", i % 2 ? undefined : lead(100 + i))));
      expect(burst.map((answer) => answer.status)).toEqual(burst.map(() => 503));
      expect(burst.every((answer) => answer.headers["retry-after"] === "5")).toBe(true);

      setProcessDatabase(db);
      // Back: the same listener serves again, and the refused lead's retry (same key) is stored once.
      expect((await request("GET", "/cars")).status).toBe(200);
      const retried = await request("POST", "/api/leads", lead(1), { "idempotency-key": key });
      expect(retried.status).toBe(201);
      expect((await request("POST", "/api/leads", lead(1), { "idempotency-key": key })).headers["idempotent-replayed"]).toBe("true");
      expect(await storedLeads()).toBe(2);
    } finally {
      setProcessDatabase(db);
    }
  });

  it("still answers 500 for a failure that is not the database being away", async () => {
    const broken = await request("GET", "/broken");
    expect(broken.status).toBe(500);
    expect(broken.headers["retry-after"]).toBeUndefined();
  });
});
