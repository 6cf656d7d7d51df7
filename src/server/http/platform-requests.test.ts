import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { PageCache } from "@/server/cache/page-cache";
import { platformRequestListener } from "./platform-requests";
import type { LimitVerdict, RequestLimits } from "./rate-limits";

/**
 * The platform's HTTP server as a visitor meets it (platformRequestListener on node:http), in front of a stand-in for
 * Next: X-Forwarded-Proto. Counting is rate-limits.int.test.ts's subject: here the limits answer what a test sets.
 */
let server: http.Server;
let port: number;
let hops = 0;
let verdict: LimitVerdict = { ok: true };
const served: Array<{ method: string | undefined; url: string | undefined; proto: string | string[] | undefined; body: string }> = [];
const cache = new PageCache({ maxBytes: 1024 * 1024, ttlMs: 60_000 });
const host = "coastal-toyota.localhost";

beforeAll(async () => {
  const serve = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    served.push({ method: req.method, url: req.url, proto: req.headers["x-forwarded-proto"], body: Buffer.concat(chunks).toString() });
    res.writeHead(200, { "content-type": req.method === "GET" ? "text/html; charset=utf-8" : "application/json" });
    res.end(req.method === "GET" ? `<p>${String(req.headers["x-forwarded-proto"])}</p>` : "{}");
  };
  server = http.createServer((req, res) =>
    platformRequestListener(serve, {
      trustedProxyHops: hops,
      limits: () => ({ take: async () => verdict }) as unknown as RequestLimits,
      siteOfHost: async (name) => (name.startsWith(host) ? 1 : null),
      directHandler: () => null,
      pageCache: { cache, cdnSeconds: 30 },
    })(req, res),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterEach(() => {
  served.length = 0;
  hops = 0;
  verdict = { ok: true };
  cache.invalidate();
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A POST as the site's own pages send it, unless `init` says otherwise. */
function send(path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
  const method = init.method ?? "POST";
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port, path, method, headers: { host: `${host}:${port}`, origin: `http://${host}:${port}`, "content-type": "application/json", ...init.headers } },
      (res) => {
        let body = "";
        res.on("data", (chunk: Buffer) => (body += chunk.toString()));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on("error", reject);
    req.end(["POST", "PUT", "PATCH", "DELETE"].includes(method) ? (init.body ?? "{}") : undefined);
  });
}

describe("X-Forwarded-Proto is believed only from the trusted proxies (TRUSTED_PROXY_HOPS), as the address is", () => {
  it("with no proxy in front, the connection's own scheme replaces what the visitor claims, for Next, the front door and the page cache", async () => {
    await send("/", { method: "GET", headers: { "x-forwarded-proto": "https" } });
    expect(served.map((s) => s.proto)).toEqual(["http"]);
    // The page cache keyed the page as http: a plain request is answered from it.
    const again = await send("/", { method: "GET" });
    expect(again.headers["x-cache"]).toBe("HIT");
    expect(again.body).toBe("<p>http</p>");
    // The claim does not make an https Origin this site's own.
    const claimed = await send("/api/analytics", { headers: { "x-forwarded-proto": "https", origin: `https://${host}:${port}` } });
    expect(claimed.status).toBe(403);
    expect((await send("/api/analytics", { headers: { "x-forwarded-proto": "https" } })).status).toBe(200);
    expect(served.at(-1)?.proto).toBe("http");
  });

  it("behind one proxy (TRUSTED_PROXY_HOPS=1), the scheme it says it was reached by; what the visitor wrote before it is not", async () => {
    hops = 1;
    await send("/api/analytics", { headers: { "x-forwarded-proto": "https", origin: `https://${host}:${port}` } });
    // A proxy that appends its own: the last entry.
    await send("/api/analytics", { headers: { "x-forwarded-proto": "https, http" } });
    // None from the proxy: the connection's own.
    await send("/api/analytics");
    expect(served.map((s) => s.proto)).toEqual(["https", "http", "http"]);
    expect((await send("/api/analytics", { headers: { "x-forwarded-proto": "https, http", origin: `https://${host}:${port}` } })).status).toBe(403);
  });
});
