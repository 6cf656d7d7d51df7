"use client";

import { useState } from "react";
import { useVisiblePoll } from "./use-visible-poll";

/** How often the header asks for the count: often enough to notice a lead within a quarter of a minute. */
const BADGE_POLL_MS = 15_000;

/**
 * The count of New leads beside "Leads" in the header, polled every 15 s while the page is visible. The number is
 * read out as "3 new leads" (the digit alone means nothing to a screen reader), and a change is announced politely,
 * so it never interrupts what a salesperson is typing.
 */
export function NewLeadBadge() {
  const [count, setCount] = useState<number | null>(null);
  useVisiblePoll(BADGE_POLL_MS, (counts) => setCount(counts.newLeads));
  const words = count === null ? "" : `${count > 999 ? "More than 999" : count} new ${count === 1 ? "lead" : "leads"}`;
  return (
    <>
      {count !== null && count > 0 ? (
        <span aria-hidden className="inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-foreground tabular-nums">
          {count > 999 ? "999+" : count}
        </span>
      ) : null}
      <span className="sr-only" role="status" aria-live="polite">
        {count !== null && count > 0 ? words : ""}
      </span>
    </>
  );
}
