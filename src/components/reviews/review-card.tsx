"use client";
/**
 * One review (spec 002 §2 "Reviews in three styles (plain cards, highlighted, modern)", §4 "Review text truncates to
 * 160 characters with View more/less"). The customer's words are plain text: React escapes them.
 */
import { SpriteIcon } from "@/components/ui/sprite-icon";
import { useId, useState } from "react";
import { reviewTextView } from "@/domain/reviews/reviews";
import { cn } from "@/lib/utils";
import type { ReviewCardView, ReviewsStyle } from "@/view-models/reviews";
import { Stars } from "./stars";

export const REVIEW_STYLE_CLASSES: Record<ReviewsStyle, string> = {
  plain: "rounded-lg border bg-card text-card-foreground p-5",
  highlighted: "rounded-lg bg-primary text-primary-foreground p-6 shadow-md",
  modern: "rounded-2xl bg-muted text-foreground p-6 shadow-sm",
};

export function ReviewCard({ review, style, className }: { review: ReviewCardView; style: ReviewsStyle; className?: string }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const view = reviewTextView(review.text, expanded);
  const quiet = style === "highlighted" ? "" : "text-muted-foreground";
  return (
    <figure data-review-id={review.id} className={cn("flex h-full flex-col gap-3", REVIEW_STYLE_CLASSES[style], className)}>
      <div className="flex items-center justify-between gap-3">
        {style === "modern" ? (
          <span aria-hidden className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground">
            {review.customerName.trim().charAt(0).toUpperCase() || "?"}
          </span>
        ) : null}
        <Stars stars={review.stars} rating={String(review.rating)} className={cn(style === "highlighted" && "text-current", "mr-auto")} />
        {style === "highlighted" ? <SpriteIcon name="quote" className="size-6 opacity-60" /> : null}
      </div>
      {view.text ? (
        <blockquote className="break-words text-sm leading-relaxed">
          <p id={id}>{view.text}</p>
        </blockquote>
      ) : null}
      {view.toggle ? (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={(event) => {
            event.stopPropagation();
            setExpanded((v) => !v);
          }}
          className="self-start text-sm font-medium underline underline-offset-4"
        >
          {view.toggle}
        </button>
      ) : null}
      <figcaption className="mt-auto text-sm">
        <span className="font-semibold">{review.customerName}</span>
        <span className={cn("block text-xs", quiet)}>{review.dateText}</span>
      </figcaption>
      {review.replyText ? <p className={cn("border-l-2 pl-3 text-xs", quiet)}>Reply from the dealer: {review.replyText}</p> : null}
    </figure>
  );
}
