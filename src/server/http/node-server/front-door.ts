import "server-only";
import { SECURITY_HEADERS, SERVER_ANSWER_POLICY } from "@/config/security-headers";
import { forwardedHttps } from "@/server/tenancy/canonical-origin";
import type { ApiErrorBody } from "@/server/http/api-errors";
import { hasWellFormedPath } from "./well-formed-path";
import { DATABASE_RETRY_AFTER_SECONDS } from "@/server/db/unavailable";

/**
 * What the platform's HTTP server checks before Next.js sees a request, as one pure function: the request target's
 * length and form, its percent-encoding, and the method against the routes' methods. A refusal is answered here, in
 * the one error shape on API paths (`/api/...`) and as a short page elsewhere, so a visitor's mistake is a 4xx and
 * never one of Next's plain-text 500s or empty 405s. It also refuses every state-changing request (POST, PUT, PATCH,
 * DELETE) that another site's page could have sent: one whose `Origin` is not the origin the request came to (403;
 * browsers send Origin with every POST, so a missing one is refused too) or whose body is not `application/json`
 * (415: the only type a cross-site form or `fetch` without CORS cannot send), and a body its route would refuse as too
 * large (413: a declared `Content-Length` here; one that grows past the limit while it arrives, in the listener, see
 * BODY_LIMITS). No route can miss these checks. Every answer here carries the platform's security headers.
 */

/** The longest request target served (path and query); longer is a 414. */
export const MAX_REQUEST_TARGET = 8 * 1024;

export interface FrontDoorAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export type FrontDoorVerdict =
  | { kind: "answer"; answer: FrontDoorAnswer }
  /**
   * Serve it. `url` is the request target in origin form; `host` is set when the target named one (absolute form);
   * `maxBodyBytes` for a state-changing request, the most body its route reads (bodyLimitOf).
   */
  | { kind: "serve"; url: string; host?: string; maxBodyBytes?: number };

/** The methods Next.js routes can implement; any other (TRACE, PROPFIND...) is never served. */
const NEXT_METHODS = ["DELETE", "GET", "HEAD", "OPTIONS", "PATCH", "POST", "PUT"] as const;
const GET_HEAD = ["GET", "HEAD"] as const;

/**
 * The methods each path serves, first match wins; a path matching none is a page (GET and HEAD). Kept in step
 * with the route files by front-door.test.ts, which reads every route's exports.
 */
const ROUTE_METHODS: ReadonlyArray<readonly [RegExp, readonly string[]]> = [
  [/^\/api\/(leads|reservations|search|analytics|chat-messages|phone-reveals|youx\/quote|auth\/(send-code|verify-code|sign-out)|watchlist\/(save-car|remove-car)|vehicle-lookup|miscellaneous|stock-alerts|stock-alerts\/stop)$/, ["POST"]],
  [/^\/api\/(health|openapi\.json|watchlist|finance\/disclaimer)$/, GET_HEAD],
  [/^\/api\/(postcodes\/[^/]+|locations\/nearest|test-drive-slots)$/, GET_HEAD],
  [/^\/api\/reviews\/snap21$/, GET_HEAD],
  // Any other API path: the catch-all route answers its JSON 404 to every method Next knows.
  [/^\/api(\/|$)/, NEXT_METHODS.filter((m) => m !== "OPTIONS")],
  [/^\/cars\/[^/]+\/(autogauge|history-report|pdf|similar|view\.json)$/, GET_HEAD],
  // The dealer console (platform host): its auth library's endpoints, the reads it polls, and its actions (POST only).
  [/^\/console\/api\/auth\/.+$/, ["GET", "POST"]],
  [/^\/console\/api\/leads\/(count|changes)$/, GET_HEAD],
  // A saved feed: its view (Run now polls it) and its changes.
  [/^\/console\/api\/stock\/feeds\/(?!columns$)[^/]+$/, ["GET", "HEAD", "POST"]],
  [/^\/console\/api(\/|$)/, ["POST"]],
  [/^\/(media|_next)\//, GET_HEAD],
];

/** The methods a path serves, OPTIONS included (answered here with this list). */
export function allowedMethods(pathname: string): string[] {
  const methods = ROUTE_METHODS.find(([pattern]) => pattern.test(pathname))?.[1] ?? GET_HEAD;
  const withHead = methods.includes("GET") && !methods.includes("HEAD") ? [...methods, "HEAD"] : methods;
  return [...new Set([...withHead, "OPTIONS"])].sort();
}

export function isApiPath(pathname: string): boolean {
  return pathname === "/api" || pathname.startsWith("/api/") || pathname.startsWith("/console/api/");
}

/**
 * The platform's security headers (src/config/security-headers.ts, which Next adds to its answers and direct-routes.ts to
 * its own), for the answers the server writes itself: the front door's, the rate limits' 429, CONNECT's 405.
 */
export const SECURITY_RESPONSE_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  ...Object.fromEntries(SECURITY_HEADERS.map(({ key, value }) => [key.toLowerCase(), value])),
  "content-security-policy": SERVER_ANSWER_POLICY,
});

/** A refusal: the one error shape on API paths, a short HTML page elsewhere. */
function refusal(pathname: string, status: number, code: string, message: string, headers: Record<string, string> = {}): FrontDoorVerdict {
  return { kind: "answer", answer: refusalAnswer(pathname, status, code, message, headers) };
}

function refusalAnswer(pathname: string, status: number, code: string, message: string, headers: Record<string, string> = {}): FrontDoorAnswer {
  if (isApiPath(pathname)) {
    const body: ApiErrorBody = { error: { code, message } };
    return { status, headers: { ...SECURITY_RESPONSE_HEADERS, "content-type": "application/json", "cache-control": "no-store", ...headers }, body: JSON.stringify(body) };
  }
  const html = `<!doctype html><html lang="en-AU"><meta charset="utf-8"><title>${message}</title><p>${message}</p></html>\n`;
  return { status, headers: { ...SECURITY_RESPONSE_HEADERS, "content-type": "text/html; charset=utf-8", "cache-control": "no-store", ...headers }, body: html };
}

const KIB = 1024;

/**
 * The most body each path's route reads (bytes, as they arrive: after chunked decoding), the limit its own
 * `siteJsonRequest(..., maxBytes)` or `readJson(..., maxBytes)` applies; kept equal to the route files by
 * front-door.test.ts. The server holds a body only up to this and answers 413 past it (platform-requests.ts): Next's
 * proxy (src/proxy.ts) otherwise copies every request body into memory up to its own `proxyClientMaxBodySize`,
 * 10 MB by default, before a route's limit of a few KB applies (20 such POSTs at once cost the process 68 MB).
 */
const BODY_LIMITS: ReadonlyMap<string, number> = new Map([
  ["/api/leads", 16 * KIB],
  ["/api/reservations", 8 * KIB],
  ["/api/search", 16 * KIB],
  ["/api/analytics", 8 * KIB],
  ["/api/chat-messages", 96 * KIB],
  ["/api/phone-reveals", 1 * KIB],
  ["/api/youx/quote", 2 * KIB],
  ["/api/auth/send-code", 1 * KIB],
  ["/api/auth/verify-code", 1 * KIB],
  ["/api/watchlist/save-car", 1 * KIB],
  ["/api/watchlist/remove-car", 1 * KIB],
  ["/api/vehicle-lookup", 1 * KIB],
  ["/api/miscellaneous", 4 * KIB],
  ["/api/stock-alerts", 2 * KIB],
  ["/api/stock-alerts/stop", 1 * KIB],
  // The console's stock feed import carries the file as JSON text (stockImportAction in src/server/http/stock-import-route.ts).
  ["/console/api/stock/import/dry-run", 5 * KIB * KIB],
  ["/console/api/stock/import/apply", 5 * KIB * KIB],
  // The saved feeds' mapping editor may read a file the browser chose (feedColumnsAction in src/server/http/feed-columns-route.ts).
  ["/console/api/stock/feeds/columns", 5 * KIB * KIB],
]);

/**
 * The paths whose body is a file upload (`multipart/form-data`, the one type a browser sends files in) rather than
 * JSON, and the most body each route reads (photoUploadAction in src/server/http/photo-upload-route.ts). Their
 * Origin is checked like every other: a cross-site form can send multipart, but not with this site's Origin.
 */
const UPLOAD_BODY_LIMITS: ReadonlyArray<readonly [RegExp, number]> = [
  [/^\/console\/api\/stock\/[^/]+\/photos$/, 41 * KIB * KIB],
  // A site's logo (logoUploadAction in src/server/http/logo-upload-route.ts): one picture of at most 5 MB.
  [/^\/console\/api\/sites\/[^/]+\/logo$/, 6 * KIB * KIB],
  // An offer's or promo's picture (pictureUploadAction, the same module): one picture of at most 10 MB.
  [/^\/console\/api\/sites\/[^/]+\/pictures$/, 11 * KIB * KIB],
];

/** What an upload path's file is, as its 415 says it. */
const uploadWhat = (pathname: string): string => (pathname.endsWith("/logo") ? "the logo as a file" : pathname.endsWith("/pictures") ? "the picture as a file" : "the photos as files");

/** Whether `pathname` takes a file upload (multipart/form-data) in place of JSON. */
export function isUploadPath(pathname: string): boolean {
  return UPLOAD_BODY_LIMITS.some(([pattern]) => pattern.test(pathname));
}

/** The body of a state-changing request to any other path (sign-out, the API catch-all's 404), which no route reads: room for the `{}` a form sends. */
export const UNREAD_BODY_LIMIT = 1 * KIB;

/** The body of a console action (`consoleAction` in src/server/http/console-route.ts): a reply's text is the largest. */
export const CONSOLE_ACTION_BODY_LIMIT = 16 * KIB;

/** Limits of paths with an id in them, as BODY_LIMITS is of fixed paths. */
const BODY_LIMIT_PATTERNS: ReadonlyArray<readonly [RegExp, number]> = [
  // A site's settings draft (siteDraftAction in src/server/http/site-settings-route.ts): a large site's menus and content.
  [/^\/console\/api\/sites\/[^/]+\/draft$/, 64 * KIB],
  // A site's menus saved into its draft (siteMenusAction, the same module).
  [/^\/console\/api\/sites\/[^/]+\/menus$/, 64 * KIB],
  // A site's plain page from the rich-text editor (sitePageAction in src/server/http/site-page-route.ts): a long page's document.
  [/^\/console\/api\/sites\/[^/]+\/pages\/[^/]+$/, 512 * KIB],
];

/** The most body a state-changing request to `pathname` may carry (see BODY_LIMITS). */
export function bodyLimitOf(pathname: string): number {
  const own = BODY_LIMITS.get(pathname);
  if (own !== undefined) return own;
  const upload = UPLOAD_BODY_LIMITS.find(([pattern]) => pattern.test(pathname));
  if (upload) return upload[1];
  const patterned = BODY_LIMIT_PATTERNS.find(([pattern]) => pattern.test(pathname));
  if (patterned) return patterned[1];
  if (pathname.startsWith("/console/api/") && !pathname.startsWith("/console/api/auth/")) return CONSOLE_ACTION_BODY_LIMIT;
  return UNREAD_BODY_LIMIT;
}

/** The 413 of a body over its path's limit, in the one error shape (as the routes' own). The connection is closed after it. */
export function tooLargeAnswer(pathname: string, maxBytes: number): FrontDoorAnswer {
  return refusalAnswer(pathname, 413, "payload_too_large", `The request body is larger than ${maxBytes} bytes`, { connection: "close" });
}

/**
 * The answer to CONNECT, which node:http never hands a request listener (its 'connect' event; platform-requests.ts):
 * no path serves it, so a 405 naming what a page serves.
 */
export function connectAnswer(): FrontDoorAnswer {
  return refusalAnswer("/", 405, "method_not_allowed", "CONNECT is not allowed here; use GET", { allow: allowedMethods("/").join(", "), connection: "close" });
}

/**
 * The 503 of a request that found the database unreachable (PostgreSQL restarting, stopped): the one error shape on
 * API paths, a short page elsewhere, both with Retry-After; the request was fine, so it is worth sending again.
 */
export function unavailableAnswer(pathname: string): FrontDoorAnswer {
  return refusalAnswer(pathname, 503, "unavailable", "The service is briefly unavailable; please try again in a few seconds", { "retry-after": String(DATABASE_RETRY_AFTER_SECONDS) });
}

/**
 * The answer to a request node:http could not read (a malformed request line or header, a header section over its
 * limit): node answers those with a bare 400 of its own and no headers, or drops the connection. A short 400 with
 * the platform's security headers instead, then the connection closes (platform-requests.ts answerClientError).
 */
export function badRequestAnswer(): FrontDoorAnswer {
  return refusalAnswer("/", 400, "bad_request", "The request could not be read", { connection: "close" });
}

/** The 408 of a request whose headers did not arrive within node's time (answerClientError). */
export function requestTimeoutAnswer(): FrontDoorAnswer {
  return refusalAnswer("/", 408, "request_timeout", "The request took too long to arrive", { connection: "close" });
}

/** The 431 of a request whose header section is over node's limit (answerClientError). */
export function headersTooLargeAnswer(): FrontDoorAnswer {
  return refusalAnswer("/", 431, "headers_too_large", "The request's headers are too large", { connection: "close" });
}

/** The path of a request target, without its query (nothing decoded). */
export function pathOf(target: string): string {
  return target.split("?", 1)[0] ?? "";
}

/** The request headers the front door reads (node's IncomingHttpHeaders fits). */
export type FrontDoorHeaders = Readonly<Record<string, string | string[] | undefined>>;

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

function header(headers: FrontDoorHeaders, name: string): string | undefined {
  const value = Object.hasOwn(headers, name) ? headers[name] : undefined;
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Why a state-changing request is refused, or null when it came from the site's own pages as JSON: its `Origin`
 * must be the scheme, host and port the request came to (the host that picks the site, see src/proxy.ts; the scheme
 * https when the proxy in front says so, as for canonical links), and its `Content-Type` `application/json` (a
 * charset, if named, UTF-8).
 */
function crossSiteRefusal(pathname: string, headers: FrontDoorHeaders, targetHost: string | undefined): FrontDoorVerdict | null {
  const origin = header(headers, "origin");
  if (!origin) return refusal(pathname, 403, "forbidden_origin", "The request has no Origin header, so it cannot be told from another site's; please reload the page and try again");
  const scheme = forwardedHttps({ get: (name) => header(headers, name) ?? null }) ? "https" : "http";
  const host = targetHost ?? header(headers, "host") ?? "";
  let own: string | null = null;
  let claimed: string | null = null;
  try {
    own = new URL(`${scheme}://${host}`).origin;
    claimed = new URL(origin).origin;
  } catch {
    // An unparsable Host or Origin is not this site's origin.
  }
  if (own === null || claimed === null || claimed !== own || /[/@?#\\]/.test(host)) {
    return refusal(pathname, 403, "forbidden_origin", "The request's Origin is not this site's own; please send it from this site's pages");
  }
  const type = header(headers, "content-type") ?? "";
  const [mediaType = "", ...parameters] = type.split(";").map((part) => part.trim().toLowerCase());
  if (isUploadPath(pathname)) {
    if (mediaType === "multipart/form-data" && parameters.some((p) => /^boundary=.+/.test(p))) return null;
    return refusal(pathname, 415, "unsupported_media_type", `The request's Content-Type must be multipart/form-data (${uploadWhat(pathname)})`);
  }
  const charset = parameters.find((p) => p.startsWith("charset="))?.slice("charset=".length).replace(/^"|"$/g, "");
  if (mediaType !== "application/json" || (charset !== undefined && charset !== "utf-8")) {
    return refusal(pathname, 415, "unsupported_media_type", "The request's Content-Type must be application/json (UTF-8)");
  }
  return null;
}

export function frontDoor(request: { method: string | undefined; url: string | undefined; headers?: FrontDoorHeaders }): FrontDoorVerdict {
  let target = request.url ?? "";
  let host: string | undefined;
  if (target.length > MAX_REQUEST_TARGET) {
    return refusal(pathOf(target.startsWith("/") ? target : "/"), 414, "uri_too_long", `The address is longer than ${MAX_REQUEST_TARGET} characters`);
  }
  if (!target.startsWith("/")) {
    // Absolute form ("GET http://host/path"): the target's authority is the request's host (RFC 9112 §3.2.2), so it
    // picks a site exactly as a Host header would; it is never followed anywhere.
    let absolute: URL | null = null;
    try {
      absolute = /^https?:\/\//i.test(target) ? new URL(target) : null;
    } catch {
      absolute = null;
    }
    if (!absolute || absolute.username || absolute.password) return refusal("/", 400, "bad_request", "Bad request: the address is not a valid URL");
    host = absolute.host;
    target = `${absolute.pathname}${absolute.search}`;
  }
  const pathname = pathOf(target);
  if (!hasWellFormedPath(target)) return refusal(pathname, 400, "bad_request", "Bad request: the address is not a valid URL");
  const allowed = allowedMethods(pathname);
  const method = (request.method ?? "").toUpperCase();
  if (method === "OPTIONS") return { kind: "answer", answer: { status: 204, headers: { ...SECURITY_RESPONSE_HEADERS, allow: allowed.join(", "), "cache-control": "no-store" }, body: "" } };
  if (!allowed.includes(method)) {
    return refusal(pathname, 405, "method_not_allowed", `${method || "This method"} is not allowed here; use ${allowed.filter((m) => m !== "OPTIONS" && m !== "HEAD").join(" or ")}`, { allow: allowed.join(", ") });
  }
  let maxBodyBytes: number | undefined;
  if (STATE_CHANGING.has(method)) {
    const refused = crossSiteRefusal(pathname, request.headers ?? {}, host);
    if (refused) return refused;
    maxBodyBytes = bodyLimitOf(pathname);
    const declared = header(request.headers ?? {}, "content-length")?.trim();
    if (declared !== undefined && /^\d+$/.test(declared) && Number(declared) > maxBodyBytes) return { kind: "answer", answer: tooLargeAnswer(pathname, maxBodyBytes) };
  }
  return { kind: "serve", url: target, ...(host === undefined ? {} : { host }), ...(maxBodyBytes === undefined ? {} : { maxBodyBytes }) };
}
