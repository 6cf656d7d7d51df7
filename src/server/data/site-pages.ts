import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { sitePages } from "@/server/db/schema";
import type { SiteScope } from "./scope";

/**
 * A site's plain page as stored: its body is dealer HTML, or (once saved from the console's editor) `bodyDoc`, rendered
 * by `pageDocHtml`; either is rendered only through `sanitizeDealerHtml`.
 */
export type SitePage = typeof sitePages.$inferSelect;

/** The site's page at `path` ("/about-us"), or null when the site has none there. */
export async function sitePageAt(scope: SiteScope, path: string): Promise<SitePage | null> {
  const db = await getDb();
  const [row] = await db.select().from(sitePages).where(and(eq(sitePages.siteId, scope.siteId), eq(sitePages.path, path))).limit(1);
  return row ?? null;
}

/** The id of the site's page at `path` (a lead's page_id), or null when the site has none there. */
export async function sitePageIdAt(scope: SiteScope, path: string): Promise<number | null> {
  const db = await getDb();
  const [row] = await db.select({ id: sitePages.id }).from(sitePages).where(and(eq(sitePages.siteId, scope.siteId), eq(sitePages.path, path))).limit(1);
  return row?.id ?? null;
}

/** The paths of the site's stored pages (its plain pages, and the introductions of pages with routes of their own). */
export async function sitePagePaths(scope: SiteScope): Promise<string[]> {
  const db = await getDb();
  const rows = await db.select({ path: sitePages.path }).from(sitePages).where(eq(sitePages.siteId, scope.siteId)).orderBy(sitePages.path);
  return rows.map((row) => row.path);
}

/** Writes the site's page at `path` (a new one, or the stored one's title and body replaced: HTML, no document). */
export async function saveSitePage(scope: SiteScope, page: { path: string; title: string; bodyHtml: string }): Promise<void> {
  const db = await getDb();
  await db
    .insert(sitePages)
    .values({ siteId: scope.siteId, path: page.path, title: page.title, bodyHtml: page.bodyHtml })
    .onConflictDoUpdate({ target: [sitePages.siteId, sitePages.path], set: { title: page.title, bodyHtml: page.bodyHtml, bodyDoc: null, updatedAt: new Date() } });
}
