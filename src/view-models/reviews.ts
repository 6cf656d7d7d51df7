import type { StarIcons } from "@/domain/reviews/reviews";

export type ReviewsStyle = "plain" | "highlighted" | "modern";

export interface ReviewCardView {
  id: number;
  customerName: string;
  /** The customer's words, plain text (never HTML). */
  text: string;
  rating: number;
  stars: StarIcons;
  /** dd/mm/yyyy. */
  dateText: string;
  replyText: string | null;
}

export interface ReviewsSectionView {
  style: ReviewsStyle;
  layout: "slider" | "grid";
  startIndex: number;
  autoRotate: boolean;
  rotationMs: number;
  leaveReviewUrl: string | null;
  /** Where the listed reviews come from (`reviewsSourceNote`), null for the platform's own. */
  sourceNote: string | null;
  summary: { rating: string; count: number; text: string; stars: StarIcons } | null;
  /** The Snap 21 rating when the site names an organisation and the provider answered. */
  snap21: { rating: string; count: number; stars: StarIcons } | null;
  reviews: ReviewCardView[];
}
