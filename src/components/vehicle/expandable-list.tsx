"use client";
import { useId, useState, type ReactNode } from "react";
import { collapsibleList } from "@/domain/vehicle-specs";

/**
 * A list showing its first `limit` items with a toggle for the rest ('Show More' / 'Show Less', 'Show All' /
 * 'Hide'). The items are rendered on the server and passed in.
 */
export function ExpandableList({ items, limit, more, less, className, as = "ul" }: { items: ReactNode[]; limit: number; more: string; less: string; className?: string; as?: "ul" | "dl" }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const view = collapsibleList(items, limit, expanded, { more, less });
  const List = as;
  return (
    <div>
      <List id={id} className={className}>
        {view.visible}
      </List>
      {view.toggleLabel ? (
        <button type="button" aria-expanded={expanded} aria-controls={id} onClick={() => setExpanded((e) => !e)} className="mt-2 text-sm font-semibold text-primary underline-offset-4 hover:underline">
          {view.toggleLabel}
        </button>
      ) : null}
    </div>
  );
}
