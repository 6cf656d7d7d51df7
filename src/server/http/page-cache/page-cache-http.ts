import "server-only";
import type http from "node:http";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { PageCache, PageGeneration, StoredPage } from "@/server/cache/page-cache";
import type { SharedPageStore } from "@/server/cache/shared-page-cache";
import { logger } from "@/server/logger";
import { INTERNAL_RESPONSE_HEADERS } from "@/server/http/internal-headers";
import { responseStatusOf } from "@/server/http/response-status";
import { writtenChunk } from "@/server/http/written-chunk";
import { inlineScriptHashes, withScriptHashes } from "@/server/http/content-security-policy";
import { cacheablePage, cacheableResponse, chosenEncoding, publicPageCacheControl, type CacheablePage } from "./page-cache-policy";

const gzip = promisify(zlib.gzip);
const gunzip = promisify(zlib.gunzip);
const unbrotli = promisify(zlib.brotliDecompress);
const brotli = promisify(zlib.brotliCompress);

/** Per-response headers never replayed from a stored page (node and the cache write their own). */
const NOT_REPLAYED: ReadonlySet<string> = new Set(["date", "connection", "keep-alive", "transfer-encoding", "content-length", "content-encoding", "set-cookie", "x-cache", "age", "strict-transport-security"]);

/** What React writes into a page for an error after its status went out (the error's digest on its fallback). */
const STREAMED_ERROR_MARK = Buffer.from(" data-dgst=");

export interface PageCacheHttp {
  cache: PageCache;
  /** s-maxage (and stale-while-revalidate) of a cacheable page for a CDN in front. */
  cdnSeconds: number;
  /** The site a host name belongs to (null: none; nothing is cached). */
  siteOf: (hostname: string) => Promise<number | null>;
  /** The cache shared by every process (REDIS_URL), asked on a miss here and told of every page rendered. */
  shared?: SharedPageStore;
}

/**
 * Answers a request from the page cache (X-Cache: HIT) and says so; or, for a page that may be cached, renders it
 * through `serve` and keeps the response (X-Cache: MISS); anything else goes to `serve` untouched. The stored
 * response is Next's, minus per-response headers, with the page's Cache-Control for a CDN, kept gzip- and
 * brotli-compressed (Next's gzip kept as it sent it; the rest compressed once per page, off the request's path).
 */
export function servePage(options: PageCacheHttp, req: http.IncomingMessage, res: http.ServerResponse, serve: () => void): void {
  const page = cacheablePage({ method: req.method, url: req.url ?? "/", headers: req.headers });
  if (!page) return serve();
  // A campaign's click parameters are no part of the page (page-cache-policy.ts): Next renders it without them.
  if (page.target !== null) req.url = page.target;
  if (!page.signedIn) {
    const stored = options.cache.get(page.key);
    if (stored) return sendStored(stored, req, res);
  }
  if (req.method === "HEAD") return serve();
  // A visitor-varied URL asked for the first time is rendered and sent with the cache's headers, not kept.
  if (!options.cache.admits(page.key, { varying: page.varying })) return renderPage(options, page, req, res, serve, null, false);
  // One render per page at a time: a request for a page that is being rendered waits for that render and is answered
  // from the cache (when an entry expires under load, sixteen connections would otherwise render it sixteen times).
  if (!page.signedIn && joinRender(page.key, () => {
    const stored = options.cache.get(page.key);
    if (stored) sendStored(stored, req, res);
    else renderPage(options, page, req, res, serve, null);
  })) return;
  renderPage(options, page, req, res, serve, page.signedIn ? null : leadRender(page.key));
}

/**
 * Renders a cacheable page through Next and keeps it (unless `keep` is false: then only its headers are the cache's);
 * `release` (the waiters of this page's render) once settled.
 */
function renderPage(options: PageCacheHttp, page: CacheablePage, req: http.IncomingMessage, res: http.ServerResponse, serve: () => void, release: (() => void) | null, keep = true): void {
  const render = (siteId: number, since: PageGeneration, sharedGeneration: string | null) => {
    capture(options, page, { siteId, since, sharedGeneration }, res, release ?? (() => {}), keep);
    serve();
  };
  const uncached = () => {
    release?.();
    serve();
  };
  options.siteOf(page.hostname).then(
    (siteId) => {
      if (siteId === null) return uncached();
      const since = options.cache.generation(siteId);
      if (!options.shared) return render(siteId, since, null);
      // Another process may have rendered it (REDIS_URL): kept here too, then sent.
      options.shared.lookup(siteId, page.key).then(
        (found) => {
          if (found?.page?.siteId === siteId && !page.signedIn) {
            options.cache.store(page.key, found.page, since, { varying: page.varying });
            release?.();
            return sendStored(found.page, req, res);
          }
          render(siteId, since, found?.generation ?? null);
        },
        () => render(siteId, since, null),
      );
    },
    (error: unknown) => {
      logger.warn({ err: error }, "page cache: site not resolved; serving uncached");
      uncached();
    },
  );
}

/** Renders in flight, by page key, with the requests waiting for each. Bounded: past the bounds requests render. */
const rendersInFlight = new Map<string, Array<() => void>>();
const MAX_RENDERS_IN_FLIGHT = 10_000;
const MAX_WAITERS_PER_RENDER = 1_000;
/** A render that never settles (a hung request) frees its waiters after this long; they then render themselves. */
const RENDER_WAIT_MS = 15_000;

/** Waits for the render of `key` in flight, if there is one (and room): true when `waiter` will be called. */
function joinRender(key: string, waiter: () => void): boolean {
  const waiters = rendersInFlight.get(key);
  if (!waiters || waiters.length >= MAX_WAITERS_PER_RENDER) return false;
  waiters.push(waiter);
  return true;
}

/** Marks `key` as being rendered; the function returned releases its waiters (once), or null when not leading. */
function leadRender(key: string): (() => void) | null {
  if (rendersInFlight.has(key) || rendersInFlight.size >= MAX_RENDERS_IN_FLIGHT) return null;
  rendersInFlight.set(key, []);
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    clearTimeout(timer);
    const waiters = rendersInFlight.get(key) ?? [];
    rendersInFlight.delete(key);
    for (const waiter of waiters) waiter();
  };
  const timer = setTimeout(release, RENDER_WAIT_MS);
  timer.unref();
  return release;
}

/** A kept page, in the encoding the request takes (decompressed for the rare client that takes none). */
function sendStored(stored: StoredPage, req: http.IncomingMessage, res: http.ServerResponse): void {
  const encoding = chosenEncoding(single(req.headers["accept-encoding"]));
  if (encoding === "identity") {
    res.writeHead(stored.status ?? 200, stored.identityHeaders);
    res.end(req.method === "HEAD" ? undefined : zlib.gunzipSync(stored.variants.gzip.body));
    return;
  }
  const variant = stored.variants[encoding];
  res.writeHead(stored.status ?? 200, variant.headers);
  res.end(req.method === "HEAD" ? undefined : variant.body);
}

/** Which render a captured response is: its site, and the generations (this process's, Redis's) read before it began. */
interface RenderOf {
  siteId: number;
  since: PageGeneration;
  sharedGeneration: string | null;
}

/**
 * Tees Next's response into the cache: the headers when they are written, the body as it streams. With `store` false
 * the response gets the cache's headers (public for a CDN, X-Cache: MISS) and nothing is collected or kept.
 */
function capture(options: PageCacheHttp, page: CacheablePage, render: RenderOf, res: http.ServerResponse, release: () => void, store: boolean): void {
  // A response that ends without finishing (the client went away) stores nothing: its waiters render themselves.
  res.once("close", () => {
    if (!res.writableFinished) release();
  });
  let keep = false;
  const chunks: Buffer[] = [];
  let headers: string[] = [];
  let sentEncoding: SentEncoding = null;
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => http.ServerResponse;
  res.writeHead = ((status: number, ...rest: unknown[]) => {
    // Fold writeHead's own headers into the response's, so one view of them decides.
    const given = rest.find((arg) => typeof arg === "object" && arg !== null);
    if (Array.isArray(given)) {
      const flat = given.flat() as unknown[];
      for (let i = 0; i + 1 < flat.length; i += 2) res.appendHeader(String(flat[i]), flat[i + 1] as string);
    } else if (given) {
      for (const [name, value] of Object.entries(given as Record<string, string | string[] | number | undefined>)) if (value !== undefined) res.setHeader(name, value);
    }
    const message = rest.find((arg) => typeof arg === "string");
    if (cacheableResponse(status, res.getHeaders() as Record<string, string | string[] | number | undefined>, page.status)) {
      // A signed-in shopper's copy stays private (a CDN cannot tell shoppers apart); the stored copy is public.
      if (!page.signedIn) res.setHeader("cache-control", publicPageCacheControl(options.cdnSeconds));
      res.setHeader("vary", withAcceptEncoding(res.getHeader("vary")));
      res.setHeader("x-cache", "MISS");
      headers = replayedHeaders(res.getHeaders(), options.cdnSeconds);
      const encoding = res.getHeader("content-encoding");
      sentEncoding = encoding === "gzip" || encoding === "br" ? encoding : null;
      keep = store;
    }
    return message === undefined ? writeHead(status) : writeHead(status, message);
  }) as typeof res.writeHead;
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    if (!res.headersSent) res.writeHead(res.statusCode);
    if (keep) collect(chunks, chunk, rest[0]);
    return write(chunk, ...rest);
  }) as typeof res.write;
  const end = res.end.bind(res) as (...args: unknown[]) => http.ServerResponse;
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (!res.headersSent) res.writeHead(res.statusCode);
    if (keep && chunk !== undefined && typeof chunk !== "function") collect(chunks, chunk, rest[0]);
    return end(chunk, ...rest);
  }) as typeof res.end;
  res.once("finish", () => {
    if (!keep) return release();
    // A page that said it is the site's 404 only after its 200 went out (its not-found inside a streamed part): sent as
    // it was, never kept for everyone.
    if (page.status === 200 && responseStatusOf(res).notFound) {
      logger.warn({ host: page.hostname, path: new URL(page.key).pathname }, "page cache: a page answered 404 after its headers were sent; not kept");
      return release();
    }
    storeResponse(options, page, render, headers, Buffer.concat(chunks), sentEncoding)
      .catch((error: unknown) => logger.warn({ err: error }, "page cache: page not stored"))
      .finally(release);
  });
}

function collect(chunks: Buffer[], chunk: unknown, encoding: unknown): void {
  const bytes = writtenChunk(chunk, encoding);
  if (bytes) chunks.push(bytes);
}

/** How Next encoded what it sent (it compresses when the request takes it and the page is not tiny). */
type SentEncoding = "gzip" | "br" | null;

async function storeResponse(options: PageCacheHttp, page: CacheablePage, render: RenderOf, renderedHeaders: string[], sent: Buffer, sentEncoding: SentEncoding): Promise<void> {
  const body = sentEncoding === "gzip" ? await gunzip(sent) : sentEncoding === "br" ? await unbrotli(sent) : sent;
  // An error thrown inside a Suspense boundary after the 200 was sent streams its fallback (marked with the error's
  // digest): served to this request, never kept for everyone.
  if (body.includes(STREAMED_ERROR_MARK)) return;
  // The render's policy named its nonce, which would be no secret replayed to everyone: the stored page's names the
  // hashes of its inline scripts instead (content-security-policy.ts).
  const headers = withStoredPolicy(renderedHeaders, body);
  // What Next compressed is kept as it sent it; the other encoding is made here, once.
  const [gzipped, brotlied] = await Promise.all([
    sentEncoding === "gzip" ? sent : gzip(body, { level: 6 }),
    sentEncoding === "br" ? sent : brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  ]);
  const variant = (encoding: string, bytes: Buffer) => ({ headers: [...headers, "content-encoding", encoding, "content-length", String(bytes.length)], body: bytes });
  const stored: StoredPage = {
    siteId: render.siteId,
    ...(page.status === 200 ? {} : { status: page.status }),
    variants: { gzip: variant("gzip", gzipped), br: variant("br", brotlied) },
    identityHeaders: [...headers, "content-length", String(body.length)],
  };
  const kept = options.cache.store(page.key, stored, render.since, { varying: page.varying });
  if (kept && options.shared && render.sharedGeneration !== null) {
    await options.shared.put(render.siteId, render.sharedGeneration, page.key, stored, options.cache.limits.ttlMs);
  }
}

/** `headers` (a flat name, value list) with its Content-Security-Policy naming the hashes of `body`'s inline scripts. */
function withStoredPolicy(headers: string[], body: Buffer): string[] {
  const at = headers.findIndex((name, i) => i % 2 === 0 && name === "content-security-policy");
  if (at === -1) return headers;
  const out = [...headers];
  out[at + 1] = withScriptHashes(headers[at + 1] ?? "", inlineScriptHashes(body.toString("utf8")));
  return out;
}

/** The headers a hit replays: Next's, without per-response ones, with the public Cache-Control and X-Cache: HIT. */
function replayedHeaders(all: http.OutgoingHttpHeaders, cdnSeconds: number): string[] {
  const flat: string[] = [];
  for (const [name, value] of Object.entries(all)) {
    if (value === undefined || NOT_REPLAYED.has(name) || INTERNAL_RESPONSE_HEADERS.has(name) || name === "cache-control") continue;
    for (const one of Array.isArray(value) ? value : [value]) flat.push(name, String(one));
  }
  flat.push("cache-control", publicPageCacheControl(cdnSeconds), "x-cache", "HIT");
  return flat;
}

function withAcceptEncoding(vary: number | string | string[] | undefined): string {
  const names = (Array.isArray(vary) ? vary.join(",") : String(vary ?? "")).split(",").map((s) => s.trim()).filter(Boolean);
  if (!names.some((n) => n.toLowerCase() === "accept-encoding")) names.push("Accept-Encoding");
  return names.join(", ");
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
