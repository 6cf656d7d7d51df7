import "server-only";
import { LINKED_QUERY_PARAMS } from "@/contracts/leads/lead-visit";
import { normaliseHostname } from "@/server/tenancy/host";

/**
 * Which requests the platform's page cache (src/server/cache/page-cache.ts) may answer or fill, as pure functions.
 * Cached are the pages that are the same HTML for every shopper of a site: home, search, vehicle, brand and model,
 * offer, review and location pages. Never cached: anything that reads the shopper's session (finance, watchlist,
 * my-garage, sign-in, checkout, trade-in...: they are simply not on the list), API calls, and Next's own client
 * navigations (RSC payloads).
 */

/** The cookie of a signed-in shopper (services/phone-sign-in.ts SESSION_COOKIE; repeated here to stay pure). */
export const SESSION_COOKIE_NAME = "fc_session";

/** A longer key (host + path + query) is served but never cached: a visitor may make URLs as long as they like. */
export const MAX_PAGE_KEY_LENGTH = 1024;

/** The page paths whose HTML is the same for every shopper (see the list above). */
const CACHEABLE_PATHS: readonly RegExp[] = [
  /^\/$/, // home
  /^\/search(?:\/[^/]+)*$/, // search results, with their route segments
  /^\/cars\/(?!trade-in$)[^/]+$/, // a vehicle page (not /cars/{slug}/checkout, /buy-online, /pdf)
  /^\/brands$/,
  /^\/[^/]+\/overview$/, // a brand's overview (the catch-all route)
  /^\/models(?:\/[^/]+)?$/,
  /^\/special-offers$/,
  /^\/offers\/[^/]+(?:\/[^/]+)?$/,
  /^\/reviews$/,
  /^\/(?:contact-us|our-location|locations)\/[^/]+$/, // location pages
  /^\/(?:dealerships|dealer-locator)$/,
];

/**
 * The parameters an ad, a newsletter or a search engine adds to a link to count its own clicks, often a new value for
 * every click (gclid, fbclid, msclkid, srsltid). No page reads them on the server: the browser's visit tracker keeps
 * the landing page's with a lead, from its own address bar (lead-visit.ts). So they are not part of a page: its key
 * leaves them out and the page is rendered without them, and a campaign's clicks are answered from the cache instead
 * of each rendering the page anew. Any `utm_…` parameter is one too.
 */
const CAMPAIGN_PARAMS: ReadonlySet<string> = new Set<string>([
  ...LINKED_QUERY_PARAMS,
  "gclsrc", "gbraid", "wbraid", "dclid", "gad_source", "gad_campaignid", // Google Ads
  "srsltid", // Google's organic shopping results
  "msclkid", // Microsoft Ads
  "ttclid", "twclid", "li_fat_id", "rdt_cid", "sccid", "epik", "igshid", "yclid", // TikTok, X, LinkedIn, Reddit, Snapchat, Pinterest, Instagram, Yandex
  "mc_cid", "mc_eid", "_hsenc", "_hsmi", "_kx", // Mailchimp, HubSpot, Klaviyo
  "_ga", "_gl", // Google Analytics' cross-domain linker
]);

/** Whether a query parameter only counts a campaign's clicks (see CAMPAIGN_PARAMS). */
export function isCampaignParam(name: string): boolean {
  return CAMPAIGN_PARAMS.has(name) || name.startsWith("utm_");
}

/**
 * Addresses no page of a site can have, which vulnerability scanners ask every site for by the thousand: a dotfile or
 * dot-folder (/.env, /.git/config; not /.well-known), WordPress's and CGI's folders, and the extensions of server
 * scripts, configuration and backups (/wp-login.php, /web.config, /db.sql.bak). They all get the site's one 404 page,
 * rendered once and kept (`NOT_FOUND_KEY`), so a scan costs a look-up per request instead of a render. A dealer's page
 * cannot have such an address (a legacy /finance.php link gets the 404, with its way to the stock).
 */
const PROBE_FOLDERS: ReadonlySet<string> = new Set(["wp-admin", "wp-content", "wp-includes", "wp-json", "cgi-bin", "phpmyadmin", "pma", "adminer"]);
/** Folders that are not pages: the API answers its own 404s (JSON), pictures and Next's files theirs. */
const NOT_PAGE_FOLDERS: ReadonlySet<string> = new Set(["api", "media", "img", "_next"]);
const PROBE_EXTENSIONS: ReadonlySet<string> = new Set([
  "php", "php3", "php4", "php5", "php7", "phtml", "phar", "asp", "aspx", "ashx", "asmx", "axd", "jsp", "jspx", "cfm", "cgi", "pl",
  "env", "ini", "conf", "config", "cfg", "yml", "yaml", "toml", "properties", "sql", "sqlite", "db", "mdb",
  "bak", "backup", "old", "orig", "save", "swp", "tmp", "log", "tar", "tgz", "gz", "zip", "rar", "7z",
]);

/** Whether a request path is one of the addresses scanners probe and no page has (see PROBE_FOLDERS). */
export function isProbePath(path: string): boolean {
  const segments = path.toLowerCase().split("/").filter((segment) => segment !== "");
  if (segments.length === 0 || NOT_PAGE_FOLDERS.has(segments[0]!)) return false;
  if (PROBE_FOLDERS.has(segments[0]!)) return true;
  if (segments.some((segment) => segment.startsWith(".") && segment !== ".well-known")) return true;
  const last = segments[segments.length - 1]!;
  const dot = last.lastIndexOf(".");
  return dot > 0 && PROBE_EXTENSIONS.has(last.slice(dot + 1));
}

/** The path a probe's 404 is rendered from: a dotfile, so the catch-all finds nothing there (and scanners ask the same). */
export const NOT_FOUND_TARGET = "/.not-found";

/** Request headers of Next's client-side navigation and server actions: their answers are not documents. */
const NOT_DOCUMENT_HEADERS = ["rsc", "next-router-state-tree", "next-router-prefetch", "next-router-segment-prefetch", "next-action", "range"] as const;

export interface PageRequest {
  method: string | undefined;
  /** The request target as the front door leaves it: path and query. */
  url: string;
  headers: Readonly<Record<string, string | string[] | undefined>>;
}

export interface CacheablePage {
  /** host (lower case, no port) + scheme + path + normalised query. */
  key: string;
  /** The host name the page is for (its site is looked up on a miss). */
  hostname: string;
  /** Whether the URL can be varied freely by a visitor (a query, or search's free-form segments): such pages are kept
   * in their own share of the cache, so a flood of unique URLs cannot evict the site's plain pages. */
  varying: boolean;
  /** A signed-in shopper: never answered from the cache (the vehicle page records My Garage's viewed cars for them),
   * but their render may fill it, since no cacheable page reads the session. */
  signedIn: boolean;
  /** The request target to render the page from when it differs from the one asked: the campaign parameters left out,
   * or a probe's `NOT_FOUND_TARGET` (null: render the one asked). */
  target: string | null;
  /** The status of the page kept under this key: 200, or 404 for the site's 404 answered to probes. */
  status: 200 | 404;
}

/** Whether and under which key a request's page may come from, or go into, the page cache; null when it may not. */
export function cacheablePage(request: PageRequest): CacheablePage | null {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  for (const name of NOT_DOCUMENT_HEADERS) if (request.headers[name] !== undefined) return null;
  const hostname = normaliseHostname(single(request.headers.host));
  if (!hostname) return null;
  const question = request.url.indexOf("?");
  const path = question === -1 ? request.url : request.url.slice(0, question);
  // The page's canonical links follow X-Forwarded-Proto (tenancy/canonical-origin.ts): http and https pages differ.
  const scheme = single(request.headers["x-forwarded-proto"])?.split(",")[0]?.trim().toLowerCase() === "https" ? "https" : "http";
  const signedIn = hasSessionCookie(single(request.headers.cookie));
  // A space: no asked-for address's key has one.
  if (isProbePath(path)) return { key: `${scheme}://${hostname} 404`, hostname, varying: false, signedIn, target: NOT_FOUND_TARGET, status: 404 };
  if (!CACHEABLE_PATHS.some((pattern) => pattern.test(path))) return null;
  const asked = question === -1 ? [] : [...new URLSearchParams(request.url.slice(question + 1))];
  if (asked.some(([name]) => name === "_rsc")) return null;
  const kept = asked.filter(([name]) => !isCampaignParam(name));
  const query = inNameOrder(kept);
  const key = `${scheme}://${hostname}${path}${query ? `?${query}` : ""}`;
  if (key.length > MAX_PAGE_KEY_LENGTH) return null;
  const target = kept.length === asked.length ? null : kept.length === 0 ? path : `${path}?${new URLSearchParams(kept).toString()}`;
  return { key, hostname, varying: query !== "" || path.startsWith("/search"), signedIn, target, status: 200 };
}

/** The query in one spelling: parameters ordered by name (the order of a repeated name's values kept), empty ones
 * (`?&`) dropped, encoded the one way URLSearchParams writes. */
function inNameOrder(params: ReadonlyArray<[string, string]>): string {
  const sorted = params.filter(([name]) => name !== "").sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return new URLSearchParams(sorted).toString();
}

/** Whether a Cookie header carries the shopper's session cookie. */
export function hasSessionCookie(cookie: string | undefined): boolean {
  if (!cookie) return false;
  return cookie.split(";").some((part) => part.trim().startsWith(`${SESSION_COOKIE_NAME}=`));
}

/**
 * Whether a response may be stored: an HTML document with the status its key keeps (200; a probe's 404) that sets no
 * cookie, as it is or compressed by Next (gzip, br).
 */
export function cacheableResponse(status: number, headers: Readonly<Record<string, number | string | string[] | undefined>>, kept: 200 | 404 = 200): boolean {
  if (status !== kept) return false;
  if (headers["set-cookie"] !== undefined) return false;
  const encoding = headers["content-encoding"];
  if (encoding !== undefined && encoding !== "gzip" && encoding !== "br") return false;
  const type = headers["content-type"];
  return typeof type === "string" && type.toLowerCase().startsWith("text/html");
}

/** The encoding of the stored copy to send for an Accept-Encoding header: brotli, then gzip, else none. */
export function chosenEncoding(acceptEncoding: string | undefined): "br" | "gzip" | "identity" {
  if (!acceptEncoding) return "identity";
  let gzip = false;
  for (const part of acceptEncoding.split(",")) {
    const [token = "", ...params] = part.split(";").map((s) => s.trim().toLowerCase());
    if (params.some((p) => /^q=0(?:\.0*)?$/.test(p))) continue;
    if (token === "br") return "br";
    if (token === "gzip" || token === "*") gzip = true;
  }
  return gzip ? "gzip" : "identity";
}

/**
 * The Cache-Control of a cacheable page for a shared cache in front (a CDN): it may keep the page `seconds` and serve
 * it stale as long again while it fetches a new one. A CDN hears no stock change, so this stays short; browsers
 * keep nothing (max-age=0). A signed-in shopper's copy of the page is `private, no-store` all the same.
 */
export function publicPageCacheControl(seconds: number): string {
  return `public, max-age=0, s-maxage=${seconds}, stale-while-revalidate=${seconds}`;
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
