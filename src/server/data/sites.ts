/**
 * Sites and their host names, as stored. `src/server/sites/site-store.ts` validates them into `Site`s.
 */
import "server-only";
import { asc, eq, inArray } from "drizzle-orm";
import { getDb, type Db } from "@/server/db/client";
import { siteDealerships, siteHosts, sites } from "@/server/db/schema";

export type SiteRow = typeof sites.$inferSelect;
export type SiteHostRow = typeof siteHosts.$inferSelect;

/** Every active site in id order, and every host name. */
export async function activeSiteRows(db?: Db): Promise<{ rows: SiteRow[]; hosts: SiteHostRow[] }> {
  const handle = db ?? (await getDb());
  const rows = await handle.select().from(sites).where(eq(sites.active, true)).orderBy(asc(sites.id));
  const hosts = await handle.select().from(siteHosts);
  return { rows, hosts };
}

/** What the generated wordmark of a site needs, by slug (active or not: an old link still draws). */
export async function siteLogoFacts(slug: string): Promise<{ id: number; name: string; theme: SiteRow["theme"] } | null> {
  const db = await getDb();
  const [site] = await db.select({ id: sites.id, name: sites.name, theme: sites.theme }).from(sites).where(eq(sites.slug, slug)).limit(1);
  return site ?? null;
}

/** The ids of the sites that show any of these dealerships (to drop their search indexes when stock changes). */
export async function sitesShowingDealerships(dealershipIds: readonly number[], db?: Db): Promise<number[]> {
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
export async function siteSettingsRow(siteId: number): Promise<Record<string, unknown> | null> {
  const db = await getDb();
  const [row] = await db.select({ settings: sites.settings }).from(sites).where(eq(sites.id, siteId)).limit(1);
  return row ? row.settings : null;
}

/** Replaces a site's stored settings (the caller validates them first, and drops the site directory after). */
export async function setSiteSettings(siteId: number, settings: Record<string, unknown>): Promise<void> {
  const db = await getDb();
  await db.update(sites).set({ settings }).where(eq(sites.id, siteId));
}
