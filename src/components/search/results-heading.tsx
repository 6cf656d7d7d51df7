"use client";

import { useEffect, useRef } from "react";

/** Set by a search the shopper submits (the toolbar's Enter or Apply, the filters drawer's Show): the next results take focus. */
let focusWanted = false;

/** Asks the results of the search now being made to take the keyboard's focus once they show (issue 39 item 9). */
export function focusResultsNext(): void {
  focusWanted = true;
}

/**
 * The results' heading, the target of the page's 'Skip to results' link (`id="results"`): read by screen readers,
 * shown while it has focus. A search the shopper submitted in the page (a client navigation, `focusResultsNext`)
 * moves focus here once its results render, so the next Tab reaches the first car rather than the page's filters.
 * Typing (the results following each key) leaves focus in the box.
 */
export function ResultsHeading({ children }: { children: React.ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!focusWanted) return;
    focusWanted = false;
    heading.current?.focus({ preventScroll: false });
  });
  return (
    <h2
      ref={heading}
      id="results"
      tabIndex={-1}
      className="sr-only scroll-mt-24 focus:not-sr-only focus:mb-3 focus:block focus:rounded focus:text-sm focus:font-semibold focus:outline-2 focus:outline-offset-2 focus:outline-ring"
    >
      {children}
    </h2>
  );
}
