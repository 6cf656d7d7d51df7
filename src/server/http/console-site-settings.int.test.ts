import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as saveDraft } from "@/app/(console)/console/api/sites/[id]/draft/route";
import { POST as discard } from "@/app/(console)/console/api/sites/[id]/draft/discard/route";
import { POST as publish } from "@/app/(console)/console/api/sites/[id]/publish/route";
import { POST as rollback } from "@/app/(console)/console/api/sites/[id]/rollback/route";
import { boundedCache, cached } from "@/server/cache/caches";
import { auditLogPage } from "@/server/console/audit";
import { editableSites, siteRevisions, siteSettingsEditor } from "@/server/console/site-settings";
import { cachedSiteIndex, hasSearchIndex, invalidateSearchIndexes } from "@/server/search/index-registry";
import { buildSiteIndex } from "@/server/search/site-index";
import { listenForSiteChanges } from "@/server/sites/site-change-listener";
import { CONSOLE_ORIGIN, seedDemoStaff, signedInStaff, staffCookie } from "@/test/console-staff";
import { seededDemo } from "@/test/seeded-demo";

const demo = seededDemo({ seed: 23, vehicles: 40 });

let site = 0;
let metroSite = 0;
let stopListening: () => Promise<void> = async () => {};
const cookies: Record<string, string> = {};
const EMAILS = ["owner@southerncross.demo", "manager@southerncross.demo", "sales@southerncross.demo", "owner@metro.demo", "admin@forecourt.demo"] as const;

async function one<T>(text: string, params: unknown[] = []): Promise<T> {
  const [row] = await demo.db.query<T>(text, params);
  if (!row) throw new Error(`no row: ${text}`);
  return row;
}

type Handler = (request: Request, context: { params: Promise<{ id: string }> }) => Promise<Response>;

async function call(handler: Handler, path: string, cookie: string, siteId: number | string, body: unknown): Promise<{ status: number; body: any }> {
  const request = new Request(`${CONSOLE_ORIGIN}/console/api/sites/${siteId}/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: CONSOLE_ORIGIN, host: "localhost:3000", cookie },
    body: JSON.stringify(body),
  });
  const answer = await handler(request, { params: Promise.resolve({ id: String(siteId) }) });
  return { status: answer.status, body: await answer.json() };
}

/** The editor's values as the page opens them, changed by `change`, as the form sends them. */
async function draftBody(email: string, change: (values: { settings: any; theme: any }) => void, siteId = site) {
  const { staff } = await signedInStaff(email);
  const view = await siteSettingsEditor(staff, siteId);
  if (!view) throw new Error(`${email} has no editor for site ${siteId}`);
  const values = structuredClone({ settings: view.settings, theme: view.theme });
  change(values);
  return { draftVersion: view.draftVersion, revision: view.revision, ...values };
}

const counts = async () => ({
  drafts: Number((await one<{ n: number | string }>("select count(*) as n from site_drafts")).n),
  revisions: Number((await one<{ n: number | string }>("select count(*) as n from site_revisions")).n),
  audit: Number((await one<{ n: number | string }>("select count(*) as n from audit_log where entity = 'site_settings'")).n),
});

async function waitFor(predicate: () => boolean, ms = 1000): Promise<number> {
  const started = Date.now();
  while (!predicate()) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
  return Date.now() - started;
}

beforeAll(async () => {
  await seedDemoStaff();
  site = (await one<{ id: number }>("select id from sites where slug = 'southern-cross-ford'")).id;
  metroSite = (await one<{ id: number }>("select id from sites where slug = 'metro-motor-group'")).id;
  for (const email of EMAILS) cookies[email] = await staffCookie(email);
  stopListening = await listenForSiteChanges(demo.db);
});

afterAll(async () => {
  await stopListening();
});

describe("site settings: who may edit what", () => {
  it("lists the sites each role may edit: the group's owner and manager theirs, the admin every one, sales none", async () => {
    const sitesOf = async (email: string) => (await editableSites((await signedInStaff(email)).staff)).map((s) => [s.id, s.role]);
    expect(await sitesOf("owner@southerncross.demo")).toContainEqual([site, "owner"]);
    expect(await sitesOf("manager@southerncross.demo")).toContainEqual([site, "manager"]);
    expect(await sitesOf("sales@southerncross.demo")).toEqual([]);
    expect((await sitesOf("owner@metro.demo")).map(([id]) => id)).not.toContain(site);
    expect(await sitesOf("admin@forecourt.demo")).toContainEqual([site, "owner"]);
    expect(await sitesOf("admin@forecourt.demo")).toContainEqual([metroSite, "owner"]);
  });

  it("answers sales, another group's owner, a missing site and a malformed id with the same 404, writing nothing", async () => {
    const body = await draftBody("owner@southerncross.demo", (v) => (v.settings.content.heroTitle = "Not theirs"));
    const answers = [
      await call(saveDraft, "draft", cookies["sales@southerncross.demo"]!, site, body),
      await call(saveDraft, "draft", cookies["owner@metro.demo"]!, site, body),
      await call(saveDraft, "draft", cookies["owner@southerncross.demo"]!, 999_999, body),
      await call(saveDraft, "draft", cookies["owner@southerncross.demo"]!, "0x10", body),
      await call(publish, "publish", cookies["owner@metro.demo"]!, site, { draftVersion: 0, revision: 0 }),
      await call(rollback, "rollback", cookies["sales@southerncross.demo"]!, site, { revision: 0, toRevision: 1 }),
      await call(discard, "draft/discard", cookies["owner@metro.demo"]!, site, { draftVersion: 0, revision: 0 }),
    ];
    expect(answers.map((a) => a.status)).toEqual([404, 404, 404, 404, 404, 404, 404]);
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(await siteSettingsEditor((await signedInStaff("sales@southerncross.demo")).staff, site)).toBeNull();
    expect(await siteRevisions((await signedInStaff("owner@metro.demo")).staff, site)).toBeNull();
    expect(await counts()).toEqual({ drafts: 0, revisions: 0, audit: 0 });
    // Signed out: 401.
    expect((await call(saveDraft, "draft", "", site, body)).status).toBe(401);
  });

  it("refuses a bad setting with a 400 naming it in the schema's own words, writing nothing", async () => {
    const owner = "owner@southerncross.demo";
    const cases: Array<[unknown, string]> = [
      [await draftBody(owner, (v) => (v.settings.search.pageSize = 999)), "settings.search.pageSize"],
      [await draftBody(owner, (v) => (v.theme.primary = "red")), "theme.primary"],
      [await draftBody(owner, (v) => (v.settings.checkout.depositText = "two hundred")), "settings.checkout.depositText"],
      [await draftBody(owner, (v) => (v.settings.features.colour = true)), "settings.features.colour"],
      [await draftBody(owner, (v) => (v.settings.console.responseTargetMinutes = 2)), "settings.console.responseTargetMinutes"],
      [{ ...(await draftBody(owner, () => {})), draftVersion: -1 }, "draftVersion"],
    ];
    for (const [body, field] of cases) {
      const answer = await call(saveDraft, "draft", cookies[owner]!, site, body);
      expect([field, answer.status]).toEqual([field, 400]);
      expect(answer.body.error.field).toBe(field);
      expect(answer.body.error.message.startsWith(`${field}: `)).toBe(true);
    }
    const deposit = await call(saveDraft, "draft", cookies[owner]!, site, cases[2]![0]);
    expect(deposit.body.error.message).toBe("settings.checkout.depositText: must be a whole-dollar amount like $200");
    expect(await counts()).toEqual({ drafts: 0, revisions: 0, audit: 0 });
  });

  it("lets a manager change content only: a theme colour or a feature is a 403 naming it", async () => {
    const manager = "manager@southerncross.demo";
    const theme = await call(saveDraft, "draft", cookies[manager]!, site, await draftBody(manager, (v) => (v.theme.primary = "#000000")));
    expect(theme.status).toBe(403);
    expect(theme.body.error.field).toBe("theme.primary");
    const feature = await call(saveDraft, "draft", cookies[manager]!, site, await draftBody(manager, (v) => (v.settings.features.compare = !v.settings.features.compare)));
    expect(feature.status).toBe(403);
    expect(feature.body.error.field).toBe("features.compare");
    expect(await counts()).toEqual({ drafts: 0, revisions: 0, audit: 0 });

    const content = await call(saveDraft, "draft", cookies[manager]!, site, await draftBody(manager, (v) => (v.settings.content.heroTitle = "Spring on the road")));
    expect(content.status).toBe(200);
    expect(content.body).toMatchObject({ draftVersion: 1, revision: 0, changes: [{ key: "content.heroTitle", after: "Spring on the road" }] });
    // The live settings are unchanged until the draft is published.
    const live = await one<{ settings: any }>("select settings from sites where id = $1", [site]);
    expect(live.settings.content?.heroTitle).not.toBe("Spring on the road");
  });
});

describe("site settings: drafts, conflicts, publishing and rolling back", () => {
  it("tells a second editor whose save came first (409 naming them) and keeps the first's draft", async () => {
    // The owner opened the editor before the manager's save above: their version is 0.
    const owner = "owner@southerncross.demo";
    const stale = { ...(await draftBody(owner, (v) => (v.theme.accent = "#222222"))), draftVersion: 0 };
    const answer = await call(saveDraft, "draft", cookies[owner]!, site, stale);
    expect(answer.status).toBe(409);
    expect(answer.body.error.message).toContain("Marcus Reid saved a newer draft");
    expect(answer.body.current).toEqual({ draftVersion: 1, revision: 0 });
    const draft = await one<{ settings: any; version: number }>("select settings, version from site_drafts where site_id = $1", [site]);
    expect([draft.version, draft.settings.content.heroTitle]).toEqual([1, "Spring on the road"]);
    // Told, the owner saves over it on purpose, carrying the version the 409 named: their colour and the manager's title.
    const over = await call(saveDraft, "draft", cookies[owner]!, site, { ...stale, ...answer.body.current, settings: { ...stale.settings, content: { ...stale.settings.content, heroTitle: "Spring on the road" } } });
    expect(over.status).toBe(200);
    expect(over.body.draftVersion).toBe(2);
  });

  it("a manager may not publish a draft that holds an owner's change (403), the owner may", async () => {
    const manager = "manager@southerncross.demo";
    const refused = await call(publish, "publish", cookies[manager]!, site, { draftVersion: 2, revision: 0 });
    expect(refused.status).toBe(403);
    expect(refused.body.error.field).toBe("theme.accent");
  });

  it("publishes: the site's settings and theme, a revision with who and what, an audit entry, and the site's caches dropped within a second", async () => {
    const before = await counts();
    invalidateSearchIndexes();
    await cachedSiteIndex(site, async () => buildSiteIndex([], { facets: [], numbers: [] }));
    await cachedSiteIndex(metroSite, async () => buildSiteIndex([], { facets: [], numbers: [] }));
    await cached(boundedCache<"all", object>("siteDirectory"), "all", async () => ({}));

    const stale = await call(publish, "publish", cookies["owner@southerncross.demo"]!, site, { draftVersion: 1, revision: 0 });
    expect(stale.status).toBe(409);
    const answer = await call(publish, "publish", cookies["owner@southerncross.demo"]!, site, { draftVersion: 2, revision: 0 });
    expect(answer.status).toBe(200);
    expect(answer.body.revision).toBe(2);
    expect(answer.body.changes.map((c: { key: string }) => c.key).toSorted()).toEqual(["content.heroTitle", "theme.accent"]);

    const ms = await waitFor(() => !hasSearchIndex(site));
    expect(ms).toBeLessThan(1000);
    expect(hasSearchIndex(metroSite)).toBe(true);
    expect(boundedCache("siteDirectory").size).toBe(0);

    const live = await one<{ settings: any; theme: any }>("select settings, theme from sites where id = $1", [site]);
    expect([live.settings.content.heroTitle, live.theme.accent]).toEqual(["Spring on the road", "#222222"]);
    expect(await counts()).toEqual({ drafts: 0, revisions: before.revisions + 2, audit: before.audit + 1 });

    const { staff } = await signedInStaff("owner@southerncross.demo");
    const history = await siteRevisions(staff, site);
    expect(history?.revisions.map((r) => [r.number, r.authorName, r.rolledBackFrom])).toEqual([
      [2, "Olivia Owens", null],
      [1, null, null],
    ]);
    const [entry] = (await auditLogPage(staff, { entity: "site_settings" })).entries;
    expect(entry).toMatchObject({ actorName: "Olivia Owens", entity: "site_settings", entityId: String(site), action: "publish", after: { "theme.accent": "#222222" } });
    expect((await auditLogPage((await signedInStaff("owner@metro.demo")).staff, { entity: "site_settings" })).entries).toHaveLength(0);
  });

  it("rolls back to an earlier revision in one click, as a new revision; a page that showed an older revision is told", async () => {
    const owner = cookies["owner@southerncross.demo"]!;
    invalidateSearchIndexes();
    await cachedSiteIndex(site, async () => buildSiteIndex([], { facets: [], numbers: [] }));
    const stale = await call(rollback, "rollback", owner, site, { revision: 1, toRevision: 1 });
    expect(stale.status).toBe(409);
    const current = await call(rollback, "rollback", owner, site, { revision: 2, toRevision: 2 });
    expect([current.status, current.body.error.field]).toEqual([400, "toRevision"]);
    const missing = await call(rollback, "rollback", owner, site, { revision: 2, toRevision: 77 });
    expect(missing.status).toBe(404);

    const answer = await call(rollback, "rollback", owner, site, { revision: 2, toRevision: 1 });
    expect(answer.status).toBe(200);
    expect(answer.body.revision).toBe(3);
    expect(await waitFor(() => !hasSearchIndex(site))).toBeLessThan(1000);
    const live = await one<{ settings: any; theme: any }>("select settings, theme from sites where id = $1", [site]);
    const first = await one<{ settings: any; theme: any }>("select settings, theme from site_revisions where site_id = $1 and number = 1", [site]);
    expect(live).toEqual(first);
    const history = await siteRevisions((await signedInStaff("owner@southerncross.demo")).staff, site);
    expect(history?.revisions[0]).toMatchObject({ number: 3, authorName: "Olivia Owens", rolledBackFrom: 1 });
    expect(history?.revisions.map((r) => r.number)).toEqual([3, 2, 1]);
  });

  it("discards a draft (only the one the editor loaded), and a manager rolls back only content", async () => {
    const manager = "manager@southerncross.demo";
    const saved = await call(saveDraft, "draft", cookies[manager]!, site, await draftBody(manager, (v) => (v.settings.content.heroSubtitle = "Four dealerships")));
    expect(saved.status).toBe(200);
    expect((await call(discard, "draft/discard", cookies[manager]!, site, { draftVersion: saved.body.draftVersion - 1, revision: 3 })).status).toBe(409);
    expect((await call(discard, "draft/discard", cookies[manager]!, site, { draftVersion: saved.body.draftVersion, revision: 3 })).status).toBe(200);
    expect((await counts()).drafts).toBe(0);
    // A draft started before a publish or roll back is not published over it unseen: it is saved again first.
    const early = await call(saveDraft, "draft", cookies[manager]!, site, await draftBody(manager, (v) => (v.settings.content.aboutText = "Family owned")));
    expect(early.status).toBe(200);
    const moved = await call(rollback, "rollback", cookies["owner@southerncross.demo"]!, site, { revision: 3, toRevision: 2 });
    expect([moved.status, moved.body.revision]).toEqual([200, 4]);
    const stalePublish = await call(publish, "publish", cookies[manager]!, site, { draftVersion: early.body.draftVersion, revision: 4 });
    expect(stalePublish.status).toBe(409);
    expect(stalePublish.body.error.message).toContain("Olivia Owens published or rolled back these settings after this draft was started");
    expect(stalePublish.body.current).toEqual({ draftVersion: early.body.draftVersion, revision: 4 });
    expect((await call(discard, "draft/discard", cookies[manager]!, site, { draftVersion: early.body.draftVersion, revision: 4 })).status).toBe(200);
    // Revision 2 changed the theme too: not the manager's to put back.
    const refused = await call(rollback, "rollback", cookies[manager]!, site, { revision: 4, toRevision: 3 });
    expect([refused.status, refused.body.error.field]).toEqual([403, "theme.accent"]);
    // The admin may.
    expect((await call(rollback, "rollback", cookies["admin@forecourt.demo"]!, site, { revision: 4, toRevision: 3 })).status).toBe(200);
  });

  it("takes a large site's draft (past a console action's 16 KB, up to 64 KB) and refuses a larger one with a 413", async () => {
    const admin = "admin@forecourt.demo";
    const stockNumbers = (n: number) => Array.from({ length: n }, (_, i) => `STOCK-NUMBER-${String(i).padStart(6, "0")}`);
    const large = await draftBody(admin, (v) => (v.settings.search.excludedStockNumbers = stockNumbers(1500)));
    expect(JSON.stringify(large).length).toBeGreaterThan(16 * 1024);
    const saved = await call(saveDraft, "draft", cookies[admin]!, site, large);
    expect(saved.status).toBe(200);
    const tooLarge = await call(saveDraft, "draft", cookies[admin]!, site, { ...large, draftVersion: saved.body.draftVersion, settings: { ...large.settings, search: { ...large.settings.search, excludedStockNumbers: stockNumbers(4000) } } });
    expect(tooLarge.status).toBe(413);
    expect((await call(discard, "draft/discard", cookies[admin]!, site, { draftVersion: saved.body.draftVersion, revision: saved.body.revision })).status).toBe(200);
  });
});
