import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as saveDraft } from "@/app/(console)/console/api/sites/[id]/draft/route";
import { POST as saveThemeDraft } from "@/app/(console)/console/api/sites/[id]/draft/theme/route";
import { POST as publish } from "@/app/(console)/console/api/sites/[id]/publish/route";
import { POST as rollback } from "@/app/(console)/console/api/sites/[id]/rollback/route";
import { siteSettingsEditor, siteThemeEditor } from "@/server/console/site-settings";
import { siteById } from "@/server/sites/site-resolver";
import { listenForSiteChanges } from "@/server/sites/site-change-listener";
import { CONSOLE_ORIGIN, seedDemoStaff, signedInStaff, staffCookie } from "@/test/console-staff";
import { seededDemo } from "@/test/seeded-demo";

/**
 * The console's theme colours editor (issue 36) through its route handlers, on the seeded demo: the colours are a
 * draft until published, a pair below WCAG AA is refused naming the colour (on save and on publish), a publish makes the
 * shopper's site show the colour and a roll back the old one, each in one transaction; the theme is the owners' (a
 * manager's save is a 403 naming the colour, sales and another group's owner get the console's 404).
 */
const demo = seededDemo({ seed: 29, vehicles: 30 });

let site = 0;
let live: Record<string, string> = {};
let stopListening: () => Promise<void> = async () => {};
const cookies: Record<string, string> = {};
const OWNER = "owner@southerncross.demo";
const EMAILS = [OWNER, "manager@southerncross.demo", "sales@southerncross.demo", "owner@metro.demo"] as const;

async function one<T>(text: string, params: unknown[] = []): Promise<T> {
  const [row] = await demo.db.query<T>(text, params);
  if (!row) throw new Error(`no row: ${text}`);
  return row;
}

type Handler = (request: Request, context: { params: Promise<{ id: string }> }) => Promise<Response>;

async function call(handler: Handler, path: string, cookie: string, body: unknown, siteId = site): Promise<{ status: number; body: any }> {
  const request = new Request(`${CONSOLE_ORIGIN}/console/api/sites/${siteId}/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: CONSOLE_ORIGIN, host: "localhost:3000", cookie },
    body: JSON.stringify(body),
  });
  const answer = await handler(request, { params: Promise.resolve({ id: String(siteId) }) });
  return { status: answer.status, body: await answer.json() };
}

/** The theme editor's body as its page opens, with `colours` changed. */
async function themeBody(colours: Record<string, string>, email: string = OWNER) {
  const view = await siteThemeEditor((await signedInStaff(email)).staff, site);
  if (!view) throw new Error(`${email} has no theme editor`);
  return { draftVersion: view.draftVersion, revision: view.revision, colours: { ...view.colours, ...colours } };
}

const counts = async () => ({
  drafts: Number((await one<{ n: number | string }>("select count(*) as n from site_drafts")).n),
  revisions: Number((await one<{ n: number | string }>("select count(*) as n from site_revisions")).n),
});

/** The primary colour a shopper's request to the site is drawn with (the site directory, as the pages resolve it). */
async function shopperPrimary(): Promise<string | undefined> {
  return (await siteById(site))?.theme.primary;
}

async function waitFor(check: () => Promise<boolean>, ms = 1000): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
  return Date.now() - started;
}

beforeAll(async () => {
  await seedDemoStaff();
  const row = await one<{ id: number; theme: Record<string, string> }>("select id, theme from sites where slug = 'southern-cross-ford'");
  site = row.id;
  live = row.theme;
  for (const email of EMAILS) cookies[email] = await staffCookie(email);
  stopListening = await listenForSiteChanges(demo.db);
});

afterAll(async () => {
  await stopListening();
});

describe("the theme colours editor", () => {
  it("opens for the site's owner (editable) and manager (read-only), and is the console's 404 for sales and another group's owner", async () => {
    const view = async (email: string) => siteThemeEditor((await signedInStaff(email)).staff, site);
    expect(await view(OWNER)).toMatchObject({ role: "owner", colours: { primary: live.primary }, live: { primary: live.primary }, hasDraft: false });
    expect((await view("manager@southerncross.demo"))?.role).toBe("manager");
    expect(await view("sales@southerncross.demo")).toBeNull();
    expect(await view("owner@metro.demo")).toBeNull();
  });

  it("refuses a manager's colour (403 naming it) and answers sales and another group's owner with the same 404, writing nothing", async () => {
    const body = await themeBody({ primary: "#0b3d2e" });
    const manager = await call(saveThemeDraft, "draft/theme", cookies["manager@southerncross.demo"]!, body);
    expect([manager.status, manager.body.error.field]).toEqual([403, "theme.primary"]);
    expect(manager.body.error.message).toMatch(/Only an owner may change Primary colour/);
    const sales = await call(saveThemeDraft, "draft/theme", cookies["sales@southerncross.demo"]!, body);
    const metro = await call(saveThemeDraft, "draft/theme", cookies["owner@metro.demo"]!, body);
    const missing = await call(saveThemeDraft, "draft/theme", cookies[OWNER]!, body, 999_999);
    expect([sales.status, metro.status, missing.status]).toEqual([404, 404, 404]);
    expect(new Set([sales.body, metro.body, missing.body].map((b) => JSON.stringify(b))).size).toBe(1);
    expect((await call(publish, "publish", cookies["owner@metro.demo"]!, { draftVersion: 0, revision: 0 })).status).toBe(404);
    expect((await call(saveThemeDraft, "draft/theme", "", body)).status).toBe(401);
    expect(await counts()).toEqual({ drafts: 0, revisions: 0 });
  });

  it("refuses a colour that is not hex, and a pair below WCAG AA, naming the colour, writing nothing", async () => {
    const notHex = await call(saveThemeDraft, "draft/theme", cookies[OWNER]!, await themeBody({ accent: "orange" }));
    expect([notHex.status, notHex.body.error.field]).toEqual([400, "colours.accent"]);
    // Light blue under the white text of a button: about 1.8:1.
    const pale = await call(saveThemeDraft, "draft/theme", cookies[OWNER]!, await themeBody({ primary: "#93c5fd" }));
    expect([pale.status, pale.body.error.field]).toEqual([400, "theme.primary"]);
    expect(pale.body.error.message).toMatch(/^theme\.primary: Text on primary on Primary colour is 1\.\d\d:1, below WCAG AA's 4\.5:1/);
    // The header's text changed to one close to the header: the text colour is the one named.
    const header = await call(saveThemeDraft, "draft/theme", cookies[OWNER]!, await themeBody({ headerForeground: live.header! }));
    expect([header.status, header.body.error.field]).toEqual([400, "theme.headerForeground"]);
    // The settings editor's whole draft is held to the same rule.
    const { staff } = await signedInStaff(OWNER);
    const editor = await siteSettingsEditor(staff, site);
    const whole = await call(saveDraft, "draft", cookies[OWNER]!, { draftVersion: editor!.draftVersion, revision: editor!.revision, settings: editor!.settings, theme: { ...editor!.theme, accentForeground: editor!.theme.accent } });
    expect([whole.status, whole.body.error.field]).toEqual([400, "theme.accentForeground"]);
    expect(await counts()).toEqual({ drafts: 0, revisions: 0 });
  });

  it("keeps the colour a draft (the shopper's site unchanged), publishes it, and rolls back to the old colour, each a revision", async () => {
    const saved = await call(saveThemeDraft, "draft/theme", cookies[OWNER]!, await themeBody({ primary: "#0b3d2e" }));
    expect(saved.status).toBe(200);
    expect(saved.body.changes).toEqual([{ key: "theme.primary", before: live.primary, after: "#0b3d2e" }]);
    expect((await one<{ theme: any }>("select theme from site_drafts where site_id = $1", [site])).theme.primary).toBe("#0b3d2e");
    // Only the colours changed: the draft holds the live settings and the rest of the theme as they were.
    const draft = await one<{ settings: any; theme: any }>("select settings, theme from site_drafts where site_id = $1", [site]);
    const row = await one<{ settings: any; theme: any }>("select settings, theme from sites where id = $1", [site]);
    expect(draft.settings).toEqual(row.settings);
    expect({ ...draft.theme, primary: live.primary }).toEqual(row.theme);
    expect(await shopperPrimary()).toBe(live.primary);

    const published = await call(publish, "publish", cookies[OWNER]!, { draftVersion: saved.body.draftVersion, revision: 0 });
    expect(published.status).toBe(200);
    expect(published.body.revision).toBe(2);
    expect(await waitFor(async () => (await shopperPrimary()) === "#0b3d2e")).toBeLessThan(1000);
    expect(await counts()).toEqual({ drafts: 0, revisions: 2 });

    const back = await call(rollback, "rollback", cookies[OWNER]!, { revision: 2, toRevision: 1 });
    expect(back.status).toBe(200);
    expect(back.body.changes).toEqual([{ key: "theme.primary", before: "#0b3d2e", after: live.primary }]);
    expect(await waitFor(async () => (await shopperPrimary()) === live.primary)).toBeLessThan(1000);
    expect((await one<{ theme: any }>("select theme from sites where id = $1", [site])).theme).toEqual(live);
  });

  it("refuses to publish a draft whose colours fail WCAG AA (one saved before the rule), naming the colour; nothing goes live", async () => {
    const saved = await call(saveThemeDraft, "draft/theme", cookies[OWNER]!, await themeBody({ accent: "#111111", accentForeground: "#ffffff" }));
    expect(saved.status).toBe(200);
    await demo.db.query("update site_drafts set theme = jsonb_set(theme, '{accentForeground}', '\"#222222\"') where site_id = $1", [site]);
    const before = await counts();
    const refused = await call(publish, "publish", cookies[OWNER]!, { draftVersion: saved.body.draftVersion, revision: 3 });
    expect([refused.status, refused.body.error.field]).toEqual([400, "theme.accentForeground"]);
    expect(refused.body.error.message).toMatch(/below WCAG AA/);
    expect(await counts()).toEqual(before);
    expect((await one<{ theme: any }>("select theme from sites where id = $1", [site])).theme).toEqual(live);
  });

  it("a revision never half-applies: a publish that fails inside its transaction leaves the settings, theme and history as they were", async () => {
    const { staff } = await signedInStaff(OWNER);
    const editor = await siteSettingsEditor(staff, site);
    // A fixed accent, then a draft that changes the hero title and the primary colour together.
    await demo.db.query("delete from site_drafts where site_id = $1", [site]);
    const body = { draftVersion: 0, revision: editor!.revision, settings: { ...editor!.settings, content: { ...editor!.settings.content, heroTitle: "Half applied?" } }, theme: { ...editor!.theme, accent: live.accent, accentForeground: live.accentForeground, primary: "#0b3d2e" } };
    const saved = await call(saveDraft, "draft", cookies[OWNER]!, body);
    expect(saved.status).toBe(200);
    const before = { counts: await counts(), row: await one<{ settings: any; theme: any }>("select settings, theme from sites where id = $1", [site]) };
    // The audit entry is written after the site row inside the transaction: make it fail there.
    await demo.db.query("alter table audit_log add constraint audit_log_test_refuse check (action <> 'publish') not valid");
    try {
      await expect(call(publish, "publish", cookies[OWNER]!, { draftVersion: saved.body.draftVersion, revision: editor!.revision })).rejects.toThrow();
    } finally {
      await demo.db.query("alter table audit_log drop constraint audit_log_test_refuse");
    }
    expect(await counts()).toEqual(before.counts);
    expect(await one<{ settings: any; theme: any }>("select settings, theme from sites where id = $1", [site])).toEqual(before.row);
    expect(await shopperPrimary()).toBe(live.primary);
  });
});
