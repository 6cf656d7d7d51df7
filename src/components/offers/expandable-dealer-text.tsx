"use client";
/**
 * An offer's description or disclaimer with its toggle (spec 002 §4 "View more/less", "View full disclaimer/less
 * disclaimer"): collapsed it is the cut text; expanded, the dealer's HTML as the server sanitised it.
 */
import { useId, useState } from "react";
import { cn } from "@/lib/utils";
import { DEALER_HTML_CLASSES } from "./dealer-html-style";
import type { OfferTextBlock } from "@/view-models/offers";

export function ExpandableDealerText({ block, labels, className }: { block: OfferTextBlock; labels: { more: string; less: string }; className?: string }) {
  const [expanded, setExpanded] = useState(block.startExpanded || !block.toggles);
  const id = useId();
  return (
    <div className={className}>
      {expanded ? (
        // The service sanitised this (sanitizeDealerHtml): it is the only HTML this component puts into the page.
        <div id={id} data-dealer-html="" className={DEALER_HTML_CLASSES} dangerouslySetInnerHTML={{ __html: block.html }} />
      ) : (
        <p id={id}>{block.excerpt}</p>
      )}
      {block.toggles ? (
        <button type="button" aria-expanded={expanded} aria-controls={id} onClick={() => setExpanded((v) => !v)} className={cn("mt-1 text-sm font-medium text-primary underline-offset-4 hover:underline")}>
          {expanded ? labels.less : labels.more}
        </button>
      ) : null}
    </div>
  );
}
