import "server-only";
import { and, asc, eq, inArray, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import { feedIsDue, FEED_RUN_LEASE_MS } from "@/domain/console/stock-feeds";
import { getDb } from "@/server/db/client";
import { dealerships, stockFeeds, type StockFeedMapping } from "@/server/db/schema";
import { recordAudit } from "./audit-log";
import type { StaffScope, SystemScope } from "./scope";

/**
 * Saved stock feeds (issue 35), read and changed only by the managers and owners of their dealership: another
 * dealership's feed, or one that does not exist, reads as null (the console's 404). The feed job claims a due feed
 * with a conditional update on a row taken `for update skip locked`, so with several processes each feed is run by
 * one at a time; a claim older than FEED_RUN_LEASE_MS (a process that died mid-run) may be taken again.
 */

export type StockFeedRow = typeof stockFeeds.$inferSelect & { dealershipName: string };

export interface StockFeedValues {
  name: string;
  sourceUrl: string;
  format: "auto" | "csv" | "xml";
  full: boolean;
  scheduleHours: number | null;
  mapping: StockFeedMapping;
}

const COLUMNS = { feed: stockFeeds, dealershipName: dealerships.name };
const rowOf = (r: { feed: typeof stockFeeds.$inferSelect; dealershipName: string }): StockFeedRow => ({ ...r.feed, dealershipName: r.dealershipName });

/** The feeds of the dealerships the scope manages, by dealership and name. */
export async function managedStockFeeds(scope: StaffScope): Promise<StockFeedRow[]> {
  if (scope.managedDealershipIds.length === 0) return [];
  const db = await getDb();
  const rows = await db
    .select(COLUMNS)
    .from(stockFeeds)
    .innerJoin(dealerships, eq(dealerships.id, stockFeeds.dealershipId))
    .where(inArray(stockFeeds.dealershipId, [...scope.managedDealershipIds]))
    .orderBy(asc(dealerships.name), asc(stockFeeds.name), asc(stockFeeds.id));
  return rows.map(rowOf);
}

/** One feed of a dealership the scope manages, else null. */
export async function managedStockFeed(scope: StaffScope, feedId: number): Promise<StockFeedRow | null> {
  if (scope.managedDealershipIds.length === 0) return null;
  const db = await getDb();
  const [row] = await db
    .select(COLUMNS)
    .from(stockFeeds)
    .innerJoin(dealerships, eq(dealerships.id, stockFeeds.dealershipId))
    .where(and(eq(stockFeeds.id, feedId), inArray(stockFeeds.dealershipId, [...scope.managedDealershipIds])))
    .limit(1);
  return row ? rowOf(row) : null;
}

const audited = (values: StockFeedValues) => ({ name: values.name, host: hostOf(values.sourceUrl), format: values.format, full: values.full, scheduleHours: values.scheduleHours, mapping: values.mapping });
/** The audit log keeps a feed's host, never its address (whose query may hold a key). */
function hostOf(url: string): string | null {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

async function groupOf(dealershipId: number): Promise<string | null> {
  const db = await getDb();
  const [d] = await db.select({ groupId: dealerships.groupId }).from(dealerships).where(eq(dealerships.id, dealershipId)).limit(1);
  return d?.groupId ?? null;
}

/** Saves a new feed at a dealership the scope manages; null when it does not. */
export async function createStockFeed(scope: StaffScope, dealershipId: number, values: StockFeedValues, now: Date): Promise<number | null> {
  if (!scope.managedDealershipIds.includes(dealershipId)) return null;
  const groupId = await groupOf(dealershipId);
  if (groupId === null) return null;
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(stockFeeds)
      .values({ dealershipId, ...values, createdBy: scope.staffId, createdAt: now, updatedAt: now })
      .returning({ id: stockFeeds.id });
    if (!row) throw new Error("the feed was not saved");
    await recordAudit(scope, { groupId, dealershipId, entity: "stock_feed", entityId: row.id, action: "create", before: null, after: audited(values) }, tx);
    return row.id;
  });
}

/** Saves changes to a feed; false when it is not one of the scope's managed dealerships' feeds. */
export async function updateStockFeed(scope: StaffScope, feedId: number, values: StockFeedValues, now: Date): Promise<boolean> {
  const before = await managedStockFeed(scope, feedId);
  if (!before) return false;
  const groupId = await groupOf(before.dealershipId);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(stockFeeds)
      .set({ ...values, updatedAt: now })
      .where(and(eq(stockFeeds.id, feedId), inArray(stockFeeds.dealershipId, [...scope.managedDealershipIds])))
      .returning({ id: stockFeeds.id });
    if (updated.length === 0) return false;
    await recordAudit(scope, { groupId, dealershipId: before.dealershipId, entity: "stock_feed", entityId: feedId, action: "update", before: audited(before), after: audited(values) }, tx);
    return true;
  });
}

/** Deletes a feed (its imports' reports stay); false when it is not the scope's. */
export async function deleteStockFeed(scope: StaffScope, feedId: number): Promise<boolean> {
  const before = await managedStockFeed(scope, feedId);
  if (!before) return false;
  const groupId = await groupOf(before.dealershipId);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const gone = await tx
      .delete(stockFeeds)
      .where(and(eq(stockFeeds.id, feedId), inArray(stockFeeds.dealershipId, [...scope.managedDealershipIds])))
      .returning({ id: stockFeeds.id });
    if (gone.length === 0) return false;
    await recordAudit(scope, { groupId, dealershipId: before.dealershipId, entity: "stock_feed", entityId: feedId, action: "delete", before: audited(before), after: null }, tx);
    return true;
  });
}

const notRunning = (now: Date) => or(isNull(stockFeeds.runningSince), lt(stockFeeds.runningSince, new Date(now.getTime() - FEED_RUN_LEASE_MS)));

/**
 * Run now: puts the feed on the feed job's queue (the job's next pass, in whichever process takes it first, runs it as
 * the member who asked). "queued" (also when it was queued already), "running" when a live run holds it, null when it
 * is not the scope's.
 */
export async function requestStockFeedRun(scope: StaffScope, feedId: number, now: Date): Promise<"queued" | "running" | null> {
  const feed = await managedStockFeed(scope, feedId);
  if (!feed) return null;
  const db = await getDb();
  const [queued] = await db
    .update(stockFeeds)
    .set({ runRequestedAt: sql`coalesce(${stockFeeds.runRequestedAt}, ${now.toISOString()}::timestamptz)`, runRequestedBy: scope.staffId })
    .where(and(eq(stockFeeds.id, feedId), inArray(stockFeeds.dealershipId, [...scope.managedDealershipIds]), notRunning(now)))
    .returning({ id: stockFeeds.id });
  return queued ? "queued" : "running";
}

/**
 * Claims, for the feed job, the feed asked for by Run now longest ago, else the one that has waited longest among those
 * due at `now` (feedIsDue): the candidates are
 * taken `for update skip locked` (another process's claim in progress is skipped, not waited on) and the first due is
 * marked running, in one transaction. Null when none is due.
 */
export async function claimDueStockFeed(_scope: SystemScope, now: Date): Promise<(typeof stockFeeds.$inferSelect) | null> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const candidates = await tx
      .select()
      .from(stockFeeds)
      .where(
        and(
          notRunning(now),
          or(
            isNotNull(stockFeeds.runRequestedAt),
            and(isNotNull(stockFeeds.scheduleHours), or(isNull(stockFeeds.lastRunAt), sql`${stockFeeds.lastRunAt} <= ${now.toISOString()}::timestamptz - make_interval(hours => ${stockFeeds.scheduleHours})`)),
          ),
        ),
      )
      // Run now first, oldest request first; then the feed that has waited longest.
      .orderBy(sql`${stockFeeds.runRequestedAt} asc nulls last`, sql`${stockFeeds.lastRunAt} asc nulls first`, asc(stockFeeds.id))
      .limit(10)
      .for("update", { skipLocked: true });
    const due = candidates.find((feed) => feed.runRequestedAt !== null || feedIsDue(feed, now));
    if (!due) return null;
    await tx.update(stockFeeds).set({ runningSince: now, lastRunAt: now, runRequestedAt: null, runRequestedBy: null }).where(eq(stockFeeds.id, due.id));
    // The claim clears the request; the row as claimed keeps who asked, for the run.
    return { ...due, runningSince: now, lastRunAt: now };
  });
}

/** A run's end, as the feed keeps it (the claim released). */
export async function finishStockFeedRun(
  scope: StaffScope | SystemScope,
  feedId: number,
  claimedAt: Date,
  outcome: { outcome: "applied" | "failed"; message: string; importId: number | null },
): Promise<void> {
  const db = await getDb();
  await db
    .update(stockFeeds)
    .set({ runningSince: null, lastOutcome: outcome.outcome, lastMessage: outcome.message.slice(0, 1000), ...(outcome.importId !== null ? { lastImportId: outcome.importId } : {}) })
    .where(and(eq(stockFeeds.id, feedId), eq(stockFeeds.runningSince, claimedAt), scope.kind === "staff" ? inArray(stockFeeds.dealershipId, [...scope.managedDealershipIds]) : undefined));
}
