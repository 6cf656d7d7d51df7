import "server-only";
import {
  GOOGLE_REVIEWS_FAILURE_MESSAGE,
  GOOGLE_REVIEWS_LIMIT,
  REVIEW_ROTATION_MS,
  reviewListLimit,
  reviewsSourceNote,
  reviewDateText,
  reviewSliderStartIndex,
  reviewsLayout,
  reviewSummary,
  shownReviews,
  SNAP21_FAILURE_MESSAGE,
  starIcons,
  type ReviewRules,
} from "@/domain/reviews/reviews";
import { reviewsProvider, type GoogleReview, type ReviewsProviderContext } from "@/server/adapters/reviews-provider";
import { siteReviews } from "@/server/data/reviews";
import { siteScope } from "@/server/data/scope";
import { logger } from "@/server/logger";
import type { Site } from "@/server/sites/site-store";
import type { ReviewsSectionView } from "@/view-models/reviews";

export const SNAP21_SOURCE = "snap21";
export const GOOGLE_SOURCE = "google";

/** What the demo provider answers from: the site's own stored reviews. */
function providerContext(site: Site): ReviewsProviderContext {
  return {
    storedRatings: async () => (await siteReviews(siteScope(site), SNAP21_SOURCE)).map((r) => r.rating),
    storedGoogleReviews: async () => siteReviews(siteScope(site), GOOGLE_SOURCE),
  };
}

type ListedReview = Pick<GoogleReview, "id" | "customerName" | "text" | "rating" | "reviewDate" | "replyText" | "hidden">;

/**
 * The reviews the section draws from, by the site's `reviews.source`: the platform's stored reviews, or the Google
 * place's (`integrations.googlePlaceId`), 12 asked of the reviews adapter. A Google source that cannot be asked is
 * logged and lists nothing; a site with no place id lists nothing.
 */
async function sourceReviews(site: Site): Promise<{ reviews: readonly ListedReview[]; demo: boolean }> {
  if (site.settings.reviews.source === "platform") return { reviews: await siteReviews(siteScope(site)), demo: false };
  const placeId = site.settings.integrations.googlePlaceId;
  if (placeId === null) return { reviews: [], demo: false };
  try {
    const answer = await reviewsProvider().googleReviews(placeId, GOOGLE_REVIEWS_LIMIT, providerContext(site));
    return { reviews: answer.reviews.slice(0, GOOGLE_REVIEWS_LIMIT), demo: answer.demo };
  } catch (error) {
    logger.error({ err: error, site: site.slug }, GOOGLE_REVIEWS_FAILURE_MESSAGE);
    return { reviews: [], demo: false };
  }
}

function rulesOf(site: Site): ReviewRules {
  const { minimumRating, excludedReviewIds, hiddenCustomerNames } = site.settings.reviews;
  return { minimumRating, excludedReviewIds, hiddenCustomerNames };
}

export type Snap21Outcome =
  | { ok: true; orgId: string; rating: string; count: number; stars: ReturnType<typeof starIcons> }
  /** The site names no Snap 21 organisation, or another one. */
  | { ok: false; reason: "unknown_org" }
  /** The organisation has no ratings yet. */
  | { ok: false; reason: "no_ratings" }
  /** The provider could not be asked (logged with the spec's text). */
  | { ok: false; reason: "unavailable" };

/**
 * The site's Snap 21 rating (spec 002 §7 "returns rating and stars; failures only logged"): asked of the reviews
 * provider for the organisation the site names (`integrations.snap21OrgId`). A failure is logged 'Unable to fetch
 * Snap 21 ratings at this moment.' and is otherwise nothing: a page simply shows no Snap 21 rating.
 */
export async function snap21Rating(site: Site, orgId: string | null = site.settings.integrations.snap21OrgId): Promise<Snap21Outcome> {
  const siteOrg = site.settings.integrations.snap21OrgId;
  if (siteOrg === null || orgId !== siteOrg) return { ok: false, reason: "unknown_org" };
  try {
    const ratings = await reviewsProvider().snap21Ratings(orgId, providerContext(site));
    if (!ratings || ratings.count === 0) return { ok: false, reason: "no_ratings" };
    const rating = (Math.round(ratings.rating * 10) / 10).toFixed(1);
    return { ok: true, orgId, rating, count: ratings.count, stars: starIcons(Number(rating)) };
  } catch (error) {
    logger.error({ err: error, site: site.slug }, SNAP21_FAILURE_MESSAGE);
    return { ok: false, reason: "unavailable" };
  }
}

/**
 * The reviews section: the reviews the site shows (its rules) from its source (`reviews.source`), newest first, up to
 * 10 of the platform's or 12 of Google's; the summary over all it shows; where they come from when not the platform.
 */
export async function reviewsSection(site: Site): Promise<ReviewsSectionView> {
  const settings = site.settings.reviews;
  const [source, snap21] = await Promise.all([sourceReviews(site), snap21Rating(site)]);
  const shown = shownReviews(source.reviews, rulesOf(site));
  const listed = shown.slice(0, reviewListLimit(settings.source));
  const summary = reviewSummary(shown.map((r) => r.rating));
  return {
    style: settings.style,
    layout: reviewsLayout(listed.length),
    startIndex: reviewSliderStartIndex(listed.length),
    autoRotate: settings.autoRotate,
    rotationMs: REVIEW_ROTATION_MS,
    leaveReviewUrl: settings.leaveReviewUrl,
    sourceNote: reviewsSourceNote(settings.source, source.demo),
    summary: summary ? { ...summary, stars: starIcons(Number(summary.rating)) } : null,
    snap21: snap21.ok ? { rating: snap21.rating, count: snap21.count, stars: snap21.stars } : null,
    reviews: listed.map((r) => ({
      id: r.id,
      customerName: r.customerName,
      text: r.text,
      rating: r.rating,
      stars: starIcons(r.rating),
      dateText: reviewDateText(r.reviewDate),
      replyText: r.replyText,
    })),
  };
}
