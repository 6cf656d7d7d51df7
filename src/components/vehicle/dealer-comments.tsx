"use client";
import { useLayoutEffect, useRef, useState } from "react";
import { DEALER_COMMENTS_COLLAPSE_MS, dealerCommentsView } from "@/domain/vehicle/dealer-comments";

/**
 * Dealer comments: paragraphs split on '|', cut at 400 characters until 'more'; the pending text when empty.
 * 'more' opens the rest over 300 ms (spec 001 §9; at once with reduced motion) and moves focus to the comments,
 * since the button it was on is gone.
 */
export function DealerComments({ comments }: { comments: string | null }) {
  const [expanded, setExpanded] = useState(false);
  const block = useRef<HTMLDivElement>(null);
  const collapsedHeight = useRef<number | null>(null);
  const view = dealerCommentsView(comments, expanded);

  useLayoutEffect(() => {
    const element = block.current;
    const from = collapsedHeight.current;
    if (!expanded || !element || from === null) return;
    collapsedHeight.current = null;
    element.focus({ preventScroll: true });
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    element.animate([{ height: `${from}px`, overflow: "hidden" }, { height: `${element.offsetHeight}px`, overflow: "hidden" }], { duration: DEALER_COMMENTS_COLLAPSE_MS, easing: "ease-out" });
  }, [expanded]);

  if (view.kind === "pending") return <p className="text-sm text-muted-foreground">{view.text}</p>;
  return (
    <div ref={block} tabIndex={-1} data-dealer-comments className="space-y-2 text-sm leading-relaxed outline-none">
      {view.paragraphs.map((paragraph, i) => (
        <p key={i}>
          {paragraph}
          {view.moreLabel && i === view.paragraphs.length - 1 ? (
            <>
              …{" "}
              <button
                type="button"
                aria-expanded={false}
                onClick={() => {
                  collapsedHeight.current = block.current?.offsetHeight ?? null;
                  setExpanded(true);
                }}
                className="font-semibold text-primary underline-offset-4 hover:underline"
              >
                {view.moreLabel}
              </button>
            </>
          ) : null}
        </p>
      ))}
    </div>
  );
}
