"use client";
import { useState } from "react";
import { dealerCommentsView } from "@/domain/dealer-comments";

/** Dealer comments: paragraphs split on '|', cut at 400 characters until 'more'; the pending text when empty. */
export function DealerComments({ comments }: { comments: string | null }) {
  const [expanded, setExpanded] = useState(false);
  const view = dealerCommentsView(comments, expanded);
  if (view.kind === "pending") return <p className="text-sm text-muted-foreground">{view.text}</p>;
  return (
    <div className="space-y-2 text-sm leading-relaxed">
      {view.paragraphs.map((paragraph, i) => (
        <p key={i}>
          {paragraph}
          {view.moreLabel && i === view.paragraphs.length - 1 ? (
            <>
              …{" "}
              <button type="button" aria-expanded={false} onClick={() => setExpanded(true)} className="font-semibold text-primary underline-offset-4 hover:underline">
                {view.moreLabel}
              </button>
            </>
          ) : null}
        </p>
      ))}
    </div>
  );
}
