import { afterAll, beforeAll, describe, expect, it } from "vitest";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { POST as saveThemeDraft } from "@/app/(console)/console/api/sites/[id]/draft/theme/route";
import { POST as savePageDraft } from "@/app/(console)/console/api/sites/[id]/pages/[pageId]/route";
import { boundedCache } from "@/server/cache/caches";
import { PageCache } from "@/server/cache/page-cache";
import { siteThemeEditor } from "@/server/console/site-settings";
import { platformRequestListener } from "@/server/http/node-server/platform-requests";
import { plainPage } from "@/server/services/content/plain-page";
import { loadSiteShell } from "@/server/services/sites/site-shell";
import { resolveSite } from "@/server/sites/site-resolver";
import { normaliseHostname } from "@/server/tenancy/host";
import { CONSOLE_ORIGIN, seedDemoStaff, signedInStaff, staffCookie } from "@/test/console-staff";
import { seededDemo } from "@/test/seeded-demo";

/**
 * The console's draft preview through the platform's own listener (platform-requests.ts, with its page cache): the
 * staff member's session over the site shows the draft's colour, privately (no-store, noindex, no cookie set, nothing
 * kept in the page cache or the site's shell cache); anyone else (signed out, a forged cookie, sales, another group's
 * owner) gets a 404 and no render; and a shopper of the site sees the live colour whatever header or cookie they
 * send, the staff member's own session cookie included. The pages are rendered by a stand-in for Next that draws
 * the site as `resolveSite` answers it, and its shell through the shell cache (the real page is the e2e's subject).
 */
const demo = seededDemo({ seed: 31, vehicles: 20 });

const DRAFT = "#0b3d2e";
let site = 0;
let slug = "";
let live = "";
let port = 0;
let server: http.Server;
const cookies: Record<string, string> = {};
const cache = new PageCache({ maxBytes: 8 * 1024 * 1024, ttlMs: 60_000 });
/** What each render saw: its host and whether it carried a cookie. */
const renders: Array<{ host: string; url: string; cookie: boolean }> = [];

async function serve(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  const host = normaliseHostname(req.headers.host) ?? "";
  renders.push({ host, url: req.url ?? "", cookie: req.headers.cookie !== undefined });
  const found = await resolveSite(host);
  if (!found) {
    res.writeHead(404, { "content-type": "text/html; charset=utf-8" });
    return void res.end("<p>No site</p>");
  }
  const shell = await loadSiteShell(found);
  res.setHeader("cache-control", "public, max-age=0, s-maxage=30");
  // A page that sets a cookie (a search page here): the preview sends it on to no one.
  if ((req.url ?? "").startsWith("/search")) res.setHeader("set-cookie", "fc_visit=1; Path=/");
  res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
  // A plain page of the site, drawn by its title, where the path is one.
  const page = await plainPage(found, (req.url ?? "/").split("?")[0]!);
  res.end(`<main><p data-primary>${found.theme.primary}</p><p data-menu>${JSON.stringify(shell.nav).length}</p>${page ? `<h1 data-page>${page.title}</h1>` : ""}</main>`);
}

async function get(host: string, path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, path, method: "GET", headers: { host: `${host}:${port}`, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8"), headers: res.headers }));
    });
    req.on("error", reject);
    req.end();
  });
}

const primaryOf = (body: string) => /<p data-primary>([^<]*)<\/p>/.exec(body)?.[1];
const pageTitleOf = (body: string) => /<h1 data-page>([^<]*)<\/h1>/.exec(body)?.[1];
let page = { id: 0, path: "", title: "" };
const DRAFT_TITLE = "Our drafted page title";

beforeAll(async () => {
  await seedDemoStaff();
  const [row] = await demo.db.query<{ id: number; slug: string; theme: { primary: string } }>("select id, slug, theme from sites where slug = 'southern-cross-ford'");
  site = row!.id;
  slug = row!.slug;
  live = row!.theme.primary;
  for (const email of ["owner@southerncross.demo", "manager@southerncross.demo", "sales@southerncross.demo", "owner@metro.demo"]) cookies[email] = await staffCookie(email);
  // The owner's draft: a new primary colour, not published.
  const view = await siteThemeEditor((await signedInStaff("owner@southerncross.demo")).staff, site);
  const request = new Request(`${CONSOLE_ORIGIN}/console/api/sites/${site}/draft/theme`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: CONSOLE_ORIGIN, host: "localhost:3000", cookie: cookies["owner@southerncross.demo"]! },
    body: JSON.stringify({ draftVersion: view!.draftVersion, revision: view!.revision, colours: { ...view!.colours, primary: DRAFT } }),
  });
  expect((await saveThemeDraft(request, { params: Promise.resolve({ id: String(site) }) })).status).toBe(200);
  // And the manager's draft of one of its plain pages: a new title, not published.
  const [first] = await demo.db.query<{ id: number; path: string; title: string; updated_at: Date }>("select id, path, title, updated_at from site_pages where site_id = $1 and path = '/about-us'", [site]);
  page = { id: first!.id, path: first!.path, title: first!.title };
  const pageSave = new Request(`${CONSOLE_ORIGIN}/console/api/sites/${site}/pages/${page.id}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: CONSOLE_ORIGIN, host: "localhost:3000", cookie: cookies["manager@southerncross.demo"]! },
    body: JSON.stringify({ title: DRAFT_TITLE, doc: { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "Drafted" }] }] }, updatedAt: first!.updated_at.toISOString() }),
  });
  expect((await savePageDraft(pageSave, { params: Promise.resolve({ id: String(site), pageId: String(page.id) }) })).status).toBe(200);
  server = http.createServer(platformRequestListener(serve, { trustedProxyHops: 0, directHandler: () => null, pageCache: { cache, cdnSeconds: 30 } }));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe("the draft preview", () => {
  it("shows the site's owner and manager the draft's colour, privately: no-store, noindex, no cookie, nothing cached", async () => {
    boundedCache("siteShell").clear();
    for (const email of ["owner@southerncross.demo", "manager@southerncross.demo"]) {
      renders.length = 0;
      const answer = await get("localhost", `/console/site-preview/${site}/`, { cookie: cookies[email]! });
      expect([email, answer.status, primaryOf(answer.body)]).toEqual([email, 200, DRAFT]);
      expect(answer.headers["cache-control"]).toBe("private, no-store");
      expect(answer.headers["x-robots-tag"]).toBe("noindex");
      expect(answer.headers["set-cookie"]).toBeUndefined();
      // Rendered as the site's own page, without the console's cookies.
      expect(renders).toEqual([{ host: `${slug}.localhost`, url: "/", cookie: false }]);
    }
    // A page of the site at a path, with its query.
    renders.length = 0;
    const search = await get("localhost", `/console/site-preview/${site}/search?make=ford`, { cookie: cookies["owner@southerncross.demo"]! });
    expect([search.status, primaryOf(search.body), renders[0]?.url]).toEqual([200, DRAFT, "/search?make=ford"]);
    expect([search.headers["set-cookie"], search.headers["cache-control"]]).toEqual([undefined, "private, no-store"]);
    // Nothing of the preview was kept: no page in the page cache, no shell in the shell cache.
    expect(cache.stats().pages).toBe(0);
    expect(boundedCache("siteShell").has(site)).toBe(false);
  });

  it("shows a plain page's draft to the site's staff, and the live page to its shoppers", async () => {
    const previewed = await get("localhost", `/console/site-preview/${site}${page.path}`, { cookie: cookies["owner@southerncross.demo"]! });
    expect([previewed.status, pageTitleOf(previewed.body), previewed.headers["cache-control"]]).toEqual([200, DRAFT_TITLE, "private, no-store"]);
    for (const headers of [{}, { cookie: cookies["manager@southerncross.demo"]! }] as Array<Record<string, string>>) {
      const shopper = await get(`${slug}.localhost`, page.path, headers);
      expect([shopper.status, pageTitleOf(shopper.body)]).toEqual([200, page.title]);
    }
  });

  it("is a 404 with no render for anyone else: signed out, a forged session, sales, another group's owner, a missing site", async () => {
    const asks: Array<[string, Record<string, string>, number]> = [
      ["signed out", {}, site],
      ["forged", { cookie: "fc-staff.session_token=forged.value; fc_session=abc" }, site],
      ["sales", { cookie: cookies["sales@southerncross.demo"]! }, site],
      ["metro owner", { cookie: cookies["owner@metro.demo"]! }, site],
      ["missing", { cookie: cookies["owner@southerncross.demo"]! }, 999_999],
    ];
    for (const [who, headers, id] of asks) {
      renders.length = 0;
      const answer = await get("localhost", `/console/site-preview/${id}/`, headers);
      expect([who, answer.status, answer.body.includes(DRAFT), renders.length]).toEqual([who, 404, false, 0]);
      expect(answer.headers["cache-control"]).toBe("private, no-store");
    }
  });

  it("never shows a shopper the draft, whatever header or cookie they send, and keeps the live page in the cache", async () => {
    const tries: Array<Record<string, string>> = [
      {},
      { cookie: cookies["owner@southerncross.demo"]! },
      { "x-forecourt-preview": "1", "x-preview": String(site), "x-page-path": `/console/site-preview/${site}/` },
      { cookie: `fc_preview=${site}; __prerender_bypass=1; __next_preview_data=1` },
      { "x-forwarded-host": "localhost", "x-original-url": `/console/site-preview/${site}/` },
    ];
    for (const headers of tries) {
      const answer = await get(`${slug}.localhost`, "/", headers);
      expect([headers, answer.status, primaryOf(answer.body)]).toEqual([headers, 200, live]);
    }
    // The preview's address on the site's own host is just a path of the site, drawn live.
    const onSite = await get(`${slug}.localhost`, `/console/site-preview/${site}/`, { cookie: cookies["owner@southerncross.demo"]! });
    expect(primaryOf(onSite.body)).not.toBe(DRAFT);
    // After a preview, the shopper's cached page is still the live one.
    await get("localhost", `/console/site-preview/${site}/`, { cookie: cookies["owner@southerncross.demo"]! });
    const again = await get(`${slug}.localhost`, "/");
    expect(primaryOf(again.body)).toBe(live);
    expect(cache.stats().pages).toBeGreaterThan(0);
  });
});
