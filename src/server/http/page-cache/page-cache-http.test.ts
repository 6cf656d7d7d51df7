import { afterAll, beforeAll, describe, expect, it } from "vitest";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { createHash } from "node:crypto";
import zlib from "node:zlib";
import { PageCache } from "@/server/cache/page-cache";
import { platformRequestListener } from "@/server/http/node-server/platform-requests";
import { answerNotFound } from "@/server/http/response-status";

/**
 * The page cache in the platform's HTTP listener, in front of a stand-in for Next that renders a page in three
 * streamed chunks and counts its renders.
 */
let server: http.Server;
let port: number;
const cache = new PageCache({ maxBytes: 8 * 1024 * 1024, ttlMs: 60_000 });
const renders: Array<{ url: string; acceptEncoding: string | undefined }> = [];
let price = 30_000;

beforeAll(async () => {
  const serve = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    renders.push({ url: req.url ?? "", acceptEncoding: req.headers["accept-encoding"] as string | undefined });
    if (req.url === "/cars/missing") {
      res.writeHead(404, { "content-type": "text/html" });
      return void res.end("<p>Not found</p>");
    }
    // A page that renders the site's 404 itself says so, as the site's pages do (after awaiting its data); Next
    // writes it as a 200, the platform sends a 404.
    if (req.url === "/models/gone" || req.url === "/.not-found") {
      await new Promise((r) => setTimeout(r, 5));
      answerNotFound();
    }
    res.setHeader("cache-control", "private, no-cache, no-store, max-age=0, must-revalidate");
    res.setHeader("vary", "RSC, Next-Router-State-Tree");
    if (req.url === "/reviews") res.setHeader("set-cookie", "tracking=1");
    // As Next does with the request's policy: its nonce on every inline script (content-security-policy.ts).
    if (req.url === "/brands") {
      const nonce = /'nonce-([^']+)'/.exec(String(req.headers["content-security-policy"]))?.[1] ?? "none";
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      return void res.end(`<html><body><script nonce="${nonce}">self.__next_f.push([1,"a"])</script><script nonce="${nonce}" src="/_next/static/x.js"></script><script type="application/ld+json">{}</script></body></html>`);
    }
    const failed = req.url === "/special-offers" ? '<template data-dgst="1234"></template>' : "";
    // As Next does: streamed in parts, each flushed (the platform's listener compresses them: response-compression.ts).
    res.writeHead(200, { "content-type": "text/html; charset=utf-8", "x-middleware-rewrite": "/s/internal" });
    const send = (part: string | Buffer) => {
      res.write(part);
      (res as { flush?: () => void }).flush?.();
    };
    send("<html><body>");
    if (req.url === "/models/late") answerNotFound();
    send(Buffer.from(`<p>Price $${price}</p>`));
    await new Promise((r) => setTimeout(r, 5));
    res.end(`${failed}</body></html>`);
  };
  server = http.createServer(
    platformRequestListener(serve, {
      trustedProxyHops: 0,
      siteOfHost: async (host) => (host.startsWith("coastal-toyota.localhost") ? 1 : host.startsWith("drive-local.localhost") ? 2 : null),
      directHandler: () => null,
      pageCache: { cache, cdnSeconds: 30 },
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

function get(path: string, headers: Record<string, string> = {}, method = "GET", site = "coastal-toyota") {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, path, method, headers: { host: `${site}.localhost:${port}`, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

/** The next request for a page once the render that filled the cache has been stored (compression is asynchronous). */
async function hit(path: string, headers: Record<string, string> = {}) {
  for (let i = 0; i < 100; i++) {
    const answer = await get(path, headers);
    if (answer.headers["x-cache"] === "HIT") return answer;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`${path} was never served from the cache`);
}

describe("the page cache in front of Next", () => {
  it("renders a car's page, then serves it from memory in the encoding asked for, with the CDN's Cache-Control", async () => {
    renders.length = 0;
    const first = await get("/cars/corolla", { "accept-encoding": "gzip, br" });
    expect(first.headers["x-cache"]).toBe("MISS");
    // Brotli for a browser that takes it, compressed as it streams.
    expect(first.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(first.body).toString()).toBe("<html><body><p>Price $30000</p></body></html>");
    expect(first.headers["cache-control"]).toBe("public, max-age=0, s-maxage=30, stale-while-revalidate=30");
    expect(first.headers["x-middleware-rewrite"]).toBeUndefined();
    expect(renders).toEqual([{ url: "/cars/corolla", acceptEncoding: "gzip, br" }]);

    const br = await hit("/cars/corolla", { "accept-encoding": "gzip, deflate, br" });
    // (A request before the first render's copy was compressed and stored is rendered again.)
    const rendered = renders.length;
    expect(br.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe("<html><body><p>Price $30000</p></body></html>");
    expect(br.headers["vary"]).toBe("RSC, Next-Router-State-Tree, Accept-Encoding");
    expect(br.headers["cache-control"]).toBe("public, max-age=0, s-maxage=30, stale-while-revalidate=30");
    expect(br.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(br.headers["x-middleware-rewrite"]).toBeUndefined();
    const gzip = await get("/cars/corolla", { "accept-encoding": "gzip" });
    expect(zlib.gunzipSync(gzip.body).toString()).toContain("Price $30000");
    const plain = await get("/cars/corolla");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toContain("Price $30000");
    const head = await get("/cars/corolla", {}, "HEAD");
    expect(head.headers["x-cache"]).toBe("HIT");
    expect(head.body.length).toBe(0);
    expect(renders).toHaveLength(rendered);
  });

  it("sends a render with its nonce's policy, and keeps the page with its inline scripts' hashes instead of the nonce", async () => {
    const first = await get("/brands");
    const rendered = String(first.headers["content-security-policy"]);
    const nonce = /'nonce-([^']+)'/.exec(rendered)?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(first.body.toString()).toContain(`nonce="${nonce}"`);
    expect(rendered).toContain("object-src 'none'");
    expect(rendered.split("; ").find((d) => d.startsWith("script-src"))).toBe(`script-src 'self' 'nonce-${nonce}'`);
    const kept = await hit("/brands");
    const replayed = String(kept.headers["content-security-policy"]);
    const hash = `'sha256-${createHash("sha256").update('self.__next_f.push([1,"a"])').digest("base64")}'`;
    expect(replayed.split("; ").find((d) => d.startsWith("script-src"))).toBe(`script-src 'self' ${hash}`);
    expect(replayed.replace(` ${hash}`, ` 'nonce-${nonce}'`)).toBe(rendered);
    // Another render, another nonce.
    const other = /'nonce-([^']+)'/.exec(String((await get("/special-offers")).headers["content-security-policy"]))?.[1];
    expect(other).toBeDefined();
    expect(other).not.toBe(nonce);
  });

  it("keeps sites apart, drops one site's pages on its change, and keeps the query in one spelling", async () => {
    await get("/search?make=toyota&sort=latest");
    await hit("/search?sort=latest&make=toyota");
    await get("/", {}, "GET", "drive-local");
    await hit("/");
    expect((await get("/", {}, "GET", "drive-local")).headers["x-cache"]).toBe("HIT");
    price = 31_000;
    cache.invalidate([1]);
    const changed = await get("/cars/corolla");
    expect(changed.headers["x-cache"]).toBe("MISS");
    expect(changed.body.toString()).toContain("Price $31000");
    expect((await get("/", {}, "GET", "drive-local")).headers["x-cache"]).toBe("HIT");
  });

  it("renders an ad's click without its click parameters, and answers the next click from the cache", async () => {
    renders.length = 0;
    const first = await get("/models/corolla?gclid=first-click&utm_source=google");
    expect(first.headers["x-cache"]).toBe("MISS");
    expect(renders.map((r) => r.url)).toEqual(["/models/corolla"]);
    expect((await hit("/models/corolla?gclid=second-click")).body.toString()).toContain("Price $");
    expect((await get("/models/corolla?fbclid=third")).headers["x-cache"]).toBe("HIT");
    expect(renders.map((r) => r.url)).toEqual(["/models/corolla"]);
  });

  it("sends a page that rendered the site's 404 itself as a 404, never kept; Next's client navigation to it keeps its 200", async () => {
    renders.length = 0;
    for (let i = 0; i < 2; i++) {
      const gone = await get("/models/gone");
      expect(gone.status).toBe(404);
      expect(gone.body.toString()).toContain("Price $");
    }
    expect(renders).toHaveLength(2);
    expect((await get("/models/gone", { rsc: "1" })).status).toBe(200);
    // A page that says so only after its 200 went out is sent as it was, and not kept.
    renders.length = 0;
    expect((await get("/models/late")).status).toBe(200);
    // Time enough to store it (a kept page is answered from memory well within this: see hit()).
    await new Promise((r) => setTimeout(r, 300));
    const again = await get("/models/late");
    expect([again.status, again.headers["x-cache"]]).toEqual([200, "MISS"]);
    expect(renders).toHaveLength(2);
    // The status is each request's own, also when they are rendered at the same time.
    const together = await Promise.all(Array.from({ length: 8 }, (_, i) => get(i % 2 === 0 ? "/models/gone" : `/models/still-here-${i}`)));
    expect(together.map((answer) => answer.status)).toEqual([404, 200, 404, 200, 404, 200, 404, 200]);
  });

  it("answers scanners' probes with the site's 404, rendered once and then kept", async () => {
    renders.length = 0;
    const first = await get("/wp-login.php");
    expect([first.status, first.headers["x-cache"]]).toEqual([404, "MISS"]);
    expect(first.body.toString()).toContain("Price $");
    let answer = first;
    for (let i = 0; i < 100 && answer.headers["x-cache"] !== "HIT"; i++) {
      await new Promise((r) => setTimeout(r, 10));
      answer = await get("/.env", { "accept-encoding": "gzip" });
    }
    expect([answer.status, answer.headers["x-cache"]]).toEqual([404, "HIT"]);
    expect(zlib.gunzipSync(answer.body).toString()).toContain("Price $");
    expect((await get("/.git/config")).status).toBe(404);
    expect(renders.map((r) => r.url)).toEqual(["/.not-found"]);
  });

  it("never answers a signed-in shopper from the cache, and keeps their copy private", async () => {
    await get("/cars/yaris");
    await hit("/cars/yaris");
    renders.length = 0;
    const signedIn = await get("/cars/yaris", { cookie: "fc_session=secret" });
    expect(signedIn.headers["x-cache"]).toBe("MISS");
    expect(signedIn.headers["cache-control"]).toBe("private, no-cache, no-store, max-age=0, must-revalidate");
    expect(renders).toHaveLength(1);
  });

  it("stores no error page (nor one whose part failed after it began), no page that sets a cookie, no personal page and no unknown host", async () => {
    // (Given the time its copy would take to be compressed and stored.)
    for (let i = 0; i < 20; i++) {
      expect((await get("/special-offers")).headers["x-cache"]).toBe("MISS");
      await new Promise((r) => setTimeout(r, 10));
    }
    for (let i = 0; i < 2; i++) expect((await get("/cars/missing")).headers["x-cache"]).toBeUndefined();
    for (let i = 0; i < 2; i++) expect((await get("/reviews")).headers["x-cache"]).toBeUndefined();
    for (let i = 0; i < 2; i++) expect((await get("/watchlist")).headers["x-cache"]).toBeUndefined();
    for (let i = 0; i < 2; i++) expect((await get("/", {}, "GET", "unknown-site")).headers["x-cache"]).toBeUndefined();
    expect((await get("/cars/corolla?_rsc=1")).headers["x-cache"]).toBeUndefined();
  });

  it("renders a page once for many shoppers asking at the same moment: the others wait and get the kept copy", async () => {
    const before = renders.filter((r) => r.url === "/cars/hilux-rush").length;
    const answers = await Promise.all(Array.from({ length: 8 }, () => get("/cars/hilux-rush", { "accept-encoding": "gzip" })));
    expect(renders.filter((r) => r.url === "/cars/hilux-rush").length - before).toBe(1);
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    expect(answers.filter((a) => a.headers["x-cache"] === "MISS")).toHaveLength(1);
    const pages = new Set(answers.map((a) => zlib.gunzipSync(a.body).toString()));
    expect([...pages]).toEqual([`<html><body><p>Price $${price}</p></body></html>`]);
  });

  it("lets the waiters render for themselves when the page they waited for is not kept (a 404)", async () => {
    const before = renders.filter((r) => r.url === "/cars/missing").length;
    const answers = await Promise.all(Array.from({ length: 3 }, () => get("/cars/missing")));
    expect(answers.map((a) => a.status)).toEqual([404, 404, 404]);
    expect(renders.filter((r) => r.url === "/cars/missing").length - before).toBe(3);
  });
});
