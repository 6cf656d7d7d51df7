import "server-only";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import type { Duplex } from "node:stream";
import { OPTIMISED_IMAGE_PREFIX, optimiserTargetOf, optimiserTargetOfQuery } from "@/lib/responsive-image";
import { logger } from "@/server/logger";
import { resolveSite } from "@/server/sites/site-resolver";
import { normaliseHostname } from "@/server/tenancy/host";
import { clientAddress, clientScheme, subscriberOf } from "./client-address";
import { directHandlerOf, serveDirect } from "./direct-routes";
import { badRequestAnswer, connectAnswer, frontDoor, headersTooLargeAnswer, pathOf, requestTimeoutAnswer, SECURITY_RESPONSE_HEADERS, tooLargeAnswer, unavailableAnswer, type FrontDoorAnswer } from "./front-door";
import { isDatabaseUnavailable, watchingDatabase, type DatabaseWatch } from "@/server/db/unavailable";
import { answerUnavailableInstead } from "./unavailable-instead";
import { INTERNAL_RESPONSE_HEADERS } from "@/server/http/internal-headers";
import { holdBody } from "./held-body";
import { servePage, type PageCacheHttp } from "@/server/http/page-cache/page-cache-http";
import { compressResponse } from "./response-compression";
import { PAGE_PATH_HEADER } from "./page-path";
import type { StaticBrotli } from "./static-brotli";
import { limitGroupOf, listenerScopes, requestLimits, tooManyRequestsBody, type RequestLimits } from "@/server/http/rate-limits/rate-limits";
import { responseStatusOf, withResponseStatus, type ResponseStatus } from "@/server/http/response-status";
import { serveSitePreview, sitePreviewTarget, type SitePreviewDeps } from "@/server/http/site-preview";
import { documentPolicy, frameAncestorsFor, freshNonce, inlineScriptHashes, nonceSource } from "@/server/http/content-security-policy";
import { STRICT_TRANSPORT_SECURITY } from "@/config/security-headers";

/** Where a refused optimiser request goes: no short image path (no width), so the site's 404 page. */
const REFUSED_IMAGE = `${OPTIMISED_IMAGE_PREFIX}0`;

export interface PlatformRequestOptions {
  /** TRUSTED_PROXY_HOPS: how many proxies of ours stand in front (client-address.ts). */
  trustedProxyHops: number;
  /** The rate limits to count against (the process's by default). */
  limits?: () => RequestLimits;
  /** The site a Host header names, for its per-site limits (the site directory by default). */
  siteOfHost?: (host: string) => Promise<number | null>;
  /** The endpoints answered without Next (direct-routes.ts by default; tests of the listener alone pass none). */
  directHandler?: typeof directHandlerOf;
  /** The end-to-end tests' hook (test-hooks.ts), only when TEST_HOOKS_TOKEN is set: answers whether it took the request. */
  testHooks?: (req: http.IncomingMessage, res: http.ServerResponse) => boolean;
  /** Next's build files in Brotli (static-brotli.ts), for browsers that accept it. */
  staticFiles?: Pick<StaticBrotli, "serve">;
  /** The page cache (page-cache-http.ts) in front of Next, for the pages that are the same for every shopper. */
  pageCache?: Omit<PageCacheHttp, "siteOf"> & Partial<Pick<PageCacheHttp, "siteOf">>;
  /** The console's draft preview's look-ups (site-preview.ts; the staff session and the console's service by default). */
  sitePreview?: SitePreviewDeps;
  /** The pages' Content-Security-Policy and HSTS (none of the platform hosts, production's rules, by default). */
  security?: PlatformSecurity;
}

export interface PlatformSecurity {
  /** PLATFORM_HOSTS: the console's hosts, which may frame a shopper's site (its draft preview). */
  platformHosts: readonly string[];
  /** `next dev`: its scripts need eval and its HMR socket. */
  development: boolean;
  /** Strict-Transport-Security on every answer to a request that came over HTTPS (production only). */
  hsts: boolean;
  /**
   * The hash sources of the inline scripts of the documents the build prerendered (its 404 and error pages: Next
   * sends them as built, with no nonce), named by the policy of every error answer (`prerenderedScriptHashes`).
   */
  prerenderedScripts?: readonly string[];
}

async function siteIdOfHost(host: string): Promise<number | null> {
  const hostname = normaliseHostname(host);
  return hostname ? ((await resolveSite(hostname))?.id ?? null) : null;
}

/**
 * What the platform's HTTP server does with every request before Next.js sees it (src/server/platform-server.ts):
 * 1. the visitor's address and scheme from the connection (client-address.ts), which replace any `X-Forwarded-For` and
 *    `X-Forwarded-Proto` it sent (believed only from TRUSTED_PROXY_HOPS proxies);
 * 2. the front door's refusals (front-door.ts: malformed targets, methods, a foreign Origin, a body not JSON, a body
 *    over its route's limit), with the platform's security headers;
 * 3. a state-changing request's body held until it is whole, and refused 413 as soon as it passes its route's limit
 *    (held-body.ts), so Next never holds more of a body than its route reads;
 * 4. the rate limits (rate-limits.ts) of the endpoint groups, per address, site and platform: a 429 with
 *    `Retry-After`, before the route runs, so a refused request stores nothing.
 * A picture's short path (`/img/{width}/media/…`, src/lib/responsive-image.ts) becomes Next's image optimiser request.
 * Then the endpoint answers: a build file in Brotli (static-brotli.ts), one of the few the server answers itself (direct-routes.ts), a page from the page
 * cache (page-cache-http.ts: the pages that are the same for every shopper), or `serve` (Next's handler), without
 * Next's internal response headers.
 */
export function platformRequestListener(serve: (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>, options: PlatformRequestOptions): http.RequestListener {
  const limits = options.limits ?? requestLimits;
  const siteOf = options.siteOfHost ?? siteIdOfHost;
  const directOf = options.directHandler ?? directHandlerOf;
  const pages: PageCacheHttp | null = options.pageCache ? { siteOf: (hostname) => siteOf(hostname), ...options.pageCache } : null;
  const security = options.security ?? { platformHosts: [], development: false, hsts: false };
  return (req, res) => {
    const started = performance.now();
    // The address as asked, for the logs: the page cache may hand Next another (a probe's 404, campaign parameters left out).
    let asked = req.url;
    res.once("finish", () => {
      const entry = { method: req.method, host: req.headers.host, url: asked, status: res.statusCode, ms: Math.round(performance.now() - started) };
      if (res.statusCode >= 500) logger.warn(entry, "request failed");
      else logger.debug(entry, "request");
    });
    if (options.testHooks?.(req, res)) return;
    const address = clientAddress(req.socket.remoteAddress, req.headers["x-forwarded-for"], options.trustedProxyHops);
    req.headers["x-forwarded-for"] = address;
    const scheme = clientScheme(isEncrypted(req.socket), req.headers["x-forwarded-proto"], options.trustedProxyHops);
    req.headers["x-forwarded-proto"] = scheme;
    // Every answer from here on, the server's own and Next's, the page cache's too (never replayed from it).
    if (security.hsts && scheme === "https") res.setHeader(STRICT_TRANSPORT_SECURITY.key, STRICT_TRANSPORT_SECURITY.value);
    const verdict = frontDoor({ method: req.method, url: req.url, headers: req.headers });
    if (verdict.kind === "answer") return answer(res, verdict.answer);
    if (verdict.host !== undefined) req.headers.host = verdict.host;
    // A picture's short path (/img/640/media/…, the pages' srcsets) is Next's image optimiser's request; a request made
    // to the optimiser itself is held to the same rules (one that breaks them is the catch-all's 404).
    const [targetPath = "", targetQuery = ""] = verdict.url.split("?", 2);
    const image = targetPath === "/_next/image" ? (optimiserTargetOfQuery(targetQuery) ?? REFUSED_IMAGE) : optimiserTargetOf(targetPath);
    req.url = image ?? verdict.url;
    asked = req.url;
    const pathname = pathOf(req.url);
    if (options.staticFiles?.serve(req, res, pathname)) return;
    const direct = directOf(req.method, pathname);
    // What the handling learns of the database: a query that found it unreachable makes any 5xx a 503 with
    // Retry-After (unavailable-instead.ts), the one error shape on an API path and a short page elsewhere.
    const watch: DatabaseWatch = { unavailable: false };
    const pass = () => {
      if (direct) answerUnavailableInstead(res, watch, pathname);
      const served = direct ? watchingDatabase(watch, () => serveDirect(direct, req, res)) : false;
      if (served) {
        served.catch((error: unknown) => {
          logger.error({ err: error, url: req.url }, "request failed");
          if (!res.headersSent) failed(res, pathname, error);
        });
        return;
      }
      // A staff member's draft preview (site-preview.ts): checked and rendered privately, never through the page cache.
      const preview = req.method === "GET" || req.method === "HEAD" ? sitePreviewTarget(req.headers.host, req.url ?? "") : null;
      if (preview) {
        const renderPreview = (previewReq: http.IncomingMessage, previewRes: http.ServerResponse) => {
          const status = responseStatusOf(previewRes);
          // The preview is a page of the platform host, framed only by the console's own pages ('self').
          const nonce = nonceSource(freshNonce());
          const policy = documentPolicy({ scripts: [nonce], frameAncestors: ["'self'"], development: security.development });
          const prerendered = security.prerenderedScripts ?? [];
          previewReq.headers["content-security-policy"] = policy;
          delete previewReq.headers["content-security-policy-report-only"];
          finalHead(previewRes, previewReq.headers.rsc === undefined ? status : null, policy, () => (prerendered.length === 0 ? policy : documentPolicy({ scripts: [nonce, ...prerendered], frameAncestors: ["'self'"], development: security.development })));
          answerUnavailableInstead(previewRes, watch, pathname);
          return withResponseStatus(status, () => serve(previewReq, previewRes));
        };
        watchingDatabase(watch, () => serveSitePreview(req, res, preview, renderPreview, options.sitePreview)).catch((error: unknown) => {
          logger.error({ err: error, url: asked }, "preview failed");
          if (!res.headersSent) failed(res, pathname, error);
        });
        return;
      }
      const render = () => {
        const status = responseStatusOf(res);
        // The render's nonce: Next reads it from the request's own policy and writes it on every script of the page
        // (content-security-policy.ts); a page the page cache keeps is replayed with its scripts' hashes instead.
        const nonce = nonceSource(freshNonce());
        const frameAncestors = frameAncestorsFor(normaliseHostname(req.headers.host) ?? "", security.platformHosts);
        const policy = documentPolicy({ scripts: [nonce], frameAncestors, development: security.development });
        const prerendered = security.prerenderedScripts ?? [];
        const errorPolicy = prerendered.length === 0 ? () => policy : () => documentPolicy({ scripts: [nonce, ...prerendered], frameAncestors, development: security.development });
        req.headers["content-security-policy"] = policy;
        delete req.headers["content-security-policy-report-only"];
        // A document whose page rendered the site's 404 itself (response-status.ts) goes out as a 404. Next's own client
        // navigations keep their 200: the router would otherwise load the address again as a whole document.
        finalHead(res, req.headers.rsc === undefined ? status : null, policy, errorPolicy);
        compressResponse(req, res);
        answerUnavailableInstead(res, watch, pathname);
        req.headers[PAGE_PATH_HEADER] = pathOf(req.url ?? "/");
        withResponseStatus(status, () => watchingDatabase(watch, () => serve(req, res))).catch((error: unknown) => {
          logger.error({ err: error, url: asked }, "request failed");
          if (!res.headersSent) failed(res, pathname, error);
        });
      };
      // A page that is the same for every shopper comes from the page cache, or fills it (page-cache-http.ts).
      if (pages) servePage(pages, req, res, render);
      else render();
    };
    const group = limitGroupOf(req.method ?? "", pathname);
    const limited = () => {
      if (!group) return pass();
      void (async () => {
        const site = await siteOf(req.headers.host ?? "");
        return limits().take(group, { address: subscriberOf(address), ...(site === null ? {} : { site }) }, listenerScopes(group));
      })().then(
        (limit) => {
          if (limit.ok) return pass();
          const refused = tooManyRequestsBody(limit);
          res.writeHead(refused.status, { ...SECURITY_RESPONSE_HEADERS, "content-type": "application/json", ...refused.headers });
          res.end(JSON.stringify(refused.body));
        },
        (error: unknown) => {
          // The limits could not be counted (the database and the in-memory fallback failed): serve rather than refuse.
          logger.error({ err: error, group }, "rate limit not counted");
          pass();
        },
      );
    };
    // A state-changing request goes on once its body is whole; past its route's limit it is a 413 (held-body.ts).
    if (verdict.maxBodyBytes === undefined) return limited();
    const maxBytes = verdict.maxBodyBytes;
    holdBody(req, maxBytes, limited, () => answer(res, tooLargeAnswer(pathname, maxBytes)));
  };
}

/** Writes one of the server's own answers (the front door's). */
function answer(res: http.ServerResponse, answer: FrontDoorAnswer): void {
  res.writeHead(answer.status, answer.headers);
  res.end(answer.body);
}

/**
 * The listener's answer when the handler failed before it answered: a 503 with Retry-After when the database could
 * not be reached (front-door.ts unavailableAnswer), else a 500.
 */
function failed(res: http.ServerResponse, pathname: string, error: unknown): void {
  if (isDatabaseUnavailable(error)) {
    const unavailable = unavailableAnswer(pathname);
    res.writeHead(unavailable.status, unavailable.headers);
    res.end(unavailable.body);
    return;
  }
  res.statusCode = 500;
  for (const [name, value] of Object.entries(SECURITY_RESPONSE_HEADERS)) res.setHeader(name, value);
  res.end("Internal Server Error");
}

function isEncrypted(socket: unknown): boolean {
  return (socket as { encrypted?: boolean } | null)?.encrypted === true;
}

/**
 * The answer to a CONNECT request: node:http hands CONNECT to the server's 'connect' event, never to the request
 * listener, and with no 'connect' listener it drops the connection without a word. A 405 with `Allow`, as the front
 * door answers any other method no path serves; then the connection closes (nothing after the request is read).
 */
export function answerConnect(_req: http.IncomingMessage, socket: Duplex): void {
  const { status, headers, body } = connectAnswer();
  const head = [`HTTP/1.1 ${status} ${http.STATUS_CODES[status] ?? ""}`];
  for (const [name, value] of Object.entries({ ...headers, "content-length": String(Buffer.byteLength(body)) })) head.push(`${name}: ${value}`);
  socket.on("error", () => socket.destroy());
  socket.end(`${head.join("\r\n")}\r\n\r\n${body}`);
}

/**
 * The answer to a request node:http could not read ('clientError': a malformed request line or header, a header
 * section over its limit, a request that took too long to send its headers). Without a listener node writes a bare
 * `400 Bad Request` (or 431, 408) with no headers of ours; here a short 400 (431 for headers too large, 408 for a
 * timeout) with the platform's security headers, and the connection closed. Only the parser's error code is logged:
 * never the bytes received (`rawPacket`, which may hold a shopper's details) nor the address.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  logger.debug({ code: error.code }, "unreadable request refused");
  socket.on("error", () => socket.destroy());
  // A connection that went away, or one already answered, gets nothing more.
  if (error.code === "ECONNRESET" || !socket.writable || (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent) {
    socket.destroy();
    return;
  }
  const answer =
    error.code === "HPE_HEADER_OVERFLOW"
      ? headersTooLargeAnswer()
      : error.code === "ERR_HTTP_REQUEST_TIMEOUT"
        ? requestTimeoutAnswer()
        : badRequestAnswer();
  const head = [`HTTP/1.1 ${answer.status} ${http.STATUS_CODES[answer.status] ?? ""}`];
  for (const [name, value] of Object.entries({ ...answer.headers, "content-length": String(Buffer.byteLength(answer.body)) })) head.push(`${name}: ${value}`);
  socket.end(`${head.join("\r\n")}\r\n\r\n${answer.body}`);
}

/**
 * The platform's HTTP server: `listener` (platformRequestListener) for requests, CONNECT answered (answerConnect) and
 * requests node cannot read answered with our headers (answerClientError).
 */
export function platformHttpServer(listener: http.RequestListener): http.Server {
  const server = http.createServer(listener);
  server.on("connect", answerConnect);
  server.on("clientError", answerClientError);
  return server;
}

/**
 * Settles the head of a response Next renders, just before it is written: Next's internal response headers dropped
 * (x-middleware-rewrite echoes the rewritten /s/{host}/... path and the whole query: a long address would double in
 * the response headers), and status 404 when the page said it is the site's 404 (`answerNotFound`; `status` null: a
 * client navigation, whose status stays Next's), and an HTML answer's Content-Security-Policy (`policy`, naming the
 * render's nonce; `errorPolicy` for a 4xx or 5xx, which may be a page the build prerendered).
 */
function finalHead(res: http.ServerResponse, status: ResponseStatus | null, policy: string, errorPolicy: () => string): void {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => http.ServerResponse;
  res.writeHead = ((...args: unknown[]) => {
    if (status?.notFound && args[0] === 200) {
      args[0] = 404;
      res.statusCode = 404;
      if (typeof args[1] === "string") args[1] = "Not Found";
    }
    for (const name of INTERNAL_RESPONSE_HEADERS) res.removeHeader(name);
    const headers = args.find((arg, i) => i > 0 && typeof arg === "object" && arg !== null);
    if (Array.isArray(headers)) {
      // [name, value, name, value...] or [[name, value]...]
      const flat = headers.flat() as unknown[];
      const kept: unknown[] = [];
      for (let i = 0; i < flat.length; i += 2) if (!INTERNAL_RESPONSE_HEADERS.has(String(flat[i]).toLowerCase())) kept.push(flat[i], flat[i + 1]);
      args[args.indexOf(headers)] = kept;
    } else if (headers) {
      for (const name of Object.keys(headers)) if (INTERNAL_RESPONSE_HEADERS.has(name.toLowerCase())) delete (headers as Record<string, unknown>)[name];
    }
    if (isHtml(res.getHeader("content-type") ?? contentTypeIn(args.find((arg, i) => i > 0 && typeof arg === "object" && arg !== null)))) res.setHeader("content-security-policy", Number(args[0]) >= 400 ? errorPolicy() : policy);
    return writeHead(...args);
  }) as typeof res.writeHead;
}

function isHtml(type: unknown): boolean {
  return String(Array.isArray(type) ? type[0] : (type ?? "")).toLowerCase().startsWith("text/html");
}

/** The Content-Type among writeHead's own headers (an object or a flat or paired list), if it names one. */
function contentTypeIn(headers: unknown): unknown {
  if (!headers) return undefined;
  if (Array.isArray(headers)) {
    const flat = headers.flat() as unknown[];
    for (let i = 0; i + 1 < flat.length; i += 2) if (String(flat[i]).toLowerCase() === "content-type") return flat[i + 1];
    return undefined;
  }
  for (const [name, value] of Object.entries(headers as Record<string, unknown>)) if (name.toLowerCase() === "content-type") return value;
  return undefined;
}

/**
 * The hash sources of the inline scripts of the build's prerendered documents (`.next/server/app/*.html`: the 404 of
 * an address no route matches, the error page), read once at start; none when there is no build (`next dev`).
 */
export function prerenderedScriptHashes(appDir: string): string[] {
  const hashes = new Set<string>();
  for (const name of ["_not-found.html", "_global-error.html"]) {
    const file = path.join(appDir, name);
    if (fs.existsSync(file)) for (const hash of inlineScriptHashes(fs.readFileSync(file, "utf8"))) hashes.add(hash);
  }
  return [...hashes];
}
