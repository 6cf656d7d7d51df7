"use client";

import { useLinkStatus } from "next/link";
import { Loader2 } from "lucide-react";

/**
 * Inside a search link: the item's count, or a spinner while the results it leads to load. (A route
 * `loading.js` would also do, but its streamed content stays hidden without JavaScript.)
 */
export function PendingCount({ count }: { count?: number }) {
  const { pending } = useLinkStatus();
  if (pending) return <Loader2 aria-hidden className="size-3.5 animate-spin text-muted-foreground" />;
  return count === undefined ? null : <span className="facet-count">{count.toLocaleString("en-AU")}</span>;
}
