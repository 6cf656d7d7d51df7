import "server-only";
import type { PromoCreateRequest, PromoDeleteRequest, PromoSaved, PromoUpdateRequest } from "@/contracts/console/promos";
import { PROMO_CAR_TYPES } from "@/contracts/console/promos";
import { offerLocalDatesOf, offerWindowOf, offerWindowStatus, type OfferWindowStatus } from "@/domain/offers/offer-dates";
import { locationTimeZone } from "@/domain/test-drive/time-zone";
import { createSitePromo, deleteSitePromo, staffSitePromo, staffSitePromoRows, updateSitePromo, type PromoDraftKind, type PromoWrite, type PromoWriteOutcome } from "@/server/data/console-promos";
import { staffSiteDealerships } from "@/server/data/console-offers";
import { siteEditorState } from "@/server/data/site-settings";
import { siteById } from "@/server/sites/site-resolver";
import type { Site } from "@/server/sites/site-store";
import { NOT_FOUND, refused, type ConsoleOutcome } from "./outcome";
import { editableSite, publishStateOf, type SitePublishState } from "./site-settings";
import type { ConsoleStaff } from "./staff-session";

/**
 * A site's promos in the console (issue 36): the cards its searches place among their results, each between its first
 * and last day on the site's calendar (its default state's clock, `contact.defaultState`). Listed on the offers page;
 * made, changed and deleted by a manager or owner of one of the site's dealerships, read by sales; another group's
 * site or promo is the console's 404. A change is a draft: shoppers see it when the site is next published, with its
 * settings and pages (src/server/data/console-promos.ts).
 */

export interface ConsolePromoRow {
  id: number;
  name: string;
  title: string;
  position: number | null;
  startDate: string;
  endDate: string;
  status: OfferWindowStatus;
  display: string[];
  /** What its draft does at the next publish (null: shoppers see it as it is). */
  draft: PromoDraftKind;
}

export interface PromoFormValues {
  name: string;
  title: string;
  text: string;
  cta: string;
  href: string;
  imageUrl: string | null;
  startDate: string;
  endDate: string;
  position: number | null;
  display: Array<(typeof PROMO_CAR_TYPES)[number]>;
  strictDisplay: boolean;
}

export interface PromoEditorView {
  site: { id: number; name: string };
  promo: { id: number; updatedAt: string; status: OfferWindowStatus; draft: PromoDraftKind } | null;
  canEdit: boolean;
  timeZone: string;
  values: PromoFormValues;
}

const zoneOf = (site: Site) => locationTimeZone(null, site.settings.contact.defaultState);

/** The site and whether the member may change its promos, or null: not a site of theirs. */
async function siteFor(staff: ConsoleStaff, siteId: number): Promise<{ site: Site; canEdit: boolean } | null> {
  const dealerships = await staffSiteDealerships(staff.scope, siteId);
  if (dealerships.length === 0) return null;
  const site = await siteById(siteId);
  return site ? { site, canEdit: dealerships.some((d) => d.canEdit) } : null;
}

/**
 * The site's promos for its offers page (the same members as the offers'), or null; with what the site's Publish
 * carries for a member who may publish the site (an owner or manager of it), else null.
 */
export async function consoleSitePromos(staff: ConsoleStaff, siteId: number, now = new Date()): Promise<{ canEdit: boolean; promos: ConsolePromoRow[]; publish: SitePublishState | null } | null> {
  const found = await siteFor(staff, siteId);
  if (!found) return null;
  const zone = zoneOf(found.site);
  const [rows, editable] = await Promise.all([staffSitePromoRows(staff.scope, siteId), editableSite(staff, siteId)]);
  const state = editable ? await siteEditorState(staff.scope, siteId) : null;
  return {
    canEdit: found.canEdit,
    publish: editable ? publishStateOf(state) : null,
    promos: rows.map((row) => {
      const window = { startsAt: row.startsAt, endsAt: row.expiresAt };
      const dates = offerLocalDatesOf(window, zone);
      return { id: row.id, name: row.name, title: row.node.title, position: row.position, startDate: dates.startDate!, endDate: dates.endDate!, status: offerWindowStatus(window, now), display: row.display, draft: row.draft };
    }),
  };
}

const carTypes = (display: readonly string[]) => PROMO_CAR_TYPES.filter((t) => display.includes(t));

export async function sitePromoEditor(staff: ConsoleStaff, siteId: number, promoId: number, now = new Date()): Promise<PromoEditorView | null> {
  const found = await siteFor(staff, siteId);
  if (!found) return null;
  const row = await staffSitePromo(staff.scope, siteId, promoId);
  // A card to be deleted at the next publish is gone from the editor (its row on the offers page says so).
  if (!row || row.draft === "deleted") return null;
  const timeZone = zoneOf(found.site);
  const window = { startsAt: row.startsAt, endsAt: row.expiresAt };
  const dates = offerLocalDatesOf(window, timeZone);
  return {
    site: { id: found.site.id, name: found.site.name },
    promo: { id: row.id, updatedAt: row.updatedAt.toISOString(), status: offerWindowStatus(window, now), draft: row.draft },
    canEdit: found.canEdit,
    timeZone,
    values: {
      name: row.name,
      title: row.node.title,
      text: row.node.text,
      cta: row.node.cta,
      href: row.node.href,
      imageUrl: row.node.imageUrl,
      startDate: dates.startDate!,
      endDate: dates.endDate!,
      position: row.position,
      display: carTypes(row.display),
      strictDisplay: row.strictDisplay,
    },
  };
}

/** The editor of a new promo: a manager's or owner's only (else the page's 404). */
export async function newPromoEditor(staff: ConsoleStaff, siteId: number, now = new Date()): Promise<PromoEditorView | null> {
  const found = await siteFor(staff, siteId);
  if (!found?.canEdit) return null;
  const timeZone = zoneOf(found.site);
  const today = offerLocalDatesOf({ startsAt: now, endsAt: null }, timeZone).startDate!;
  return {
    site: { id: found.site.id, name: found.site.name },
    promo: null,
    canEdit: true,
    timeZone,
    values: { name: "", title: "", text: "", cta: "Find out more", href: "/", imageUrl: null, startDate: today, endDate: today, position: null, display: [], strictDisplay: false },
  };
}

function writeOf(input: PromoCreateRequest | PromoUpdateRequest, timeZone: string): PromoWrite {
  const window = offerWindowOf({ startDate: input.startDate, endDate: input.endDate }, timeZone);
  return {
    name: input.name,
    startsAt: window.startsAt!,
    // The promo query keeps a promo to its expiry inclusive: the last instant of the last day.
    expiresAt: new Date(window.endsAt!.getTime() - 1),
    position: input.position,
    display: carTypes(input.display),
    strictDisplay: input.strictDisplay,
    node: { title: input.title, text: input.text, cta: input.cta, href: input.href, imageUrl: input.imageUrl },
  };
}

function answer(outcome: PromoWriteOutcome): ConsoleOutcome<PromoSaved> {
  if (outcome.ok) return { ok: true, value: { id: outcome.id, updatedAt: outcome.updatedAt.toISOString() } };
  switch (outcome.refused) {
    case "not_found":
      return NOT_FOUND;
    case "role":
      return refused({ kind: "forbidden", field: "siteId", message: "Only a manager or owner of the site's dealerships may change its promos; as sales you may read them." });
    case "conflict":
      return refused({ kind: "conflict", field: "updatedAt", message: "Someone else has changed this promo since you opened it; reload to see theirs, then make your change again." });
    case "deleted":
      return refused({ kind: "conflict", field: "updatedAt", message: "This promo is to be deleted when the site is next published; discard the site's draft to keep it." });
  }
}

export async function createConsolePromo(staff: ConsoleStaff, input: PromoCreateRequest): Promise<ConsoleOutcome<PromoSaved>> {
  const found = await siteFor(staff, input.siteId);
  if (!found) return NOT_FOUND;
  return answer(await createSitePromo(staff.scope, input.siteId, writeOf(input, zoneOf(found.site))));
}

export async function updateConsolePromo(staff: ConsoleStaff, promoId: number, input: PromoUpdateRequest): Promise<ConsoleOutcome<PromoSaved>> {
  const found = await siteFor(staff, input.siteId);
  if (!found) return NOT_FOUND;
  return answer(await updateSitePromo(staff.scope, input.siteId, promoId, input.updatedAt, writeOf(input, zoneOf(found.site))));
}

export async function deleteConsolePromo(staff: ConsoleStaff, promoId: number, input: PromoDeleteRequest): Promise<ConsoleOutcome<{ id: number; deleted: true }>> {
  const found = await siteFor(staff, input.siteId);
  if (!found) return NOT_FOUND;
  const outcome = answer(await deleteSitePromo(staff.scope, input.siteId, promoId, input.updatedAt));
  return outcome.ok ? { ok: true, value: { id: promoId, deleted: true } } : outcome;
}
