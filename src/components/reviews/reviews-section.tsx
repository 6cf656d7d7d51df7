import { ExternalLink } from "lucide-react";
import { Button } from "@/components/ui/button";
import { independentRatingText, LEAVE_REVIEW_LABEL, SNAP21_NAME } from "@/domain/reviews/reviews";
import type { ReviewsSectionView } from "@/view-models/reviews";
import { ReviewCard } from "./review-card";
import { ReviewsSlider } from "./reviews-slider";
import { Stars } from "./stars";

/**
 * The reviews section (spec 002 §2 "Reviews in three styles (plain cards, highlighted, modern): slider when more than
 * 3 reviews, otherwise grid; Leave a Review button when a link is supplied"; §9 'X rating out of N reviews'). Give it
 * the view from `reviewsSection(site)` (src/server/services/content/reviews.ts); it renders nothing when no review is shown.
 */
export function ReviewsSection({ view, title = "What our customers say", headingLevel = 2, id = "reviews" }: { view: ReviewsSectionView; title?: string; headingLevel?: 1 | 2; id?: string }) {
  if (view.reviews.length === 0 && !view.summary) return null;
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <section aria-labelledby={`${id}-heading`} data-reviews-style={view.style} className="mx-auto max-w-7xl px-4 py-10">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <Heading id={`${id}-heading`} className={headingLevel === 1 ? "text-3xl font-bold tracking-tight" : "text-2xl font-bold tracking-tight"}>
            {title}
          </Heading>
          {view.summary ? (
            <p className="mt-2 flex flex-wrap items-center gap-2 text-sm">
              <Stars stars={view.summary.stars} rating={view.summary.rating} />
              <span data-testid="reviews-summary">{view.summary.text}</span>
            </p>
          ) : null}
          {view.sourceNote ? (
            <p className="mt-1 text-sm text-muted-foreground" data-reviews-source>
              {view.sourceNote}
            </p>
          ) : null}
          {view.snap21 ? (
            <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
              <Stars stars={view.snap21.stars} rating={view.snap21.rating} />
              <span data-testid="independent-rating">{independentRatingText(view.snap21.rating, view.snap21.count, SNAP21_NAME)}</span>
            </p>
          ) : null}
        </div>
        {view.leaveReviewUrl ? (
          <Button asChild variant="outline">
            <a href={view.leaveReviewUrl} target="_blank" rel="noopener noreferrer">
              {LEAVE_REVIEW_LABEL}
              <ExternalLink aria-hidden />
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </Button>
        ) : null}
      </div>
      {view.layout === "slider" ? (
        <ReviewsSlider reviews={view.reviews} style={view.style} startIndex={view.startIndex} autoRotate={view.autoRotate} rotationMs={view.rotationMs} label="Customer reviews" />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Customer reviews">
          {view.reviews.map((review) => (
            <li key={review.id} className="flex [&>*]:w-full">
              <ReviewCard review={review} style={view.style} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
