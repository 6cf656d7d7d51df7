import { beforeAll, describe, expect, it } from "vitest";
import { POST as pageRoute } from "@/app/(console)/console/api/sites/[id]/pages/[pageId]/route";
import type { SitePageSaved } from "@/contracts/console/site-pages";
import { SITES_CHANNEL } from "@/server/data/site-settings";
import { plainPage } from "@/server/services/content/plain-page";
import { invalidateSites, siteById } from "@/server/sites/site-resolver";
import { CONSOLE_ORIGIN, seedDemoStaff, signedInStaff, staffCookie } from "@/test/console-staff";
import { seededDemo } from "@/test/seeded-demo";
import { consoleSitePages, sitePageEditor } from "./site-pages";

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

const save = (cookie: string, site: number, page: number, body: unknown) =>
  pageRoute(
    new Request(`${CONSOLE_ORIGIN}/console/api/sites/${site}/pages/${page}`, { method: "POST", headers: { "content-type": "application/json", origin: CONSOLE_ORIGIN, host: "localhost:3000", cookie }, body: JSON.stringify(body) }),
    { params: Promise.resolve({ id: String(site), pageId: String(page) }) },
  );
const refusal = async (response: Response) => ({ status: response.status, ...((await response.json()) as { error: { code: string; field?: string; message: string } }).error });

const docSaying = (words: string) => ({ type: "doc", content: [{ type: "heading", attrs: { level: 2 }, content: [{ type: "text", text: "Who we are" }] }, { type: "paragraph", content: [{ type: "text", text: words, marks: [{ type: "bold" }] }] }] });

type PageRow = { title: string; body_html: string; body_doc: unknown; updated_at: Date };
const pageRow = (id: number) => one<PageRow>("select title, body_html, body_doc, updated_at from site_pages where id = $1", [id]);
const audits = async (id: number) => Number((await one<{ n: number }>("select count(*)::int as n from audit_log where entity = 'site_page' and entity_id = $1", [String(id)])).n);
const loadedAt = async (id: number) => (await pageRow(id)).updated_at.toISOString();

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
    const owner = (await signedInStaff("owner@southerncross.demo")).staff;
    const manager = (await signedInStaff("manager@southerncross.demo")).staff;
    const sales = (await signedInStaff("sales@southerncross.demo")).staff;
    const foreign = (await signedInStaff("owner@coastal.demo")).staff;
    const listed = await consoleSitePages(manager, ford);
    expect(listed?.pages.map((p) => p.path)).toContain(fordPage.path);
    expect((await consoleSitePages(owner, ford))?.role).toBe("owner");
    expect(await consoleSitePages(sales, ford)).toBeNull();
    expect(await consoleSitePages(foreign, ford)).toBeNull();
    expect(await sitePageEditor(sales, ford, fordPage.id)).toBeNull();
    expect(await sitePageEditor(foreign, ford, fordPage.id)).toBeNull();
    // A page of another site, opened under this one, is no page at all.
    expect(await sitePageEditor(owner, ford, coastalPage.id)).toBeNull();
    const editor = await sitePageEditor(manager, ford, fordPage.id);
    expect(typeof editor?.content).toBe("string");
  });

  it("a manager's save is live on the shopper's page at once, with an audit entry and the sites' notification", async () => {
    const notified: string[] = [];
    const stop = await demo.db.listen(SITES_CHANNEL, (payload) => notified.push(payload));
    try {
      const before = await audits(fordPage.id);
      const response = await save(cookies["manager@southerncross.demo"]!, ford, fordPage.id, { title: "About our team", doc: docSaying("Family owned since 1987 <b>"), updatedAt: await loadedAt(fordPage.id) });
      expect(response.status).toBe(200);
      const saved = (await response.json()) as SitePageSaved;
      const row = await pageRow(fordPage.id);
      expect(row.title).toBe("About our team");
      expect(row.body_doc).toEqual(docSaying("Family owned since 1987 <b>"));
      expect(saved.updatedAt).toBe(row.updated_at.toISOString());
      expect(await audits(fordPage.id)).toBe(before + 1);
      await expect.poll(() => notified, { timeout: 3000 }).toContain(String(ford));
      invalidateSites();
      const shown = await plainPage((await siteById(ford))!, fordPage.path);
      expect(shown?.title).toBe("About our team");
      expect(shown?.safeHtml).toContain("<h2>Who we are</h2>");
      expect(shown?.safeHtml).toContain("<strong>Family owned since 1987 &lt;b&gt;</strong>");
      const reopened = await sitePageEditor((await signedInStaff("owner@southerncross.demo")).staff, ford, fordPage.id);
      expect(reopened?.content).toEqual(docSaying("Family owned since 1987 <b>"));
    } finally {
      await stop();
    }
  });

  it("an owner saves too; a save over someone else's is a 409 that writes nothing", async () => {
    const stale = await loadedAt(fordPage.id);
    expect((await save(cookies["owner@southerncross.demo"]!, ford, fordPage.id, { title: "About us", doc: docSaying("Owner's words"), updatedAt: stale })).status).toBe(200);
    const after = await pageRow(fordPage.id);
    const audited = await audits(fordPage.id);
    const conflict = await refusal(await save(cookies["manager@southerncross.demo"]!, ford, fordPage.id, { title: "Mine", doc: docSaying("Manager's words"), updatedAt: stale }));
    expect(conflict).toMatchObject({ status: 409, field: "updatedAt" });
    expect(conflict.message).toMatch(/Someone else has saved this page/);
    expect(await pageRow(fordPage.id)).toEqual(after);
    expect(await audits(fordPage.id)).toBe(audited);
  });

  it("sales are refused 403, another group's owner and another site's page 404, and nothing is written", async () => {
    const before = await pageRow(fordPage.id);
    const audited = await audits(fordPage.id);
    const body = { title: "Hijacked", doc: docSaying("Not yours"), updatedAt: before.updated_at.toISOString() };
    expect(await refusal(await save(cookies["sales@southerncross.demo"]!, ford, fordPage.id, body))).toMatchObject({ status: 403, field: "doc" });
    expect((await save(cookies["owner@coastal.demo"]!, ford, fordPage.id, body)).status).toBe(404);
    const coastalBefore = await pageRow(coastalPage.id);
    expect((await save(cookies["owner@southerncross.demo"]!, coastal, coastalPage.id, { ...body, updatedAt: coastalBefore.updated_at.toISOString() })).status).toBe(404);
    expect((await save(cookies["owner@southerncross.demo"]!, ford, coastalPage.id, { ...body, updatedAt: coastalBefore.updated_at.toISOString() })).status).toBe(404);
    expect(await pageRow(fordPage.id)).toEqual(before);
    expect(await pageRow(coastalPage.id)).toEqual(coastalBefore);
    expect(await audits(fordPage.id)).toBe(audited);
  });

  it("refuses a bad title or a document off the allow-list with a 400 naming the field, writing nothing", async () => {
    const before = await pageRow(fordPage.id);
    const updatedAt = before.updated_at.toISOString();
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
  });
});
