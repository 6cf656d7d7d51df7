import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as pictureRoute } from "@/app/(console)/console/api/sites/[id]/pictures/route";
import { GET as mediaRoute } from "@/app/(platform)/media/u/[...key]/route";
import { localMediaStorage, setMediaStorage } from "@/server/adapters/storage";
import { POST as createOffer } from "@/app/(console)/console/api/offers/route";
import { POST as updateOffer } from "@/app/(console)/console/api/offers/[id]/route";
import { POST as deleteOffer } from "@/app/(console)/console/api/offers/[id]/delete/route";
import { isoDateIn } from "@/domain/vehicle-page/time";
import { consoleSiteOffers, newOfferEditor, siteOfferEditor } from "@/server/console/offers";
import { sweepPictures } from "@/server/console/picture-sweeper";
import { PICTURE_UNUSED_DAYS, SITE_PICTURE_QUOTA } from "@/domain/console/site-picture";
import { shownSiteOffers } from "@/server/services/content/offers";
import { siteById } from "@/server/sites/site-resolver";
import { dropSiteSettingsCaches, listenForSiteChanges } from "@/server/sites/site-change-listener";
import type { Site } from "@/server/sites/site-store";
import { CONSOLE_ORIGIN, seedDemoStaff, signedInStaff, staffCookie } from "@/test/console-staff";
import { seededDemo } from "@/test/seeded-demo";

/**
 * The console's offers (issue 36) through the route handlers, on the seeded demo: a manager or owner makes, changes and
 * deletes an offer of one of the site's dealerships; the shopper's offers show it only between its first and last day
 * (the dealership's local days) and only while the site is not excluded; every site showing the dealership is told at
 * commit (their cached pages dropped in every process); every change is in the audit log. Sales read the offers, and
 * a change is a 403; another group's owner gets the console's 404, as for an offer that does not exist; bad input is a
 * 400 naming the field; a change over someone else's a 409; none of those writes anything.
 */
const demo = seededDemo({ seed: 35, vehicles: 20 });

const OWNER = "owner@southerncross.demo";
const MANAGER = "manager@southerncross.demo";
const SALES = "sales@southerncross.demo";
const METRO = "owner@metro.demo";
const cookies: Record<string, string> = {};
let site: Site;
let dandenong = 0;
let metroDealership = 0;
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

const create = (cookie: string, body: unknown) => call(createOffer as Handler, "offers", cookie, body);
const update = (id: number | string, cookie: string, body: unknown) => call(updateOffer, `offers/${id}`, cookie, body, String(id));
const remove = (id: number | string, cookie: string, body: unknown) => call(deleteOffer, `offers/${id}/delete`, cookie, body, String(id));

async function one<T>(text: string, params: unknown[] = []): Promise<T> {
  const [row] = await demo.db.query<T>(text, params);
  if (!row) throw new Error(`no row: ${text}`);
  return row;
}

const counts = async () => ({
  offers: Number((await one<{ n: number | string }>("select count(*) as n from offers")).n),
  audit: Number((await one<{ n: number | string }>("select count(*) as n from audit_log where entity = 'offer'")).n),
});

/** The day `days` from today on the dealership's calendar. */
const localDay = (days: number) => isoDateIn(new Date(Date.now() + days * 86_400_000), zone);

/** The ids of the offers the shopper's site shows now. */
const shopperOffers = async () => (await shownSiteOffers(site)).map((o) => o.id);

function fields(over: Record<string, unknown> = {}) {
  return { name: "Drive-away <b>Ranger</b>", description: "<p>Free first service.</p>", disclaimer: "Ends soon.", category: "Finance offer", price: 54990, startDate: localDay(-1), endDate: localDay(7), shown: true, sortOrder: 0, ...over };
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
  mediaRoot = await mkdtemp(path.join(tmpdir(), "forecourt-offer-picture-"));
  setMediaStorage(localMediaStorage(mediaRoot));
  await seedDemoStaff();
  const found = await siteById((await one<{ id: number }>("select id from sites where slug = 'southern-cross-ford'")).id);
  if (!found) throw new Error("no southern cross site");
  site = found;
  dandenong = (await one<{ id: number }>("select id from dealerships where slug = 'southern-cross-ford-dandenong'")).id;
  metroDealership = (await one<{ id: number }>("select d.id from dealerships d join dealer_groups g on g.id = d.group_id where d.group_id <> (select group_id from dealerships where id = $1) order by d.id limit 1", [dandenong])).id;
  for (const email of [OWNER, MANAGER, SALES, METRO]) cookies[email] = await staffCookie(email);
  stopListening = await listenForSiteChanges(demo.db, async (siteId) => {
    await dropSiteSettingsCaches(siteId);
    dropped.push(siteId);
  });
  const editor = await newOfferEditor((await signedInStaff(MANAGER)).staff, site.id);
  if (!editor) throw new Error("the manager has no new offer editor");
  zone = editor.dealerships.find((d) => d.id === dandenong)!.timeZone;
});

afterAll(async () => {
  await stopListening();
  setMediaStorage(undefined);
  if (mediaRoot) await rm(mediaRoot, { recursive: true, force: true });
});

let mediaRoot = "";

/** A picture of `width` × `height`, with a camera's EXIF that the stored one must not keep. */
const jpeg = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 20, g: 60, b: 160 } } }).withExif({ IFD0: { Make: "OfferCamera" } }).jpeg().toBuffer();

async function uploadPicture(cookie: string, siteId: number, file: { name: string; bytes: Buffer; type: string }): Promise<{ status: number; body: any }> {
  const form = new FormData();
  form.append("picture", new File([new Uint8Array(file.bytes)], file.name, { type: file.type }));
  const answer = await pictureRoute(new Request(`${CONSOLE_ORIGIN}/console/api/sites/${siteId}/pictures`, { method: "POST", headers: { origin: CONSOLE_ORIGIN, host: "localhost:3000", cookie }, body: form }), { params: Promise.resolve({ id: String(siteId) }) });
  return { status: answer.status, body: await answer.json() };
}

const storedFiles = async () => (await readdir(mediaRoot, { recursive: true })).filter((f) => f.endsWith(".webp")).length;

describe("an offer's picture", () => {
  it("a manager uploads one (rewritten as WebP, no metadata, served from the site), saves it on an offer, and the shopper's offer shows it", async () => {
    const before = await counts();
    const uploaded = await uploadPicture(cookies[MANAGER]!, site.id, { name: "ranger.jpg", bytes: await jpeg(2400, 1200), type: "image/jpeg" });
    expect(uploaded.status).toBe(200);
    expect(uploaded.body).toMatchObject({ width: 1600, height: 800 });
    expect(uploaded.body.url).toMatch(new RegExp(`^/media/u/s/${site.id}/picture-[0-9a-f]{20}-1600\\.webp$`));
    const served = await mediaRoute(new Request(`${CONSOLE_ORIGIN}${uploaded.body.url}`), { params: Promise.resolve({ key: uploaded.body.url.replace("/media/u/", "").split("/") }) });
    expect(served.status).toBe(200);
    const bytes = Buffer.from(await served.arrayBuffer());
    const metadata = await sharp(bytes).metadata();
    expect([metadata.format, metadata.width, metadata.exif]).toEqual(["webp", 1600, undefined]);
    // The upload alone changes nothing a shopper sees: no offer, no audit entry, until an offer is saved with it.
    expect(await counts()).toEqual(before);
    const madeWith = await create(cookies[MANAGER]!, { ...fields({ name: "Pictured offer" }), imageUrl: uploaded.body.url, siteId: site.id, dealershipId: dandenong });
    expect(madeWith.status).toBe(200);
    const shown = (await shownSiteOffers(site)).find((o) => o.id === madeWith.body.id);
    expect(shown?.imageUrl).toBe(uploaded.body.url);
    expect((await siteOfferEditor((await signedInStaff(MANAGER)).staff, site.id, madeWith.body.id))?.values.imageUrl).toBe(uploaded.body.url);
    // A change that leaves the picture out keeps it; null removes it.
    const kept = await update(madeWith.body.id, cookies[MANAGER]!, { ...fields({ name: "Pictured offer" }), siteId: site.id, updatedAt: madeWith.body.updatedAt });
    expect(kept.status).toBe(200);
    expect((await one<{ image_url: string | null }>("select image_url from offers where id = $1", [madeWith.body.id])).image_url).toBe(uploaded.body.url);
    const removed = await update(madeWith.body.id, cookies[MANAGER]!, { ...fields({ name: "Pictured offer" }), imageUrl: null, siteId: site.id, updatedAt: kept.body.updatedAt });
    expect(removed.status).toBe(200);
    expect((await one<{ image_url: string | null }>("select image_url from offers where id = $1", [madeWith.body.id])).image_url).toBeNull();
    await remove(madeWith.body.id, cookies[MANAGER]!, { siteId: site.id, updatedAt: removed.body.updatedAt });
  });

  it("refuses sales (403), another group (404), a file that is no picture (415), one too small (422) and a remote address, storing nothing", async () => {
    const before = await storedFiles();
    const file = { name: "ranger.jpg", bytes: await jpeg(800, 400), type: "image/jpeg" };
    expect((await uploadPicture(cookies[SALES]!, site.id, file)).status).toBe(403);
    const metro = await uploadPicture(cookies[METRO]!, site.id, file);
    const missing = await uploadPicture(cookies[OWNER]!, 999_999, file);
    expect([metro.status, missing.status]).toEqual([404, 404]);
    expect(metro.body).toEqual(missing.body);
    const svg = await uploadPicture(cookies[OWNER]!, site.id, { name: "x.jpg", bytes: Buffer.from("<svg onload=alert(1)></svg>"), type: "image/jpeg" });
    expect([svg.status, svg.body.error.field]).toEqual([415, "picture"]);
    expect(svg.body.error.message).toMatch(/x\.jpg is not a JPEG, PNG or WebP image/);
    const tiny = await uploadPicture(cookies[OWNER]!, site.id, { name: "tiny.jpg", bytes: await jpeg(300, 150), type: "image/jpeg" });
    expect([tiny.status, tiny.body.error.field]).toEqual([422, "picture"]);
    expect(tiny.body.error.message).toMatch(/tiny\.jpg is 300 × 150 pixels; a picture must be at least 400/);
    expect(await storedFiles()).toBe(before);
    const remote = await create(cookies[OWNER]!, { ...fields(), imageUrl: "https://elsewhere.example/a.jpg", siteId: site.id, dealershipId: dandenong });
    expect([remote.status, remote.body.error.field]).toEqual([400, "imageUrl"]);
  });
});

/** A picture of its own content: `shade` changes its colour, and so its stored name. */
const shaded = (shade: number) => sharp({ create: { width: 800, height: 400, channels: 3, background: { r: shade, g: 90, b: 40 } } }).jpeg().toBuffer();

describe("the pictures a site keeps", () => {
  const keyOf = (url: string) => url.replace("/media/u/", "");
  const kept = async () => (await demo.db.query<{ key: string }>("select key from site_pictures where site_id = $1 order by key", [site.id])).map((r) => r.key);

  it("are at most 300: past them an upload is a 413 naming the field, with nothing stored; the same picture again is no new one", async () => {
    const first = await uploadPicture(cookies[OWNER]!, site.id, { name: "a.jpg", bytes: await shaded(10), type: "image/jpeg" });
    expect(first.status).toBe(200);
    const again = await uploadPicture(cookies[OWNER]!, site.id, { name: "a-again.jpg", bytes: await shaded(10), type: "image/jpeg" });
    expect(again.body.url).toBe(first.body.url);
    expect((await kept()).filter((k) => k === keyOf(first.body.url))).toHaveLength(1);
    // The site made to hold as many as it may (rows standing for stored pictures of 1 KB each).
    const held = (await kept()).length;
    await demo.db.query("insert into site_pictures (key, site_id, bytes) select 's/' || $1::int || '/picture-' || lpad(to_hex(n), 20, '0') || '-800.webp', $1, 1024 from generate_series(1, $2::int) n", [site.id, SITE_PICTURE_QUOTA.pictures - held]);
    try {
      const files = await storedFiles();
      const refused = await uploadPicture(cookies[MANAGER]!, site.id, { name: "one-more.jpg", bytes: await shaded(30), type: "image/jpeg" });
      expect([refused.status, refused.body.error.field]).toEqual([413, "picture"]);
      expect(refused.body.error.message).toBe("This site already keeps 300 uploaded pictures, as many as it may; pictures no offer or promo uses are removed after 7 days. Nothing was uploaded.");
      expect([await storedFiles(), (await kept()).length]).toEqual([files, SITE_PICTURE_QUOTA.pictures]);
    } finally {
      await demo.db.query("delete from site_pictures where site_id = $1 and key like '%-800.webp' and bytes = 1024", [site.id]);
    }
  });

  it("lose those no offer or promo names a week after their upload: the object and its row go, so they count no more against the site", async () => {
    const upload = async (shade: number) => (await uploadPicture(cookies[MANAGER]!, site.id, { name: `p${shade}.jpg`, bytes: await shaded(shade), type: "image/jpeg" })).body.url as string;
    const onOffer = await upload(60);
    const onPromo = await upload(120);
    const unused = await upload(180);
    const young = await upload(240);
    expect(new Set([onOffer, onPromo, unused, young]).size).toBe(4);
    const offer = await create(cookies[MANAGER]!, { ...fields({ name: "Kept picture" }), imageUrl: onOffer, siteId: site.id, dealershipId: dandenong });
    expect(offer.status).toBe(200);
    const promo = await one<{ id: number; node: Record<string, unknown> }>("select id, node from promos where site_id = $1 order by id limit 1", [site.id]);
    await demo.db.query("update promos set node = jsonb_set(node, '{imageUrl}', to_jsonb($2::text)) where id = $1", [promo.id, onPromo]);
    // Three of them uploaded past the week; the young one today.
    const old = new Date(Date.now() - (PICTURE_UNUSED_DAYS + 1) * 86_400_000);
    await demo.db.query("update site_pictures set uploaded_at = $2 where key = any($1::text[])", [[onOffer, onPromo, unused].map(keyOf), old]);
    const files = await storedFiles();
    expect(await sweepPictures()).toEqual({ removed: 1, failed: 0 });
    expect(await storedFiles()).toBe(files - 1);
    const left = await kept();
    expect(left).not.toContain(keyOf(unused));
    for (const url of [onOffer, onPromo, young]) expect(left).toContain(keyOf(url));
    const served = await mediaRoute(new Request(`${CONSOLE_ORIGIN}${unused}`), { params: Promise.resolve({ key: keyOf(unused).split("/") }) });
    expect(served.status).toBe(404);
    // Once the offer lets its picture go, the next pass takes it; the promo's stays while the promo names it.
    const dropped = await update(offer.body.id, cookies[MANAGER]!, { ...fields({ name: "Kept picture" }), imageUrl: null, siteId: site.id, updatedAt: offer.body.updatedAt });
    expect(dropped.status).toBe(200);
    expect(await sweepPictures()).toEqual({ removed: 1, failed: 0 });
    expect(await kept()).not.toContain(keyOf(onOffer));
    expect(await kept()).toContain(keyOf(onPromo));
    await demo.db.query("update promos set node = $2 where id = $1", [promo.id, promo.node]);
    await remove(offer.body.id, cookies[MANAGER]!, { siteId: site.id, updatedAt: dropped.body.updatedAt });
  });

  it("keep a picture that only a promo's draft or a card a revision keeps names: publishing the draft, or rolling back to the revision, shows it again", async () => {
    // What the test before left unused goes first.
    await sweepPictures();
    const upload = async (shade: number) => (await uploadPicture(cookies[MANAGER]!, site.id, { name: `d${shade}.jpg`, bytes: await shaded(shade), type: "image/jpeg" })).body.url as string;
    const onDraft = await upload(30);
    const inRevision = await upload(90);
    const promo = await one<{ id: number; node: Record<string, unknown> }>("select id, node from promos where site_id = $1 order by id limit 1", [site.id]);
    const node = (imageUrl: string) => JSON.stringify({ ...promo.node, imageUrl });
    await demo.db.query(
      "insert into site_promo_drafts (promo_id, site_id, name, starts_at, expires_at, node) select id, site_id, name, starts_at, expires_at, $2::jsonb from promos where id = $1",
      [promo.id, node(onDraft)],
    );
    const card = { name: "Kept card", startsAt: new Date().toISOString(), expiresAt: new Date().toISOString(), position: null, display: [], strictDisplay: false, node: JSON.parse(node(inRevision)) };
    await demo.db.query("insert into site_revisions (site_id, number, settings, theme, changes, promos) values ($1, 9000, '{}'::jsonb, '{}'::jsonb, '[]'::jsonb, $2::jsonb)", [site.id, JSON.stringify([{ promoId: promo.id, before: card, after: null }])]);
    const old = new Date(Date.now() - (PICTURE_UNUSED_DAYS + 1) * 86_400_000);
    await demo.db.query("update site_pictures set uploaded_at = $2 where key = any($1::text[])", [[onDraft, inRevision].map(keyOf), old]);
    expect(await sweepPictures()).toEqual({ removed: 0, failed: 0 });
    for (const url of [onDraft, inRevision]) expect(await kept()).toContain(keyOf(url));
    // Once neither names them, they go.
    await demo.db.query("delete from site_promo_drafts where promo_id = $1", [promo.id]);
    await demo.db.query("delete from site_revisions where site_id = $1 and number = 9000", [site.id]);
    expect(await sweepPictures()).toEqual({ removed: 2, failed: 0 });
  });
});

describe("the console's offers", () => {
  it("lists the site's offers for the owner and manager (who may make one) and sales (read-only); another group's owner gets the 404", async () => {
    const view = async (email: string) => consoleSiteOffers((await signedInStaff(email)).staff, site.id);
    const owner = await view(OWNER);
    const manager = await view(MANAGER);
    const sales = await view(SALES);
    expect(owner?.canCreate).toBe(true);
    expect(manager?.canCreate).toBe(true);
    expect(sales?.canCreate).toBe(false);
    expect(sales?.offers.every((o) => !o.canEdit)).toBe(true);
    // Sales read the offers of the dealership they work at: some of the manager's, none another's.
    expect(sales?.offers.length).toBeGreaterThan(0);
    for (const offer of sales?.offers ?? []) expect(manager?.offers.map((o) => o.id)).toContain(offer.id);
    expect(await view(METRO)).toBeNull();
    expect(await newOfferEditor((await signedInStaff(SALES)).staff, site.id)).toBeNull();
    expect(await newOfferEditor((await signedInStaff(METRO)).staff, site.id)).toBeNull();
  });

  it("refuses sales (403), another group's owner and dealership (404), and bad input (400 naming the field), writing nothing", async () => {
    const before = await counts();
    const body = { ...fields(), siteId: site.id, dealershipId: dandenong };
    const sales = await create(cookies[SALES]!, body);
    expect([sales.status, sales.body.error.field]).toEqual([403, "dealershipId"]);
    expect(sales.body.error.message).toMatch(/Only a manager or owner/);
    const metro = await create(cookies[METRO]!, body);
    const otherDealership = await create(cookies[OWNER]!, { ...body, dealershipId: metroDealership });
    const missingSite = await create(cookies[OWNER]!, { ...body, siteId: 999_999 });
    expect([metro.status, otherDealership.status, missingSite.status]).toEqual([404, 404, 404]);
    expect(new Set([metro.body, otherDealership.body, missingSite.body].map((b) => JSON.stringify(b))).size).toBe(1);
    const cases: Array<[Record<string, unknown>, string, RegExp]> = [
      [{ startDate: localDay(5), endDate: localDay(1) }, "endDate", /last day is before the first day/],
      [{ startDate: "2026-02-30" }, "startDate", /real date/],
      [{ name: "   " }, "name", /title/],
      [{ price: "54,990" }, "price", /whole dollars/],
      [{ price: -5 }, "price", /below \$0/],
      [{ shown: "yes" }, "shown", /Choose whether/],
      [{ description: "x".repeat(10_001) }, "description", /10000 characters/],
    ];
    for (const [over, field, message] of cases) {
      const answer = await create(cookies[OWNER]!, { ...body, ...over });
      expect([answer.status, answer.body.error.field], JSON.stringify(over)).toEqual([400, field]);
      expect(answer.body.error.message).toMatch(message);
    }
    const extra = await create(cookies[OWNER]!, { ...body, imageUrl: "javascript:alert(1)" });
    expect(extra.status).toBe(400);
    expect(extra.body.error.message).toMatch(/imageUrl/);
    expect((await create("", body)).status).toBe(401);
    expect(await counts()).toEqual(before);
  });

  it("a manager makes an offer: the shopper's site shows it inside its dates, every site showing the dealership told, audited", async () => {
    const before = await counts();
    dropped.length = 0;
    const answer = await create(cookies[MANAGER]!, { ...fields(), siteId: site.id, dealershipId: dandenong });
    expect(answer.status).toBe(200);
    made = answer.body.id;
    updatedAt = answer.body.updatedAt;
    await waitFor(() => dropped.includes(site.id));
    expect(await shopperOffers()).toContain(made);
    expect(await counts()).toEqual({ offers: before.offers + 1, audit: before.audit + 1 });
    const audit = await one<{ action: string; after: { name: string; endsAt: string } }>("select action, after from audit_log where entity = 'offer' and entity_id = $1 order by id desc limit 1", [String(made)]);
    expect(audit.action).toBe("create");
    expect(audit.after.name).toBe("Drive-away <b>Ranger</b>");
    // The editor reads the dates back as the days entered, and sales read it too (not editable).
    const editor = await siteOfferEditor((await signedInStaff(OWNER)).staff, site.id, made);
    expect(editor?.values).toMatchObject({ startDate: localDay(-1), endDate: localDay(7), price: 54990, shown: true });
    expect(editor?.offer?.status).toBe("running");
    const sales = await siteOfferEditor((await signedInStaff(SALES)).staff, site.id, made);
    expect([sales?.canEdit, sales?.readOnlySite]).toEqual([false, true]);
    expect(await siteOfferEditor((await signedInStaff(METRO)).staff, site.id, made)).toBeNull();
  });

  it("an offer outside its dates is not shown: over yesterday, or starting tomorrow; back when its dates cover today", async () => {
    const ended = await update(made, cookies[OWNER]!, { ...fields({ startDate: localDay(-9), endDate: localDay(-1) }), siteId: site.id, updatedAt });
    expect(ended.status).toBe(200);
    updatedAt = ended.body.updatedAt;
    expect(await shopperOffers()).not.toContain(made);
    expect((await consoleSiteOffers((await signedInStaff(OWNER)).staff, site.id))?.offers.find((o) => o.id === made)?.status).toBe("ended");
    const toCome = await update(made, cookies[OWNER]!, { ...fields({ startDate: localDay(1), endDate: null }), siteId: site.id, updatedAt });
    updatedAt = toCome.body.updatedAt;
    expect(await shopperOffers()).not.toContain(made);
    const today = await update(made, cookies[OWNER]!, { ...fields({ startDate: localDay(0), endDate: localDay(0) }), siteId: site.id, updatedAt });
    updatedAt = today.body.updatedAt;
    expect(await shopperOffers()).toContain(made);
  });

  it("hiding it on the site takes it off the shopper's offers; sales 403, another group 404, an old copy 409, writing nothing", async () => {
    const before = await counts();
    const hide = { ...fields({ startDate: localDay(0), endDate: localDay(0), shown: false }), siteId: site.id, updatedAt };
    const sales = await update(made, cookies[SALES]!, hide);
    expect([sales.status, sales.body.error.field]).toEqual([403, "name"]);
    const metro = await update(made, cookies[METRO]!, hide);
    const missing = await update(999_999, cookies[OWNER]!, hide);
    const badId = await update("07", cookies[OWNER]!, hide);
    expect([metro.status, missing.status, badId.status]).toEqual([404, 404, 404]);
    const stale = await update(made, cookies[OWNER]!, { ...hide, updatedAt: new Date(0).toISOString() });
    expect([stale.status, stale.body.error.field]).toEqual([409, "updatedAt"]);
    expect(await counts()).toEqual(before);
    expect(await shopperOffers()).toContain(made);
    dropped.length = 0;
    const hidden = await update(made, cookies[MANAGER]!, hide);
    expect(hidden.status).toBe(200);
    updatedAt = hidden.body.updatedAt;
    await waitFor(() => dropped.includes(site.id));
    expect(await shopperOffers()).not.toContain(made);
    expect((await one<{ excluded_site_ids: number[] }>("select excluded_site_ids from offers where id = $1", [made])).excluded_site_ids).toEqual([site.id]);
    expect((await consoleSiteOffers((await signedInStaff(SALES)).staff, site.id))?.offers.find((o) => o.id === made)?.shown).toBe(false);
    expect((await counts()).audit).toBe(before.audit + 1);
  });

  it("deletes it: sales 403 and another group 404 first, then the owner's delete, audited and told", async () => {
    const body = { siteId: site.id, updatedAt };
    expect((await remove(made, cookies[SALES]!, body)).status).toBe(403);
    expect((await remove(made, cookies[METRO]!, body)).status).toBe(404);
    expect((await remove(made, cookies[OWNER]!, { siteId: site.id, updatedAt: new Date(0).toISOString() })).status).toBe(409);
    expect((await remove(made, cookies[OWNER]!, { siteId: "x", updatedAt })).body.error.field).toBe("siteId");
    const before = await counts();
    dropped.length = 0;
    const gone = await remove(made, cookies[OWNER]!, body);
    expect(gone.status).toBe(200);
    await waitFor(() => dropped.includes(site.id));
    expect(await counts()).toEqual({ offers: before.offers - 1, audit: before.audit + 1 });
    expect(await siteOfferEditor((await signedInStaff(OWNER)).staff, site.id, made)).toBeNull();
    expect((await remove(made, cookies[OWNER]!, body)).status).toBe(404);
  });
});
