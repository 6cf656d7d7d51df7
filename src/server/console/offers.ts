import "server-only";
import type { OfferCreateRequest, OfferDeleteRequest, OfferSaved, OfferUpdateRequest } from "@/contracts/console/offers";
import { offerShownOnSite } from "@/domain/offers/offers";
import { offerLocalDatesOf, offerWindowOf, offerWindowStatus, type OfferWindowStatus } from "@/domain/offers/offer-dates";
import { locationTimeZone } from "@/domain/test-drive/time-zone";
import { createSiteOffer, deleteSiteOffer, staffSiteDealerships, staffSiteOffer, staffSiteOfferRows, updateSiteOffer, type OfferWrite, type OfferWriteOutcome, type StaffOfferRow, type StaffSiteDealership } from "@/server/data/console-offers";
import { siteById } from "@/server/sites/site-resolver";
import type { Site } from "@/server/sites/site-store";
import { NOT_FOUND, refused, type ConsoleOutcome } from "./outcome";
import type { ConsoleStaff } from "./staff-session";

/**
 * A site's offers in the console (issue 36): every offer of the member's dealerships that the site shows or could
 * show, with its dates (the dealership's local calendar days, src/domain/offers/offer-dates.ts) and whether it is
 * running, to come or over; and making, changing and deleting one. An offer is its dealership's, so a change is live at
 * commit on every site showing the dealership, with an audit entry (src/server/data/console-offers.ts). Managers and
 * owners of the offer's dealership change it; sales read them (a change is a 403); a site that is not the member's, and
 * an offer of another group's, is the console's 404.
 */

export interface ConsoleOfferRow {
  id: number;
  name: string;
  dealershipName: string;
  price: number | null;
  startDate: string | null;
  endDate: string | null;
  status: OfferWindowStatus;
  /** Whether this site shows it (not excluded, or on the site's exception list). */
  shown: boolean;
  canEdit: boolean;
}

export interface ConsoleOffersView {
  site: { id: number; name: string };
  /** Whether the member may make an offer here (a manager or owner of one of the site's dealerships). */
  canCreate: boolean;
  offers: ConsoleOfferRow[];
}

/** The form's values, as react-hook-form edits them (the contract's fields). */
export interface OfferFormValues {
  name: string;
  description: string;
  disclaimer: string;
  category: string;
  imageUrl: string | null;
  price: number | null;
  startDate: string | null;
  endDate: string | null;
  shown: boolean;
  sortOrder: number;
}

export interface OfferEditorView {
  site: { id: number; name: string };
  /** Null for a new offer. */
  offer: { id: number; dealershipName: string; updatedAt: string; status: OfferWindowStatus } | null;
  canEdit: boolean;
  /** The member manages none of the site's dealerships (sales): the editor's other pages are not theirs. */
  readOnlySite: boolean;
  /** The dealerships a new offer may be made for (the member's managed ones on the site). */
  dealerships: Array<{ id: number; name: string; timeZone: string }>;
  timeZone: string;
  values: OfferFormValues;
}

const zoneOf = (dealership: StaffSiteDealership | undefined, site: Site) => locationTimeZone(dealership?.state, site.settings.contact.defaultState);

async function siteAndDealerships(staff: ConsoleStaff, siteId: number): Promise<{ site: Site; dealerships: StaffSiteDealership[] } | null> {
  const dealerships = await staffSiteDealerships(staff.scope, siteId);
  if (dealerships.length === 0) return null;
  const site = await siteById(siteId);
  return site ? { site, dealerships } : null;
}

const shownHere = (row: StaffOfferRow, site: Site) => offerShownOnSite(row, site.id, site.settings.offers.exceptionOfferIds);

/** The offers page of a site the member works on (sales included, read-only), or null: the page's 404. */
export async function consoleSiteOffers(staff: ConsoleStaff, siteId: number, now = new Date()): Promise<ConsoleOffersView | null> {
  const found = await siteAndDealerships(staff, siteId);
  if (!found) return null;
  const { site, dealerships } = found;
  const rows = await staffSiteOfferRows(staff.scope, siteId);
  return {
    site: { id: site.id, name: site.name },
    canCreate: dealerships.some((d) => d.canEdit),
    offers: rows.map((row) => {
      const dealership = dealerships.find((d) => d.id === row.dealershipId);
      return {
        id: row.id,
        name: row.name,
        dealershipName: row.dealershipName,
        price: row.price,
        ...offerLocalDatesOf(row, zoneOf(dealership, site)),
        status: offerWindowStatus(row, now),
        shown: shownHere(row, site),
        canEdit: dealership?.canEdit ?? false,
      };
    }),
  };
}

/** The editor of one of the site's offers (read-only for sales), or null: the page's 404. */
export async function siteOfferEditor(staff: ConsoleStaff, siteId: number, offerId: number, now = new Date()): Promise<OfferEditorView | null> {
  const found = await siteAndDealerships(staff, siteId);
  if (!found) return null;
  const row = await staffSiteOffer(staff.scope, siteId, offerId);
  if (!row) return null;
  const dealership = found.dealerships.find((d) => d.id === row.dealershipId);
  const timeZone = zoneOf(dealership, found.site);
  return {
    site: { id: found.site.id, name: found.site.name },
    offer: { id: row.id, dealershipName: row.dealershipName, updatedAt: row.updatedAt.toISOString(), status: offerWindowStatus(row, now) },
    canEdit: dealership?.canEdit ?? false,
    readOnlySite: !found.dealerships.some((d) => d.canEdit),
    dealerships: [],
    timeZone,
    values: {
      name: row.name,
      description: row.description ?? "",
      disclaimer: row.disclaimer ?? "",
      category: row.category ?? "",
      imageUrl: row.imageUrl,
      price: row.price,
      ...offerLocalDatesOf(row, timeZone),
      shown: shownHere(row, found.site),
      sortOrder: row.sortOrder,
    },
  };
}

/** The editor of a new offer on the site: only for a manager or owner of one of its dealerships (else the page's 404). */
export async function newOfferEditor(staff: ConsoleStaff, siteId: number): Promise<OfferEditorView | null> {
  const found = await siteAndDealerships(staff, siteId);
  const managed = found?.dealerships.filter((d) => d.canEdit) ?? [];
  if (!found || managed.length === 0) return null;
  const dealerships = managed.map((d) => ({ id: d.id, name: d.name, timeZone: zoneOf(d, found.site) }));
  return {
    site: { id: found.site.id, name: found.site.name },
    offer: null,
    canEdit: true,
    readOnlySite: false,
    dealerships,
    timeZone: dealerships[0]!.timeZone,
    values: { name: "", description: "", disclaimer: "", category: "", imageUrl: null, price: null, startDate: null, endDate: null, shown: true, sortOrder: 0 },
  };
}

const text = (value: string) => (value.trim() === "" ? null : value);

function writeOf(input: OfferCreateRequest | OfferUpdateRequest, timeZone: string): OfferWrite {
  return {
    name: input.name,
    description: text(input.description),
    disclaimer: text(input.disclaimer),
    category: text(input.category),
    imageUrl: input.imageUrl,
    price: input.price,
    ...offerWindowOf({ startDate: input.startDate, endDate: input.endDate }, timeZone),
    shown: input.shown,
    sortOrder: input.sortOrder,
  };
}

function answer(outcome: OfferWriteOutcome, field: string): ConsoleOutcome<OfferSaved> {
  if (outcome.ok) return { ok: true, value: { id: outcome.id, updatedAt: outcome.updatedAt.toISOString() } };
  switch (outcome.refused) {
    case "not_found":
      return NOT_FOUND;
    case "role":
      return refused({ kind: "forbidden", field, message: "Only a manager or owner of the offer's dealership may change its offers; as sales you may read them." });
    case "conflict":
      return refused({ kind: "conflict", field: "updatedAt", message: "Someone else has changed this offer since you opened it; reload to see theirs, then make your change again." });
  }
}

/** Makes an offer of one of the site's dealerships: live on every site showing the dealership at commit (within its dates). */
export async function createConsoleOffer(staff: ConsoleStaff, input: OfferCreateRequest): Promise<ConsoleOutcome<OfferSaved>> {
  const found = await siteAndDealerships(staff, input.siteId);
  const dealership = found?.dealerships.find((d) => d.id === input.dealershipId);
  if (!found || !dealership) return NOT_FOUND;
  return answer(await createSiteOffer(staff.scope, input.siteId, dealership.id, writeOf(input, zoneOf(dealership, found.site))), "dealershipId");
}

/** Changes one of the site's offers, as the editor loaded it. */
export async function updateConsoleOffer(staff: ConsoleStaff, offerId: number, input: OfferUpdateRequest): Promise<ConsoleOutcome<OfferSaved>> {
  const found = await siteAndDealerships(staff, input.siteId);
  if (!found) return NOT_FOUND;
  const row = await staffSiteOffer(staff.scope, input.siteId, offerId);
  if (!row) return NOT_FOUND;
  const zone = zoneOf(found.dealerships.find((d) => d.id === row.dealershipId), found.site);
  return answer(await updateSiteOffer(staff.scope, input.siteId, offerId, input.updatedAt, writeOf(input, zone)), "name");
}

/** Deletes one of the site's offers, as the editor loaded it. */
export async function deleteConsoleOffer(staff: ConsoleStaff, offerId: number, input: OfferDeleteRequest): Promise<ConsoleOutcome<{ id: number; deleted: true }>> {
  const outcome = answer(await deleteSiteOffer(staff.scope, input.siteId, offerId, input.updatedAt), "id");
  return outcome.ok ? { ok: true, value: { id: offerId, deleted: true } } : outcome;
}
