import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import type { PageDoc } from "@/domain/content/page-doc";
import { siteEditRole } from "@/domain/site/settings-publishing";
import { getDb, type Db } from "@/server/db/client";
import { siteDealerships, sitePages, sites } from "@/server/db/schema";
import { recordAudit } from "./audit-log";
import type { StaffScope } from "./scope";
import { SITES_CHANNEL } from "./site-settings";

/**
 * A site's plain pages as the console's rich-text editor reads and saves them (issue 36). A page is the site's own, so
 * a save is a direct edit with an audit entry, as an offer's is: inside one transaction, with the page's row locked,
 * the member's role over the site is checked again (an owner or manager, `siteEditRole`; else `role`), and that nobody
 * saved the page since the editor loaded it (`conflict`); then the title, the document and the HTML it renders to are
 * written, the audit entry recorded and `NOTIFY forecourt_sites` sent with the site's id (every process drops the
 * site's cached pages at commit). A page of a site outside the scope is `not_found`, the same as a missing one.
 */

export interface StaffSitePageRow {
  id: number;
  path: string;
  title: string;
  /** Whether it has been saved from the rich-text editor (else its body is the HTML it was written with). */
  edited: boolean;
  updatedAt: Date;
}

export interface StaffSitePage extends StaffSitePageRow {
  bodyHtml: string;
  bodyDoc: PageDoc | null;
}

/** The site's stored pages, by path (none for a site outside the scope). */
export async function staffSitePageRows(scope: StaffScope, siteId: number): Promise<StaffSitePageRow[]> {
  if (!scope.siteIds.includes(siteId)) return [];
  const db = await getDb();
  const rows = await db
    .select({ id: sitePages.id, path: sitePages.path, title: sitePages.title, edited: sql<boolean>`${sitePages.bodyDoc} is not null`, updatedAt: sitePages.updatedAt })
    .from(sitePages)
    .where(eq(sitePages.siteId, siteId))
    .orderBy(asc(sitePages.path), asc(sitePages.id));
  return rows.map((row) => ({ ...row, edited: Boolean(row.edited) }));
}

/** One of them, or null. */
export async function staffSitePage(scope: StaffScope, siteId: number, pageId: number): Promise<StaffSitePage | null> {
  if (!scope.siteIds.includes(siteId)) return null;
  const db = await getDb();
  const [row] = await db.select().from(sitePages).where(and(eq(sitePages.siteId, siteId), eq(sitePages.id, pageId))).limit(1);
  return row ? { id: row.id, path: row.path, title: row.title, edited: row.bodyDoc !== null, updatedAt: row.updatedAt, bodyHtml: row.bodyHtml, bodyDoc: row.bodyDoc } : null;
}

export interface SitePageWrite {
  title: string;
  doc: PageDoc;
  /** The document rendered (`pageDocHtml`), kept beside it so the row's HTML is never stale. */
  html: string;
}

export type SitePageWriteOutcome = { ok: true; id: number; updatedAt: Date } | { ok: false; refused: "not_found" | "role" | "conflict" };

async function siteFacts(tx: Db, siteId: number) {
  const [site] = await tx.select({ id: sites.id, groupId: sites.groupId, primaryDealershipId: sites.primaryDealershipId }).from(sites).where(eq(sites.id, siteId));
  if (!site) return null;
  const links = await tx.select({ dealershipId: siteDealerships.dealershipId }).from(siteDealerships).where(eq(siteDealerships.siteId, siteId));
  return { ...site, dealershipIds: links.map((l) => l.dealershipId) };
}

/** Saves a page the editor loaded at `updatedAt`: its title and body, the audit entry and the cache drop, or a refusal. */
export async function updateStaffSitePage(scope: StaffScope, siteId: number, pageId: number, updatedAt: string, write: SitePageWrite): Promise<SitePageWriteOutcome> {
  if (!scope.siteIds.includes(siteId)) return { ok: false, refused: "not_found" };
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: sitePages.id, title: sitePages.title, bodyHtml: sitePages.bodyHtml, updatedAt: sitePages.updatedAt })
      .from(sitePages)
      .where(and(eq(sitePages.siteId, siteId), eq(sitePages.id, pageId)))
      .for("update");
    if (!row) return { ok: false, refused: "not_found" } as const;
    const site = await siteFacts(tx, siteId);
    if (!site) return { ok: false, refused: "not_found" } as const;
    if (!siteEditRole(scope, site)) return { ok: false, refused: "role" } as const;
    if (row.updatedAt.toISOString() !== updatedAt) return { ok: false, refused: "conflict" } as const;
    // Strictly later than the last save, so the next editor's check sees a change even within the same millisecond.
    const changedAt = new Date(Math.max(Date.now(), row.updatedAt.getTime() + 1));
    await tx.update(sitePages).set({ title: write.title, bodyDoc: write.doc, bodyHtml: write.html, updatedAt: changedAt }).where(eq(sitePages.id, row.id));
    await recordAudit(
      scope,
      { groupId: site.groupId, dealershipId: site.primaryDealershipId, entity: "site_page", entityId: row.id, action: "update", before: { title: row.title, body: row.bodyHtml }, after: { title: write.title, body: write.html } },
      tx,
    );
    await tx.execute(sql`select pg_notify(${SITES_CHANNEL}, ${String(siteId)})`);
    return { ok: true, id: row.id, updatedAt: changedAt } as const;
  });
}
