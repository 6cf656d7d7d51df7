import "server-only";
import type http from "node:http";
import { SECURITY_HEADERS } from "@/config/security-headers";
import { parseRowId } from "@/domain/ids/row-id";
import { runPrivateRender } from "@/server/cache/private-render";
import { config } from "@/server/config";
import { sitePreviewOf, type SitePreviewView } from "@/server/console/site-settings";
import { staffOfHeaders, type ConsoleStaff } from "@/server/console/staff-session";
import { matchHost } from "@/server/tenancy/host";
import { PAGE_PATH_HEADER } from "./node-server/page-path";

/**
 * A site's draft as its staff see it before publishing (issue 36): `GET /console/site-preview/{siteId}{/path}` on the
 * platform host, the console's own address, so the request carries the staff session cookie (`Path=/console`) and never
 * a shopper's. The platform's listener (platform-requests.ts) answers it here, never from the page cache and never into
 * it: the staff member and their role over the site are checked (sitePreviewOf: an owner or manager of the site; anyone
 * else, signed out, sales, another group's staff, gets the same 404 as for a site that does not exist), then the site's
 * page at `{path}` is rendered by Next as for a shopper of the site, inside a private render (private-render.ts) that
 * makes `resolveSite` answer the draft's settings and theme (and the plain pages their drafts) and keeps every shared cache out of it. The answer is
 * `Cache-Control: private, no-store` and `X-Robots-Tag: noindex`, sets no cookie, and may be framed only by the console
 * itself (the preview page's two frames at 390 and 1440 px).
 *
 * A shopper cannot reach a draft: the site's own hosts have no such path (it is the site's 404 there), and nothing a
 * request carries but a staff session over the site starts a private render.
 */

export const SITE_PREVIEW_PREFIX = "/console/site-preview/";

/** The preview a request asks for: the site and the site's page path with its query; null for any other request. */
export function sitePreviewTarget(host: string | undefined, url: string): { siteId: number; path: string } | null {
  if (!url.startsWith(SITE_PREVIEW_PREFIX)) return null;
  if (matchHost(host, config().PLATFORM_HOSTS).kind !== "platform") return null;
  const rest = url.slice(SITE_PREVIEW_PREFIX.length);
  const end = rest.search(/[/?]/);
  const siteId = parseRowId(end === -1 ? rest : rest.slice(0, end));
  if (siteId === null) return null;
  const tail = end === -1 ? "" : rest.slice(end);
  return { siteId, path: tail.startsWith("/") ? tail : `/${tail}` };
}

/** The preview's own headers, over whatever the page set: never kept by a browser or a cache, never indexed. */
export const PREVIEW_HEADERS: Readonly<Record<string, string>> = { "cache-control": "private, no-store", "x-robots-tag": "noindex" };

/** Request headers of the staff member's browser that the site's render must not see: the console's cookies among them. */
const DROPPED_REQUEST_HEADERS = ["cookie", "authorization"];

export interface SitePreviewDeps {
  staffOf: (headers: Headers) => Promise<ConsoleStaff | null>;
  previewOf: (staff: ConsoleStaff, siteId: number) => Promise<SitePreviewView | null>;
}

const DEFAULT_DEPS: SitePreviewDeps = { staffOf: staffOfHeaders, previewOf: sitePreviewOf };

function headersOf(req: http.IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === "string") headers.set(name, value);
    else if (Array.isArray(value)) for (const one of value) headers.append(name, one);
  }
  return headers;
}

function notFound(res: http.ServerResponse): void {
  const headers: Record<string, string> = { "content-type": "text/plain; charset=utf-8", ...PREVIEW_HEADERS };
  for (const { key, value } of SECURITY_HEADERS) headers[key] = value;
  res.writeHead(404, headers);
  res.end("There is nothing at this address in your dealerships\n");
}

/** Makes every head the render writes carry PREVIEW_HEADERS and no cookie. */
function privateHead(res: http.ServerResponse): void {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => http.ServerResponse;
  res.writeHead = ((...args: unknown[]) => {
    res.removeHeader("set-cookie");
    for (const [name, value] of Object.entries(PREVIEW_HEADERS)) res.setHeader(name, value);
    const given = args.find((arg, i) => i > 0 && typeof arg === "object" && arg !== null);
    if (Array.isArray(given)) {
      const flat = given.flat() as unknown[];
      const kept: unknown[] = [];
      for (let i = 0; i < flat.length; i += 2) {
        const name = String(flat[i]).toLowerCase();
        if (name !== "set-cookie" && !(name in PREVIEW_HEADERS)) kept.push(flat[i], flat[i + 1]);
      }
      args[args.indexOf(given)] = kept;
    } else if (given) {
      for (const name of Object.keys(given)) if (name.toLowerCase() === "set-cookie" || name.toLowerCase() in PREVIEW_HEADERS) delete (given as Record<string, unknown>)[name];
    }
    return writeHead(...args);
  }) as typeof res.writeHead;
}

/**
 * Answers a preview request (see above): the 404 unless the staff member may edit the site, else the site's page with
 * the draft applied, rendered by `render` (Next's handler) for the site's host.
 */
export async function serveSitePreview(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  target: { siteId: number; path: string },
  render: (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>,
  deps: SitePreviewDeps = DEFAULT_DEPS,
): Promise<void> {
  const staff = await deps.staffOf(headersOf(req));
  const preview = staff ? await deps.previewOf(staff, target.siteId) : null;
  if (!preview) return notFound(res);
  // The site's page, as its host would be asked for it: the platform host's port kept (slug.localhost:3000).
  const platform = req.headers.host ?? "localhost";
  req.headers.host = `${preview.slug}.${platform}`;
  for (const name of DROPPED_REQUEST_HEADERS) delete req.headers[name];
  req.url = target.path;
  req.headers[PAGE_PATH_HEADER] = target.path.split("?", 1)[0] ?? "/";
  privateHead(res);
  await runPrivateRender({ sitePreview: { siteId: preview.siteId, settings: preview.settings, theme: preview.theme, pages: preview.pages, promos: preview.promos } }, () => render(req, res));
}
