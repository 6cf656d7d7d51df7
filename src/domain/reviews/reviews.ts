/**
 * Reviews (spec 002 §2 "Reviews in three styles ... slider when more than 3 reviews, otherwise grid; Leave a Review
 * button when a link is supplied", §4 "Review text truncates to 160 characters with View more/less. Review slider
 * starts on the third slide (index 2) ... rotation every 3000 ms only when enabled", §5 "Reviews excluded if text
 * contains Translated, id is one fixed value, or customer name is on a hidden list. Minimum rating 4", §8 "Review
 * snap fetch failure: logged Unable to fetch Snap 21 ratings at this moment.; no user effect", §9 "Star icons capped
 * at 4 plus a partial star", "one decimal; X rating out of N reviews").
 *
 * Which reviews a site shows is its `reviews.*` settings: `minimumRating` (4), `excludedReviewIds` (the spec's one
 * fixed id, as a list), `hiddenCustomerNames`.
 */
import { cutText, type CutText } from "../content/cut-text";

export const REVIEW_TEXT_CUT_AT = 160;
/** More than this many reviews show as a slider; this many or fewer as a grid. */
export const REVIEW_GRID_MAX = 3;
export const REVIEW_SLIDER_START_INDEX = 2;
export const REVIEW_ROTATION_MS = 3000;
/** A review whose text contains this (machine-translated text) is not shown. Case as the spec writes it. */
export const REVIEW_TRANSLATED_MARKER = "Translated";
export const REVIEW_MORE = "View more";
export const REVIEW_LESS = "View less";
export const LEAVE_REVIEW_LABEL = "Leave a Review";
/** The log line of a failed Snap 21 ratings fetch (spec 002 §8), word for word. */
export const SNAP21_FAILURE_MESSAGE = "Unable to fetch Snap 21 ratings at this moment.";
/** The star icons a rating shows (the last may be partial). */
export const STAR_ICONS = 5;
/** How many reviews a section lists (spec 002 §9 "filtered review list default 10"). */
export const REVIEW_LIST_DEFAULT = 10;
export const FULL_STARS_CAP = 4;
/** How many Google reviews the Google source asks for and lists (spec 002 §9 "Google reviews full quantity 12"). */
export const GOOGLE_REVIEWS_LIMIT = 12;
/** The log line of a failed Google reviews fetch (no user effect beyond an empty list, as a Snap 21 failure). */
export const GOOGLE_REVIEWS_FAILURE_MESSAGE = "Unable to fetch Google reviews at this moment.";

/** Where a site's reviews come from (`reviews.source`). */
export type ReviewsSource = "platform" | "google";

/** How many reviews the section lists, by its source: Google's full quantity of 12, else the filtered list's 10. */
export function reviewListLimit(source: ReviewsSource): number {
  return source === "google" ? GOOGLE_REVIEWS_LIMIT : REVIEW_LIST_DEFAULT;
}

/**
 * The line naming where the listed reviews come from: none for the platform's own, "Reviews from Google" for Google's,
 * and, where the answer was the demo's (made on this machine from the platform's sample data), that it is a demo and
 * that nothing was fetched from Google.
 */
export function reviewsSourceNote(source: ReviewsSource, demo: boolean): string | null {
  if (source === "platform") return null;
  return demo ? "Reviews from Google (demo: sample reviews kept on this platform; nothing is fetched from Google)." : "Reviews from Google.";
}

export interface ReviewRules {
  minimumRating: number;
  excludedReviewIds: readonly number[];
  hiddenCustomerNames: readonly string[];
}

export interface ReviewFacts {
  id: number;
  customerName: string;
  text: string;
  rating: number;
  /** Hidden by the dealership's staff in the console; absent is shown. */
  hidden?: boolean;
}

/** The rating is at least the site's minimum (4 unless set). */
export function meetsMinimumRating(rating: number, minimumRating: number): boolean {
  return rating >= minimumRating;
}

/** The text contains 'Translated' (a machine translation). */
export function isTranslatedReview(text: string): boolean {
  return text.includes(REVIEW_TRANSLATED_MARKER);
}

/** The customer's name is on the site's hidden list (compared trimmed and without regard to case). */
export function isHiddenCustomer(customerName: string, hiddenCustomerNames: readonly string[]): boolean {
  const name = customerName.trim().toLowerCase();
  return hiddenCustomerNames.some((hidden) => hidden.trim().toLowerCase() === name);
}

/** Whether the site shows a review: not hidden by its dealership, rated at least the minimum, not translated, not excluded by id or by name. */
export function isReviewShown(review: ReviewFacts, rules: ReviewRules): boolean {
  return (
    review.hidden !== true &&
    meetsMinimumRating(review.rating, rules.minimumRating) &&
    !isTranslatedReview(review.text) &&
    !rules.excludedReviewIds.includes(review.id) &&
    !isHiddenCustomer(review.customerName, rules.hiddenCustomerNames)
  );
}

export function shownReviews<R extends ReviewFacts>(reviews: readonly R[], rules: ReviewRules): R[] {
  return reviews.filter((review) => isReviewShown(review, rules));
}

export interface ReviewSummary {
  /** The average to one decimal, as text ("4.6"). */
  rating: string;
  count: number;
  /** 'X rating out of N reviews'. */
  text: string;
}

/** 'X rating out of N reviews' over the reviews shown, the average to one decimal; null when there are none. */
export function reviewSummary(ratings: readonly number[]): ReviewSummary | null {
  if (ratings.length === 0) return null;
  const average = ratings.reduce((sum, r) => sum + r, 0) / ratings.length;
  const rating = (Math.round(average * 10) / 10).toFixed(1);
  return { rating, count: ratings.length, text: reviewSummaryText(rating, ratings.length) };
}

export function reviewSummaryText(rating: string, count: number): string {
  return `${rating} rating out of ${count} ${count === 1 ? "review" : "reviews"}`;
}

/**
 * The independent rating's line (issue 39, 10: "Snap 21" alone means nothing to a shopper): what it is (a rating out
 * of 5 from the dealer's customers), how many gave it, and who collected it, named as its source.
 */
export function independentRatingText(rating: string, count: number, source: string): string {
  return `${rating} out of 5 from ${count} verified customer ${count === 1 ? "rating" : "ratings"}, collected independently by ${source}`;
}

/** The provider's name as a shopper reads it, beside its rating. */
export const SNAP21_NAME = "Snap 21";

export interface StarIcons {
  /** Whole stars, at most 4. */
  full: number;
  /** How much of the next star is filled, 0 (none shown) to 1. */
  partial: number;
  /** Empty stars after them, so five icons show in all. */
  empty: number;
}

/**
 * The star icons for a rating (0 to 5): at most 4 whole stars, then one partial star filled by what is left (a 5
 * is four whole stars and a fifth filled to 100 %, a 4.6 four and a fifth filled to 60 %, a 3.5 three and a half),
 * then empty stars to five.
 */
export function starIcons(rating: number): StarIcons {
  const bounded = Math.min(STAR_ICONS, Math.max(0, Number.isFinite(rating) ? rating : 0));
  const full = Math.min(FULL_STARS_CAP, Math.floor(bounded));
  const partial = Math.round(Math.min(1, bounded - full) * 100) / 100;
  const empty = STAR_ICONS - full - (partial > 0 ? 1 : 0);
  return { full, partial, empty };
}

/** The review's text as shown: cut at 160 until View more is chosen. */
export function reviewTextView(text: string, expanded: boolean): CutText & { toggle: typeof REVIEW_MORE | typeof REVIEW_LESS | null } {
  const cut = cutText(text, REVIEW_TEXT_CUT_AT);
  if (!cut.truncated) return { ...cut, toggle: null };
  return expanded ? { text, truncated: false, toggle: REVIEW_LESS } : { ...cut, toggle: REVIEW_MORE };
}

/** A slider when more than 3 reviews, otherwise a grid. */
export function reviewsLayout(count: number): "slider" | "grid" {
  return count > REVIEW_GRID_MAX ? "slider" : "grid";
}

/** The slide the slider starts on: the third (index 2). */
export function reviewSliderStartIndex(count: number): number {
  return Math.max(0, Math.min(REVIEW_SLIDER_START_INDEX, count - 1));
}

/** The slide after `index`, back to the first after the last (the rotation, every 3000 ms when enabled). */
export function nextReviewIndex(index: number, count: number): number {
  return count > 0 ? (index + 1) % count : 0;
}

/** A review's date as the spec writes it (review_date dd/mm/yyyy), from YYYY-MM-DD; other input is returned as is. */
export function reviewDateText(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : isoDate;
}
