import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as createPromo } from "@/app/(console)/console/api/promos/route";
import { POST as updatePromo } from "@/app/(console)/console/api/promos/[id]/route";
import { POST as deletePromo } from "@/app/(console)/console/api/promos/[id]/delete/route";
import { activePromos } from "@/domain/search/hits";
import { locationTimeZone } from "@/domain/test-drive/time-zone";
import { isoDateIn } from "@/domain/vehicle-page/time";
import { consoleSitePromos, newPromoEditor, sitePromoEditor } from "@/server/console/promos";
import { discardDraft, publishDraft, rollBack, sitePreviewOf } from "@/server/console/site-settings";
import { runPrivateRender } from "@/server/cache/private-render";
import { searchPromos } from "@/server/search/search-rows";
import { siteById } from "@/server/sites/site-resolver";
import { dropSiteSettingsCaches, listenForSiteChanges } from "@/server/sites/site-change-listener";
import type { Site } from "@/server/sites/site-store";
import { CONSOLE_ORIGIN, seedDemoStaff, signedInStaff, staffCookie } from "@/test/console-staff";
import { seededDemo } from "@/test/seeded-demo";

/**
 * The console's promos (issue 36) through the route handlers, on the seeded demo: a manager or owner makes, changes and
 * deletes one of the site's promo cards, each change a draft that the site's preview shows and shoppers' searches do
 * not, until the site is published; then the searches show it at once (the site's cached promos dropped in every
 * process by the NOTIFY at commit), only between its first and last day (the site's calendar), and the revision names
 * it; a roll back puts the card back as it was. Every change is audited. Sales read them and a change is a 403;
 * another group's owner gets the 404; bad input is a 400 naming the field; a stale copy a 409; none of those writes
 * anything.
 */
const demo = seededDemo({ seed: 36, vehicles: 20 });

const OWNER = "owner@southerncross.demo";
const MANAGER = "manager@southerncross.demo";
const SALES = "sales@southerncross.demo";
const METRO = "owner@metro.demo";
const cookies: Record<string, string> = {};
let site: Site;
let zone = "";
const dropped: number[] = [];
let stopListening: () => Promise<void> = async () => {};

type Handler = (request: Request, context: { params: Promise<{ id: string }> }) => Promise<Response>;

async function call(handler: Handler, path: string, cookie: string, body: unknown, id = ""): Promise<{ status: number; body: any }> {
  const request = new Request(`${CONSOLE_ORIGIN}/console/api/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: CONSOLE_ORIGIN, host: "localhost:3000", cookie },
    body: JSON.stringify(body),
  });
  const answer = await handler(request, { params: Promise.resolve({ id }) });
  return { status: answer.status, body: await answer.json() };
}

const create = (cookie: string, body: unknown) => call(createPromo as Handler, "promos", cookie, body);
const update = (id: number | string, cookie: string, body: unknown) => call(updatePromo, `promos/${id}`, cookie, body, String(id));
const remove = (id: number | string, cookie: string, body: unknown) => call(deletePromo, `promos/${id}/delete`, cookie, body, String(id));

async function one<T>(text: string, params: unknown[] = []): Promise<T> {
  const [row] = await demo.db.query<T>(text, params);
  if (!row) throw new Error(`no row: ${text}`);
  return row;
}

const counts = async () => ({
  promos: Number((await one<{ n: number | string }>("select count(*) as n from promos")).n),
  drafts: Number((await one<{ n: number | string }>("select count(*) as n from site_promo_drafts")).n),
  audit: Number((await one<{ n: number | string }>("select count(*) as n from audit_log where entity = 'promo'")).n),
});

const localDay = (days: number) => isoDateIn(new Date(Date.now() + days * 86_400_000), zone);

/** The promos a search of the site with nothing chosen shows now (through the process's promo cache). */
const searchShows = async () => activePromos(await searchPromos(site, undefined), new Date(), []).map((p) => p.id);

/** The same search in the owner's draft preview of the site (the private render the preview's listener starts). */
async function previewShows(): Promise<number[]> {
  const preview = await sitePreviewOf((await signedInStaff(OWNER)).staff, site.id);
  if (!preview) throw new Error("no preview");
  const render = { sitePreview: { siteId: site.id, settings: preview.settings, theme: preview.theme, pages: preview.pages, promos: preview.promos } };
  return runPrivateRender(render, async () => activePromos(await searchPromos(site, undefined), new Date(), []).map((p) => p.id));
}

/** What the offers page's Publish carries for the owner: the site's revision and draft version. */
async function publishCarried(): Promise<{ revision: number; draftVersion: number }> {
  const publish = (await consoleSitePromos((await signedInStaff(OWNER)).staff, site.id))?.publish;
  if (!publish) throw new Error("the owner has no Publish");
  return { revision: publish.revision, draftVersion: publish.draftVersion };
}

/** Publishes the site's draft as the owner (what its Publish sends): the new revision's number and what it lists. */
async function publish(): Promise<{ revision: number; changes: string[] }> {
  const owner = (await signedInStaff(OWNER)).staff;
  const carried = await publishCarried();
  dropped.length = 0;
  const answer = await publishDraft(owner, site.id, carried);
  if (!answer.ok) throw new Error(`not published: ${JSON.stringify(answer)}`);
  await waitFor(() => dropped.includes(site.id));
  return { revision: answer.value.revision, changes: answer.value.changes.map((c) => `${c.key}: ${c.after}`) };
}

function fields(over: Record<string, unknown> = {}) {
  return { name: "Finance week", title: "2.9% p.a. finance", text: "On selected used cars.", cta: "Find out more", href: "/finance", imageUrl: null, startDate: localDay(-1), endDate: localDay(3), position: 2, display: [], strictDisplay: false, ...over };
}

async function waitFor(check: () => boolean, ms = 1000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

let made = 0;
let updatedAt = "";

beforeAll(async () => {
  await seedDemoStaff();
  const found = await siteById((await one<{ id: number }>("select id from sites where slug = 'southern-cross-ford'")).id);
  if (!found) throw new Error("no southern cross site");
  site = found;
  zone = locationTimeZone(null, site.settings.contact.defaultState);
  for (const email of [OWNER, MANAGER, SALES, METRO]) cookies[email] = await staffCookie(email);
  stopListening = await listenForSiteChanges(demo.db, async (siteId) => {
    await dropSiteSettingsCaches(siteId);
    dropped.push(siteId);
  });
});

afterAll(async () => {
  await stopListening();
});

describe("the console's promos", () => {
  it("lists the site's promos for the owner and manager (editable) and sales (read-only); another group's owner gets the 404", async () => {
    const view = async (email: string) => consoleSitePromos((await signedInStaff(email)).staff, site.id);
    expect((await view(OWNER))?.canEdit).toBe(true);
    expect((await view(MANAGER))?.canEdit).toBe(true);
    const sales = await view(SALES);
    expect(sales?.canEdit).toBe(false);
    expect(sales?.promos.map((p) => p.id)).toEqual((await view(OWNER))?.promos.map((p) => p.id));
    expect(await view(METRO)).toBeNull();
    expect(await newPromoEditor((await signedInStaff(SALES)).staff, site.id)).toBeNull();
    expect(await newPromoEditor((await signedInStaff(METRO)).staff, site.id)).toBeNull();
  });

  it("refuses sales (403), another group's owner and a missing site (404), bad input (400 naming the field), writing nothing", async () => {
    const before = await counts();
    const body = { ...fields(), siteId: site.id };
    const sales = await create(cookies[SALES]!, body);
    expect([sales.status, sales.body.error.field]).toEqual([403, "siteId"]);
    const metro = await create(cookies[METRO]!, body);
    const missing = await create(cookies[OWNER]!, { ...body, siteId: 999_999 });
    expect([metro.status, missing.status]).toEqual([404, 404]);
    expect(metro.body).toEqual(missing.body);
    const cases: Array<[Record<string, unknown>, string, RegExp]> = [
      [{ startDate: localDay(4), endDate: localDay(1) }, "endDate", /before the first day/],
      [{ endDate: null }, "endDate", /last day/],
      [{ href: "javascript:alert(1)" }, "href", /page of the site/],
      [{ href: "//elsewhere.example" }, "href", /page of the site/],
      [{ imageUrl: "http://insecure.example/a.jpg" }, "imageUrl", /Upload a picture, or give one of the site's own/],
      [{ imageUrl: "https://elsewhere.example/a.jpg" }, "imageUrl", /Upload a picture, or give one of the site's own/],
      [{ imageUrl: "/media/u/../../etc/passwd" }, "imageUrl", /Upload a picture/],
      [{ title: "" }, "title", /title/],
      [{ position: 0 }, "position", /1 or more/],
      [{ display: ["vintage"] }, "display.0", /new, used or demo/],
    ];
    for (const [over, field, message] of cases) {
      const answer = await create(cookies[OWNER]!, { ...body, ...over });
      expect([answer.status, answer.body.error.field], JSON.stringify(over)).toEqual([400, field]);
      expect(answer.body.error.message).toMatch(message);
    }
    expect((await create("", body)).status).toBe(401);
    expect(await counts()).toEqual(before);
  });

  it("a manager makes a promo as a draft: the preview shows it and shoppers' searches do not, until the owner publishes; then at once, audited", async () => {
    const before = await counts();
    const answer = await create(cookies[MANAGER]!, { ...fields(), siteId: site.id });
    expect(answer.status).toBe(200);
    made = answer.body.id;
    updatedAt = answer.body.updatedAt;
    expect(await counts()).toEqual({ promos: before.promos, drafts: before.drafts + 1, audit: before.audit + 1 });
    expect(await searchShows()).not.toContain(made);
    expect(await previewShows()).toContain(made);
    const listed = await consoleSitePromos((await signedInStaff(OWNER)).staff, site.id);
    expect(listed?.promos.find((p) => p.id === made)?.draft).toBe("created");
    expect(listed?.publish?.promoDrafts).toBe(1);
    // Sales read the promos but do not publish the site.
    expect((await consoleSitePromos((await signedInStaff(SALES)).staff, site.id))?.publish).toBeNull();
    const editor = await sitePromoEditor((await signedInStaff(SALES)).staff, site.id, made);
    expect(editor?.values).toMatchObject({ title: "2.9% p.a. finance", startDate: localDay(-1), endDate: localDay(3), position: 2 });
    expect(editor?.promo?.draft).toBe("created");
    expect(editor?.canEdit).toBe(false);
    expect(await sitePromoEditor((await signedInStaff(METRO)).staff, site.id, made)).toBeNull();

    const published = await publish();
    expect(published.changes).toContain("Promo 'Finance week': made");
    expect(await searchShows()).toContain(made);
    expect(await counts()).toEqual({ promos: before.promos + 1, drafts: before.drafts, audit: before.audit + 1 });
    const editorAfter = await sitePromoEditor((await signedInStaff(OWNER)).staff, site.id, made);
    expect(editorAfter?.promo?.draft).toBeNull();
    updatedAt = editorAfter!.promo!.updatedAt;
  });

  it("a promo whose last day was yesterday is not shown once published; sales 403, another group 404, a stale copy 409 first", async () => {
    const over = { ...fields({ startDate: localDay(-5), endDate: localDay(-1) }), siteId: site.id, updatedAt };
    const before = await counts();
    expect((await update(made, cookies[SALES]!, over)).status).toBe(403);
    expect((await update(made, cookies[METRO]!, over)).status).toBe(404);
    expect((await update(made, cookies[OWNER]!, { ...over, updatedAt: new Date(0).toISOString() })).status).toBe(409);
    expect(await counts()).toEqual(before);
    const ended = await update(made, cookies[OWNER]!, over);
    expect(ended.status).toBe(200);
    // The draft's copy is what an editor carries now: one still holding the live card's is told, not overwritten.
    expect((await update(made, cookies[MANAGER]!, over)).status).toBe(409);
    updatedAt = ended.body.updatedAt;
    expect(await searchShows()).toContain(made);
    expect(await previewShows()).not.toContain(made);
    const published = await publish();
    expect(published.changes).toContain("Promo 'Finance week': dates changed");
    expect(await searchShows()).not.toContain(made);
    expect((await consoleSitePromos((await signedInStaff(OWNER)).staff, site.id))?.promos.find((p) => p.id === made)?.status).toBe("ended");
    expect((await counts()).audit).toBe(before.audit + 1);

    // One click back to the revision before: the card runs again, as a new revision that says so.
    const owner = (await signedInStaff(OWNER)).staff;
    dropped.length = 0;
    const back = await rollBack(owner, site.id, { revision: published.revision, toRevision: published.revision - 1 });
    expect(back.ok).toBe(true);
    if (back.ok) expect(back.value.changes.map((c) => `${c.key}: ${c.after}`)).toContain("Promo 'Finance week': dates changed");
    await waitFor(() => dropped.includes(site.id));
    expect(await searchShows()).toContain(made);
    updatedAt = (await sitePromoEditor(owner, site.id, made))!.promo!.updatedAt;
  });

  it("a discard drops the promo drafts: shoppers and the editor see the card as published", async () => {
    const owner = (await signedInStaff(OWNER)).staff;
    const renamed = await update(made, cookies[OWNER]!, { ...fields({ name: "Renamed in a draft" }), siteId: site.id, updatedAt });
    expect(renamed.status).toBe(200);
    const discarded = await discardDraft(owner, site.id, await publishCarried());
    expect(discarded.ok).toBe(true);
    expect((await sitePromoEditor(owner, site.id, made))?.values.name).toBe("Finance week");
    expect((await counts()).drafts).toBe(0);
  });

  it("deletes it in the draft: sales 403 and another group 404 first; shoppers keep it until the owner publishes, audited", async () => {
    updatedAt = (await sitePromoEditor((await signedInStaff(OWNER)).staff, site.id, made))!.promo!.updatedAt;
    const body = { siteId: site.id, updatedAt };
    expect((await remove(made, cookies[SALES]!, body)).status).toBe(403);
    expect((await remove(made, cookies[METRO]!, body)).status).toBe(404);
    const before = await counts();
    expect((await remove(made, cookies[OWNER]!, body)).status).toBe(200);
    expect(await counts()).toEqual({ promos: before.promos, drafts: before.drafts + 1, audit: before.audit + 1 });
    expect(await searchShows()).toContain(made);
    expect(await previewShows()).not.toContain(made);
    expect((await consoleSitePromos((await signedInStaff(OWNER)).staff, site.id))?.promos.find((p) => p.id === made)?.draft).toBe("deleted");
    // Its editor is gone, and a save to it is refused.
    expect(await sitePromoEditor((await signedInStaff(OWNER)).staff, site.id, made)).toBeNull();
    const published = await publish();
    expect(published.changes).toContain("Promo 'Finance week': deleted");
    expect(await counts()).toEqual({ promos: before.promos - 1, drafts: before.drafts, audit: before.audit + 1 });
    expect((await remove(made, cookies[OWNER]!, body)).status).toBe(404);
  });

  it("a promo made and deleted before any publish is gone at once, and nothing waits to be published", async () => {
    const before = await counts();
    const answer = await create(cookies[OWNER]!, { ...fields({ name: "Never shown" }), siteId: site.id });
    expect(answer.status).toBe(200);
    expect((await remove(answer.body.id, cookies[OWNER]!, { siteId: site.id, updatedAt: answer.body.updatedAt })).status).toBe(200);
    expect(await counts()).toEqual({ promos: before.promos, drafts: before.drafts, audit: before.audit + 2 });
    expect((await consoleSitePromos((await signedInStaff(OWNER)).staff, site.id))?.publish?.promoDrafts).toBe(0);
  });
});
