import "server-only";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { editStampAfter } from "@/domain/console/edit-stamp";
import { getDb, type Db } from "@/server/db/client";
import { dealerships, locations, offers, siteDealerships } from "@/server/db/schema";
import { recordAudit } from "./audit-log";
import type { StaffScope } from "./scope";
import { SITES_CHANNEL } from "./site-settings";

/**
 * The console's offers of one site (issue 36). Offers are a dealership's, shown by every site showing it unless the
 * site is in the offer's excluded sites, so a change is a direct edit with an audit entry (not a site draft). Every
 * function reads only offers of dealerships that are both the member's and shown on the site, on a site the member may
 * see: anything else is `not_found`, the same as a missing offer. Each write checks, in its transaction with the offer's
 * row locked, the member's role (a manager or owner of the offer's dealership, else `role`) and that nobody changed the
 * offer since the editor loaded it (`conflict`), then writes, records the audit entry and sends `NOTIFY forecourt_sites`
 * for every site showing the dealership (their cached pages dropped in every process): all at commit or none.
 */

export interface StaffOfferRow {
  id: number;
  dealershipId: number;
  dealershipName: string;
  name: string;
  description: string | null;
  disclaimer: string | null;
  category: string | null;
  /** Its picture's address (an uploaded one is under /media/u/), or null. */
  imageUrl: string | null;
  price: number | null;
  startsAt: Date | null;
  endsAt: Date | null;
  excludedSiteIds: number[];
  sortOrder: number;
  updatedAt: Date;
}

/** A dealership of the site that the member works for, with the state its clock is read from (its main location's). */
export interface StaffSiteDealership {
  id: number;
  name: string;
  /** The state of its primary (else first) location; null without one. */
  state: string | null;
  canEdit: boolean;
}

/** The site's dealerships the member works for (none when the site is not theirs), by name. */
export async function staffSiteDealerships(scope: StaffScope, siteId: number, executor?: Db): Promise<StaffSiteDealership[]> {
  if (!scope.siteIds.includes(siteId) || scope.dealershipIds.length === 0) return [];
  const db = executor ?? (await getDb());
  const rows = await db
    .select({ id: dealerships.id, name: dealerships.name })
    .from(siteDealerships)
    .innerJoin(dealerships, eq(dealerships.id, siteDealerships.dealershipId))
    .where(and(eq(siteDealerships.siteId, siteId), inArray(siteDealerships.dealershipId, [...scope.dealershipIds])))
    .orderBy(asc(dealerships.name), asc(dealerships.id));
  if (rows.length === 0) return [];
  const states = await db
    .select({ dealershipId: locations.dealershipId, state: locations.state })
    .from(locations)
    .where(inArray(locations.dealershipId, rows.map((r) => r.id)))
    .orderBy(sql`${locations.primary} desc`, asc(locations.id));
  return rows.map((row) => ({ ...row, state: states.find((s) => s.dealershipId === row.id)?.state ?? null, canEdit: scope.managedDealershipIds.includes(row.id) }));
}

const columns = {
  id: offers.id,
  dealershipId: offers.dealershipId,
  dealershipName: dealerships.name,
  groupId: dealerships.groupId,
  name: offers.name,
  description: offers.description,
  disclaimer: offers.disclaimer,
  category: offers.category,
  imageUrl: offers.imageUrl,
  price: offers.price,
  startsAt: offers.startsAt,
  endsAt: offers.endsAt,
  excludedSiteIds: offers.excludedSiteIds,
  sortOrder: offers.sortOrder,
  updatedAt: offers.updatedAt,
};

function siteOffersOf(db: Db, scope: StaffScope, siteId: number, offerId?: number) {
  return db
    .select(columns)
    .from(offers)
    .innerJoin(dealerships, eq(dealerships.id, offers.dealershipId))
    .innerJoin(siteDealerships, and(eq(siteDealerships.dealershipId, offers.dealershipId), eq(siteDealerships.siteId, siteId)))
    .where(and(inArray(offers.dealershipId, [...scope.dealershipIds]), offerId === undefined ? undefined : eq(offers.id, offerId)));
}

const toRow = ({ groupId: _groupId, dealershipId, ...row }: Awaited<ReturnType<ReturnType<typeof siteOffersOf>["execute"]>>[number]): StaffOfferRow => ({ ...row, dealershipId: dealershipId! });

/** Every offer (running, to come and ended) of the member's dealerships on the site, in the site's order. */
export async function staffSiteOfferRows(scope: StaffScope, siteId: number): Promise<StaffOfferRow[]> {
  if (!scope.siteIds.includes(siteId) || scope.dealershipIds.length === 0) return [];
  const db = await getDb();
  const rows = await siteOffersOf(db, scope, siteId).orderBy(asc(offers.sortOrder), asc(offers.id));
  return rows.map(toRow);
}

/** One of them, or null. */
export async function staffSiteOffer(scope: StaffScope, siteId: number, offerId: number): Promise<StaffOfferRow | null> {
  if (!scope.siteIds.includes(siteId) || scope.dealershipIds.length === 0) return null;
  const db = await getDb();
  const [row] = await siteOffersOf(db, scope, siteId, offerId).limit(1);
  return row ? toRow(row) : null;
}

/** An offer's fields as stored (dates already turned into the window's instants on the dealership's clock). */
export interface OfferWrite {
  name: string;
  description: string | null;
  disclaimer: string | null;
  category: string | null;
  /** Its picture's address, null for none; undefined keeps the one it has. */
  imageUrl: string | null | undefined;
  price: number | null;
  startsAt: Date | null;
  endsAt: Date | null;
  /** Whether the site being edited shows it: the site leaves or joins the offer's excluded sites. */
  shown: boolean;
  sortOrder: number;
}

export type OfferWriteOutcome = { ok: true; id: number; updatedAt: Date } | { ok: false; refused: "not_found" | "role" | "conflict" };

const audited = (row: { name: string; description: string | null; disclaimer: string | null; category: string | null; imageUrl?: string | null; price: number | null; startsAt: Date | null; endsAt: Date | null; excludedSiteIds: number[]; sortOrder: number }) => ({
  name: row.name,
  description: row.description,
  disclaimer: row.disclaimer,
  category: row.category,
  imageUrl: row.imageUrl ?? null,
  price: row.price,
  startsAt: row.startsAt?.toISOString() ?? null,
  endsAt: row.endsAt?.toISOString() ?? null,
  excludedSiteIds: row.excludedSiteIds,
  sortOrder: row.sortOrder,
});

const excludedWith = (excluded: readonly number[], siteId: number, shown: boolean) => (shown ? excluded.filter((id) => id !== siteId) : [...new Set([...excluded, siteId])].sort((a, b) => a - b));

async function notifySitesShowing(tx: Db, dealershipId: number): Promise<void> {
  const shownOn = await tx.select({ siteId: siteDealerships.siteId }).from(siteDealerships).where(eq(siteDealerships.dealershipId, dealershipId));
  for (const { siteId } of shownOn) await tx.execute(sql`select pg_notify(${SITES_CHANNEL}, ${String(siteId)})`);
}

/** Makes an offer of one of the site's dealerships (a manager's or owner's), shown on the site or not. */
export async function createSiteOffer(scope: StaffScope, siteId: number, dealershipId: number, write: OfferWrite): Promise<OfferWriteOutcome> {
  if (!scope.siteIds.includes(siteId) || !scope.dealershipIds.includes(dealershipId)) return { ok: false, refused: "not_found" };
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [dealership] = await tx
      .select({ id: dealerships.id, groupId: dealerships.groupId })
      .from(siteDealerships)
      .innerJoin(dealerships, eq(dealerships.id, siteDealerships.dealershipId))
      .where(and(eq(siteDealerships.siteId, siteId), eq(siteDealerships.dealershipId, dealershipId)));
    if (!dealership) return { ok: false, refused: "not_found" } as const;
    if (!scope.managedDealershipIds.includes(dealership.id)) return { ok: false, refused: "role" } as const;
    const { shown, ...fields } = write;
    const values = { ...fields, dealershipId: dealership.id, excludedSiteIds: excludedWith([], siteId, shown) };
    const [made] = await tx.insert(offers).values(values).returning({ id: offers.id, updatedAt: offers.updatedAt });
    await recordAudit(scope, { groupId: dealership.groupId, dealershipId: dealership.id, entity: "offer", entityId: made!.id, action: "create", before: null, after: audited(values) }, tx);
    await notifySitesShowing(tx, dealership.id);
    return { ok: true, id: made!.id, updatedAt: made!.updatedAt } as const;
  });
}

/** The offer's row, locked, if the member may see it on the site; with whether they may change it. */
async function lockedOffer(tx: Db, scope: StaffScope, siteId: number, offerId: number) {
  const [row] = await siteOffersOf(tx, scope, siteId, offerId).for("update", { of: offers });
  return row ?? null;
}

/** Changes an offer the editor loaded at `updatedAt`. */
export async function updateSiteOffer(scope: StaffScope, siteId: number, offerId: number, updatedAt: string, write: OfferWrite): Promise<OfferWriteOutcome> {
  if (!scope.siteIds.includes(siteId) || scope.dealershipIds.length === 0) return { ok: false, refused: "not_found" };
  const db = await getDb();
  return db.transaction(async (tx) => {
    const row = await lockedOffer(tx, scope, siteId, offerId);
    if (!row || row.dealershipId === null) return { ok: false, refused: "not_found" } as const;
    if (!scope.managedDealershipIds.includes(row.dealershipId)) return { ok: false, refused: "role" } as const;
    if (row.updatedAt.toISOString() !== updatedAt) return { ok: false, refused: "conflict" } as const;
    const { shown, ...fields } = write;
    // Strictly later than the last save, so the next editor's check sees a change even within the same millisecond.
    const changedAt = editStampAfter(row.updatedAt);
    const values = { ...fields, imageUrl: fields.imageUrl === undefined ? row.imageUrl : fields.imageUrl, excludedSiteIds: excludedWith(row.excludedSiteIds, siteId, shown) };
    await tx.update(offers).set({ ...values, updatedAt: changedAt }).where(eq(offers.id, row.id));
    await recordAudit(scope, { groupId: row.groupId, dealershipId: row.dealershipId, entity: "offer", entityId: row.id, action: "update", before: audited(row), after: audited(values) }, tx);
    await notifySitesShowing(tx, row.dealershipId);
    return { ok: true, id: row.id, updatedAt: changedAt } as const;
  });
}

/** Deletes an offer the editor loaded at `updatedAt` (from every site showing its dealership). */
export async function deleteSiteOffer(scope: StaffScope, siteId: number, offerId: number, updatedAt: string): Promise<OfferWriteOutcome> {
  if (!scope.siteIds.includes(siteId) || scope.dealershipIds.length === 0) return { ok: false, refused: "not_found" };
  const db = await getDb();
  return db.transaction(async (tx) => {
    const row = await lockedOffer(tx, scope, siteId, offerId);
    if (!row || row.dealershipId === null) return { ok: false, refused: "not_found" } as const;
    if (!scope.managedDealershipIds.includes(row.dealershipId)) return { ok: false, refused: "role" } as const;
    if (row.updatedAt.toISOString() !== updatedAt) return { ok: false, refused: "conflict" } as const;
    await tx.delete(offers).where(eq(offers.id, row.id));
    await recordAudit(scope, { groupId: row.groupId, dealershipId: row.dealershipId, entity: "offer", entityId: row.id, action: "delete", before: audited(row), after: null }, tx);
    await notifySitesShowing(tx, row.dealershipId);
    return { ok: true, id: row.id, updatedAt: row.updatedAt } as const;
  });
}
