"use client";
/**
 * The reviews slider (spec 002 §4 "Review slider starts on the third slide (index 2); the selected slide is marked
 * active; clicking another scrolls to it. Automatic rotation every 3000 ms only when enabled"). Embla on the shared
 * carousel: arrow keys and the Previous/Next buttons move a slide at a time, a click (or Enter on a focused slide)
 * selects that slide; the active slide carries aria-current. Rotation, where the site turns it on, pauses while the
 * pointer is over the slider or focus is inside it, and has a Pause button; it does not start for a visitor who asks
 * for reduced motion.
 */
import { Pause, Play } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { Carousel, CarouselContent, CarouselItem, CarouselNext, CarouselPrevious, type CarouselApi } from "@/components/ui/carousel";
import { nextReviewIndex } from "@/domain/reviews/reviews";
import { cn } from "@/lib/utils";
import type { ReviewCardView, ReviewsStyle } from "@/view-models/reviews";
import { ReviewCard } from "./review-card";

export function ReviewsSlider({ reviews, style, startIndex, autoRotate, rotationMs, label }: { reviews: readonly ReviewCardView[]; style: ReviewsStyle; startIndex: number; autoRotate: boolean; rotationMs: number; label: string }) {
  const [api, setApi] = useState<CarouselApi>();
  const [active, setActive] = useState(startIndex);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);
  const [reducedMotion, setReducedMotion] = useState(false);

  useEffect(() => {
    if (!api) return;
    const sync = (embla: NonNullable<CarouselApi>) => setActive(embla.selectedScrollSnap());
    sync(api);
    api.on("select", sync);
    api.on("reInit", sync);
    return () => {
      api.off("select", sync);
      api.off("reInit", sync);
    };
  }, [api]);

  useEffect(() => {
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    const update = () => setReducedMotion(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);

  const rotating = autoRotate && !paused && !hovered && !focused && !reducedMotion;
  useEffect(() => {
    if (!api || !rotating) return;
    const timer = window.setInterval(() => api.scrollTo(nextReviewIndex(api.selectedScrollSnap(), api.scrollSnapList().length)), rotationMs);
    return () => window.clearInterval(timer);
  }, [api, rotating, rotationMs]);

  const select = useCallback((index: number) => api?.scrollTo(index), [api]);

  return (
    <Carousel
      setApi={setApi}
      opts={{ startIndex, align: "center", containScroll: false }}
      aria-label={label}
      data-active-index={active}
      data-rotating={rotating ? "true" : "false"}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocusCapture={() => setFocused(true)}
      onBlurCapture={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <CarouselContent className="py-2">
        {reviews.map((review, index) => (
          <CarouselItem
            key={review.id}
            aria-label={`Review ${index + 1} of ${reviews.length}`}
            aria-current={index === active ? "true" : undefined}
            data-active={index === active ? "" : undefined}
            tabIndex={0}
            onClick={() => select(index)}
            onKeyDown={(event) => {
              if (event.target === event.currentTarget && (event.key === "Enter" || event.key === " ")) {
                event.preventDefault();
                select(index);
              }
            }}
            className={cn("flex basis-[85%] cursor-pointer sm:basis-1/2 lg:basis-1/3 [&>*]:w-full", "transition-transform duration-300", index === active ? null : "motion-safe:scale-95")}
          >
            <ReviewCard review={review} style={style} className={cn(index === active && "ring-2 ring-foreground ring-offset-2 ring-offset-background")} />
          </CarouselItem>
        ))}
      </CarouselContent>
      <div className="mt-4 flex items-center justify-center gap-3">
        <CarouselPrevious className="static translate-none" aria-label="Previous review" />
        {/* Announced when a person moves the slider, not every 3 seconds while it rotates by itself. */}
        <p className="min-w-16 text-center text-sm tabular-nums text-muted-foreground" aria-live={rotating ? "off" : "polite"}>
          {active + 1} of {reviews.length}
        </p>
        <CarouselNext className="static translate-none" aria-label="Next review" />
        {autoRotate ? (
          <button type="button" onClick={() => setPaused((p) => !p)} className="inline-flex size-9 items-center justify-center rounded-full border bg-background shadow-sm hover:bg-muted">
            {paused ? <Play aria-hidden className="size-4" /> : <Pause aria-hidden className="size-4" />}
            <span className="sr-only">{paused ? "Resume rotation" : "Pause rotation"}</span>
          </button>
        ) : null}
      </div>
    </Carousel>
  );
}
