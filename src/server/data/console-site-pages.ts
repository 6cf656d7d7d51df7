import "server-only";
import { and, asc, eq, gt, inArray, sql } from "drizzle-orm";
import { EMPTY_PAGE_DOC, pageChangeOf, pagesAsAt, type PageRevisionChange, type PageState } from "@/domain/content/page-drafts";
import { pageDocHtml, type PageDoc } from "@/domain/content/page-doc";
import { siteEditRole } from "@/domain/site/settings-publishing";
import { editStampAfter } from "@/domain/console/edit-stamp";
import { getDb, type Db } from "@/server/db/client";
import { nextSerialId } from "@/server/db/serial-id";
import { siteDealerships, sitePageDrafts, sitePages, siteRevisions, sites } from "@/server/db/schema";
import { recordAudit } from "./audit-log";
import type { StaffScope } from "./scope";

/**
 * A site's plain pages as the console's rich-text editor reads and saves them (issue 36). Every change is a draft
 * (`site_page_drafts`, one a page): a save writes the page's draft, a new page is a draft until published (its id taken
 * from `site_pages`' sequence already), a delete marks the page's draft `deleted`; shoppers see none of it. The site's
 * publish (src/server/data/site-settings.ts) makes every page draft live in its own transaction (`publishPageDrafts`),
 * a roll back puts the pages back as they were at the revision (`restorePagesAsAt`), a discard drops them
 * (`discardPageDrafts`).
 *
 * Each write locks the site's row first (as a publish does, so a save and a publish never interleave), checks again
 * the member's role over the site (an owner or manager, `siteEditRole`; else `role`) and that nobody saved, deleted or
 * published the page since the editor loaded it (`conflict`: the `updatedAt` the editor carries, the draft's else the
 * live page's), then writes the draft and an audit entry. A page of a site outside the scope is `not_found`, the same
 * as a missing one.
 */

/** What a page's draft does at the next publish: changes it, makes it, or deletes it; null without a draft. */
export type PageDraftKind = "edited" | "created" | "deleted" | null;

export interface StaffSitePageRow {
  id: number;
  path: string;
  title: string;
  /** Whether it has been saved from the rich-text editor (else its body is the HTML it was written with). */
  edited: boolean;
  updatedAt: Date;
  draft: PageDraftKind;
}

export interface StaffSitePage extends StaffSitePageRow {
  bodyHtml: string;
  bodyDoc: PageDoc | null;
  /** The live page's `updatedAt` (null: not live), which a save keeps as its draft's base. */
  liveUpdatedAt: Date | null;
}

type LivePage = typeof sitePages.$inferSelect;
type PageDraft = typeof sitePageDrafts.$inferSelect;

const kindOf = (draft: PageDraft | undefined): PageDraftKind => (!draft ? null : draft.deleted ? "deleted" : draft.created ? "created" : "edited");

/**
 * A page as the editor shows it: the draft over the live page (either may be missing, not both). A draft whose live
 * page a roll back removed since is a new page again.
 */
function merged(live: LivePage | undefined, draft: PageDraft | undefined): StaffSitePage {
  const bodyDoc = draft?.bodyDoc ?? live?.bodyDoc ?? null;
  const kind = !live && draft && !draft.deleted ? "created" : kindOf(draft);
  return {
    id: (live?.id ?? draft?.pageId)!,
    path: (draft?.path ?? live?.path)!,
    title: (draft?.title ?? live?.title)!,
    edited: bodyDoc !== null,
    updatedAt: (draft?.updatedAt ?? live?.updatedAt)!,
    draft: kind,
    bodyHtml: live?.bodyHtml ?? "",
    bodyDoc,
    liveUpdatedAt: live?.updatedAt ?? null,
  };
}

/** The site's pages with their drafts, by path (none for a site outside the scope): a page made and not yet published among them. */
export async function staffSitePageRows(scope: StaffScope, siteId: number): Promise<StaffSitePageRow[]> {
  if (!scope.siteIds.includes(siteId)) return [];
  const db = await getDb();
  const live = await db.select().from(sitePages).where(eq(sitePages.siteId, siteId));
  const drafts = await db.select().from(sitePageDrafts).where(eq(sitePageDrafts.siteId, siteId));
  const byId = new Map(drafts.map((d) => [d.pageId, d]));
  const liveIds = new Set(live.map((page) => page.id));
  const rows = [...live.map((page) => merged(page, byId.get(page.id))), ...drafts.filter((d) => !liveIds.has(d.pageId) && !d.deleted).map((d) => merged(undefined, d))];
  return rows.map(({ bodyHtml: _html, bodyDoc: _doc, liveUpdatedAt: _at, ...row }) => row).sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : a.id - b.id));
}

/** One of them, with its draft over it, or null. */
export async function staffSitePage(scope: StaffScope, siteId: number, pageId: number, executor?: Db): Promise<StaffSitePage | null> {
  if (!scope.siteIds.includes(siteId)) return null;
  const db = executor ?? (await getDb());
  const [live] = await db.select().from(sitePages).where(and(eq(sitePages.siteId, siteId), eq(sitePages.id, pageId))).limit(1);
  const [draft] = await db.select().from(sitePageDrafts).where(and(eq(sitePageDrafts.siteId, siteId), eq(sitePageDrafts.pageId, pageId))).limit(1);
  if (!live && (!draft || draft.deleted)) return null;
  return merged(live, draft);
}

export interface SitePageWrite {
  title: string;
  doc: PageDoc;
}

export type SitePageWriteOutcome = { ok: true; id: number; updatedAt: Date } | { ok: false; refused: "not_found" | "role" | "conflict" | "deleted" | "taken" };

/** What the drafts' rows carry of their live page: its `updatedAt` now, the draft's base. */
const baseOf = (page: StaffSitePage) => ({ baseUpdatedAt: page.liveUpdatedAt });

/** Locks the site's row (the publish's lock too) and answers what the role check needs, or null for no such site. */
async function lockedSite(tx: Db, siteId: number) {
  const [site] = await tx.select({ id: sites.id, groupId: sites.groupId, primaryDealershipId: sites.primaryDealershipId }).from(sites).where(eq(sites.id, siteId)).for("update");
  if (!site) return null;
  const links = await tx.select({ dealershipId: siteDealerships.dealershipId }).from(siteDealerships).where(eq(siteDealerships.siteId, siteId));
  return { ...site, dealershipIds: links.map((l) => l.dealershipId) };
}


type Guarded = { ok: false; refused: "not_found" | "role" } | { ok: true; site: NonNullable<Awaited<ReturnType<typeof lockedSite>>> };

async function guard(scope: StaffScope, tx: Db, siteId: number): Promise<Guarded> {
  const site = await lockedSite(tx, siteId);
  if (!site) return { ok: false, refused: "not_found" };
  if (!siteEditRole(scope, site)) return { ok: false, refused: "role" };
  return { ok: true, site };
}

/** Saves the draft of a page the editor loaded at `updatedAt`: its title and body, and the audit entry, or a refusal. */
export async function saveStaffSitePageDraft(scope: StaffScope, siteId: number, pageId: number, updatedAt: string, write: SitePageWrite): Promise<SitePageWriteOutcome> {
  if (!scope.siteIds.includes(siteId)) return { ok: false, refused: "not_found" };
  const db = await getDb();
  return db.transaction(async (tx) => {
    const guarded = await guard(scope, tx, siteId);
    if (!guarded.ok) return guarded;
    const page = await staffSitePage(scope, siteId, pageId, tx);
    if (!page) return { ok: false, refused: "not_found" } as const;
    if (page.updatedAt.toISOString() !== updatedAt) return { ok: false, refused: "conflict" } as const;
    if (page.draft === "deleted") return { ok: false, refused: "deleted" } as const;
    const changedAt = editStampAfter(page.updatedAt);
    const row = { siteId, path: page.path, title: write.title, bodyDoc: write.doc, created: page.draft === "created", deleted: false, ...baseOf(page), updatedBy: scope.staffId, updatedAt: changedAt };
    await tx.insert(sitePageDrafts).values({ pageId, ...row }).onConflictDoUpdate({ target: sitePageDrafts.pageId, set: row });
    await recordAudit(
      scope,
      { groupId: guarded.site.groupId, dealershipId: guarded.site.primaryDealershipId, entity: "site_page", entityId: pageId, action: "save_draft", before: { title: page.title }, after: { title: write.title, body: pageDocHtml(write.doc) } },
      tx,
    );
    return { ok: true, id: pageId, updatedAt: changedAt } as const;
  });
}

/**
 * Makes a page, as a draft: at `path` (checked by the caller against the site's routes), with `title` and an empty
 * body; shoppers see it once the site is published. `taken` when the site has a page, or a page's draft, there.
 */
export async function createStaffSitePageDraft(scope: StaffScope, siteId: number, page: { path: string; title: string }): Promise<SitePageWriteOutcome> {
  if (!scope.siteIds.includes(siteId)) return { ok: false, refused: "not_found" };
  const db = await getDb();
  return db.transaction(async (tx) => {
    const guarded = await guard(scope, tx, siteId);
    if (!guarded.ok) return guarded;
    const [live] = await tx.select({ id: sitePages.id }).from(sitePages).where(and(eq(sitePages.siteId, siteId), eq(sitePages.path, page.path))).limit(1);
    const [draft] = await tx.select({ id: sitePageDrafts.pageId }).from(sitePageDrafts).where(and(eq(sitePageDrafts.siteId, siteId), eq(sitePageDrafts.path, page.path))).limit(1);
    if (live || draft) return { ok: false, refused: "taken" } as const;
    // The page's id is taken now, from the table it will be live in, so its editor's address never changes.
    const pageId = await nextSerialId(tx, "site_pages");
    const changedAt = new Date();
    await tx.insert(sitePageDrafts).values({ pageId, siteId, path: page.path, title: page.title, bodyDoc: EMPTY_PAGE_DOC, created: true, deleted: false, updatedBy: scope.staffId, updatedAt: changedAt });
    await recordAudit(scope, { groupId: guarded.site.groupId, dealershipId: guarded.site.primaryDealershipId, entity: "site_page", entityId: pageId, action: "create_draft", before: null, after: { path: page.path, title: page.title } }, tx);
    return { ok: true, id: pageId, updatedAt: changedAt } as const;
  });
}

/**
 * Deletes a page the editor loaded at `updatedAt`, as a draft: a page made and never published is gone at once; a
 * live page is marked to be deleted at the next publish (shoppers keep it until then).
 */
export async function deleteStaffSitePageDraft(scope: StaffScope, siteId: number, pageId: number, updatedAt: string): Promise<SitePageWriteOutcome> {
  if (!scope.siteIds.includes(siteId)) return { ok: false, refused: "not_found" };
  const db = await getDb();
  return db.transaction(async (tx) => {
    const guarded = await guard(scope, tx, siteId);
    if (!guarded.ok) return guarded;
    const page = await staffSitePage(scope, siteId, pageId, tx);
    if (!page) return { ok: false, refused: "not_found" } as const;
    if (page.updatedAt.toISOString() !== updatedAt) return { ok: false, refused: "conflict" } as const;
    const changedAt = editStampAfter(page.updatedAt);
    if (page.draft === "created") await tx.delete(sitePageDrafts).where(eq(sitePageDrafts.pageId, pageId));
    else {
      const row = { siteId, path: page.path, title: page.title, bodyDoc: page.bodyDoc, created: false, deleted: true, ...baseOf(page), updatedBy: scope.staffId, updatedAt: changedAt };
      await tx.insert(sitePageDrafts).values({ pageId, ...row }).onConflictDoUpdate({ target: sitePageDrafts.pageId, set: row });
    }
    await recordAudit(scope, { groupId: guarded.site.groupId, dealershipId: guarded.site.primaryDealershipId, entity: "site_page", entityId: pageId, action: "delete_draft", before: { path: page.path, title: page.title }, after: null }, tx);
    return { ok: true, id: pageId, updatedAt: changedAt } as const;
  });
}

/** A page's draft as the preview renders it: its title and body; null for a page to be deleted. */
export type PreviewPage = { title: string; bodyDoc: PageDoc | null; bodyHtml: string } | null;

/** The site's page drafts by path, for the draft preview (empty for a site outside the scope). */
export async function sitePageDraftsForPreview(scope: StaffScope, siteId: number): Promise<Record<string, PreviewPage>> {
  if (!scope.siteIds.includes(siteId)) return {};
  const db = await getDb();
  const drafts = await db.select().from(sitePageDrafts).where(eq(sitePageDrafts.siteId, siteId));
  const live = await db.select({ id: sitePages.id, bodyHtml: sitePages.bodyHtml }).from(sitePages).where(eq(sitePages.siteId, siteId));
  const html = new Map(live.map((p) => [p.id, p.bodyHtml]));
  return Object.fromEntries(drafts.map((d) => [d.path, d.deleted ? null : { title: d.title, bodyDoc: d.bodyDoc, bodyHtml: html.get(d.pageId) ?? "" }]));
}

/** How many page drafts the site has (inside `tx` when given). */
export async function pageDraftCount(scope: StaffScope, siteId: number, executor?: Db): Promise<number> {
  if (!scope.siteIds.includes(siteId)) return 0;
  const db = executor ?? (await getDb());
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(sitePageDrafts).where(eq(sitePageDrafts.siteId, siteId));
  return Number(row?.n ?? 0);
}

const stateOf = (page: LivePage): PageState => ({ path: page.path, title: page.title, bodyHtml: page.bodyHtml, bodyDoc: page.bodyDoc });

/** Writes `after` as page `pageId` of the site (null: deletes it), stamped later than `before` was. */
async function writePage(tx: Db, siteId: number, pageId: number, before: LivePage | undefined, after: PageState | null, stamp: Date): Promise<void> {
  if (!after) {
    await tx.delete(sitePages).where(and(eq(sitePages.siteId, siteId), eq(sitePages.id, pageId)));
    return;
  }
  const updatedAt = before && stamp.getTime() <= before.updatedAt.getTime() ? editStampAfter(before.updatedAt) : stamp;
  const values = { path: after.path, title: after.title, bodyHtml: after.bodyHtml, bodyDoc: after.bodyDoc, updatedAt };
  if (before) await tx.update(sitePages).set(values).where(eq(sitePages.id, pageId));
  else await tx.insert(sitePages).values({ id: pageId, siteId, ...values });
}

/**
 * Makes every page draft of the site live, inside the publish's transaction (the site's row locked): each change as
 * the revision keeps it, and the drafts dropped. Refused, nothing written: `taken` names a new page whose address a live
 * page has meanwhile; `stale` a page whose draft was saved before a publish or roll back changed (or removed) the live
 * page, which publishing would undo unseen: its draft is saved again first (its editor shows the draft).
 */
export async function publishPageDrafts(scope: StaffScope, tx: Db, siteId: number): Promise<{ changes: PageRevisionChange[] } | { taken: string } | { stale: string }> {
  if (!scope.siteIds.includes(siteId)) return { changes: [] };
  const drafts = await tx.select().from(sitePageDrafts).where(eq(sitePageDrafts.siteId, siteId)).orderBy(asc(sitePageDrafts.path));
  if (drafts.length === 0) return { changes: [] };
  const live = await tx.select().from(sitePages).where(eq(sitePages.siteId, siteId));
  const byId = new Map(live.map((p) => [p.id, p]));
  const byPath = new Map(live.map((p) => [p.path, p]));
  const clash = drafts.find((d) => !d.deleted && byPath.has(d.path) && byPath.get(d.path)!.id !== d.pageId);
  if (clash) return { taken: clash.path };
  const stale = drafts.find((d) => {
    const current = byId.get(d.pageId);
    if (!current) return !d.created && !d.deleted;
    return d.baseUpdatedAt === null ? !d.created : d.baseUpdatedAt.getTime() !== current.updatedAt.getTime();
  });
  if (stale) return { stale: stale.title };
  const changes: PageRevisionChange[] = [];
  // Deletes first, so a page made at a deleted page's address finds it free.
  for (const draft of [...drafts].sort((a, b) => Number(b.deleted) - Number(a.deleted))) {
    const current = byId.get(draft.pageId);
    const before = current ? stateOf(current) : null;
    const after: PageState | null = draft.deleted ? null : { path: draft.path, title: draft.title, bodyDoc: draft.bodyDoc, bodyHtml: draft.bodyDoc ? pageDocHtml(draft.bodyDoc) : (current?.bodyHtml ?? "") };
    if (!pageChangeOf(before, after)) continue;
    await writePage(tx, siteId, draft.pageId, current, after, draft.updatedAt);
    changes.push({ pageId: draft.pageId, before, after });
  }
  await tx.delete(sitePageDrafts).where(eq(sitePageDrafts.siteId, siteId));
  return { changes };
}

/**
 * Puts the site's pages back as they were at revision `toRevision`, inside the roll back's transaction: each page a
 * later revision changed, as the first of them found it (`pagesAsAt`). Answers what it changed, as the new revision
 * keeps it. Page drafts are kept (as the settings' draft is).
 */
export async function restorePagesAsAt(scope: StaffScope, tx: Db, siteId: number, toRevision: number): Promise<PageRevisionChange[]> {
  if (!scope.siteIds.includes(siteId)) return [];
  const later = await tx.select({ pages: siteRevisions.pages }).from(siteRevisions).where(and(eq(siteRevisions.siteId, siteId), gt(siteRevisions.number, toRevision))).orderBy(asc(siteRevisions.number));
  const targets = pagesAsAt(later.map((r) => r.pages ?? []));
  if (targets.size === 0) return [];
  const live = await tx.select().from(sitePages).where(and(eq(sitePages.siteId, siteId), inArray(sitePages.id, [...targets.keys()])));
  const byId = new Map(live.map((p) => [p.id, p]));
  const stamp = new Date();
  const changes: PageRevisionChange[] = [];
  const order = [...targets].sort(([, a], [, b]) => Number(a !== null) - Number(b !== null));
  for (const [pageId, target] of order) {
    const current = byId.get(pageId);
    const before = current ? stateOf(current) : null;
    if (!pageChangeOf(before, target)) continue;
    if (!current && target) {
      // A page restored at an address another page has taken since (written outside the console) is left as it is.
      const [other] = await tx.select({ id: sitePages.id }).from(sitePages).where(and(eq(sitePages.siteId, siteId), eq(sitePages.path, target.path))).limit(1);
      if (other) continue;
    }
    await writePage(tx, siteId, pageId, current, target, stamp);
    changes.push({ pageId, before, after: target });
  }
  return changes;
}

/** Drops every page draft of the site (inside the discard's transaction): the paths it dropped. */
export async function discardPageDrafts(scope: StaffScope, tx: Db, siteId: number): Promise<string[]> {
  if (!scope.siteIds.includes(siteId)) return [];
  const dropped = await tx.delete(sitePageDrafts).where(eq(sitePageDrafts.siteId, siteId)).returning({ path: sitePageDrafts.path });
  return dropped.map((d) => d.path);
}
