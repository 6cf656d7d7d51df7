import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as saveHome } from "@/app/(console)/console/api/sites/[id]/home/route";
import { POST as publish } from "@/app/(console)/console/api/sites/[id]/publish/route";
import { POST as rollback } from "@/app/(console)/console/api/sites/[id]/rollback/route";
import { siteHomeEditor } from "@/server/console/site-home";
import { sitePreviewOf } from "@/server/console/site-settings";
import { loadHomePage } from "@/server/services/content/home-page";
import { siteById } from "@/server/sites/site-resolver";
import { dropSiteSettingsCaches, listenForSiteChanges } from "@/server/sites/site-change-listener";
import { CONSOLE_ORIGIN, seedDemoStaff, signedInStaff, staffCookie } from "@/test/console-staff";
import { seededDemo } from "@/test/seeded-demo";

/**
 * The home page's blocks editor (issue 36) through its route handler, on the seeded demo: the blocks, in order, are
 * saved into the site's draft (the preview's home page shows the new order, the shopper's the old one), published with
 * it (the shopper's home page then shows it and every process is told at commit) and rolled back with it. Owners and
 * managers edit them; sales get a 403 naming the blocks and the page's 404; another group's owner the console's 404;
 * a bad list is a 400 naming `blocks`; a save over someone else's draft a 409; none of them writes anything.
 */
const demo = seededDemo({ seed: 33, vehicles: 20 });

const OWNER = "owner@southerncross.demo";
const MANAGER = "manager@southerncross.demo";
const SALES = "sales@southerncross.demo";
const METRO = "owner@metro.demo";
const cookies: Record<string, string> = {};
let site = 0;
let liveBlocks: string[] = [];
const dropped: number[] = [];
let stopListening: () => Promise<void> = async () => {};

type Handler = (request: Request, context: { params: Promise<{ id: string }> }) => Promise<Response>;

async function call(handler: Handler, path: string, cookie: string, body: unknown, siteId: number | string = site): Promise<{ status: number; body: any }> {
  const request = new Request(`${CONSOLE_ORIGIN}/console/api/sites/${siteId}/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: CONSOLE_ORIGIN, host: "localhost:3000", cookie },
    body: JSON.stringify(body),
  });
  const answer = await handler(request, { params: Promise.resolve({ id: String(siteId) }) });
  return { status: answer.status, body: await answer.json() };
}

async function one<T>(text: string, params: unknown[] = []): Promise<T> {
  const [row] = await demo.db.query<T>(text, params);
  if (!row) throw new Error(`no row: ${text}`);
  return row;
}

const drafts = async () => Number((await one<{ n: number | string }>("select count(*) as n from site_drafts")).n);

/** The blocks the shopper's home page of the site shows, in order. */
async function shopperHome(): Promise<string[]> {
  const found = await siteById(site);
  if (!found) throw new Error("no site");
  return (await loadHomePage(found)).blocks.map((b) => b.block);
}

/** The blocks the owner's draft preview of the home page shows, in order. */
async function previewHome(): Promise<string[]> {
  const preview = await sitePreviewOf((await signedInStaff(OWNER)).staff, site);
  const found = await siteById(site);
  if (!preview || !found) throw new Error("no preview");
  return (await loadHomePage({ ...found, settings: preview.settings, theme: preview.theme })).blocks.map((b) => b.block);
}

async function editorBody(blocks: string[], email = OWNER) {
  const view = await siteHomeEditor((await signedInStaff(email)).staff, site);
  if (!view) throw new Error(`${email} has no home editor`);
  return { draftVersion: view.draftVersion, revision: view.revision, blocks };
}

async function waitFor(check: () => boolean, ms = 1000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

beforeAll(async () => {
  await seedDemoStaff();
  site = (await one<{ id: number }>("select id from sites where slug = 'southern-cross-ford'")).id;
  for (const email of [OWNER, MANAGER, SALES, METRO]) cookies[email] = await staffCookie(email);
  stopListening = await listenForSiteChanges(demo.db, async (siteId) => {
    await dropSiteSettingsCaches(siteId);
    dropped.push(siteId);
  });
  liveBlocks = await shopperHome();
});

afterAll(async () => {
  await stopListening();
});

describe("the home page's blocks editor", () => {
  it("opens with the blocks the home page shows, for the owner and the manager; sales and another group's owner get the page's 404", async () => {
    const view = async (email: string) => siteHomeEditor((await signedInStaff(email)).staff, site);
    const owner = await view(OWNER);
    expect(owner?.role).toBe("owner");
    expect(owner?.blocks.map((b) => b.block)).toEqual(liveBlocks);
    expect(owner?.blocks[0]?.label).toMatch(/^[A-Z]/);
    expect((await view(MANAGER))?.role).toBe("manager");
    expect(await view(SALES)).toBeNull();
    expect(await view(METRO)).toBeNull();
  });

  it("shows the template's blocks for a site that has set none", async () => {
    const { staff } = await signedInStaff(OWNER);
    const before = await one<{ settings: unknown }>("select settings from sites where id = $1", [site]);
    await demo.db.query("update sites set settings = settings #- '{content,homeBlocks}' where id = $1", [site]);
    try {
      const view = await siteHomeEditor(staff, site);
      expect(view?.templateDefault).toBe(true);
      // The site's template is a manufacturer's: its blocks are the model range, featured stock and locations.
      expect(view?.template.map((b) => b.block)).toEqual(["modelRange", "featured", "locations"]);
      expect(view?.blocks.map((b) => b.block)).toEqual(view?.template.map((b) => b.block));
    } finally {
      await demo.db.query("update sites set settings = $2 where id = $1", [site, JSON.stringify(before.settings)]);
    }
    expect((await siteHomeEditor(staff, site))?.blocks.map((b) => b.block)).toEqual(liveBlocks);
  });

  it("refuses sales (403 naming blocks), another group's owner and a missing site (the same 404), bad lists (400 naming blocks), writing nothing", async () => {
    const body = await editorBody(["locations", ...liveBlocks.filter((b) => b !== "locations")]);
    const sales = await call(saveHome, "home", cookies[SALES]!, body);
    expect([sales.status, sales.body.error.field]).toEqual([403, "blocks"]);
    const metro = await call(saveHome, "home", cookies[METRO]!, body);
    const missing = await call(saveHome, "home", cookies[OWNER]!, body, 999_999);
    const badId = await call(saveHome, "home", cookies[OWNER]!, body, "1e3");
    expect([metro.status, missing.status, badId.status]).toEqual([404, 404, 404]);
    expect(new Set([metro.body, missing.body, badId.body].map((b) => JSON.stringify(b))).size).toBe(1);
    const empty = await call(saveHome, "home", cookies[OWNER]!, { ...body, blocks: [] });
    expect([empty.status, empty.body.error.field]).toEqual([400, "blocks"]);
    expect(empty.body.error.message).toMatch(/at least one block/);
    const twice = await call(saveHome, "home", cookies[OWNER]!, { ...body, blocks: ["reviews", "featured", "reviews"] });
    expect([twice.status, twice.body.error.field]).toEqual([400, "blocks"]);
    expect(twice.body.error.message).toMatch(/Reviews is in the list twice/);
    const unknown = await call(saveHome, "home", cookies[OWNER]!, { ...body, blocks: ["featured", "carousel-of-doom"] });
    expect([unknown.status, unknown.body.error.field]).toEqual([400, "blocks.1"]);
    const noVersion = await call(saveHome, "home", cookies[OWNER]!, { blocks: ["featured"] });
    expect([noVersion.status, noVersion.body.error.field]).toEqual([400, "draftVersion"]);
    expect((await call(saveHome, "home", "", body)).status).toBe(401);
    expect(await drafts()).toBe(0);
    expect(await shopperHome()).toEqual(liveBlocks);
  });

  it("a manager's new order is the draft's: the preview shows it, the shopper's home page does not until it is published", async () => {
    const reordered = ["reviews", ...[...liveBlocks].reverse()];
    const saved = await call(saveHome, "home", cookies[MANAGER]!, await editorBody(reordered, MANAGER));
    expect(saved.status).toBe(200);
    expect(saved.body.changes.map((c: { key: string }) => c.key)).toEqual(["content.homeBlocks"]);
    expect(await previewHome()).toEqual(reordered);
    expect(await shopperHome()).toEqual(liveBlocks);
    // The owner opens the editor on the draft's order.
    expect((await siteHomeEditor((await signedInStaff(OWNER)).staff, site))?.blocks.map((b) => b.block)).toEqual(reordered);
    // A save from an editor opened before the manager's: a 409, nothing lost.
    const stale = await call(saveHome, "home", cookies[OWNER]!, { draftVersion: 0, revision: saved.body.revision, blocks: liveBlocks });
    expect(stale.status).toBe(409);
    expect(await previewHome()).toEqual(reordered);
  });

  it("publishing makes the shopper's home page show the order, every process told; rolling back brings the old one", async () => {
    const view = await siteHomeEditor((await signedInStaff(OWNER)).staff, site);
    dropped.length = 0;
    const published = await call(publish, "publish", cookies[OWNER]!, { draftVersion: view!.draftVersion, revision: view!.revision });
    expect(published.status).toBe(200);
    await waitFor(() => dropped.includes(site));
    const shown = await shopperHome();
    expect(shown[0]).toBe("reviews");
    expect(shown.slice(1)).toEqual([...liveBlocks].reverse());
    const audit = await one<{ n: number | string }>("select count(*) as n from audit_log where entity = 'site_settings' and entity_id = $1", [String(site)]);
    expect(Number(audit.n)).toBeGreaterThan(0);
    // A second order published, then rolled back to the first: the shopper's home page shows the first again.
    const second = await call(saveHome, "home", cookies[OWNER]!, await editorBody(["featured", "locations"]));
    expect(second.status).toBe(200);
    const again = await call(publish, "publish", cookies[OWNER]!, { draftVersion: second.body.draftVersion, revision: second.body.revision });
    expect(again.status).toBe(200);
    await waitFor(() => dropped.filter((id) => id === site).length >= 2);
    expect(await shopperHome()).toEqual(["featured", "locations"]);
    dropped.length = 0;
    const back = await call(rollback, "rollback", cookies[OWNER]!, { revision: again.body.revision, toRevision: published.body.revision });
    expect(back.status).toBe(200);
    await waitFor(() => dropped.includes(site));
    expect(await shopperHome()).toEqual(shown);
  });
});
