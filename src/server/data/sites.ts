/**
 * Sites and their host names, as stored. `src/server/sites/site-store.ts` validates them into `Site`s.
 */
import "server-only";
import { asc, eq, inArray } from "drizzle-orm";
import { getDb, type Db } from "@/server/db/client";
import { siteDealerships, siteHosts, sites } from "@/server/db/schema";
import type { SiteScope, SystemScope } from "./scope";

export type SiteRow = typeof sites.$inferSelect;
export type SiteHostRow = typeof siteHosts.$inferSelect;

/** Every active site in id order, and every host name (the site directory: every site). */
export async function activeSiteRows(_scope: SystemScope, db?: Db): Promise<{ rows: SiteRow[]; hosts: SiteHostRow[] }> {
  const handle = db ?? (await getDb());
  const rows = await handle.select().from(sites).where(eq(sites.active, true)).orderBy(asc(sites.id));
  const hosts = await handle.select().from(siteHosts);
  return { rows, hosts };
}

/** What the generated wordmark of a site needs, by slug (active or not: an old link still draws); the platform's pictures are every site's. */
export async function siteLogoFacts(_scope: SystemScope, slug: string): Promise<{ id: number; name: string; theme: SiteRow["theme"] } | null> {
  const db = await getDb();
  const [site] = await db.select({ id: sites.id, name: sites.name, theme: sites.theme }).from(sites).where(eq(sites.slug, slug)).limit(1);
  return site ?? null;
}

/** The ids of the sites that show any of these dealerships (to drop their search indexes when stock changes). */
export async function sitesShowingDealerships(_scope: SystemScope, dealershipIds: readonly number[], db?: Db): Promise<number[]> {
  const handle = db ?? (await getDb());
  const rows = await handle
    .selectDistinct({ siteId: siteDealerships.siteId })
    .from(siteDealerships)
    .where(inArray(siteDealerships.dealershipId, [...dealershipIds]));
  return rows.map((row) => row.siteId);
}

/**
 * A site's stored settings (the raw JSON the site directory validates), or null for no such site.
 * Used to change one setting and write them back (`setSiteSettings`).
 */
export async function siteSettingsRow(scope: SiteScope): Promise<Record<string, unknown> | null> {
  const db = await getDb();
  const [row] = await db.select({ settings: sites.settings }).from(sites).where(eq(sites.id, scope.siteId)).limit(1);
  return row ? row.settings : null;
}

/** Replaces a site's stored settings (the caller validates them first, and drops the site directory after). */
export async function setSiteSettings(scope: SiteScope, settings: Record<string, unknown>): Promise<void> {
  const db = await getDb();
  await db.update(sites).set({ settings }).where(eq(sites.id, scope.siteId));
}
