import "server-only";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { dealerships, reviews, siteDealerships } from "@/server/db/schema";
import { recordAudit } from "./audit-log";
import { inScopeDealerships, siteDealershipIds, type SiteScope, type StaffScope } from "./scope";
import { SITES_CHANNEL } from "./site-settings";

export interface ReviewRecord {
  id: number;
  dealershipId: number;
  source: string;
  customerName: string;
  /** Written by the customer (a third party): shown as plain text. */
  text: string;
  rating: number;
  /** YYYY-MM-DD. */
  reviewDate: string;
  replyText: string | null;
  /** Hidden by the dealership's staff in the console: no site shows it (the domain's `isReviewShown`). */
  hidden: boolean;
}

/** The most reviews one read returns (a site shows at most a page of them; the summary counts these). */
export const SITE_REVIEWS_READ_LIMIT = 500;

const columns = {
  id: reviews.id,
  dealershipId: reviews.dealershipId,
  source: reviews.source,
  customerName: reviews.customerName,
  text: reviews.text,
  rating: reviews.rating,
  reviewDate: reviews.reviewDate,
  replyText: reviews.replyText,
  hidden: reviews.hidden,
};

/**
 * The reviews of the scope's dealerships, newest first (of one source when named: "google", "snap21"). Which the site
 * shows (minimum rating, translated text, excluded ids, hidden names) is the domain's `isReviewShown`.
 */
export async function siteReviews(scope: SiteScope | StaffScope, source?: string): Promise<ReviewRecord[]> {
  const db = await getDb();
  return db
    .select(columns)
    .from(reviews)
    .where(and(inScopeDealerships(db, scope, reviews.dealershipId), source === undefined ? undefined : eq(reviews.source, source)))
    .orderBy(desc(reviews.reviewDate), desc(reviews.id))
    .limit(SITE_REVIEWS_READ_LIMIT);
}

export interface NewReview {
  customerName: string;
  text: string;
  rating: number;
  /** YYYY-MM-DD. */
  reviewDate: string;
  source?: string;
}

/** Stores reviews for the first of the site's dealerships (a reviews import; the end-to-end tests' content hook today). */
export async function insertSiteReviews(scope: SiteScope, rows: readonly NewReview[]): Promise<number[]> {
  const db = await getDb();
  const [dealership] = await siteDealershipIds(db, scope).limit(1);
  if (!dealership || rows.length === 0) return [];
  const inserted = await db
    .insert(reviews)
    .values(rows.map((row) => ({ dealershipId: dealership.id, customerName: row.customerName, text: row.text, rating: row.rating, reviewDate: row.reviewDate, source: row.source ?? "google" })))
    .returning({ id: reviews.id });
  return inserted.map((r) => r.id);
}

/** The most reviews the console's reviews page lists at once (of one dealership). */
export const STAFF_REVIEWS_READ_LIMIT = 500;

/** The reviews of one of the staff member's dealerships, newest first, hidden ones too (the console's reviews page); none of another's. */
export async function staffReviews(scope: StaffScope, dealershipId: number): Promise<ReviewRecord[]> {
  if (!scope.dealershipIds.includes(dealershipId)) return [];
  const db = await getDb();
  return db
    .select(columns)
    .from(reviews)
    .where(and(inScopeDealerships(db, scope, reviews.dealershipId), eq(reviews.dealershipId, dealershipId)))
    .orderBy(desc(reviews.reviewDate), desc(reviews.id))
    .limit(STAFF_REVIEWS_READ_LIMIT);
}

export type ReviewHiddenOutcome = { ok: true; hidden: boolean; changed: boolean } | { ok: false; refused: "not_found" | "role" };

/**
 * Hides or shows a review of the member's dealerships: a manager's or owner's (`managedDealershipIds`), checked inside
 * the transaction; a review of a dealership outside the scope is `not_found`, one the member only sells for `role`. The
 * change, its audit entry and a `NOTIFY forecourt_sites` for every site that shows the dealership commit together, so
 * every process drops those sites' cached pages (src/server/sites/site-change-listener.ts) at commit, never for a
 * change that rolled back. Setting what is already set changes nothing and records nothing.
 */
export async function setReviewHidden(scope: StaffScope, reviewId: number, hidden: boolean): Promise<ReviewHiddenOutcome> {
  if (scope.dealershipIds.length === 0) return { ok: false, refused: "not_found" };
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: reviews.id, dealershipId: reviews.dealershipId, hidden: reviews.hidden, groupId: dealerships.groupId })
      .from(reviews)
      .innerJoin(dealerships, eq(dealerships.id, reviews.dealershipId))
      .where(and(eq(reviews.id, reviewId), inArray(reviews.dealershipId, [...scope.dealershipIds])))
      .for("update", { of: reviews });
    if (!row) return { ok: false, refused: "not_found" } as const;
    if (!scope.managedDealershipIds.includes(row.dealershipId)) return { ok: false, refused: "role" } as const;
    if (row.hidden === hidden) return { ok: true, hidden, changed: false } as const;
    await tx.update(reviews).set({ hidden, updatedAt: new Date() }).where(eq(reviews.id, row.id));
    await recordAudit(scope, { groupId: row.groupId, dealershipId: row.dealershipId, entity: "review", entityId: row.id, action: hidden ? "hide" : "show", before: { hidden: row.hidden }, after: { hidden } }, tx);
    const shownOn = await tx.select({ siteId: siteDealerships.siteId }).from(siteDealerships).where(eq(siteDealerships.dealershipId, row.dealershipId));
    for (const { siteId } of shownOn) await tx.execute(sql`select pg_notify(${SITES_CHANNEL}, ${String(siteId)})`);
    return { ok: true, hidden, changed: true } as const;
  });
}
