import "server-only";
import { and, eq, gte, lte } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { promos } from "@/server/db/schema";
import type { SiteScope } from "./scope";

export type Promo = typeof promos.$inferSelect;

/** The site's promos that have not ended by `now` (those still to start included): what a search may show from now on. */
export async function siteUnexpiredPromos(scope: SiteScope, now: Date): Promise<Promo[]> {
  const db = await getDb();
  return db.select().from(promos).where(and(eq(promos.siteId, scope.siteId), gte(promos.expiresAt, now)));
}

/** The site's promos whose window contains `now` (the domain rules decide which of them show). */
export async function sitePromosAt(scope: SiteScope, now: Date): Promise<Promo[]> {
  const db = await getDb();
  return db.select().from(promos).where(and(eq(promos.siteId, scope.siteId), lte(promos.startsAt, now), gte(promos.expiresAt, now)));
}
