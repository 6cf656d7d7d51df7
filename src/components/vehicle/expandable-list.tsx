"use client";
import { useId, useState, type ReactNode } from "react";
import { featuresListView, keyInformationView } from "@/domain/vehicle/specs";

const VIEWS = { keyInformation: keyInformationView, features: featuresListView } as const;

/**
 * The vehicle page's collapsible lists: Key Information (first 4, 'Show More' / 'Show Less') and Features (first 8,
 * 'Show All' / 'Hide'), by the domain's rule for each. The items are rendered on the server and passed in.
 */
export function ExpandableList({ list, items, className, as = "ul" }: { list: keyof typeof VIEWS; items: ReactNode[]; className?: string; as?: "ul" | "dl" }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const view = VIEWS[list](items, expanded);
  const List = as;
  return (
    <div>
      <List id={id} className={className}>
        {view.visible}
      </List>
      {view.toggleLabel ? (
        <button type="button" aria-expanded={expanded} aria-controls={id} onClick={() => setExpanded((e) => !e)} className="mt-2 inline-flex min-h-6 items-center text-sm font-semibold text-primary underline-offset-4 hover:underline">
          {view.toggleLabel}
        </button>
      ) : null}
    </div>
  );
}
