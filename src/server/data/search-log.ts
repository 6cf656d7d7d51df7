import "server-only";
import { and, gte, inArray, lt, sql } from "drizzle-orm";
import type { ResultBand, SearchLogFilters } from "@/domain/search/search-log";
import { getDb } from "@/server/db/client";
import { searchDailyCounts, sites } from "@/server/db/schema";
import { inScopeSites, type StaffScope, type SystemScope } from "./scope";

/**
 * The search log's rollup (`search_daily_counts`): batches of counted searches added in one statement, and the
 * console's reads of it (by the member's sites).
 */

/** One combination's count for a site and day, as the buffer hands it over. */
export interface SearchCount extends SearchLogFilters {
  siteId: number;
  day: string;
  resultBand: ResultBand;
  searches: number;
}

/**
 * Adds the counts: one upsert per batch (a combination already counted that day gets the new searches added), so a
 * flush is one round trip whatever its size. A site deleted since its searches were counted drops the batch's rows
 * of it only (they are filtered by the sites that exist).
 */
export async function addSearchCounts(_scope: SystemScope, counts: readonly SearchCount[]): Promise<void> {
  if (counts.length === 0) return;
  const db = await getDb();
  const values = counts.map((c) => ({
    siteId: c.siteId,
    day: c.day,
    make: c.make,
    model: c.model,
    body: c.body,
    carType: c.carType,
    priceBand: c.priceBand,
    location: c.location,
    query: c.query,
    resultBand: c.resultBand,
    searches: c.searches,
  }));
  const siteIds = [...new Set(counts.map((c) => c.siteId))];
  const existing = new Set((await db.select({ id: sites.id }).from(sites).where(inArray(sites.id, siteIds))).map((r) => r.id));
  const kept = values.filter((v) => existing.has(v.siteId));
  if (kept.length === 0) return;
  await db
    .insert(searchDailyCounts)
    .values(kept)
    .onConflictDoUpdate({
      target: [searchDailyCounts.siteId, searchDailyCounts.day, searchDailyCounts.resultBand, searchDailyCounts.make, searchDailyCounts.model, searchDailyCounts.body, searchDailyCounts.carType, searchDailyCounts.priceBand, searchDailyCounts.location, searchDailyCounts.query],
      set: { searches: sql`${searchDailyCounts.searches} + excluded.searches` },
    });
}

/** The sites a staff member's search report covers: their sites (a platform admin's are every site). */
function siteCondition(scope: StaffScope) {
  return inScopeSites(scope, searchDailyCounts.siteId);
}

/** A grouped count of searches that found none or few cars. */
export interface UnmetSearchRow {
  make: string;
  model: string;
  body: string;
  priceBand: string;
  location: string;
  /** In [fromDay, toDay]: searches that found nothing, and that found 1 to FEW_RESULTS − 1 cars. */
  none: number;
  few: number;
  /** The same in [previousFromDay, fromDay). */
  previousNone: number;
  previousFew: number;
}

/**
 * The searches of the scope's sites that found no or few cars, grouped by make, model, body, price band and location,
 * in the period [fromDay, toDay] and the one before ([previousFromDay, fromDay)), most first; at most `limit` groups.
 */
export async function unmetSearches(scope: StaffScope, days: { previousFromDay: string; fromDay: string; toDay: string }, limit: number): Promise<UnmetSearchRow[]> {
  if (scope.siteIds.length === 0) return [];
  const db = await getDb();
  const t = searchDailyCounts;
  const current = sql`${t.day} >= ${days.fromDay}`;
  const sum = (condition: ReturnType<typeof sql>) => sql<number>`coalesce(sum(${t.searches}) filter (where ${condition}), 0)::int`;
  const none = sum(sql`${current} and ${t.resultBand} = 'none'`);
  const few = sum(sql`${current} and ${t.resultBand} = 'few'`);
  const rows = await db
    .select({
      make: t.make,
      model: t.model,
      body: t.body,
      priceBand: t.priceBand,
      location: t.location,
      none,
      few,
      previousNone: sum(sql`not (${current}) and ${t.resultBand} = 'none'`),
      previousFew: sum(sql`not (${current}) and ${t.resultBand} = 'few'`),
    })
    .from(t)
    .where(and(siteCondition(scope), gte(t.day, days.previousFromDay), sql`${t.day} <= ${days.toDay}`, inArray(t.resultBand, ["none", "few"])))
    .groupBy(t.make, t.model, t.body, t.priceBand, t.location)
    .having(sql`${none} + ${few} > 0`)
    .orderBy(sql`${none} + ${few} desc`, t.make, t.model, t.body, t.priceBand, t.location)
    .limit(limit);
  return rows.map((r) => ({ ...r, none: Number(r.none), few: Number(r.few), previousNone: Number(r.previousNone), previousFew: Number(r.previousFew) }));
}

/** Searches per day of the scope's sites in [fromDay, toDay): all of them, and those that found no or few cars. */
export async function searchesPerDay(scope: StaffScope, fromDay: string, untilDay: string): Promise<Array<{ day: string; searches: number; unmet: number }>> {
  if (scope.siteIds.length === 0) return [];
  const db = await getDb();
  const t = searchDailyCounts;
  const rows = await db
    .select({
      day: t.day,
      searches: sql<number>`sum(${t.searches})::int`,
      unmet: sql<number>`coalesce(sum(${t.searches}) filter (where ${t.resultBand} <> 'some'), 0)::int`,
    })
    .from(t)
    .where(and(siteCondition(scope), gte(t.day, fromDay), lt(t.day, untilDay)))
    .groupBy(t.day)
    .orderBy(t.day);
  return rows.map((r) => ({ day: r.day, searches: Number(r.searches), unmet: Number(r.unmet) }));
}
