import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as setVisibility } from "@/app/(console)/console/api/reviews/[id]/visibility/route";
import { consoleReviews } from "@/server/console/reviews";
import { loadHomePage } from "@/server/services/content/home-page";
import { reviewsSection } from "@/server/services/content/reviews";
import { siteById } from "@/server/sites/site-resolver";
import { listenForSiteChanges } from "@/server/sites/site-change-listener";
import type { Site } from "@/server/sites/site-store";
import { CONSOLE_ORIGIN, seedDemoStaff, signedInStaff, staffCookie } from "@/test/console-staff";
import { seededDemo } from "@/test/seeded-demo";

/**
 * The console's reviews (issue 36) through the route handler, on the seeded demo: a manager or owner hides a review and
 * it is gone from the shopper's reviews section and home page block of the site, and every site showing the
 * dealership is told at commit (their cached pages dropped); showing it again brings it back. Sales read the reviews
 * but a change is a 403; another group's owner gets the console's 404, as for a review that does not exist. Every
 * change is in the audit log; a refused one writes nothing.
 */
const demo = seededDemo({ seed: 31, vehicles: 20 });
let target = 0;
let dandenong = 0;

const OWNER = "owner@southerncross.demo";
const MANAGER = "manager@southerncross.demo";
const SALES = "sales@southerncross.demo";
const METRO = "owner@metro.demo";
const cookies: Record<string, string> = {};
let site: Site;
let dealershipSites: number[] = [];
const dropped: number[] = [];
let stopListening: () => Promise<void> = async () => {};

async function rows<T>(text: string, params: unknown[] = []): Promise<T[]> {
  return demo.db.query<T>(text, params);
}

async function call(reviewId: number | string, cookie: string, body: unknown): Promise<{ status: number; body: any }> {
  const request = new Request(`${CONSOLE_ORIGIN}/console/api/reviews/${reviewId}/visibility`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: CONSOLE_ORIGIN, host: "localhost:3000", cookie },
    body: JSON.stringify(body),
  });
  const answer = await setVisibility(request, { params: Promise.resolve({ id: String(reviewId) }) });
  return { status: answer.status, body: await answer.json() };
}

const auditCount = async () => Number((await rows<{ n: number | string }>("select count(*) as n from audit_log where entity = 'review'"))[0]!.n);

async function waitFor(check: () => boolean | Promise<boolean>, ms = 1000): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
  return Date.now() - started;
}

/** The review the shopper's reviews section shows first on the site (newest shown). */
async function firstShown() {
  const first = (await reviewsSection(site)).reviews[0];
  if (!first || first.id !== target) throw new Error("the site does not show the test's review first");
  return first;
}

beforeAll(async () => {
  await seedDemoStaff();
  const [row] = await rows<{ id: number }>("select id from sites where slug = 'southern-cross-ford'");
  const found = await siteById(row!.id);
  if (!found) throw new Error("no southern cross site");
  site = found;
  // A review of the dealership the manager runs and sales work at, made the site's newest shown review.
  const [review] = await rows<{ id: number; dealership_id: number }>(
    "select r.id, r.dealership_id from reviews r join dealerships d on d.id = r.dealership_id where d.slug = 'southern-cross-ford-dandenong' order by r.id limit 1",
  );
  target = review!.id;
  dandenong = review!.dealership_id;
  await demo.db.query("update reviews set rating = 5, text = 'Friendly and no pressure.', review_date = '2030-01-01' where id = $1", [review!.id]);
  for (const email of [OWNER, MANAGER, SALES, METRO]) cookies[email] = await staffCookie(email);
  stopListening = await listenForSiteChanges(demo.db, (siteId) => {
    dropped.push(siteId);
  });
});

afterAll(async () => {
  await stopListening();
});

describe("hiding and showing a review in the console", () => {
  it("lists the member's dealerships' reviews: editable for a manager, read-only for sales, none of another group's", async () => {
    const shown = await firstShown();
    const manager = await consoleReviews((await signedInStaff(MANAGER)).staff, dandenong);
    const sales = await consoleReviews((await signedInStaff(SALES)).staff, dandenong);
    const metro = (await signedInStaff(METRO)).staff;
    expect(manager?.dealership).toMatchObject({ id: dandenong, canEdit: true });
    expect(manager?.dealership.reviews.find((r) => r.id === shown.id)).toMatchObject({ customerName: shown.customerName, hidden: false });
    expect(sales?.dealership).toMatchObject({ id: dandenong, canEdit: false });
    expect(sales?.dealership.reviews.map((r) => r.id)).toContain(shown.id);
    // Another group's owner: the dealership is not theirs (the page's 404), and none of their own lists the review.
    expect(await consoleReviews(metro, dandenong)).toBeNull();
    for (const own of (await consoleReviews(metro))?.dealerships ?? []) {
      expect((await consoleReviews(metro, own.id))?.dealership.reviews.map((r) => r.id)).not.toContain(shown.id);
    }
  });

  it("refuses sales (403 naming hidden), another group's owner and a missing review (the same 404), a bad body (400 naming hidden), writing nothing", async () => {
    const shown = await firstShown();
    const sales = await call(shown.id, cookies[SALES]!, { hidden: true });
    expect([sales.status, sales.body.error.field]).toEqual([403, "hidden"]);
    expect(sales.body.error.message).toMatch(/Only a manager or owner may hide or show a review/);
    const metro = await call(shown.id, cookies[METRO]!, { hidden: true });
    const missing = await call(999_999, cookies[OWNER]!, { hidden: true });
    const badId = await call("0x10", cookies[OWNER]!, { hidden: true });
    expect([metro.status, missing.status, badId.status]).toEqual([404, 404, 404]);
    expect(new Set([metro.body, missing.body, badId.body].map((b) => JSON.stringify(b))).size).toBe(1);
    const notBoolean = await call(shown.id, cookies[OWNER]!, { hidden: "yes" });
    expect([notBoolean.status, notBoolean.body.error.field]).toEqual([400, "hidden"]);
    const extra = await call(shown.id, cookies[OWNER]!, { hidden: true, rating: 5 });
    expect(extra.status).toBe(400);
    expect(extra.body.error.message).toMatch(/rating/);
    expect((await call(shown.id, "", { hidden: true })).status).toBe(401);
    expect(await auditCount()).toBe(0);
    expect((await rows<{ hidden: boolean }>("select hidden from reviews where id = $1", [shown.id]))[0]!.hidden).toBe(false);
    expect((await firstShown()).id).toBe(shown.id);
  });

  it("a manager hides a review: gone from the shopper's reviews section and home block, every site showing the dealership told; shown again, it is back", async () => {
    const shown = await firstShown();
    // The site's home page with its reviews block (the demo's list has none: the block as a dealer would add it).
    const withReviews: Site = { ...site, settings: { ...site.settings, content: { ...site.settings.content, homeBlocks: ["featured", "reviews"] } } };
    const home = async () => (await loadHomePage(withReviews)).blocks.flatMap((b) => (b.block === "reviews" ? b.reviews.reviews.map((r) => r.id) : []));
    expect(await home()).toContain(shown.id);
    const [review] = await rows<{ dealership_id: number }>("select dealership_id from reviews where id = $1", [shown.id]);
    dealershipSites = (await rows<{ site_id: number }>("select site_id from site_dealerships where dealership_id = $1", [review!.dealership_id])).map((r) => r.site_id);
    expect(dealershipSites).toContain(site.id);

    dropped.length = 0;
    const hid = await call(shown.id, cookies[MANAGER]!, { hidden: true });
    expect([hid.status, hid.body]).toEqual([200, { id: shown.id, hidden: true }]);
    expect(await waitFor(() => dealershipSites.every((id) => dropped.includes(id)))).toBeLessThan(1000);
    expect((await reviewsSection(site)).reviews.map((r) => r.id)).not.toContain(shown.id);
    expect(await home()).not.toContain(shown.id);
    const view = await consoleReviews((await signedInStaff(MANAGER)).staff, dandenong);
    expect(view?.dealership.reviews.find((r) => r.id === shown.id)?.hidden).toBe(true);

    // The same again changes nothing and records nothing.
    const before = await auditCount();
    expect((await call(shown.id, cookies[OWNER]!, { hidden: true })).status).toBe(200);
    expect(await auditCount()).toBe(before);

    dropped.length = 0;
    const back = await call(shown.id, cookies[OWNER]!, { hidden: false });
    expect([back.status, back.body]).toEqual([200, { id: shown.id, hidden: false }]);
    await waitFor(() => dropped.includes(site.id));
    expect((await firstShown()).id).toBe(shown.id);
    expect(await home()).toContain(shown.id);

    const audit = await rows<{ action: string; actor_email: string; dealership_id: number; before: any; after: any }>(
      "select a.action, u.email as actor_email, a.dealership_id, a.before, a.after from audit_log a join staff_users u on u.id = a.actor_id where a.entity = 'review' and a.entity_id = $1 order by a.id",
      [String(shown.id)],
    );
    expect(audit).toEqual([
      { action: "hide", actor_email: MANAGER, dealership_id: review!.dealership_id, before: { hidden: false }, after: { hidden: true } },
      { action: "show", actor_email: OWNER, dealership_id: review!.dealership_id, before: { hidden: true }, after: { hidden: false } },
    ]);
  });
});
