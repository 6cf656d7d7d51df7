"use client";
import { useId, useState } from "react";
import { termsToggleLabel } from "@/domain/vehicle/model-range";

/**
 * A page's terms (spec 002 §4 "Mobile terms section expands and collapses"): on a phone a Show Terms / Hide Terms
 * button (aria-expanded, aria-controls) opens and closes them, collapsed at first; from the md width up they are
 * always shown and the button is not.
 */
export function MobileTerms({ lines }: { lines: string[] }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  if (lines.length === 0) return null;
  return (
    <section aria-label="Terms" className="mt-10 border-t pt-4 text-sm text-muted-foreground" data-terms>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={id}
        onClick={() => setExpanded((open) => !open)}
        className="inline-flex min-h-11 items-center font-semibold text-primary underline-offset-4 hover:underline md:hidden"
        data-terms-toggle
      >
        {termsToggleLabel(expanded)}
      </button>
      <div id={id} className={expanded ? "grid gap-2" : "hidden gap-2 md:grid"}>
        <h2 className="hidden font-semibold text-foreground md:block">Terms</h2>
        {lines.map((line, index) => (
          <p key={index}>{line}</p>
        ))}
      </div>
    </section>
  );
}
