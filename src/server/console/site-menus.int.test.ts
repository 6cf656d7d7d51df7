import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as logoRoute } from "@/app/(console)/console/api/sites/[id]/logo/route";
import { POST as menusRoute } from "@/app/(console)/console/api/sites/[id]/menus/route";
import { POST as publishRoute } from "@/app/(console)/console/api/sites/[id]/publish/route";
import { POST as rollbackRoute } from "@/app/(console)/console/api/sites/[id]/rollback/route";
import { GET as mediaRoute } from "@/app/(platform)/media/u/[...key]/route";
import type { SiteLogoSaved, SiteMenusSaved } from "@/contracts/console/site-menus";
import type { FooterGroup, NavItem } from "@/domain/site/settings";
import { localMediaStorage, setMediaStorage } from "@/server/adapters/storage";
import { SITE_ROUTES_NOT_LINKED, SITE_STATIC_ROUTES } from "@/server/services/content/site-routes";
import { loadSiteShell } from "@/server/services/sites/site-shell";
import { invalidateSites, siteById } from "@/server/sites/site-resolver";
import { CONSOLE_ORIGIN, seedDemoStaff, staffCookie } from "@/test/console-staff";
import { routeFiles } from "@/test/route-files";
import { seededDemo } from "@/test/seeded-demo";
import { menuDeadLinks, treesOf } from "./site-menu-links";

const demo = seededDemo({ seed: 36, vehicles: 200 });

const cookies: Record<string, string> = {};
let ford = 0;
let coastal = 0;
let mediaRoot = "";

async function one<T>(text: string, params: unknown[] = []): Promise<T> {
  const [row] = await demo.db.query<T>(text, params);
  if (!row) throw new Error(`no row: ${text}`);
  return row;
}

const params = (id: number) => ({ params: Promise.resolve({ id: String(id) }) });
const json = (cookie: string, url: string, body: unknown) =>
  new Request(`${CONSOLE_ORIGIN}${url}`, { method: "POST", headers: { "content-type": "application/json", origin: CONSOLE_ORIGIN, host: "localhost:3000", cookie }, body: JSON.stringify(body) });
const saveMenus = (cookie: string, site: number, body: unknown) => menusRoute(json(cookie, `/console/api/sites/${site}/menus`, body), params(site));
const publish = (cookie: string, site: number, body: unknown) => publishRoute(json(cookie, `/console/api/sites/${site}/publish`, body), params(site));
const rollback = (cookie: string, site: number, body: unknown) => rollbackRoute(json(cookie, `/console/api/sites/${site}/rollback`, body), params(site));
function uploadLogo(cookie: string, site: number, file: { name: string; bytes: Buffer; type: string }, carried: { draftVersion: number; revision: number }) {
  const form = new FormData();
  form.append("logo", new File([new Uint8Array(file.bytes)], file.name, { type: file.type }));
  form.append("draftVersion", String(carried.draftVersion));
  form.append("revision", String(carried.revision));
  return logoRoute(new Request(`${CONSOLE_ORIGIN}/console/api/sites/${site}/logo`, { method: "POST", headers: { origin: CONSOLE_ORIGIN, host: "localhost:3000", cookie }, body: form }), params(site));
}

async function ok<T>(response: Response): Promise<T> {
  const body = (await response.json()) as T & { error?: { message: string } };
  if (response.status !== 200) throw new Error(`${response.status}: ${body.error?.message}`);
  return body;
}
const refusal = async (response: Response) => ({ status: response.status, ...((await response.json()) as { error: { code: string; field?: string; message: string } }).error });

/** Where the site's editing stands: the draft's version and the live revision. */
async function carried(site: number): Promise<{ draftVersion: number; revision: number }> {
  const [draft] = await demo.db.query<{ version: number }>("select version from site_drafts where site_id = $1", [site]);
  const [revision] = await demo.db.query<{ number: number }>("select number from site_revisions where site_id = $1 order by number desc limit 1", [site]);
  return { draftVersion: Number(draft?.version ?? 0), revision: Number(revision?.number ?? 0) };
}
const liveNavigation = async (site: number) => (await one<{ settings: { navigation?: { items?: NavItem[]; footerGroups?: FooterGroup[] } } }>("select settings from sites where id = $1", [site])).settings.navigation;

async function menusOf(site: number): Promise<{ header: NavItem[]; footer: FooterGroup[] }> {
  invalidateSites();
  const live = (await siteById(site))!;
  return { header: structuredClone(live.settings.navigation.items), footer: structuredClone(live.settings.navigation.footerGroups) };
}

async function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 0.5 } } })
    .withExif({ IFD0: { Make: "LogoCamera" } })
    .png()
    .toBuffer();
}

beforeAll(async () => {
  mediaRoot = await mkdtemp(path.join(tmpdir(), "forecourt-logo-"));
  setMediaStorage(localMediaStorage(mediaRoot));
  await seedDemoStaff();
  for (const email of ["owner@southerncross.demo", "manager@southerncross.demo", "sales@southerncross.demo", "owner@coastal.demo"]) cookies[email] = await staffCookie(email);
  ford = (await one<{ id: number }>("select id from sites where slug = 'southern-cross-ford'")).id;
  coastal = (await one<{ id: number }>("select id from sites where slug = 'coastal-toyota'")).id;
});

afterAll(async () => {
  setMediaStorage(undefined);
  await rm(mediaRoot, { recursive: true, force: true });
});

describe("the menu tree's validation names the field", () => {
  it("refuses a missing label, a hostile link, a third level and too many items, each by its field, storing nothing", async () => {
    const cookie = cookies["owner@southerncross.demo"]!;
    const { header, footer } = await menusOf(ford);
    const at = await carried(ford);
    const cases: Array<[unknown, string, RegExp]> = [
      [[{ label: " ", href: "/contact" }], "header.0.label", /give it a label/],
      [[{ label: "x".repeat(41), href: "/contact" }], "header.0.label", /at most 40 characters/],
      [[{ label: "Evil", href: "javascript:alert(1)" }], "header.0.href", /path of this site/],
      [[{ label: "Evil", href: "https://user:pw@evil.example" }], "header.0.href", /user name or password/],
      [[{ label: "Evil", href: "//evil.example" }], "header.0.href", /one \/ first/],
      [[{ label: "Cars", href: "/search", children: [{ label: "Deep", href: "/contact", children: [{ label: "Deeper", href: "/x" }] }] }], "header.0.children.0.children", /2 levels deep/],
      [Array.from({ length: 13 }, (_, i) => ({ label: `Item ${i}`, href: "/contact" })), "header", /at most 12 top-level items/],
    ];
    for (const [items, field, message] of cases) {
      const answer = await refusal(await saveMenus(cookie, ford, { ...at, header: items, footer }));
      expect([field, answer.status, answer.field]).toEqual([field, 400, field]);
      expect(answer.message).toMatch(message);
    }
    const emptyGroup = await refusal(await saveMenus(cookie, ford, { ...at, header, footer: [{ title: "Nothing", links: [] }] }));
    expect(emptyGroup).toMatchObject({ status: 400, field: "footer.0.links" });
    expect(await carried(ford)).toEqual(at);
  });
});

describe("the dead-link check", () => {
  it("knows every route of a shopper's site without a parameter: linkable (with its switch) or not a menu's", () => {
    const pages = routeFiles("src/app/(sites)/s/[host]")
      .filter((r) => r.file.endsWith("page.tsx") && !r.file.includes("["+"...") && !/\/\[(?!host\])/.test(r.file.replace("src/app/(sites)/s/[host]", "")))
      .map((r) => r.pathname);
    expect(pages.length).toBeGreaterThan(20);
    const known = new Set([...Object.keys(SITE_STATIC_ROUTES), ...SITE_ROUTES_NOT_LINKED]);
    expect(pages.filter((p) => !known.has(p))).toEqual([]);
    expect([...known].filter((p) => !pages.includes(p))).toEqual([]);
  });

  it("finds no dead link in any demo site's menus (the check knows every route they use)", async () => {
    invalidateSites();
    const rows = await demo.db.query<{ id: number; slug: string }>("select id, slug from sites where active order by id");
    expect(rows.length).toBeGreaterThan(3);
    for (const { id, slug } of rows) {
      const site = (await siteById(id))!;
      expect([slug, await menuDeadLinks(site, treesOf(site.settings))]).toEqual([slug, []]);
    }
  });

  it("refuses to publish menus with a link to no page or no search, naming each, and publishes nothing", async () => {
    const cookie = cookies["manager@southerncross.demo"]!;
    const { header, footer } = await menusOf(ford);
    const before = await liveNavigation(ford);
    const broken = [...header, { label: "Gone", href: "/no-such-page", megaMenu: "none", children: [{ label: "Unicorns", href: "/search/unicorns" }, { label: "Off site", href: "https://www.example.com.au/x" }] }];
    const saved = await ok<SiteMenusSaved>(await saveMenus(cookie, ford, { ...(await carried(ford)), header: broken, footer }));
    expect(saved.deadLinks.map((d) => [d.field, d.name])).toEqual([
      [`header.${header.length}.href`, "Header › Gone"],
      [`header.${header.length}.children.0.href`, "Header › Gone › Unicorns"],
    ]);
    const answer = await refusal(await publish(cookie, ford, await carried(ford)));
    expect(answer).toMatchObject({ status: 422, field: `header.${header.length}.href` });
    expect(answer.message).toContain("Header › Gone");
    expect(answer.message).toContain("/no-such-page");
    expect(answer.message).toContain("Header › Gone › Unicorns");
    expect(answer.message).not.toContain("example.com.au");
    expect(await liveNavigation(ford)).toEqual(before);
  });
});

describe("publishing and rolling back a menu", () => {
  it("a renamed item and a new link to a search are live after publish, as a revision, and a roll back brings the old menu back", async () => {
    const cookie = cookies["manager@southerncross.demo"]!;
    const { header, footer } = await menusOf(ford);
    const renamed = header.map((item, i) => (i === 0 ? { ...item, label: "Our cars" } : item));
    const edited = [...renamed, { label: "Used Fords", href: "/search/used-cars", megaMenu: "none" as const, children: [] }];
    const saved = await ok<SiteMenusSaved>(await saveMenus(cookie, ford, { ...(await carried(ford)), header: edited, footer }));
    expect(saved.deadLinks).toEqual([]);
    expect(saved.changes.map((c) => c.key)).toEqual(["navigation.items"]);
    const before = await carried(ford);
    const published = await ok<{ revision: number }>(await publish(cookie, ford, before));
    expect(published.revision).toBeGreaterThan(before.revision);

    const revision = await one<{ changes: Array<{ key: string }>; settings: { navigation: { items: NavItem[] } } }>("select changes, settings from site_revisions where site_id = $1 and number = $2", [ford, published.revision]);
    expect(revision.changes.map((c) => c.key)).toEqual(["navigation.items"]);
    invalidateSites();
    const live = (await siteById(ford))!;
    const shell = await loadSiteShell(live);
    expect(shell.nav.items.map((i) => i.label)).toEqual(edited.map((i) => i.label));
    expect(shell.nav.items.at(-1)).toMatchObject({ label: "Used Fords", href: "/search/used-cars" });

    const back = await ok<{ revision: number }>(await rollback(cookie, ford, { revision: published.revision, toRevision: published.revision - 1 }));
    expect(back.revision).toBe(published.revision + 1);
    expect((await menusOf(ford)).header.map((i) => i.label)).toEqual(header.map((i) => i.label));
    const rolled = await one<{ rolled_back_from: number }>("select rolled_back_from from site_revisions where site_id = $1 and number = $2", [ford, back.revision]);
    expect(rolled.rolled_back_from).toBe(published.revision - 1);
  });
});

describe("who may edit the menus", () => {
  it("owners and managers save; sales are refused 403; another group's site is the console's 404", async () => {
    const { header, footer } = await menusOf(ford);
    const body = async () => ({ ...(await carried(ford)), header, footer });
    expect((await saveMenus(cookies["owner@southerncross.demo"]!, ford, await body())).status).toBe(200);
    expect((await saveMenus(cookies["manager@southerncross.demo"]!, ford, await body())).status).toBe(200);
    const sales = await refusal(await saveMenus(cookies["sales@southerncross.demo"]!, ford, await body()));
    expect(sales).toMatchObject({ status: 403, code: "forbidden" });
    const foreign = await refusal(await saveMenus(cookies["owner@coastal.demo"]!, ford, await body()));
    expect(foreign).toMatchObject({ status: 404, code: "not_found" });
    const coastalMenus = await menusOf(coastal);
    expect((await saveMenus(cookies["owner@southerncross.demo"]!, coastal, { ...(await carried(coastal)), header: coastalMenus.header, footer: coastalMenus.footer })).status).toBe(404);
    // A stale editor (the draft saved since) is told, not overwritten.
    const stale = await refusal(await saveMenus(cookies["owner@southerncross.demo"]!, ford, { ...(await body()), draftVersion: 0 }));
    expect(stale.status).toBe(409);
  });
});

describe("the logo upload", () => {
  it("stores the logo rewritten without metadata in the draft, and shows it to shoppers once published", async () => {
    const cookie = cookies["owner@southerncross.demo"]!;
    const saved = await ok<SiteLogoSaved>(await uploadLogo(cookie, ford, { name: "logo.png", bytes: await png(1200, 300), type: "image/png" }, await carried(ford)));
    expect(saved.logoUrl).toMatch(/^\/media\/u\/s\/\d+\/logo-[0-9a-f]{20}-800\.webp$/);
    const draft = await one<{ theme: { logoUrl: string } }>("select theme from site_drafts where site_id = $1", [ford]);
    expect(draft.theme.logoUrl).toBe(saved.logoUrl);
    invalidateSites();
    expect((await siteById(ford))!.theme.logoUrl).not.toBe(saved.logoUrl);

    const served = await mediaRoute(new Request(`${CONSOLE_ORIGIN}${saved.logoUrl}`), { params: Promise.resolve({ key: saved.logoUrl.replace("/media/u/", "").split("/") }) });
    expect(served.status).toBe(200);
    const bytes = Buffer.from(await served.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 800, height: 200, hasAlpha: true });
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from("LogoCamera"))).toBe(false);

    await ok(await publish(cookie, ford, await carried(ford)));
    invalidateSites();
    expect((await siteById(ford))!.theme.logoUrl).toBe(saved.logoUrl);
  });

  it("refuses a file that is not a picture, and one too small, naming the logo, changing nothing", async () => {
    const cookie = cookies["owner@southerncross.demo"]!;
    const files = async () => (await readdir(mediaRoot, { recursive: true })).length;
    const [at, stored] = [await carried(ford), await files()];
    const text = await refusal(await uploadLogo(cookie, ford, { name: "logo.png", bytes: Buffer.from("<svg onload=alert(1)></svg>"), type: "image/png" }, at));
    expect(text).toMatchObject({ status: 415, field: "logo" });
    expect(text.message).toMatch(/logo\.png is not a JPEG, PNG or WebP image/);
    const tiny = await refusal(await uploadLogo(cookie, ford, { name: "tiny.png", bytes: await png(40, 20), type: "image/png" }, at));
    expect(tiny).toMatchObject({ status: 422, field: "logo" });
    expect(tiny.message).toMatch(/tiny\.png is 40 × 20 pixels; a logo must be at least 120/);
    expect(await carried(ford)).toEqual(at);
    expect(await files()).toBe(stored);
  });

  it("is an owner's: a manager and sales are refused 403, another group's owner 404", async () => {
    const file = { name: "logo.png", bytes: await png(400, 100), type: "image/png" };
    const at = await carried(ford);
    expect(await refusal(await uploadLogo(cookies["manager@southerncross.demo"]!, ford, file, at))).toMatchObject({ status: 403, field: "theme.logoUrl" });
    expect((await uploadLogo(cookies["sales@southerncross.demo"]!, ford, file, at)).status).toBe(403);
    expect((await uploadLogo(cookies["owner@coastal.demo"]!, ford, file, at)).status).toBe(404);
  });
});
