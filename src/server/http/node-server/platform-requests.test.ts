import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import http from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";
import { SECURITY_HEADERS, SERVER_ANSWER_POLICY } from "@/config/security-headers";
import { PageCache } from "@/server/cache/page-cache";
import { bodyLimitOf } from "./front-door";
import { platformHttpServer, platformRequestListener } from "./platform-requests";
import type { LimitVerdict, RequestLimits } from "@/server/http/rate-limits/rate-limits";
import { logger } from "@/server/logger";

/**
 * The platform's HTTP server as a visitor meets it (platformHttpServer with platformRequestListener on node:http), in
 * front of a stand-in for Next: the front door's own answers, the body limits while a body is read, X-Forwarded-Proto
 * and CONNECT. Counting is rate-limits.int.test.ts's subject: here the limits answer what a test sets.
 */
let server: http.Server;
let port: number;
let hops = 0;
let hsts = true;
let verdict: LimitVerdict = { ok: true };
/** The server side of each connection, to read how much of a body it read. */
const sockets: net.Socket[] = [];
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
  server = platformHttpServer((req, res) =>
    platformRequestListener(serve, {
      trustedProxyHops: hops,
      limits: () => ({ take: async () => verdict }) as unknown as RequestLimits,
      siteOfHost: async (name) => (name.startsWith(host) ? 1 : null),
      directHandler: () => null,
      pageCache: { cache, cdnSeconds: 30 },
      security: { platformHosts: ["localhost"], development: false, hsts },
    })(req, res),
  );
  server.on("connection", (socket) => sockets.push(socket));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterEach(() => {
  served.length = 0;
  hops = 0;
  hsts = true;
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

/** Writes `request` on a raw connection and reads everything the server answers until it closes the connection. */
function raw(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.write(request));
    let text = "";
    socket.setTimeout(5_000, () => socket.destroy(new Error(`no answer to ${request.split("\r\n")[0]}`)));
    socket.on("data", (chunk: Buffer) => (text += chunk.toString()));
    socket.on("end", () => resolve(text));
    socket.on("close", () => resolve(text));
    socket.on("error", reject);
  });
}

function expectSecurityHeaders(headers: http.IncomingHttpHeaders, what: string) {
  for (const { key, value } of SECURITY_HEADERS) expect(headers[key.toLowerCase()], `${what}: ${key}`).toBe(value);
  expect(headers["content-security-policy"], `${what}: Content-Security-Policy`).toBe(SERVER_ANSWER_POLICY);
}

describe("the front door's own answers carry the security headers every other answer has", () => {
  it.each([
    ["400 (a bad percent-encoding)", 400, () => send("/cars/%E0%A4%A", { method: "GET" })],
    ["403 (a foreign Origin)", 403, () => send("/api/leads", { headers: { origin: "https://evil.example" } })],
    ["405 (TRACE)", 405, () => send("/api/leads", { method: "TRACE" })],
    ["414 (a long address)", 414, () => send(`/search?query=${"x".repeat(9_000)}`, { method: "GET" })],
    ["415 (a body not JSON)", 415, () => send("/api/leads", { headers: { "content-type": "text/plain" } })],
    ["413 (a body over the route's limit)", 413, () => send("/api/auth/send-code", { body: JSON.stringify({ phone: "x".repeat(2_000) }) })],
    ["204 (OPTIONS)", 204, () => send("/", { method: "OPTIONS" })],
  ] as const)("%s", async (what, status, request) => {
    const answer = await request();
    expect(answer.status).toBe(status);
    expectSecurityHeaders(answer.headers, what);
    expect(served).toHaveLength(0);
  });

  it("429 (a rate limit)", async () => {
    verdict = { ok: false, group: "analytics", scope: "address", retryAfterSeconds: 30 };
    const answer = await send("/api/analytics");
    expect(answer.status).toBe(429);
    expect(answer.headers["retry-after"]).toBe("30");
    expectSecurityHeaders(answer.headers, "429");
    expect(served).toHaveLength(0);
  });
});

describe("a body is refused as soon as it passes its route's limit, before Next holds it", () => {
  const limit = bodyLimitOf("/api/auth/send-code");

  it("a declared Content-Length over the limit: 413 in the one error shape, nothing read or served", async () => {
    const answer = await send("/api/auth/send-code", { body: JSON.stringify({ phone: "0".repeat(limit) }) });
    expect(answer.status).toBe(413);
    expect(answer.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(answer.body)).toEqual({ error: { code: "payload_too_large", message: `The request body is larger than ${limit} bytes` } });
    expect(served).toHaveLength(0);
  });

  it("a chunked body that never ends: 413 promptly, having read about the limit and no more", async () => {
    const before = sockets.length;
    const started = Date.now();
    const answer = await new Promise<Answer>((resolve, reject) => {
      const req = http.request(
        { host: "127.0.0.1", port, path: "/api/auth/send-code", method: "POST", headers: { host: `${host}:${port}`, origin: `http://${host}:${port}`, "content-type": "application/json", "transfer-encoding": "chunked" } },
        (res) => {
          let body = "";
          res.on("data", (chunk: Buffer) => (body += chunk.toString()));
          res.on("end", () => {
            clearInterval(writing);
            req.destroy();
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body });
          });
        },
      );
      req.on("error", (error) => (req.destroyed ? undefined : reject(error)));
      // 1 MB a second, for as long as the server will take it.
      const writing = setInterval(() => req.write("x".repeat(10_000)), 10);
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).error.code).toBe("payload_too_large");
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(served).toHaveLength(0);
    const socket = sockets[before];
    // The request's head and the body's first chunks: what one read off the connection brings past the limit.
    expect(socket?.bytesRead).toBeLessThan(limit + 64 * 1024);
  });

  it("a body within the limit reaches the route whole, however it was sent", async () => {
    const body = JSON.stringify({ phone: "0412 345 678" });
    const answer = await new Promise<Answer>((resolve, reject) => {
      const req = http.request(
        { host: "127.0.0.1", port, path: "/api/auth/send-code", method: "POST", headers: { host: `${host}:${port}`, origin: `http://${host}:${port}`, "content-type": "application/json" } },
        (res) => {
          res.resume();
          res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: "" }));
        },
      );
      req.on("error", reject);
      req.write(body.slice(0, 5));
      setTimeout(() => req.end(body.slice(5)), 20);
    });
    expect(answer.status).toBe(200);
    expect(served).toEqual([expect.objectContaining({ url: "/api/auth/send-code", body })]);
    expect((await send("/api/auth/send-code", { body: "" })).status).toBe(200);
  });

  it("a path whose route reads no body takes only a small one", async () => {
    expect((await send("/api/auth/sign-out", { body: "{}" })).status).toBe(200);
    expect((await send("/api/auth/sign-out", { body: JSON.stringify({ pad: "x".repeat(bodyLimitOf("/api/auth/sign-out")) }) })).status).toBe(413);
    expect((await send("/api/no-such-api", { method: "PUT", body: "x".repeat(100_000) })).status).toBe(413);
  });
});

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

describe("Strict-Transport-Security", () => {
  const HSTS = "max-age=63072000";
  it("is on every answer to a request that came over HTTPS (as a trusted proxy says), the server's own, Next's and the page cache's", async () => {
    hops = 1;
    const https = { "x-forwarded-proto": "https" };
    const page = await send("/", { method: "GET", headers: https });
    expect(page.headers["strict-transport-security"]).toBe(HSTS);
    // A page's policy names its render's nonce and lets the console's host frame the site.
    expect(page.headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[^']+'; /);
    expect(page.headers["content-security-policy"]).toContain("frame-ancestors 'self' localhost:*");
    const refused = await send("/api/leads", { method: "TRACE", headers: https });
    expect(refused.status).toBe(405);
    expect(refused.headers["strict-transport-security"]).toBe(HSTS);
    let kept: Answer | null = null;
    for (let i = 0; i < 50 && kept?.headers["x-cache"] !== "HIT"; i++) kept = await send("/", { method: "GET", headers: https });
    expect(kept?.headers["x-cache"]).toBe("HIT");
    expect(kept?.headers["strict-transport-security"]).toBe(HSTS);
    // Over plain HTTP the cached page is another, and carries none (HSTS is never replayed from the cache).
    const plain = await send("/", { method: "GET" });
    expect(plain.headers["strict-transport-security"]).toBeUndefined();
  });

  it("is never sent over plain HTTP, nor by a visitor's own claim of HTTPS, nor outside production", async () => {
    expect((await send("/", { method: "GET", headers: { "x-forwarded-proto": "https" } })).headers["strict-transport-security"]).toBeUndefined();
    hops = 1;
    hsts = false;
    expect((await send("/", { method: "GET", headers: { "x-forwarded-proto": "https" } })).headers["strict-transport-security"]).toBeUndefined();
  });
});

describe("CONNECT", () => {
  it("is answered 405 with Allow (node:http hands it to no request listener)", async () => {
    const answer = await raw(`CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n`);
    const [head = "", body = ""] = answer.split("\r\n\r\n", 2);
    const [statusLine, ...lines] = head.split("\r\n");
    expect(statusLine).toBe("HTTP/1.1 405 Method Not Allowed");
    const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]));
    expect(headers.allow).toBe("GET, HEAD, OPTIONS");
    expectSecurityHeaders(headers, "CONNECT");
    expect(body).toContain("CONNECT is not allowed here");
    expect(served).toHaveLength(0);
  });
});

describe("a request node:http cannot read ('clientError')", () => {
  /** The status line, headers and body of a raw answer; how many answers it holds. */
  function parsed(answer: string) {
    const [head = "", body = ""] = answer.split("\r\n\r\n", 2);
    const [statusLine = "", ...lines] = head.split("\r\n");
    const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]));
    return { statusLine, headers, body, answers: answer.match(/^HTTP\/1\.1 /gm)?.length ?? 0 };
  }
  const personal = "GET /cars?email=jo.citizen%40example.com.au HTTP/1.1\r\nHost: coastal-toyota.localhost\r\nX-Phone: 0412 345 678\r\n";

  it.each([
    ["a request line that is not HTTP", "HELLO THERE\r\n\r\n", "400 Bad Request"],
    ["a method with a space in it", "GE T / HTTP/1.1\r\nHost: coastal-toyota.localhost\r\n\r\n", "400 Bad Request"],
    ["a header name with a space in it (and a shopper's details before it)", `${personal}Bad Header: yes\r\n\r\n`, "400 Bad Request"],
    ["a NUL byte in a header value", `${personal}X-Note: a\u0000b\r\n\r\n`, "400 Bad Request"],
    ["two Content-Lengths that disagree", `POST /api/leads HTTP/1.1\r\nHost: coastal-toyota.localhost\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}`, "400 Bad Request"],
    ["headers over node's limit", `${personal}X-Big: ${"x".repeat(20_000)}\r\n\r\n`, "431 Request Header Fields Too Large"],
  ])("%s: a short answer with the security headers, the connection closed, nothing served and nothing personal logged", async (_what, request, status) => {
    const logged: unknown[] = [];
    const spies = (["trace", "debug", "info", "warn", "error", "fatal"] as const).map((level) => vi.spyOn(logger, level).mockImplementation(((...args: unknown[]) => void logged.push(args)) as never));
    try {
      const answer = parsed(await raw(request));
      expect(answer.statusLine).toBe(`HTTP/1.1 ${status}`);
      expect(answer.answers).toBe(1);
      expectSecurityHeaders(answer.headers, status);
      expect(answer.headers.connection).toBe("close");
      expect(answer.headers["cache-control"]).toBe("no-store");
      expect(Number(answer.headers["content-length"])).toBe(Buffer.byteLength(answer.body));
      expect(Buffer.byteLength(answer.body)).toBeLessThan(512);
      expect(served).toHaveLength(0);
      const text = JSON.stringify(logged);
      expect(text).not.toMatch(/jo\.citizen|example\.com\.au|0412|127\.0\.0\.1|Bad Header|xxxx/);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });

  it("a well-formed request on the same server is still served", async () => {
    await raw("HELLO\r\n\r\n");
    expect((await send("/cars", { method: "GET" })).status).toBe(200);
  });
});
