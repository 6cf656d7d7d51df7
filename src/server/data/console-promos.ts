import "server-only";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { getDb, type Db } from "@/server/db/client";
import type { PromoNode } from "@/server/db/json-types";
import { promos, siteDealerships, sites } from "@/server/db/schema";
import { recordAudit } from "./audit-log";
import type { StaffScope } from "./scope";
import { SITES_CHANNEL } from "./site-settings";

/**
 * The console's promos of one site (issue 36): the cards placed among its search results. A promo is the site's, so a
 * change is a direct edit of that site, live at commit, with an audit entry and `NOTIFY forecourt_sites` for the site
 * (every process drops its cached pages and promos). Only a site the member may see is read (anything else is
 * `not_found`, the same as a missing promo); a write also needs the member to manage one of the site's dealerships
 * (else `role`), and the promo unchanged since the editor loaded it (else `conflict`), checked with its row locked.
 */

export type StaffPromoRow = Omit<typeof promos.$inferSelect, "createdAt">;

const columns = {
  id: promos.id,
  siteId: promos.siteId,
  name: promos.name,
  startsAt: promos.startsAt,
  expiresAt: promos.expiresAt,
  position: promos.position,
  display: promos.display,
  strictDisplay: promos.strictDisplay,
  node: promos.node,
  updatedAt: promos.updatedAt,
};

/** The site's promos (running, to come and over), placed ones first, for a member who may see the site. */
export async function staffSitePromoRows(scope: StaffScope, siteId: number): Promise<StaffPromoRow[]> {
  if (!scope.siteIds.includes(siteId)) return [];
  const db = await getDb();
  return db.select(columns).from(promos).where(eq(promos.siteId, siteId)).orderBy(sql`${promos.position} asc nulls last`, asc(promos.startsAt), asc(promos.id));
}

/** One of them, or null. */
export async function staffSitePromo(scope: StaffScope, siteId: number, promoId: number): Promise<StaffPromoRow | null> {
  if (!scope.siteIds.includes(siteId)) return null;
  const db = await getDb();
  const [row] = await db.select(columns).from(promos).where(and(eq(promos.siteId, siteId), eq(promos.id, promoId))).limit(1);
  return row ?? null;
}

export interface PromoWrite {
  name: string;
  startsAt: Date;
  expiresAt: Date;
  position: number | null;
  display: string[];
  strictDisplay: boolean;
  node: PromoNode;
}

export type PromoWriteOutcome = { ok: true; id: number; updatedAt: Date } | { ok: false; refused: "not_found" | "role" | "conflict" };

/** The site's group, if the member may see it; and whether they manage one of its dealerships. */
async function siteFor(tx: Db, scope: StaffScope, siteId: number): Promise<{ groupId: string | null; manages: boolean } | null> {
  if (!scope.siteIds.includes(siteId)) return null;
  const [site] = await tx.select({ groupId: sites.groupId }).from(sites).where(eq(sites.id, siteId)).for("update");
  if (!site) return null;
  const managed = scope.managedDealershipIds.length === 0 ? [] : await tx.select({ id: siteDealerships.dealershipId }).from(siteDealerships).where(and(eq(siteDealerships.siteId, siteId), inArray(siteDealerships.dealershipId, [...scope.managedDealershipIds]))).limit(1);
  return { groupId: site.groupId, manages: managed.length > 0 };
}

const audited = (row: PromoWrite) => ({ ...row, startsAt: row.startsAt.toISOString(), expiresAt: row.expiresAt.toISOString() });
const notify = (tx: Db, siteId: number) => tx.execute(sql`select pg_notify(${SITES_CHANNEL}, ${String(siteId)})`);

export async function createSitePromo(scope: StaffScope, siteId: number, write: PromoWrite): Promise<PromoWriteOutcome> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const site = await siteFor(tx, scope, siteId);
    if (!site) return { ok: false, refused: "not_found" } as const;
    if (!site.manages) return { ok: false, refused: "role" } as const;
    const [made] = await tx.insert(promos).values({ ...write, siteId }).returning({ id: promos.id, updatedAt: promos.updatedAt });
    await recordAudit(scope, { groupId: site.groupId, dealershipId: null, entity: "promo", entityId: made!.id, action: "create", before: null, after: audited(write) }, tx);
    await notify(tx, siteId);
    return { ok: true, id: made!.id, updatedAt: made!.updatedAt } as const;
  });
}

async function lockedPromo(tx: Db, siteId: number, promoId: number) {
  const [row] = await tx.select(columns).from(promos).where(and(eq(promos.siteId, siteId), eq(promos.id, promoId))).for("update");
  return row ?? null;
}

const writeOf = (row: StaffPromoRow): PromoWrite => ({ name: row.name, startsAt: row.startsAt, expiresAt: row.expiresAt, position: row.position, display: row.display, strictDisplay: row.strictDisplay, node: row.node });

export async function updateSitePromo(scope: StaffScope, siteId: number, promoId: number, updatedAt: string, write: PromoWrite): Promise<PromoWriteOutcome> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const site = await siteFor(tx, scope, siteId);
    const row = site ? await lockedPromo(tx, siteId, promoId) : null;
    if (!site || !row) return { ok: false, refused: "not_found" } as const;
    if (!site.manages) return { ok: false, refused: "role" } as const;
    if (row.updatedAt.toISOString() !== updatedAt) return { ok: false, refused: "conflict" } as const;
    const changedAt = new Date(Math.max(Date.now(), row.updatedAt.getTime() + 1));
    await tx.update(promos).set({ ...write, updatedAt: changedAt }).where(eq(promos.id, row.id));
    await recordAudit(scope, { groupId: site.groupId, dealershipId: null, entity: "promo", entityId: row.id, action: "update", before: audited(writeOf(row)), after: audited(write) }, tx);
    await notify(tx, siteId);
    return { ok: true, id: row.id, updatedAt: changedAt } as const;
  });
}

export async function deleteSitePromo(scope: StaffScope, siteId: number, promoId: number, updatedAt: string): Promise<PromoWriteOutcome> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const site = await siteFor(tx, scope, siteId);
    const row = site ? await lockedPromo(tx, siteId, promoId) : null;
    if (!site || !row) return { ok: false, refused: "not_found" } as const;
    if (!site.manages) return { ok: false, refused: "role" } as const;
    if (row.updatedAt.toISOString() !== updatedAt) return { ok: false, refused: "conflict" } as const;
    await tx.delete(promos).where(eq(promos.id, row.id));
    await recordAudit(scope, { groupId: site.groupId, dealershipId: null, entity: "promo", entityId: row.id, action: "delete", before: audited(writeOf(row)), after: null }, tx);
    await notify(tx, siteId);
    return { ok: true, id: row.id, updatedAt: row.updatedAt } as const;
  });
}
