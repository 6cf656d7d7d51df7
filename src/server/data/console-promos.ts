import "server-only";
import { and, asc, eq, gt, inArray, sql } from "drizzle-orm";
import { promoChangeOf, promosAsAt, type PromoRevisionChange, type PromoState } from "@/domain/content/promo-drafts";
import { editStampAfter } from "@/domain/console/edit-stamp";
import { getDb, type Db } from "@/server/db/client";
import { nextSerialId } from "@/server/db/serial-id";
import type { PromoNode } from "@/server/db/json-types";
import { promos, siteDealerships, sitePromoDrafts, siteRevisions, sites } from "@/server/db/schema";
import { recordAudit } from "./audit-log";
import type { StaffScope } from "./scope";

/**
 * The console's promos of one site (issue 36): the cards placed among its search results. A promo is the site's
 * content, so every change is a draft (`site_promo_drafts`, one a card), as a plain page's is: a save writes the card's
 * draft, a new card is a draft until published (its id taken from `promos`' sequence already), a delete marks the
 * card's draft `deleted`; shoppers see none of it. The site's publish (src/server/data/site-settings.ts) makes every
 * promo draft live in its own transaction (`publishPromoDrafts`), a roll back puts the cards back as they were at the
 * revision (`restorePromosAsAt`), a discard drops them (`discardPromoDrafts`); the preview shows them
 * (`sitePromosForPreview`).
 *
 * Only a site the member may see is read (anything else is `not_found`, the same as a missing promo). A write locks
 * the site's row first (as a publish does, so a save and a publish never interleave), needs the member to manage one
 * of the site's dealerships (else `role`) and the card unchanged since the editor loaded it (else `conflict`: the
 * `updatedAt` the editor carries, the draft's else the live card's), then writes the draft and an audit entry.
 */

/** What a card's draft does at the next publish: changes it, makes it, or deletes it; null without a draft. */
export type PromoDraftKind = "edited" | "created" | "deleted" | null;

export interface PromoWrite {
  name: string;
  startsAt: Date;
  expiresAt: Date;
  position: number | null;
  display: string[];
  strictDisplay: boolean;
  node: PromoNode;
}

export interface StaffPromoRow extends PromoWrite {
  id: number;
  siteId: number;
  /** The draft's when it has one, else the live card's: what the editor carries back. */
  updatedAt: Date;
  draft: PromoDraftKind;
}

type LivePromo = typeof promos.$inferSelect;
type PromoDraft = typeof sitePromoDrafts.$inferSelect;

const writeOf = (row: PromoWrite): PromoWrite => ({ name: row.name, startsAt: row.startsAt, expiresAt: row.expiresAt, position: row.position, display: row.display, strictDisplay: row.strictDisplay, node: row.node });

/** A card as the editor shows it: the draft over the live card (either may be missing, not both). */
function merged(live: LivePromo | undefined, draft: PromoDraft | undefined): StaffPromoRow & { liveUpdatedAt: Date | null } {
  const source = draft ?? live!;
  const kind: PromoDraftKind = !draft ? null : draft.deleted ? "deleted" : !live ? "created" : "edited";
  return { id: (live?.id ?? draft?.promoId)!, siteId: source.siteId, ...writeOf(source), updatedAt: source.updatedAt, draft: kind, liveUpdatedAt: live?.updatedAt ?? null };
}

/** Placed cards first by place (as the promo query's `position asc nulls last`), then by first day, then by id. */
const UNPLACED = Number.MAX_SAFE_INTEGER;
const placed = (a: StaffPromoRow, b: StaffPromoRow) => (a.position ?? UNPLACED) - (b.position ?? UNPLACED) || a.startsAt.getTime() - b.startsAt.getTime() || a.id - b.id;

/** The site's promos with their drafts (running, to come and over; a card to be deleted among them, marked), placed ones first. */
export async function staffSitePromoRows(scope: StaffScope, siteId: number): Promise<StaffPromoRow[]> {
  if (!scope.siteIds.includes(siteId)) return [];
  const db = await getDb();
  const live = await db.select().from(promos).where(eq(promos.siteId, siteId));
  const drafts = await db.select().from(sitePromoDrafts).where(eq(sitePromoDrafts.siteId, siteId));
  const byId = new Map(drafts.map((d) => [d.promoId, d]));
  const liveIds = new Set(live.map((p) => p.id));
  const rows = [...live.map((p) => merged(p, byId.get(p.id))), ...drafts.filter((d) => !liveIds.has(d.promoId) && !d.deleted).map((d) => merged(undefined, d))];
  return rows.map(({ liveUpdatedAt: _at, ...row }) => row).sort(placed);
}

/** One of them, with its draft over it, or null (a card made and deleted before publishing is gone). */
export async function staffSitePromo(scope: StaffScope, siteId: number, promoId: number, executor?: Db): Promise<(StaffPromoRow & { liveUpdatedAt: Date | null }) | null> {
  if (!scope.siteIds.includes(siteId)) return null;
  const db = executor ?? (await getDb());
  const [live] = await db.select().from(promos).where(and(eq(promos.siteId, siteId), eq(promos.id, promoId))).limit(1);
  const [draft] = await db.select().from(sitePromoDrafts).where(and(eq(sitePromoDrafts.siteId, siteId), eq(sitePromoDrafts.promoId, promoId))).limit(1);
  if (!live && (!draft || draft.deleted)) return null;
  return merged(live, draft);
}

export type PromoWriteOutcome = { ok: true; id: number; updatedAt: Date } | { ok: false; refused: "not_found" | "role" | "conflict" | "deleted" };

/** Locks the site's row (the publish's lock too): its group, and whether the member manages one of its dealerships. */
async function siteFor(tx: Db, scope: StaffScope, siteId: number): Promise<{ groupId: string | null; manages: boolean } | null> {
  if (!scope.siteIds.includes(siteId)) return null;
  const [site] = await tx.select({ groupId: sites.groupId }).from(sites).where(eq(sites.id, siteId)).for("update");
  if (!site) return null;
  const managed = scope.managedDealershipIds.length === 0 ? [] : await tx.select({ id: siteDealerships.dealershipId }).from(siteDealerships).where(and(eq(siteDealerships.siteId, siteId), inArray(siteDealerships.dealershipId, [...scope.managedDealershipIds]))).limit(1);
  return { groupId: site.groupId, manages: managed.length > 0 };
}

const audited = (row: PromoWrite) => ({ ...row, startsAt: row.startsAt.toISOString(), expiresAt: row.expiresAt.toISOString() });

/** Makes a card, as a draft: shoppers see it once the site is published. */
export async function createSitePromo(scope: StaffScope, siteId: number, write: PromoWrite): Promise<PromoWriteOutcome> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const site = await siteFor(tx, scope, siteId);
    if (!site) return { ok: false, refused: "not_found" } as const;
    if (!site.manages) return { ok: false, refused: "role" } as const;
    // The card's id is taken now, from the table it will be live in, so its editor's address never changes.
    const promoId = await nextSerialId(tx, "promos");
    const changedAt = new Date();
    await tx.insert(sitePromoDrafts).values({ promoId, siteId, ...writeOf(write), created: true, deleted: false, updatedBy: scope.staffId, updatedAt: changedAt });
    await recordAudit(scope, { groupId: site.groupId, dealershipId: null, entity: "promo", entityId: promoId, action: "create_draft", before: null, after: audited(write) }, tx);
    return { ok: true, id: promoId, updatedAt: changedAt } as const;
  });
}

/** Saves the draft of a card the editor loaded at `updatedAt`, or a refusal. */
export async function updateSitePromo(scope: StaffScope, siteId: number, promoId: number, updatedAt: string, write: PromoWrite): Promise<PromoWriteOutcome> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const site = await siteFor(tx, scope, siteId);
    const row = site ? await staffSitePromo(scope, siteId, promoId, tx) : null;
    if (!site || !row) return { ok: false, refused: "not_found" } as const;
    if (!site.manages) return { ok: false, refused: "role" } as const;
    if (row.updatedAt.toISOString() !== updatedAt) return { ok: false, refused: "conflict" } as const;
    if (row.draft === "deleted") return { ok: false, refused: "deleted" } as const;
    const changedAt = editStampAfter(row.updatedAt);
    const values = { siteId, ...writeOf(write), created: row.draft === "created", deleted: false, baseUpdatedAt: row.liveUpdatedAt, updatedBy: scope.staffId, updatedAt: changedAt };
    await tx.insert(sitePromoDrafts).values({ promoId, ...values }).onConflictDoUpdate({ target: sitePromoDrafts.promoId, set: values });
    await recordAudit(scope, { groupId: site.groupId, dealershipId: null, entity: "promo", entityId: promoId, action: "save_draft", before: audited(writeOf(row)), after: audited(write) }, tx);
    return { ok: true, id: promoId, updatedAt: changedAt } as const;
  });
}

/** Deletes a card the editor loaded at `updatedAt`, as a draft: one never published is gone at once; a live one at the next publish. */
export async function deleteSitePromo(scope: StaffScope, siteId: number, promoId: number, updatedAt: string): Promise<PromoWriteOutcome> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const site = await siteFor(tx, scope, siteId);
    const row = site ? await staffSitePromo(scope, siteId, promoId, tx) : null;
    if (!site || !row) return { ok: false, refused: "not_found" } as const;
    if (!site.manages) return { ok: false, refused: "role" } as const;
    if (row.updatedAt.toISOString() !== updatedAt) return { ok: false, refused: "conflict" } as const;
    const changedAt = editStampAfter(row.updatedAt);
    if (row.draft === "created") await tx.delete(sitePromoDrafts).where(eq(sitePromoDrafts.promoId, promoId));
    else {
      const values = { siteId, ...writeOf(row), created: false, deleted: true, baseUpdatedAt: row.liveUpdatedAt, updatedBy: scope.staffId, updatedAt: changedAt };
      await tx.insert(sitePromoDrafts).values({ promoId, ...values }).onConflictDoUpdate({ target: sitePromoDrafts.promoId, set: values });
    }
    await recordAudit(scope, { groupId: site.groupId, dealershipId: null, entity: "promo", entityId: promoId, action: "delete_draft", before: audited(writeOf(row)), after: null }, tx);
    return { ok: true, id: promoId, updatedAt: changedAt } as const;
  });
}

/** The site's promo cards as its draft would serve them (live cards with the drafts over them, those to be deleted left out), for the preview. */
export async function sitePromosForPreview(scope: StaffScope, siteId: number): Promise<Array<LivePromo>> {
  const rows = await staffSitePromoRows(scope, siteId);
  return rows.filter((row) => row.draft !== "deleted").map((row) => ({ ...writeOf(row), id: row.id, siteId: row.siteId, createdAt: row.updatedAt, updatedAt: row.updatedAt }));
}

/** How many promo drafts the site has (inside `tx` when given). */
export async function promoDraftCount(scope: StaffScope, siteId: number, executor?: Db): Promise<number> {
  if (!scope.siteIds.includes(siteId)) return 0;
  const db = executor ?? (await getDb());
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(sitePromoDrafts).where(eq(sitePromoDrafts.siteId, siteId));
  return Number(row?.n ?? 0);
}

const stateOf = (row: PromoWrite): PromoState => ({ ...writeOf(row), startsAt: row.startsAt.toISOString(), expiresAt: row.expiresAt.toISOString(), node: { ...row.node } });

/** Writes `after` as card `promoId` of the site (null: deletes it), stamped later than `before` was. */
async function writePromo(tx: Db, siteId: number, promoId: number, before: LivePromo | undefined, after: PromoState | null, stamp: Date): Promise<void> {
  if (!after) {
    await tx.delete(promos).where(and(eq(promos.siteId, siteId), eq(promos.id, promoId)));
    return;
  }
  const updatedAt = before && stamp.getTime() <= before.updatedAt.getTime() ? editStampAfter(before.updatedAt) : stamp;
  const values = { ...after, startsAt: new Date(after.startsAt), expiresAt: new Date(after.expiresAt), updatedAt };
  if (before) await tx.update(promos).set(values).where(eq(promos.id, promoId));
  else await tx.insert(promos).values({ id: promoId, siteId, ...values });
}

/**
 * Makes every promo draft of the site live, inside the publish's transaction (the site's row locked): each change as
 * the revision keeps it, and the drafts dropped. Refused, nothing written: `stale` names a card whose draft was saved
 * before a publish or roll back changed (or removed) the live card, which publishing would undo unseen: its draft is
 * saved again first.
 */
export async function publishPromoDrafts(scope: StaffScope, tx: Db, siteId: number): Promise<{ changes: PromoRevisionChange[] } | { stale: string }> {
  if (!scope.siteIds.includes(siteId)) return { changes: [] };
  const drafts = await tx.select().from(sitePromoDrafts).where(eq(sitePromoDrafts.siteId, siteId)).orderBy(asc(sitePromoDrafts.promoId));
  if (drafts.length === 0) return { changes: [] };
  const live = await tx.select().from(promos).where(eq(promos.siteId, siteId));
  const byId = new Map(live.map((p) => [p.id, p]));
  const stale = drafts.find((d) => {
    const current = byId.get(d.promoId);
    if (!current) return !d.created && !d.deleted;
    return d.baseUpdatedAt === null ? !d.created : d.baseUpdatedAt.getTime() !== current.updatedAt.getTime();
  });
  if (stale) return { stale: stale.name };
  const changes: PromoRevisionChange[] = [];
  for (const draft of drafts) {
    const current = byId.get(draft.promoId);
    const before = current ? stateOf(current) : null;
    const after = draft.deleted ? null : stateOf(draft);
    if (!promoChangeOf(before, after)) continue;
    await writePromo(tx, siteId, draft.promoId, current, after, draft.updatedAt);
    changes.push({ promoId: draft.promoId, before, after });
  }
  await tx.delete(sitePromoDrafts).where(eq(sitePromoDrafts.siteId, siteId));
  return { changes };
}

/**
 * Puts the site's promo cards back as they were at revision `toRevision`, inside the roll back's transaction: each card
 * a later revision changed, as the first of them found it (`promosAsAt`). Answers what it changed, as the new revision
 * keeps it. Promo drafts are kept (as the settings' draft is).
 */
export async function restorePromosAsAt(scope: StaffScope, tx: Db, siteId: number, toRevision: number): Promise<PromoRevisionChange[]> {
  if (!scope.siteIds.includes(siteId)) return [];
  const later = await tx.select({ promos: siteRevisions.promos }).from(siteRevisions).where(and(eq(siteRevisions.siteId, siteId), gt(siteRevisions.number, toRevision))).orderBy(asc(siteRevisions.number));
  const targets = promosAsAt(later.map((r) => r.promos ?? []));
  if (targets.size === 0) return [];
  const live = await tx.select().from(promos).where(and(eq(promos.siteId, siteId), inArray(promos.id, [...targets.keys()])));
  const byId = new Map(live.map((p) => [p.id, p]));
  const stamp = new Date();
  const changes: PromoRevisionChange[] = [];
  for (const [promoId, target] of targets) {
    const current = byId.get(promoId);
    const before = current ? stateOf(current) : null;
    if (!promoChangeOf(before, target)) continue;
    await writePromo(tx, siteId, promoId, current, target, stamp);
    changes.push({ promoId, before, after: target });
  }
  return changes;
}

/** Drops every promo draft of the site (inside the discard's transaction): the names it dropped. */
export async function discardPromoDrafts(scope: StaffScope, tx: Db, siteId: number): Promise<string[]> {
  if (!scope.siteIds.includes(siteId)) return [];
  const dropped = await tx.delete(sitePromoDrafts).where(eq(sitePromoDrafts.siteId, siteId)).returning({ name: sitePromoDrafts.name });
  return dropped.map((d) => d.name);
}
