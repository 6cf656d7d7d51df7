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

/** The reviews a demo answer is made from: the site's stored ratings of that source (handed in by the service). */
export interface ReviewsProviderContext {
  storedRatings: () => Promise<readonly number[]>;
}

export interface ReviewsProvider {
  readonly name: string;
  /** The organisation's ratings; null when it has none. Throws when the service cannot be asked. */
  snap21Ratings(orgId: string, context: ReviewsProviderContext): Promise<Snap21Ratings | null>;
}

/**
 * The demo's provider: no call leaves the machine; the answer is the average of the ratings stored in the platform's
 * own database as the organisation's (the seed's `snap21` reviews of the site's dealerships).
 */
export const demoReviewsProvider: ReviewsProvider = {
  name: "demo",
  async snap21Ratings(_orgId, context) {
    const ratings = await context.storedRatings();
    if (ratings.length === 0) return null;
    return { rating: ratings.reduce((sum, r) => sum + r, 0) / ratings.length, count: ratings.length };
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
