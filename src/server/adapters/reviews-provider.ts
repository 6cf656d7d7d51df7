import "server-only";

/**
 * A dealer's ratings from a reviews service (spec 002 §7 "GET /api/reviews/snap21?orgId={id}: returns rating and
 * stars; failures only logged"). The platform needs only this from Snap 21: a real client (Snap 21's API, asked with
 * the organisation id a site names in `integrations.snap21OrgId`) plugs in here without touching the route or pages.
 */
export interface Snap21Ratings {
  /** The average rating, 0 to 5. */
  rating: number;
  /** How many ratings the average is over. */
  count: number;
}

/** One Google review, as the reviews section lists it. */
export interface GoogleReview {
  id: number;
  customerName: string;
  /** The reviewer's words, plain text. */
  text: string;
  /** 1 to 5. */
  rating: number;
  /** YYYY-MM-DD. */
  reviewDate: string;
  replyText: string | null;
  /** Hidden by the dealership's staff (the platform's own flag; a review Google answers is never hidden). */
  hidden?: boolean;
}

/** A Google source's answer: the place's reviews, newest first, and whether they are the demo's. */
export interface GoogleReviewsAnswer {
  reviews: GoogleReview[];
  /** True when the answer was made on this machine (the demo's provider), not fetched from Google. */
  demo: boolean;
}

/** What a demo answer is made from (handed in by the service): the site's stored ratings and reviews of a source. */
export interface ReviewsProviderContext {
  storedRatings: () => Promise<readonly number[]>;
  /** The site's stored reviews of the source "google", newest first. */
  storedGoogleReviews: () => Promise<readonly GoogleReview[]>;
}

export interface ReviewsProvider {
  readonly name: string;
  /** The organisation's ratings; null when it has none. Throws when the service cannot be asked. */
  snap21Ratings(orgId: string, context: ReviewsProviderContext): Promise<Snap21Ratings | null>;
  /**
   * The Google place's reviews, newest first, at most `limit` (the section asks for `GOOGLE_REVIEWS_LIMIT`, 12). A
   * real client (Google's Places API, asked with the place id a site names in `integrations.googlePlaceId`) plugs in
   * here. Throws when the service cannot be asked.
   */
  googleReviews(placeId: string, limit: number, context: ReviewsProviderContext): Promise<GoogleReviewsAnswer>;
}

/**
 * The demo's provider: no call leaves the machine. Snap 21's answer is the average of the ratings stored in the
 * platform's own database as the organisation's (the seed's `snap21` reviews of the site's dealerships); Google's is the
 * site's stored `google` reviews, the newest `limit`, marked `demo` so the page says so.
 */
export const demoReviewsProvider: ReviewsProvider = {
  name: "demo",
  async snap21Ratings(_orgId, context) {
    const ratings = await context.storedRatings();
    if (ratings.length === 0) return null;
    return { rating: ratings.reduce((sum, r) => sum + r, 0) / ratings.length, count: ratings.length };
  },
  async googleReviews(_placeId, limit, context) {
    const stored = await context.storedGoogleReviews();
    return { reviews: stored.slice(0, Math.max(0, limit)), demo: true };
  },
};

let provider: ReviewsProvider | undefined;

/** The process's reviews provider: the demo's until a real one is configured. */
export function reviewsProvider(): ReviewsProvider {
  provider ??= demoReviewsProvider;
  return provider;
}

/** Tests replace the provider. */
export function setReviewsProvider(next: ReviewsProvider | undefined): void {
  provider = next;
}
