import { readdirSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as deleteRoute } from "@/app/(console)/console/api/sites/[id]/pages/[pageId]/delete/route";
import { POST as pageRoute } from "@/app/(console)/console/api/sites/[id]/pages/[pageId]/route";
import { POST as createRoute } from "@/app/(console)/console/api/sites/[id]/pages/route";
import type { SitePageSaved } from "@/contracts/console/site-pages";
import { pageSlugProblem } from "@/domain/content/page-drafts";
import { runPrivateRender } from "@/server/cache/private-render";
import { SITES_CHANNEL } from "@/server/data/site-settings";
import { plainPage } from "@/server/services/content/plain-page";
import { invalidateSites, siteById } from "@/server/sites/site-resolver";
import { CONSOLE_ORIGIN, seedDemoStaff, signedInStaff, staffCookie } from "@/test/console-staff";
import { seededDemo } from "@/test/seeded-demo";
import { consoleSitePages, SITE_PAGE_RESERVED_PATHS, sitePageEditor } from "./site-pages";
import { saveMenus, siteMenusEditor } from "./site-menus";
import { discardDraft, editableSites, publishDraft, rollBack, siteRevisions, sitePreviewOf } from "./site-settings";
import type { ConsoleStaff } from "./staff-session";

const demo = seededDemo({ seed: 36, vehicles: 60 });

const cookies: Record<string, string> = {};
let ford = 0;
let coastal = 0;
let fordPage = { id: 0, path: "" };
let coastalPage = { id: 0, path: "" };

async function one<T>(text: string, params: unknown[] = []): Promise<T> {
  const [row] = await demo.db.query<T>(text, params);
  if (!row) throw new Error(`no row: ${text}`);
  return row;
}

const posted = (url: string, cookie: string, body: unknown) => new Request(`${CONSOLE_ORIGIN}${url}`, { method: "POST", headers: { "content-type": "application/json", origin: CONSOLE_ORIGIN, host: "localhost:3000", cookie }, body: JSON.stringify(body) });
const save = (cookie: string, site: number, page: number, body: unknown) => pageRoute(posted(`/console/api/sites/${site}/pages/${page}`, cookie, body), { params: Promise.resolve({ id: String(site), pageId: String(page) }) });
const create = (cookie: string, site: number, body: unknown) => createRoute(posted(`/console/api/sites/${site}/pages`, cookie, body), { params: Promise.resolve({ id: String(site) }) });
const remove = (cookie: string, site: number, page: number, body: unknown) => deleteRoute(posted(`/console/api/sites/${site}/pages/${page}/delete`, cookie, body), { params: Promise.resolve({ id: String(site), pageId: String(page) }) });
const refusal = async (response: Response) => ({ status: response.status, ...((await response.json()) as { error: { code: string; field?: string; message: string } }).error });

const docSaying = (words: string) => ({ type: "doc", content: [{ type: "heading", attrs: { level: 2 }, content: [{ type: "text", text: "Who we are" }] }, { type: "paragraph", content: [{ type: "text", text: words, marks: [{ type: "bold" }] }] }] });

type PageRow = { title: string; body_html: string; body_doc: unknown; updated_at: Date };
const pageRow = (id: number) => one<PageRow>("select title, body_html, body_doc, updated_at from site_pages where id = $1", [id]);
const audits = async (id: number) => Number((await one<{ n: number }>("select count(*)::int as n from audit_log where entity = 'site_page' and entity_id = $1", [String(id)])).n);
const drafts = (site: number) => demo.db.query<{ page_id: number; path: string; title: string; deleted: boolean }>("select page_id, path, title, deleted from site_page_drafts where site_id = $1 order by page_id", [site]);
const staffOf = async (email: string): Promise<ConsoleStaff> => (await signedInStaff(email)).staff;
/** The `updatedAt` the page's editor opens with (its draft's, else the live page's). */
const loadedAt = async (id: number, site = ford) => (await sitePageEditor(await staffOf("owner@southerncross.demo"), site, id))!.page.updatedAt;
/** The page as a shopper of Southern Cross Ford is served it. */
const shopperSees = async (pagePath: string) => {
  invalidateSites();
  return plainPage((await siteById(ford))!, pagePath);
};
/** The page as the site's draft preview renders it (a private render with the preview's drafts). */
const previewSees = async (pagePath: string) => {
  const preview = (await sitePreviewOf(await staffOf("manager@southerncross.demo"), ford))!;
  const site = (await siteById(ford))!;
  return runPrivateRender({ sitePreview: { siteId: ford, settings: preview.settings, theme: site.theme, pages: preview.pages } }, () => plainPage(site, pagePath));
};
const carried = async () => (await consoleSitePages(await staffOf("owner@southerncross.demo"), ford))!.publish;
const publish = async () => {
  const outcome = await publishDraft(await staffOf("manager@southerncross.demo"), ford, await carried());
  if (!outcome.ok) throw new Error(`publish refused: ${JSON.stringify(outcome)}`);
  return outcome.value;
};

beforeAll(async () => {
  await seedDemoStaff();
  for (const email of ["owner@southerncross.demo", "manager@southerncross.demo", "sales@southerncross.demo", "owner@coastal.demo"]) cookies[email] = await staffCookie(email);
  ford = (await one<{ id: number }>("select id from sites where slug = 'southern-cross-ford'")).id;
  coastal = (await one<{ id: number }>("select id from sites where slug = 'coastal-toyota'")).id;
  fordPage = await one<{ id: number; path: string }>("select id, path from site_pages where site_id = $1 order by path limit 1", [ford]);
  coastalPage = await one<{ id: number; path: string }>("select id, path from site_pages where site_id = $1 order by path limit 1", [coastal]);
});

describe("a site's plain pages in the console, by role", () => {
  it("lists the site's pages for owners and managers; sales and another group's owner get the console's 404", async () => {
    const owner = await staffOf("owner@southerncross.demo");
    const manager = await staffOf("manager@southerncross.demo");
    const sales = await staffOf("sales@southerncross.demo");
    const foreign = await staffOf("owner@coastal.demo");
    const listed = await consoleSitePages(manager, ford);
    expect(listed?.pages.map((p) => p.path)).toContain(fordPage.path);
    expect(listed?.pages.every((p) => p.draft === null)).toBe(true);
    expect((await consoleSitePages(owner, ford))?.role).toBe("owner");
    expect(await consoleSitePages(sales, ford)).toBeNull();
    expect(await consoleSitePages(foreign, ford)).toBeNull();
    expect(await sitePageEditor(sales, ford, fordPage.id)).toBeNull();
    expect(await sitePageEditor(foreign, ford, fordPage.id)).toBeNull();
    // A page of another site, opened under this one, is no page at all.
    expect(await sitePageEditor(owner, ford, coastalPage.id)).toBeNull();
    const editor = await sitePageEditor(manager, ford, fordPage.id);
    expect(typeof editor?.content).toBe("string");
    expect(editor?.page.draft).toBeNull();
  });

  it("a manager's save is a draft: shoppers see the page unchanged, the preview shows the draft; publish makes it live and roll back puts it back", async () => {
    const notified: string[] = [];
    const stop = await demo.db.listen(SITES_CHANNEL, (payload) => notified.push(payload));
    try {
      const original = await shopperSees(fordPage.path);
      const liveRow = await pageRow(fordPage.id);
      const before = await audits(fordPage.id);
      const siteListed = async () => (await editableSites(await staffOf("manager@southerncross.demo"))).find((s) => s.id === ford)?.draft;
      expect(await siteListed()).toBeNull();
      const response = await save(cookies["manager@southerncross.demo"]!, ford, fordPage.id, { title: "About our team", doc: docSaying("Family owned since 1987 <b>"), updatedAt: await loadedAt(fordPage.id) });
      expect(response.status).toBe(200);
      const saved = (await response.json()) as SitePageSaved;
      // Nothing shoppers are served changed: the live row, and the page they see.
      expect(await pageRow(fordPage.id)).toEqual(liveRow);
      expect(await shopperSees(fordPage.path)).toEqual(original);
      expect(await drafts(ford)).toEqual([{ page_id: fordPage.id, path: fordPage.path, title: "About our team", deleted: false }]);
      expect(await audits(fordPage.id)).toBe(before + 1);
      // The editor reopens on the draft, and the preview renders it.
      const reopened = await sitePageEditor(await staffOf("owner@southerncross.demo"), ford, fordPage.id);
      expect(reopened?.content).toEqual(docSaying("Family owned since 1987 <b>"));
      expect(reopened?.page).toMatchObject({ title: "About our team", draft: "edited", updatedAt: saved.updatedAt });
      const previewed = await previewSees(fordPage.path);
      expect(previewed?.title).toBe("About our team");
      expect(previewed?.safeHtml).toContain("<strong>Family owned since 1987 &lt;b&gt;</strong>");
      expect((await carried()).pageDrafts).toBe(1);
      // The sites list says a draft is waiting.
      expect(await siteListed()).not.toBeNull();

      // Publish: the page is live, the revision names it, every process is told.
      const published = await publish();
      expect(published.changes).toContainEqual({ key: `Page '${liveRow.title}'`, before: "", after: `title changed from '${liveRow.title}' to 'About our team', body changed` });
      const shown = await shopperSees(fordPage.path);
      expect(shown?.title).toBe("About our team");
      expect(shown?.safeHtml).toContain("<h2>Who we are</h2>");
      expect(shown?.safeHtml).toContain("<strong>Family owned since 1987 &lt;b&gt;</strong>");
      expect(await drafts(ford)).toEqual([]);
      await expect.poll(() => notified, { timeout: 3000 }).toContain(String(ford));
      const revisions = (await siteRevisions(await staffOf("owner@southerncross.demo"), ford))!;
      expect(revisions.revisions[0]).toMatchObject({ number: published.revision, authorName: expect.any(String) });
      expect(revisions.revisions[0]!.changes.map((c) => `${c.key}: ${c.after}`)).toContain(`Page '${liveRow.title}': title changed from '${liveRow.title}' to 'About our team', body changed`);
      // The editor's time is the draft's, carried over: its next save is no conflict.
      expect(await loadedAt(fordPage.id)).toBe(saved.updatedAt);

      // Roll back to the revision before: the page as it was, as a new revision.
      notified.length = 0;
      const rolled = await rollBack(await staffOf("manager@southerncross.demo"), ford, { revision: published.revision, toRevision: published.revision - 1 });
      expect(rolled.ok).toBe(true);
      if (!rolled.ok) return;
      expect(rolled.value.revision).toBe(published.revision + 1);
      expect(rolled.value.changes).toContainEqual({ key: "Page 'About our team'", before: "", after: `title changed from 'About our team' to '${liveRow.title}', body changed` });
      expect(await shopperSees(fordPage.path)).toEqual({ ...original, updatedAt: expect.any(String) });
      const restored = await pageRow(fordPage.id);
      expect([restored.title, restored.body_html, restored.body_doc]).toEqual([liveRow.title, liveRow.body_html, liveRow.body_doc]);
      await expect.poll(() => notified, { timeout: 3000 }).toContain(String(ford));
      // And forward again: rolling back to the publish brings the edit back.
      const again = await rollBack(await staffOf("owner@southerncross.demo"), ford, { revision: published.revision + 1, toRevision: published.revision });
      expect(again.ok).toBe(true);
      expect((await shopperSees(fordPage.path))?.title).toBe("About our team");
    } finally {
      await stop();
    }
  });

  it("an owner saves too; a save over someone else's is a 409 that writes nothing", async () => {
    const stale = await loadedAt(fordPage.id);
    expect((await save(cookies["owner@southerncross.demo"]!, ford, fordPage.id, { title: "About us", doc: docSaying("Owner's words"), updatedAt: stale })).status).toBe(200);
    const after = await drafts(ford);
    const audited = await audits(fordPage.id);
    const conflict = await refusal(await save(cookies["manager@southerncross.demo"]!, ford, fordPage.id, { title: "Mine", doc: docSaying("Manager's words"), updatedAt: stale }));
    expect(conflict).toMatchObject({ status: 409, field: "updatedAt" });
    expect(conflict.message).toMatch(/Someone else has saved, deleted or published this page/);
    expect(await drafts(ford)).toEqual(after);
    expect(((await sitePageEditor(await staffOf("owner@southerncross.demo"), ford, fordPage.id))?.content as { content: unknown[] }).content).toEqual(docSaying("Owner's words").content);
    expect(await audits(fordPage.id)).toBe(audited);
  });

  it("discard drops the page drafts with the settings' draft: the editor shows the live page again", async () => {
    expect((await drafts(ford)).length).toBe(1);
    const outcome = await discardDraft(await staffOf("manager@southerncross.demo"), ford, { revision: (await carried()).revision, draftVersion: (await carried()).draftVersion });
    expect(outcome.ok).toBe(true);
    expect(await drafts(ford)).toEqual([]);
    const editor = await sitePageEditor(await staffOf("owner@southerncross.demo"), ford, fordPage.id);
    expect(editor?.page).toMatchObject({ title: "About our team", draft: null });
    expect((await carried()).pageDrafts).toBe(0);
  });

  it("sales are refused 403, another group's owner and another site's page 404, and nothing is written", async () => {
    const before = await pageRow(fordPage.id);
    const audited = await audits(fordPage.id);
    const body = { title: "Hijacked", doc: docSaying("Not yours"), updatedAt: await loadedAt(fordPage.id) };
    expect(await refusal(await save(cookies["sales@southerncross.demo"]!, ford, fordPage.id, body))).toMatchObject({ status: 403, field: "doc" });
    expect((await save(cookies["owner@coastal.demo"]!, ford, fordPage.id, body)).status).toBe(404);
    const coastalBefore = await pageRow(coastalPage.id);
    expect((await save(cookies["owner@southerncross.demo"]!, coastal, coastalPage.id, { ...body, updatedAt: coastalBefore.updated_at.toISOString() })).status).toBe(404);
    expect((await save(cookies["owner@southerncross.demo"]!, ford, coastalPage.id, { ...body, updatedAt: coastalBefore.updated_at.toISOString() })).status).toBe(404);
    expect(await pageRow(fordPage.id)).toEqual(before);
    expect(await pageRow(coastalPage.id)).toEqual(coastalBefore);
    expect(await drafts(ford)).toEqual([]);
    expect(await drafts(coastal)).toEqual([]);
    expect(await audits(fordPage.id)).toBe(audited);
  });

  it("refuses a bad title or a document off the allow-list with a 400 naming the field, writing nothing", async () => {
    const before = await pageRow(fordPage.id);
    const updatedAt = await loadedAt(fordPage.id);
    const cookie = cookies["owner@southerncross.demo"]!;
    const cases: Array<[unknown, string, RegExp]> = [
      [{ title: " ", doc: docSaying("x"), updatedAt }, "title", /Give the page a title/],
      [{ title: "x".repeat(121), doc: docSaying("x"), updatedAt }, "title", /At most 120/],
      [{ title: "Evil", doc: { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "go", marks: [{ type: "link", attrs: { href: "javascript:alert(1)" } }] }] }] }, updatedAt }, "doc", /http\(s\) address/],
      [{ title: "Evil", doc: { type: "doc", content: [{ type: "image", attrs: { src: "https://x/y.png" } }] }, updatedAt }, "doc", /"image" is not allowed/],
      [{ title: "Evil", doc: "<script>alert(1)</script>", updatedAt }, "doc", /must be a document/],
      [{ title: "Evil", updatedAt }, "doc", /must be a document/],
      [{ title: "Evil", doc: docSaying("x") }, "updatedAt", /loaded/],
      [{ title: "Evil", doc: docSaying("x"), updatedAt, bodyHtml: "<script>" }, "bodyHtml", /not a field/],
    ];
    for (const [body, field, message] of cases) {
      const answer = await refusal(await save(cookie, ford, fordPage.id, body));
      expect([field, answer.status, answer.field]).toEqual([field, 400, field]);
      expect(answer.message).toMatch(message);
    }
    expect(await pageRow(fordPage.id)).toEqual(before);
    expect(await drafts(ford)).toEqual([]);
  });
});

describe("making and deleting a site's plain pages, as drafts", () => {
  it("a manager makes a page: shoppers see nothing at its address until the site is published", async () => {
    const cookie = cookies["manager@southerncross.demo"]!;
    const response = await create(cookie, ford, { title: "Our team", slug: "our-team" });
    expect(response.status).toBe(200);
    const made = (await response.json()) as SitePageSaved;
    expect(await shopperSees("/our-team")).toBeNull();
    expect(await one<{ n: number }>("select count(*)::int as n from site_pages where site_id = $1 and path = '/our-team'", [ford])).toEqual({ n: 0 });
    const listed = (await consoleSitePages(await staffOf("manager@southerncross.demo"), ford))!;
    expect(listed.pages.find((p) => p.path === "/our-team")).toMatchObject({ id: made.id, title: "Our team", draft: "created" });
    // Its editor opens at the id it will keep; a save is still a draft; the preview shows it.
    expect((await save(cookie, ford, made.id, { title: "Our team", doc: docSaying("Meet the crew"), updatedAt: made.updatedAt })).status).toBe(200);
    expect((await sitePageEditor(await staffOf("owner@southerncross.demo"), ford, made.id))?.page).toMatchObject({ path: "/our-team", draft: "created" });
    expect(await shopperSees("/our-team")).toBeNull();
    expect((await previewSees("/our-team"))?.safeHtml).toContain("<strong>Meet the crew</strong>");
    const published = await publish();
    expect(published.changes).toContainEqual({ key: "Page 'Our team'", before: "", after: "made, at /our-team" });
    expect((await shopperSees("/our-team"))?.safeHtml).toContain("<strong>Meet the crew</strong>");
    expect(await one<{ id: number }>("select id from site_pages where site_id = $1 and path = '/our-team'", [ford])).toEqual({ id: made.id });
  });

  it("refuses an address that is not one safe segment, is one of the site's own routes, or is taken, naming the slug", async () => {
    const cookie = cookies["owner@southerncross.demo"]!;
    const cases: Array<[unknown, number, string, RegExp]> = [
      [{ title: "Team", slug: "Our Team" }, 400, "slug", /lower-case letters/],
      [{ title: "Team", slug: "../admin" }, 400, "slug", /lower-case letters/],
      [{ title: "Team", slug: "a/b" }, 400, "slug", /lower-case letters/],
      [{ title: "Team", slug: "" }, 400, "slug", /Give the page an address/],
      [{ title: "", slug: "new-page" }, 400, "title", /Give the page a title/],
      [{ title: "Cars", slug: "cars" }, 400, "slug", /one of the site's own pages/],
      [{ title: "Search", slug: "search" }, 400, "slug", /one of the site's own pages/],
      [{ title: "Parts", slug: "parts" }, 400, "slug", /one of the site's own pages/],
      [{ title: "Again", slug: "our-team" }, 409, "slug", /has a page at that address/],
      [{ title: "Again", slug: fordPage.path.slice(1) }, 409, "slug", /has a page at that address/],
      [{ title: "Team", slug: "team", path: "/team" }, 400, "path", /not a field/],
    ];
    const before = await drafts(ford);
    for (const [body, status, field, message] of cases) {
      const answer = await refusal(await create(cookie, ford, body));
      expect([body, answer.status, answer.field]).toEqual([body, status, field]);
      expect(answer.message).toMatch(message);
    }
    expect(await drafts(ford)).toEqual(before);
  });

  it("keeps every route of the site's app out of a new page's reach", () => {
    const routes = readdirSync(path.join(process.cwd(), "src/app/(sites)/s/[host]"), { withFileTypes: true }).filter((e) => e.isDirectory() && !e.name.startsWith("["));
    expect(routes.length).toBeGreaterThan(20);
    // A route that answers a file (favicon.svg, robots.txt) has a dot, which no page's address may.
    for (const route of routes) expect([route.name, pageSlugProblem(route.name, SITE_PAGE_RESERVED_PATHS)]).toEqual([route.name, expect.stringMatching(route.name.includes(".") ? /lower-case letters/ : /one of the site's own pages/)]);
  });

  it("sales get 403 and another group's owner 404 for a new page or a delete; nothing is written", async () => {
    const before = await drafts(ford);
    expect(await refusal(await create(cookies["sales@southerncross.demo"]!, ford, { title: "Sales page", slug: "sales-page" }))).toMatchObject({ status: 403, field: "slug" });
    expect((await create(cookies["owner@coastal.demo"]!, ford, { title: "Foreign", slug: "foreign" })).status).toBe(404);
    const updatedAt = await loadedAt(fordPage.id);
    expect(await refusal(await remove(cookies["sales@southerncross.demo"]!, ford, fordPage.id, { updatedAt }))).toMatchObject({ status: 403, field: "updatedAt" });
    expect((await remove(cookies["owner@coastal.demo"]!, ford, fordPage.id, { updatedAt })).status).toBe(404);
    expect((await remove(cookies["owner@southerncross.demo"]!, ford, coastalPage.id, { updatedAt })).status).toBe(404);
    expect((await remove(cookies["owner@southerncross.demo"]!, ford, fordPage.id, { updatedAt: "2020-01-01T00:00:00.000Z" })).status).toBe(409);
    expect(await drafts(ford)).toEqual(before);
  });

  it("a delete takes effect on publish; a roll back brings the page back", async () => {
    const cookie = cookies["manager@southerncross.demo"]!;
    const team = await one<{ id: number }>("select id from site_pages where site_id = $1 and path = '/our-team'", [ford]);
    const response = await remove(cookie, ford, team.id, { updatedAt: await loadedAt(team.id) });
    expect(response.status).toBe(200);
    expect((await shopperSees("/our-team"))?.title).toBe("Our team");
    expect(await previewSees("/our-team")).toBeNull();
    // A page to be deleted takes no save.
    expect(await refusal(await save(cookie, ford, team.id, { title: "Keep", doc: docSaying("x"), updatedAt: ((await response.json()) as SitePageSaved).updatedAt }))).toMatchObject({ status: 409, message: expect.stringMatching(/to be deleted/) });
    const published = await publish();
    expect(published.changes).toContainEqual({ key: "Page 'Our team'", before: "", after: "deleted (it was at /our-team)" });
    expect(await shopperSees("/our-team")).toBeNull();
    const rolled = await rollBack(await staffOf("owner@southerncross.demo"), ford, { revision: published.revision, toRevision: published.revision - 1 });
    expect(rolled.ok).toBe(true);
    expect((await shopperSees("/our-team"))?.safeHtml).toContain("<strong>Meet the crew</strong>");
    // Rolled back to before the page was made: it is gone again.
    const made = (await siteRevisions(await staffOf("owner@southerncross.demo"), ford))!.revisions.find((r) => r.changes.some((c) => c.after === "made, at /our-team"))!;
    const current = (await carried()).revision;
    expect((await rollBack(await staffOf("owner@southerncross.demo"), ford, { revision: current, toRevision: made.number - 1 })).ok).toBe(true);
    expect(await shopperSees("/our-team")).toBeNull();
  });

  it("a page draft saved before a roll back changed the page is not published over it unseen: a 409 until it is saved again", async () => {
    const cookie = cookies["manager@southerncross.demo"]!;
    const manager = await staffOf("manager@southerncross.demo");
    const response = await save(cookie, ford, fordPage.id, { title: "Drafted before the roll back", doc: docSaying("Drafted"), updatedAt: await loadedAt(fordPage.id) });
    expect(response.status).toBe(200);
    const saved = (await response.json()) as SitePageSaved;
    const edit = (await siteRevisions(manager, ford))!.revisions.find((r) => r.changes.some((c) => c.after.endsWith("to 'About our team', body changed")))!;
    expect((await rollBack(manager, ford, { revision: (await carried()).revision, toRevision: edit.number - 1 })).ok).toBe(true);
    const live = await pageRow(fordPage.id);
    expect(live.title).not.toBe("About our team");
    const refused = await publishDraft(manager, ford, await carried());
    expect(refused).toMatchObject({ ok: false, kind: "conflict", message: expect.stringMatching(/the page 'Drafted before the roll back' was published or rolled back after its draft was saved/) });
    expect(await pageRow(fordPage.id)).toEqual(live);
    expect((await drafts(ford)).map((d) => d.title)).toEqual(["Drafted before the roll back"]);
    // Saved again (the editor still holds the draft, and its time): based on the live page now, it publishes.
    expect((await save(cookie, ford, fordPage.id, { title: "Drafted before the roll back", doc: docSaying("Drafted"), updatedAt: saved.updatedAt })).status).toBe(200);
    await publish();
    expect((await shopperSees(fordPage.path))?.title).toBe("Drafted before the roll back");
  });

  it("a page made and never published is gone at once when deleted", async () => {
    const cookie = cookies["owner@southerncross.demo"]!;
    const made = (await (await create(cookie, ford, { title: "Short lived", slug: "short-lived" })).json()) as SitePageSaved;
    expect((await remove(cookie, ford, made.id, { updatedAt: made.updatedAt })).status).toBe(200);
    expect((await drafts(ford)).map((d) => d.path)).not.toContain("/short-lived");
    expect(await sitePageEditor(await staffOf("owner@southerncross.demo"), ford, made.id)).toBeNull();
  });

  it("the menus' dead-link check reads the page drafts: a link to a page the draft makes is fine; a delete of a linked page refuses the publish", async () => {
    const cookie = cookies["owner@southerncross.demo"]!;
    const manager = await staffOf("manager@southerncross.demo");
    const creating = await create(cookie, ford, { title: "Apprentices", slug: "apprentices" });
    expect(creating.status).toBe(200);
    const made = (await creating.json()) as SitePageSaved;
    const editor = (await siteMenusEditor(manager, ford))!;
    const footer = [...editor.footer.map((g) => ({ ...g })), { title: "Work with us", links: [{ label: "Apprentices", href: "/apprentices" }] }];
    const saved = await saveMenus(manager, ford, { draftVersion: editor.draftVersion, revision: editor.revision, header: editor.header, footer });
    expect(saved.ok && saved.value.deadLinks).toEqual([]);
    await publish();
    expect((await shopperSees("/apprentices"))?.title).toBe("Apprentices");
    // Deleting the page the footer now links to: the menus say so, and the publish is refused naming the link.
    expect((await remove(cookie, ford, made.id, { updatedAt: await loadedAt(made.id) })).status).toBe(200);
    const dead = (await siteMenusEditor(manager, ford))!.deadLinks;
    expect(dead).toHaveLength(1);
    expect(dead[0]).toMatchObject({ href: "/apprentices", message: "is a page the draft deletes (publishing it would leave this link going nowhere)" });
    const refused = await publishDraft(manager, ford, await carried());
    expect(refused).toMatchObject({ ok: false, kind: "unprocessable" });
    expect(await shopperSees("/apprentices")).not.toBeNull();
    await discardDraft(manager, ford, await carried());
  });
});
