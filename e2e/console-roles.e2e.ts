import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routeFiles } from "../src/test/route-files";
import { asStaff, contactLead, staffCookie } from "./console-helpers";
import { request } from "./site-http";

/**
 * The console's tenancy, role by role, through every console route and action of the built platform: a staff member
 * asking for another dealership's lead, setting or page gets the same 404 as for one that does not exist, with
 * nothing of the other's in the body, whatever the address, filter or action. Not the UI hiding a button: the
 * requests a member could type.
 */

const stamp = Date.now().toString(36);
/** Shoppers whose names appear nowhere else, so a body that holds one has leaked that lead. */
const shoppers = {
  dandenong: { firstName: "Dandy", lastName: `Roletest${stamp}a`, email: `dandy.${stamp}@example.com.au`, message: "Dandenong lead" },
  ringwood: { firstName: "Ringo", lastName: `Roletest${stamp}b`, email: `ringo.${stamp}@example.com.au`, message: "Ringwood lead" },
  metro: { firstName: "Metra", lastName: `Roletest${stamp}c`, email: `metra.${stamp}@example.com.au`, message: "Metro lead" },
};
const ids = { dandenong: 0, ringwood: 0, metro: 0, metroDealership: 0, dandenongDealership: 0, metroCar: 0, dandenongCar: 0, metroSite: 0, southernCrossSite: 0, metroFeed: 0, dandenongFeed: 0, metroReview: 0, dandenongReview: 0, metroLocation: 0, dandenongLocation: 0, metroOffer: 0, dandenongOffer: 0, metroPromo: 0, dandenongPromo: 0, metroPage: 0, southernCrossPage: 0 };
const cookies: Record<string, string> = {};
const ROLES = ["owner@southerncross.demo", "manager@southerncross.demo", "sales@southerncross.demo", "owner@coastal.demo", "sales@metro.demo"] as const;
const METRO_NOTE = `Metro private note ${stamp}`;
/** The probe offers and promos this file makes, deleted after it: the other e2e files read the same demo sites. */
const made: { kind: "offers" | "promos"; id: number; siteId: number; updatedAt: string }[] = [];

beforeAll(async () => {
  ids.dandenong = await contactLead("southern-cross-ford", "southern-cross-ford-dandenong", "3175", shoppers.dandenong);
  ids.ringwood = await contactLead("southern-cross-ford", "southern-cross-ford-ringwood", "3134", shoppers.ringwood);
  ids.metro = await contactLead("metro-motor-group", "metro-mazda", "2000", shoppers.metro);
  for (const email of [...ROLES, "admin@forecourt.demo"]) cookies[email] = await staffCookie(email);
  // The admin sees every dealership: their ids from the inbox's dealership filter.
  const inbox = (await asStaff(cookies["admin@forecourt.demo"]!, "/console/leads")).body;
  const option = (name: string) => Number(new RegExp(`<option value="(\\d+)">${name}</option>`).exec(inbox)?.[1] ?? 0);
  ids.metroDealership = option("Metro Mazda");
  ids.dandenongDealership = option("Southern Cross Ford Dandenong");
  expect(ids.metroDealership).toBeGreaterThan(0);
  // A car of each, from the admin's stock table filtered to the dealership.
  const firstCar = async (dealership: number) => Number(/href="\/console\/stock\/(\d+)"/.exec((await asStaff(cookies["admin@forecourt.demo"]!, `/console/stock?dealership=${dealership}`)).body)?.[1] ?? 0);
  ids.metroCar = await firstCar(ids.metroDealership);
  ids.dandenongCar = await firstCar(ids.dandenongDealership);
  expect(ids.metroCar).toBeGreaterThan(0);
  // Each group's site, from the admin's list of sites whose settings they may edit (every site).
  const sites = (await asStaff(cookies["admin@forecourt.demo"]!, "/console/sites")).body;
  const siteId = (name: string) => {
    const link = [...sites.matchAll(/<a\b[^>]*>/g)].map((m) => m[0]).find((tag) => tag.includes(`aria-label="Settings of ${name}"`)) ?? "";
    return Number(/href="\/console\/sites\/(\d+)\/settings"/.exec(link)?.[1] ?? 0);
  };
  ids.metroSite = siteId("Metro Motor Group");
  ids.southernCrossSite = siteId("Southern Cross Ford");
  expect(ids.metroSite).toBeGreaterThan(0);
  expect(ids.southernCrossSite).toBeGreaterThan(0);
  // A note on Metro's lead (by the platform admin, who sees every group): it is in Metro's timeline and audit log only.
  const note = await asStaff(cookies["admin@forecourt.demo"]!, `/console/api/leads/${ids.metro}/notes`, { method: "POST", body: { text: METRO_NOTE } });
  expect(note.status).toBe(200);
  // A saved stock feed at each (manual only: the feed job never fetches it), by the admin, who manages every dealership.
  const saveFeed = async (dealershipId: number) => {
    const saved = await asStaff(cookies["admin@forecourt.demo"]!, "/console/api/stock/feeds", {
      method: "POST",
      body: { dealershipId, name: `Role feed ${stamp}`, url: "https://feeds.example.com/e2e-roles.csv", format: "auto", full: false, scheduleHours: null, mapping: { columns: {}, override: [] } },
    });
    expect(saved.status).toBe(200);
    return Number((JSON.parse(saved.body) as { id: number }).id);
  };
  ids.metroFeed = await saveFeed(ids.metroDealership);
  ids.dandenongFeed = await saveFeed(ids.dandenongDealership);
  // A review of each, from the admin's reviews page of the dealership.
  const firstReview = async (dealership: number) => Number(/data-review-id="(\d+)"/.exec((await asStaff(cookies["admin@forecourt.demo"]!, `/console/reviews?dealership=${dealership}`)).body)?.[1] ?? 0);
  ids.metroReview = await firstReview(ids.metroDealership);
  ids.dandenongReview = await firstReview(ids.dandenongDealership);
  expect(ids.metroReview).toBeGreaterThan(0);
  expect(ids.dandenongReview).toBeGreaterThan(0);
  // A location of each, from the list of locations of a sales member there (the row that names the dealership).
  const firstLocation = async (email: string, dealership: string) => {
    const rows = (await asStaff(cookies[email]!, "/console/locations")).body.split("<tr");
    return Number(/href="\/console\/locations\/(\d+)"/.exec(rows.find((row) => row.includes(`>${dealership}<`)) ?? "")?.[1] ?? 0);
  };
  ids.metroLocation = await firstLocation("sales@metro.demo", "Metro Mazda");
  ids.dandenongLocation = await firstLocation("sales@southerncross.demo", "Southern Cross Ford Dandenong");
  expect(ids.metroLocation).toBeGreaterThan(0);
  expect(ids.dandenongLocation).toBeGreaterThan(0);
  // An offer of each on its group's site, made by the admin (who manages every dealership).
  const makeOffer = async (siteId: number, dealershipId: number) => {
    // Not shown: the shoppers' offer pages (e2e/offers-reviews.e2e.ts reads Metro's first offer) never list it.
    const answer = await asStaff(cookies["admin@forecourt.demo"]!, "/console/api/offers", { method: "POST", body: { ...PROBE_OFFER, shown: false, name: `Role offer ${stamp}`, siteId, dealershipId } });
    expect(answer.status).toBe(200);
    const { id, updatedAt } = JSON.parse(answer.body) as { id: number; updatedAt: string };
    made.push({ kind: "offers", id, siteId, updatedAt });
    return id;
  };
  ids.metroOffer = await makeOffer(ids.metroSite, ids.metroDealership);
  ids.dandenongOffer = await makeOffer(ids.southernCrossSite, ids.dandenongDealership);
  // And a promo on each group's site.
  const makePromo = async (siteId: number) => {
    const answer = await asStaff(cookies["admin@forecourt.demo"]!, "/console/api/promos", { method: "POST", body: { ...PROBE_PROMO, name: `Role promo ${stamp}`, siteId } });
    expect(answer.status).toBe(200);
    const { id, updatedAt } = JSON.parse(answer.body) as { id: number; updatedAt: string };
    made.push({ kind: "promos", id, siteId, updatedAt });
    return id;
  };
  ids.metroPromo = await makePromo(ids.metroSite);
  ids.dandenongPromo = await makePromo(ids.southernCrossSite);
  // A plain page of each group's site, from the admin's list of the site's pages.
  const firstPage = async (siteId: number) => Number(new RegExp(`href="/console/sites/${siteId}/pages/(\\d+)"`).exec((await asStaff(cookies["admin@forecourt.demo"]!, `/console/sites/${siteId}/pages`)).body)?.[1] ?? 0);
  ids.metroPage = await firstPage(ids.metroSite);
  ids.southernCrossPage = await firstPage(ids.southernCrossSite);
  expect(ids.metroPage).toBeGreaterThan(0);
  expect(ids.southernCrossPage).toBeGreaterThan(0);
}, 60_000);

afterAll(async () => {
  for (const row of made) {
    const answer = await asStaff(cookies["admin@forecourt.demo"]!, `/console/api/${row.kind}/${row.id}/delete`, { method: "POST", body: { siteId: row.siteId, updatedAt: row.updatedAt } });
    expect([row.kind, answer.status]).toEqual([row.kind, 200]);
  }
});

const leaks = (body: string, ...needles: string[]) => needles.filter((n) => body.includes(n));
const metroNeedles = () => [shoppers.metro.lastName, shoppers.metro.email, METRO_NOTE];

/** Every console route file, each with the requests that ask it for another dealership's rows. */
type Probe = (cookie: string, foreign: { lead: number; dealership: number; group: string; car: number; site: number; feed: number; review: number; location: number; offer: number; promo: number; page: number }) => Promise<{ status: number; body: string }[]>;
const post = (cookie: string, path: string, body: unknown) => asStaff(cookie, path, { method: "POST", body });
/** A photo upload (multipart/form-data): the car is looked up before any file is read, so its content does not matter. */
const UPLOAD_BOUNDARY = "----forecourt-e2e-roles";
const upload = (cookie: string, path: string) =>
  request("localhost", path, {
    method: "POST",
    body: `--${UPLOAD_BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\nnot a photo\r\n--${UPLOAD_BOUNDARY}--\r\n`,
    headers: { cookie, "content-type": `multipart/form-data; boundary=${UPLOAD_BOUNDARY}` },
  });
/** A logo upload as the menu editor sends it (the file, the draft version and revision), valid in form, so the answer is the site's. */
const uploadLogo = (cookie: string, path: string) =>
  request("localhost", path, {
    method: "POST",
    body: [
      `--${UPLOAD_BOUNDARY}\r\nContent-Disposition: form-data; name="logo"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\nnot a logo\r\n`,
      `--${UPLOAD_BOUNDARY}\r\nContent-Disposition: form-data; name="draftVersion"\r\n\r\n0\r\n`,
      `--${UPLOAD_BOUNDARY}\r\nContent-Disposition: form-data; name="revision"\r\n\r\n0\r\n--${UPLOAD_BOUNDARY}--\r\n`,
    ].join(""),
    headers: { cookie, "content-type": `multipart/form-data; boundary=${UPLOAD_BOUNDARY}` },
  });
/** An offer's or promo's picture upload as the picture field sends it (one file), valid in form, so the answer is the site's. */
const uploadPicture = (cookie: string, path: string) =>
  request("localhost", path, {
    method: "POST",
    body: `--${UPLOAD_BOUNDARY}\r\nContent-Disposition: form-data; name="picture"; filename="offer.jpg"\r\nContent-Type: image/jpeg\r\n\r\nnot a picture\r\n--${UPLOAD_BOUNDARY}--\r\n`,
    headers: { cookie, "content-type": `multipart/form-data; boundary=${UPLOAD_BOUNDARY}` },
  });
/** A theme the settings schema accepts, for a draft probe's body. */
const PROBE_THEME = { primary: "#000000", primaryForeground: "#ffffff", accent: "#000000", accentForeground: "#ffffff", header: "#ffffff", headerForeground: "#000000", logoUrl: null, radius: 0.5 };
/** An offer the offers schema accepts, for the offer probes' bodies. */
const PROBE_OFFER = { name: "Probe offer", description: "", disclaimer: "", category: "", price: null, startDate: null, endDate: null, shown: true, sortOrder: 0 };
/** A promo the promos schema accepts (a year from now, so it runs whenever the tests do). */
const PROBE_PROMO = { name: "Probe promo", title: "Probe", text: "", cta: "Go", href: "/", imageUrl: null, startDate: new Date().toISOString().slice(0, 10), endDate: new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10), position: null, display: [], strictDisplay: false };
const PROBES: Record<string, Probe> = {
  "/console/leads/sample": async (c, f) => [await asStaff(c, `/console/leads/${f.lead}`)],
  "/console/api/leads/sample/status": async (c, f) => [await post(c, `/console/api/leads/${f.lead}/status`, { status: "contacted" })],
  "/console/api/leads/sample/assign": async (c, f) => [await post(c, `/console/api/leads/${f.lead}/assign`, { assigneeId: null })],
  "/console/api/leads/sample/notes": async (c, f) => [await post(c, `/console/api/leads/${f.lead}/notes`, { text: "hello" })],
  "/console/api/leads/sample/replies": async (c, f) => [await post(c, `/console/api/leads/${f.lead}/replies`, { channel: "email", subject: "Hi", body: "Hello" })],
  "/console/api/leads/sample/resend": async (c, f) => [await post(c, `/console/api/leads/${f.lead}/resend`, { deliveryId: 1 })],
  "/console/api/lead-rules/sample": async (c, f) => [await post(c, `/console/api/lead-rules/${f.dealership}`, { mode: "manual", byKind: {}, byLocation: {}, reassignAfterMinutes: 20, onDuty: {} })],
  "/console/api/stock/import/dry-run": async (c, f) => [await post(c, "/console/api/stock/import/dry-run", { dealershipId: f.dealership, fileName: "s.csv", format: "csv", text: "StockNumber,Year,Make,Model\nE2E-1,2020,Ford,Ranger\n", full: false })],
  "/console/api/stock/import/apply": async (c, f) => [await post(c, "/console/api/stock/import/apply", { dealershipId: f.dealership, fileName: "s.csv", format: "csv", text: "StockNumber,Year,Make,Model\nE2E-1,2020,Ford,Ranger\n", full: true })],
  // Saved stock feeds (src/server/console/stock-feeds.int.test.ts): the feed's page, save, edit, Run now, delete and the
  // mapping editor's preview, each for the other group's dealership or feed (every body valid, so the answer is the feed's).
  "/console/stock/feeds/sample": async (c, f) => [await asStaff(c, `/console/stock/feeds/${f.feed}`)],
  "/console/api/stock/feeds": async (c, f) => [await post(c, "/console/api/stock/feeds", { dealershipId: f.dealership, name: "Probe", url: "https://feeds.example.com/probe.csv", format: "auto", full: false, scheduleHours: null, mapping: { columns: {}, override: [] } })],
  "/console/api/stock/feeds/sample": async (c, f) => [await post(c, `/console/api/stock/feeds/${f.feed}`, { name: "Probe", url: "https://feeds.example.com/probe.csv", format: "auto", full: false, scheduleHours: null, mapping: { columns: {}, override: [] } }), await asStaff(c, `/console/api/stock/feeds/${f.feed}`)],
  "/console/api/stock/feeds/sample/run": async (c, f) => [await post(c, `/console/api/stock/feeds/${f.feed}/run`, {})],
  "/console/api/stock/feeds/sample/delete": async (c, f) => [await post(c, `/console/api/stock/feeds/${f.feed}/delete`, {})],
  "/console/api/stock/feeds/columns": async (c, f) => [
    await post(c, "/console/api/stock/feeds/columns", { dealershipId: f.dealership, format: "auto", source: { kind: "file", fileName: "s.csv", text: "StockNumber,Year,Make,Model\nE2E-1,2020,Ford,Ranger\n" } }),
  ],
  "/console/stock/sample": async (c, f) => [await asStaff(c, `/console/stock/${f.car}`)],
  "/console/api/stock/sample": async (c, f) => [await post(c, `/console/api/stock/${f.car}`, { price: 1000, offerPrice: null, status: "in_stock", comments: "", features: [], showOnWebsite: true })],
  // A car's photos (src/server/console/photos.int.test.ts): upload, reorder, cover, delete.
  "/console/api/stock/sample/photos": async (c, f) => [await upload(c, `/console/api/stock/${f.car}/photos`)],
  "/console/api/stock/sample/photos/order": async (c, f) => [await post(c, `/console/api/stock/${f.car}/photos/order`, { order: [] })],
  "/console/api/stock/sample/photos/cover": async (c, f) => [await post(c, `/console/api/stock/${f.car}/photos/cover`, { photoId: "0123456789abcdef0123" })],
  "/console/api/stock/sample/photos/delete": async (c, f) => [await post(c, `/console/api/stock/${f.car}/photos/delete`, { photoId: "0123456789abcdef0123" })],
  // A bulk change naming only another group's car: the console's 404 for every role (the selection is none of theirs,
  // checked before the role), so nothing is changed; a selection that mixes in the member's own cars skips the other's
  // (src/server/console/stock-bulk.int.test.ts). Both modes, the apply with a change that would show.
  "/console/api/stock/bulk": async (c, f) => [
    await post(c, "/console/api/stock/bulk", { mode: "preview", filters: {}, vehicleIds: [f.car], change: { kind: "price", by: "dollars", amount: 1 } }),
    await post(c, "/console/api/stock/bulk", { mode: "apply", filters: {}, vehicleIds: [f.car], change: { kind: "status", status: "withdrawn" } }),
  ],
  // A site's settings: another group's site is the console's 404 for every role, page and action, before its role is
  // looked at (each body valid, so the answer is the site's, not the body's 400); sales have no site of their own to edit
  // either (src/server/http/console-site-settings.int.test.ts proves the roles on the member's own site).
  "/console/sites/sample/settings": async (c, f) => [await asStaff(c, `/console/sites/${f.site}/settings`)],
  "/console/sites/sample/revisions": async (c, f) => [await asStaff(c, `/console/sites/${f.site}/revisions`)],
  // The theme editor and the draft preview's page (src/server/http/console-site-theme.int.test.ts, site-preview.int.test.ts).
  "/console/sites/sample/theme": async (c, f) => [await asStaff(c, `/console/sites/${f.site}/theme`)],
  "/console/sites/sample/preview": async (c, f) => [await asStaff(c, `/console/sites/${f.site}/preview`), await asStaff(c, `/console/sites/${f.site}/preview?page=%2Fsearch`)],
  "/console/api/sites/sample/draft/theme": async (c, f) => [await post(c, `/console/api/sites/${f.site}/draft/theme`, { draftVersion: 0, revision: 0, colours: { primary: "#000000", primaryForeground: "#ffffff", accent: "#000000", accentForeground: "#ffffff", header: "#ffffff", headerForeground: "#000000" } })],
  "/console/api/sites/sample/draft": async (c, f) => [await post(c, `/console/api/sites/${f.site}/draft`, { draftVersion: 0, revision: 0, settings: {}, theme: PROBE_THEME })],
  "/console/api/sites/sample/draft/discard": async (c, f) => [await post(c, `/console/api/sites/${f.site}/draft/discard`, { draftVersion: 0, revision: 0 })],
  "/console/api/sites/sample/publish": async (c, f) => [await post(c, `/console/api/sites/${f.site}/publish`, { draftVersion: 0, revision: 0 })],
  "/console/api/sites/sample/rollback": async (c, f) => [await post(c, `/console/api/sites/${f.site}/rollback`, { revision: 0, toRevision: 1 })],
  // The menus and logo (src/server/console/site-menus.int.test.ts proves owners and managers save, sales get 403).
  "/console/sites/sample/menus": async (c, f) => [await asStaff(c, `/console/sites/${f.site}/menus`)],
  "/console/api/sites/sample/menus": async (c, f) => [await post(c, `/console/api/sites/${f.site}/menus`, { draftVersion: 0, revision: 0, header: [{ label: "Home", href: "/" }], footer: [] })],
  "/console/api/sites/sample/logo": async (c, f) => [await uploadLogo(c, `/console/api/sites/${f.site}/logo`)],
  // An offer's or promo's picture (src/server/http/console-offers.int.test.ts proves owners and managers upload, sales get 403).
  "/console/api/sites/sample/pictures": async (c, f) => [await uploadPicture(c, `/console/api/sites/${f.site}/pictures`)],
  // The home page's blocks (src/server/http/console-home-blocks.int.test.ts proves owners and managers save, sales get 403).
  "/console/sites/sample/home": async (c, f) => [await asStaff(c, `/console/sites/${f.site}/home`)],
  "/console/api/sites/sample/home": async (c, f) => [await post(c, `/console/api/sites/${f.site}/home`, { draftVersion: 0, revision: 0, blocks: ["featured"] })],
  // Plain pages (src/server/console/site-pages.int.test.ts proves owners and managers save, make and delete, sales get 403): another
  // group's site's list, its page's editor, and a save of it (a valid body) are the console's 404, storing nothing.
  "/console/sites/sample/pages": async (c, f) => [await asStaff(c, `/console/sites/${f.site}/pages`)],
  "/console/sites/sample/pages/sample": async (c, f) => [await asStaff(c, `/console/sites/${f.site}/pages/${f.page}`)],
  "/console/api/sites/sample/pages/sample": async (c, f) => [
    await post(c, `/console/api/sites/${f.site}/pages/${f.page}`, { title: "Probe page", doc: { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: `Probe ${stamp}` }] }] }, updatedAt: new Date().toISOString() }),
  ],
  // Making a page and deleting one (both drafts): another group's site is the console's 404 for every role.
  "/console/api/sites/sample/pages": async (c, f) => [await post(c, `/console/api/sites/${f.site}/pages`, { title: "Probe page", slug: `probe-${stamp}`.toLowerCase().replace(/[^a-z0-9-]/g, "") })],
  "/console/api/sites/sample/pages/sample/delete": async (c, f) => [await post(c, `/console/api/sites/${f.site}/pages/${f.page}/delete`, { updatedAt: new Date().toISOString() })],
  // Offers (src/server/http/console-offers.int.test.ts): another group's site, its new offer page and its offer, and
  // making, changing and deleting one there (valid bodies), are the console's 404 for every role.
  "/console/sites/sample/offers": async (c, f) => [await asStaff(c, `/console/sites/${f.site}/offers`)],
  "/console/sites/sample/offers/new": async (c, f) => [await asStaff(c, `/console/sites/${f.site}/offers/new`)],
  "/console/sites/sample/offers/sample": async (c, f) => [await asStaff(c, `/console/sites/${f.site}/offers/${f.offer}`)],
  "/console/api/offers": async (c, f) => [await post(c, "/console/api/offers", { ...PROBE_OFFER, siteId: f.site, dealershipId: f.dealership })],
  "/console/api/offers/sample": async (c, f) => [await post(c, `/console/api/offers/${f.offer}`, { ...PROBE_OFFER, siteId: f.site, updatedAt: new Date().toISOString() })],
  "/console/api/offers/sample/delete": async (c, f) => [await post(c, `/console/api/offers/${f.offer}/delete`, { siteId: f.site, updatedAt: new Date().toISOString() })],
  // Promos (src/server/http/console-promos.int.test.ts): the same for another group's site and promo.
  "/console/sites/sample/offers/promos/new": async (c, f) => [await asStaff(c, `/console/sites/${f.site}/offers/promos/new`)],
  "/console/sites/sample/offers/promos/sample": async (c, f) => [await asStaff(c, `/console/sites/${f.site}/offers/promos/${f.promo}`)],
  "/console/api/promos": async (c, f) => [await post(c, "/console/api/promos", { ...PROBE_PROMO, siteId: f.site })],
  "/console/api/promos/sample": async (c, f) => [await post(c, `/console/api/promos/${f.promo}`, { ...PROBE_PROMO, siteId: f.site, updatedAt: new Date().toISOString() })],
  "/console/api/promos/sample/delete": async (c, f) => [await post(c, `/console/api/promos/${f.promo}/delete`, { siteId: f.site, updatedAt: new Date().toISOString() })],
  // Reviews (src/server/http/console-reviews.int.test.ts): another group's dealership's page, and hiding or showing its
  // review, are the console's 404 for every role (sales' 403 is for their own dealership's review only).
  "/console/reviews": async (c, f) => [await asStaff(c, `/console/reviews?dealership=${f.dealership}`)],
  "/console/api/reviews/sample/visibility": async (c, f) => [await post(c, `/console/api/reviews/${f.review}/visibility`, { hidden: true }), await post(c, `/console/api/reviews/${f.review}/visibility`, { hidden: false })],
  // A location's hours (src/server/http/console-locations.int.test.ts): the page and a save (a valid body) of another
  // group's location are the console's 404 for every role.
  "/console/locations/sample": async (c, f) => [await asStaff(c, `/console/locations/${f.location}`)],
  "/console/api/locations/sample/hours": async (c, f) => [
    await post(c, `/console/api/locations/${f.location}/hours`, { updatedAt: new Date().toISOString(), openingHours: Array.from({ length: 7 }, (_, weekday) => ({ weekday, status: "Closed", open: null, close: null })), specialHours: [] }),
  ],
  // The insight report narrowed to another group's site, dealership or car: the console's 404 (its lists: LISTINGS;
  // each role's figures: src/server/console/insight-report.int.test.ts).
  "/console/reports/insight": async (c, f) => [await asStaff(c, `/console/reports/insight?site=${f.site}`), await asStaff(c, `/console/reports/insight?dealership=${f.dealership}`), await asStaff(c, `/console/reports/insight?car=${f.car}`)],
  "/console/reports/insight/export": async (c, f) => [await asStaff(c, `/console/reports/insight/export?site=${f.site}`), await asStaff(c, `/console/reports/insight/export?car=${f.car}`)],
  "/console/api/staff/invitations": async (c, f) => [await post(c, "/console/api/staff/invitations", { groupId: f.group, email: `x.${stamp}@example.com.au`, role: "owner", dealershipIds: [] })],
};
/** Lists, exports and pages that answer 200 (or a role's 404) but must hold none of the other's rows. */
const LISTINGS: Record<string, (f: { dealership: number; name: string }) => string[]> = {
  "/console/leads": (f) => ["/console/leads", `/console/leads?q=${encodeURIComponent(f.name)}`, `/console/leads?dealership=${f.dealership}`, "/console/leads?assignee=none"],
  "/console/leads/export": (f) => [`/console/leads/export?q=${encodeURIComponent(f.name)}`, `/console/leads/export?dealership=${f.dealership}`, "/console/leads/export"],
  "/console/api/leads/count": () => ["/console/api/leads/count"],
  "/console/reports/response-time": () => ["/console/reports/response-time"],
  // The insight report: the member's sites, dealerships and cars only, in any period.
  "/console/reports/insight": () => ["/console/reports/insight", "/console/reports/insight?from=2020-01-01"],
  "/console/reports/insight/export": () => ["/console/reports/insight/export", "/console/reports/insight/export?from=2020-01-01"],
  // The searches report reads the member's sites' search log only (src/server/console/search-report.int.test.ts).
  "/console/reports/searches": () => ["/console/reports/searches", "/console/reports/searches?from=2020-01-01"],
  "/console/reports/searches/export": () => ["/console/reports/searches/export", "/console/reports/searches/export?from=2020-01-01"],
  // The stock-action table: the member's dealerships' cars only, in every order (src/server/console/stock-action.int.test.ts).
  "/console/reports/stock-action": () => ["/console/reports/stock-action", "/console/reports/stock-action?sort=views-desc", "/console/reports/stock-action?sort=leads-asc&agingDays=30"],
  "/console/reports/stock-action/export": () => ["/console/reports/stock-action/export", "/console/reports/stock-action/export?sort=price-changes-desc"],
  "/console/settings/lead-rules": () => ["/console/settings/lead-rules"],
  "/console/stock/import": () => ["/console/stock/import"],
  "/console/stock/feeds": () => ["/console/stock/feeds"],
  // The member's dealerships' locations only.
  "/console/locations": () => ["/console/locations"],
  "/console/stock": (f) => ["/console/stock", `/console/stock?dealership=${f.dealership}`],
  "/console/audit": () => ["/console/audit", "/console/audit?entity=lead", "/console/audit?entity=site_settings"],
  // The sites a member may edit: their own group's (404 for sales), never another's.
  "/console/sites": () => ["/console/sites"],
  "/console/staff": () => ["/console/staff"],
  "/console/account": () => ["/console/account"],
};
/** Console routes with nothing of a dealership's to ask for, and why. */
const NOT_TENANT_ROUTES = new Map([
  ["/console", "the sign-in page (or a redirect to the inbox)"],
  ["/console/sign-in", "the sign-in page"],
  ["/console/forgot-password", "asks for an email; answers the same whatever it is"],
  ["/console/reset-password", "takes a reset token"],
  ["/console/invitations/sample", "an invitation, found by its unguessable id"],
  ["/console/api/invitations/sample/accept", "an invitation, found by its unguessable id"],
  ["/console/api/auth/a/b", "better-auth's own endpoints: the member's own session and account only"],
  ["/console/api/account/sessions/revoke", "the member's own sessions (another's session id is answered as missing: src/server/console/staff-admin.int.test.ts)"],
  ["/console/a/b", "the console's 404"],
]);

describe("the console's role matrix", () => {
  it("names every console route: probed for another dealership's rows, listed, or not a tenant's", () => {
    const consoleRoutes = [...new Set(routeFiles("src/app").filter((r) => r.pathname.startsWith("/console")).map((r) => r.pathname))];
    const unknown = consoleRoutes.filter((p) => !(p in PROBES) && !(p in LISTINGS) && !NOT_TENANT_ROUTES.has(p));
    expect(unknown).toEqual([]);
  });

  it.each(ROLES)("%s: another group's lead, setting and staff through every route and action are a 404 with nothing of theirs", async (email) => {
    const cookie = cookies[email]!;
    const metroMember = email.endsWith("@metro.demo");
    // For Metro's own sales member, the foreign rows are Southern Cross's.
    const foreign = metroMember
      ? { lead: ids.dandenong, dealership: ids.dandenongDealership, group: "grp-southern-cross-ford", car: ids.dandenongCar, site: ids.southernCrossSite, feed: ids.dandenongFeed, review: ids.dandenongReview, location: ids.dandenongLocation, offer: ids.dandenongOffer, promo: ids.dandenongPromo, page: ids.southernCrossPage, needles: [shoppers.dandenong.lastName, shoppers.dandenong.email] }
      : { lead: ids.metro, dealership: ids.metroDealership, group: "grp-metro-motor-group", car: ids.metroCar, site: ids.metroSite, feed: ids.metroFeed, review: ids.metroReview, location: ids.metroLocation, offer: ids.metroOffer, promo: ids.metroPromo, page: ids.metroPage, needles: metroNeedles() };
    for (const [route, probe] of Object.entries(PROBES)) {
      for (const answer of await probe(cookie, foreign)) {
        expect([route, answer.status]).toEqual([route, 404]);
        expect([route, leaks(answer.body, ...foreign.needles)]).toEqual([route, []]);
      }
    }
    // The draft preview's frames, answered by the platform's listener (no route file): the same 404, no render.
    for (const path of [`/console/site-preview/${foreign.site}/`, `/console/site-preview/${foreign.site}/search`]) {
      const answer = await asStaff(cookie, path);
      expect([path, answer.status]).toEqual([path, 404]);
      expect([path, leaks(answer.body, ...foreign.needles)]).toEqual([path, []]);
    }
    for (const paths of Object.values(LISTINGS)) {
      for (const path of paths(metroMember ? { dealership: ids.dandenongDealership, name: shoppers.dandenong.lastName } : { dealership: ids.metroDealership, name: shoppers.metro.lastName })) {
        const answer = await asStaff(cookie, path);
        expect([path, [200, 400, 404].includes(answer.status)]).toEqual([path, true]);
        // A search page shows the words searched for in its own box: those are the member's, not a leak.
        const needles = [...foreign.needles, metroMember ? "Southern Cross Ford Dandenong" : "Metro Mazda"].filter((n) => !(path.startsWith("/console/leads?q=") && path.includes(encodeURIComponent(n))));
        expect([path, leaks(answer.body, ...needles)]).toEqual([path, []]);
      }
    }
  });

  it("a sales member at Dandenong cannot open Ringwood's lead of the same group, nor act on it; their own dealership's is theirs", async () => {
    const cookie = cookies["sales@southerncross.demo"]!;
    const ringwood = await asStaff(cookie, `/console/leads/${ids.ringwood}`);
    expect(ringwood.status).toBe(404);
    expect(leaks(ringwood.body, shoppers.ringwood.lastName)).toEqual([]);
    expect((await post(cookie, `/console/api/leads/${ids.ringwood}/status`, { status: "contacted" })).status).toBe(404);
    const own = await asStaff(cookie, `/console/leads/${ids.dandenong}`);
    expect(own.status).toBe(200);
    expect(own.body).toContain(shoppers.dandenong.lastName);
    // The manager of both sees both; the admin sees every group's.
    expect((await asStaff(cookies["manager@southerncross.demo"]!, `/console/leads/${ids.ringwood}`)).status).toBe(200);
    expect((await asStaff(cookies["admin@forecourt.demo"]!, `/console/leads/${ids.metro}`)).body).toContain(METRO_NOTE);
  });

  it("signed out, every console page sends to sign-in and every action is a 401, storing nothing", async () => {
    const page = await request("localhost", `/console/leads/${ids.metro}`);
    expect([302, 303, 307]).toContain(page.status);
    expect(page.headers.location).toMatch(/^\/console\/sign-in\?next=/);
    for (const route of Object.keys(PROBES)) {
      // A page sends a signed-out visitor to sign in; an action, and a CSV export (a download, not a page), answer 401.
      const expected = route.startsWith("/console/api/") || route.endsWith("/export") ? 401 : 307;
      for (const answer of await PROBES[route]!("", { lead: ids.metro, dealership: ids.metroDealership, group: "grp-metro-motor-group", car: ids.metroCar, site: ids.metroSite, feed: ids.metroFeed, review: ids.metroReview, location: ids.metroLocation, offer: ids.metroOffer, promo: ids.metroPromo, page: ids.metroPage })) expect([route, answer.status]).toEqual([route, expected]);
    }
    // Signed out, the draft preview is a 404 (a frame has nowhere to send a sign-in), answered private and never cached.
    const preview = await request("localhost", `/console/site-preview/${ids.metroSite}/`);
    expect([preview.status, preview.headers["cache-control"]]).toEqual([404, "private, no-store"]);
    const csv = await request("localhost", "/console/leads/export");
    expect(csv.status).toBe(401);
  });
});
