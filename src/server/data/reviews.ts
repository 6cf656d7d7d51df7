import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { reviews } from "@/server/db/schema";
import { inScopeDealerships, siteDealershipIds, type SiteScope, type StaffScope } from "./scope";

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
