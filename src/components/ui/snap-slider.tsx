"use client";

import * as React from "react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { cn } from "@/lib/utils";

/** After the last scroll event, how long the track must be still before its position counts as chosen. */
const SETTLE_MS = 90;

export interface SnapSliderProps {
  /** Accessible name of the slider region. */
  label: string;
  /** One node per slide, each filling the track's width. */
  slides: React.ReactNode[];
  /** Keys for the slides, in the same order. */
  slideKeys: string[];
  /** The slide in view; the slider scrolls to it when it changes. */
  index: number;
  onIndexChange: (index: number) => void;
  /** Drawn over the slides (counters, buttons). */
  children?: React.ReactNode;
  className?: string;
}

/**
 * A one-slide-at-a-time slider on the browser's own scroll snapping: the server's HTML is already the final
 * layout (nothing is measured or moved by script before the first picture shows), swiping and trackpads are
 * native, and the script only follows the scroll position and scrolls for the buttons, arrow keys and
 * `index` changes made elsewhere (thumbnails, full screen). Previous and Next stop at the ends.
 */
export function SnapSlider({ label, slides, slideKeys, index, onIndexChange, children, className }: SnapSliderProps) {
  const track = React.useRef<HTMLDivElement>(null);
  const count = slides.length;

  // Scroll to `index` when it changes and differs from what is in view (a thumbnail, a key, a button, full
  // screen). Not on mount: the track starts at the first slide, and reading its width then would force a
  // layout in the middle of hydration. A layout effect, so a swipe's settle timer still pending from before the
  // change is cleared before it can fire and report the old position.
  const shownIndex = React.useRef(index);
  const settleTimer = React.useRef(0);
  // The slide a scroll of ours is heading for: until it arrives (or the shopper takes over), the slides passed on
  // the way are not choices.
  const heading = React.useRef<number | null>(null);
  React.useLayoutEffect(() => {
    if (shownIndex.current === index) return;
    shownIndex.current = index;
    window.clearTimeout(settleTimer.current);
    const element = track.current;
    if (!element || element.clientWidth === 0) return;
    const target = index * element.clientWidth;
    if (Math.abs(element.scrollLeft - target) < 2) {
      heading.current = null;
      return;
    }
    heading.current = index;
    const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    element.scrollTo({ left: target, behavior: smooth ? "smooth" : "auto" });
  }, [index]);

  // Follow swipes: once the track has been still for a moment, the slide in view is the chosen one.
  React.useEffect(() => {
    const element = track.current;
    if (!element) return;
    const onScroll = () => {
      window.clearTimeout(settleTimer.current);
      settleTimer.current = window.setTimeout(() => {
        if (element.clientWidth === 0) return;
        const inView = Math.min(count - 1, Math.max(0, Math.round(element.scrollLeft / element.clientWidth)));
        if (heading.current !== null) {
          if (inView !== heading.current) return;
          heading.current = null;
        }
        onIndexChange(inView);
      }, SETTLE_MS);
    };
    // The shopper's own hand on the track ends any scroll of ours: where they leave it is their choice.
    const takeOver = () => {
      heading.current = null;
    };
    element.addEventListener("scroll", onScroll, { passive: true });
    for (const type of ["pointerdown", "touchstart", "wheel"] as const) element.addEventListener(type, takeOver, { passive: true });
    return () => {
      window.clearTimeout(settleTimer.current);
      element.removeEventListener("scroll", onScroll);
      for (const type of ["pointerdown", "touchstart", "wheel"] as const) element.removeEventListener(type, takeOver);
    };
  }, [count, onIndexChange]);

  const go = (next: number) => onIndexChange(Math.min(count - 1, Math.max(0, next)));

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      className={cn("relative", className)}
      onKeyDown={(event) => {
        if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
        event.preventDefault();
        go(index + (event.key === "ArrowRight" ? 1 : -1));
      }}
    >
      {/* Focusable, so a keyboard can reach the scrolling track; arrow keys there move one slide. */}
      <div ref={track} tabIndex={0} className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain rounded-lg [scrollbar-width:none] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&::-webkit-scrollbar]:hidden">
        {slides.map((slide, i) => (
          <div key={slideKeys[i] ?? i} role="group" aria-roledescription="slide" aria-label={`${i + 1} of ${count}`} className="w-full shrink-0 snap-center snap-always">
            {slide}
          </div>
        ))}
      </div>
      {count > 1 ? (
        <>
          <button
            type="button"
            onClick={() => go(index - 1)}
            disabled={index <= 0}
            aria-label="Previous slide"
            className="absolute top-1/2 left-2 inline-flex size-9 -translate-y-1/2 items-center justify-center rounded-full bg-background/90 shadow focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-40"
          >
            <ChevronLeft aria-hidden className="size-4" />
          </button>
          <button
            type="button"
            onClick={() => go(index + 1)}
            disabled={index >= count - 1}
            aria-label="Next slide"
            className="absolute top-1/2 right-2 inline-flex size-9 -translate-y-1/2 items-center justify-center rounded-full bg-background/90 shadow focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-40"
          >
            <ChevronRight aria-hidden className="size-4" />
          </button>
        </>
      ) : null}
      {children}
    </div>
  );
}
