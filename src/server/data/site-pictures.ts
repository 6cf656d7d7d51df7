import "server-only";
import { and, count, eq, inArray, lt, sql, sum } from "drizzle-orm";
import { UPLOADED_MEDIA_PREFIX } from "@/domain/console/photos";
import type { SitePictureUsage } from "@/domain/console/site-picture";
import { getDb } from "@/server/db/client";
import { offers, promos, sitePictures, sitePromoDrafts, siteRevisions } from "@/server/db/schema";
import type { StaffScope, SystemScope } from "./scope";

/**
 * The pictures a site's staff uploaded for its offers and promos (`site_pictures`): how much a site keeps, a new one
 * recorded, and those that nothing names any more, for the sweep that removes them. A member reads and records only
 * for a site of their scope (the service has checked their role); the sweep is the platform's job over every site.
 */

/** How many uploaded pictures the site keeps and their bytes; nothing for a site outside the member's scope. */
export async function sitePictureUsage(scope: StaffScope, siteId: number): Promise<SitePictureUsage> {
  if (!scope.siteIds.includes(siteId)) return { pictures: 0, bytes: 0 };
  const db = await getDb();
  const [row] = await db.select({ pictures: count(), bytes: sum(sitePictures.bytes) }).from(sitePictures).where(eq(sitePictures.siteId, siteId));
  return { pictures: Number(row?.pictures ?? 0), bytes: Number(row?.bytes ?? 0) };
}

/** Whether the site already keeps the picture stored under `key` (the same picture uploaded again). */
export async function sitePictureKept(scope: StaffScope, siteId: number, key: string): Promise<boolean> {
  if (!scope.siteIds.includes(siteId)) return false;
  const db = await getDb();
  const rows = await db.select({ key: sitePictures.key }).from(sitePictures).where(and(eq(sitePictures.siteId, siteId), eq(sitePictures.key, key)));
  return rows.length > 0;
}

/** Records a picture stored for the site (again: its upload time moves on, so a picture just chosen is never swept). */
export async function recordSitePicture(scope: StaffScope, siteId: number, key: string, bytes: number, now: Date = new Date()): Promise<void> {
  if (!scope.siteIds.includes(siteId)) throw new Error("recordSitePicture: the site is outside the member's scope");
  const db = await getDb();
  await db.insert(sitePictures).values({ key, siteId, bytes, uploadedAt: now }).onConflictDoUpdate({ target: sitePictures.key, set: { uploadedAt: now } });
}

/** Forgets a picture whose storing failed (its row was written first, so no stored object is ever left unrecorded). */
export async function forgetSitePicture(scope: StaffScope, siteId: number, key: string): Promise<void> {
  if (!scope.siteIds.includes(siteId)) return;
  const db = await getDb();
  await db.delete(sitePictures).where(and(eq(sitePictures.siteId, siteId), eq(sitePictures.key, key)));
}

/**
 * The picture is old enough to go and nothing names it: no offer's picture, no promo card's picture, live or in a
 * draft, and no promo card a revision of the site keeps (a roll back to it would show the picture again).
 */
function unusedBefore(uploadedBefore: Date) {
  const url = sql`${UPLOADED_MEDIA_PREFIX} || ${sitePictures.key}`;
  return and(
    lt(sitePictures.uploadedAt, uploadedBefore),
    sql`not exists (select 1 from ${offers} where ${offers.imageUrl} = ${url})`,
    sql`not exists (select 1 from ${promos} where ${promos.siteId} = ${sitePictures.siteId} and ${promos.node} ->> 'imageUrl' = ${url})`,
    sql`not exists (select 1 from ${sitePromoDrafts} where ${sitePromoDrafts.siteId} = ${sitePictures.siteId} and ${sitePromoDrafts.node} ->> 'imageUrl' = ${url})`,
    // A picture's address is made by pictureKey (letters, digits, hyphens, slashes, a dot): nothing in it is special to LIKE.
    sql`not exists (select 1 from ${siteRevisions} where ${siteRevisions.siteId} = ${sitePictures.siteId} and ${siteRevisions.promos}::text like '%' || ${url} || '%')`,
  );
}

/**
 * Up to `limit` pictures uploaded before `uploadedBefore` that no offer (its picture) and no promo (its card's
 * picture) names: what the sweep may remove.
 */
export async function unusedSitePictures(_scope: SystemScope, uploadedBefore: Date, limit: number): Promise<string[]> {
  const db = await getDb();
  const rows = await db
    .select({ key: sitePictures.key })
    .from(sitePictures)
    .where(unusedBefore(uploadedBefore))
    .orderBy(sitePictures.uploadedAt)
    .limit(limit);
  return rows.map((r) => r.key);
}

/** Forgets swept pictures, each only if it is still unused and old (an editor may have saved one since it was listed). */
export async function forgetUnusedSitePictures(_scope: SystemScope, keys: readonly string[], uploadedBefore: Date): Promise<string[]> {
  if (keys.length === 0) return [];
  const db = await getDb();
  const rows = await db
    .delete(sitePictures)
    .where(and(inArray(sitePictures.key, [...keys]), unusedBefore(uploadedBefore)))
    .returning({ key: sitePictures.key });
  return rows.map((r) => r.key);
}
