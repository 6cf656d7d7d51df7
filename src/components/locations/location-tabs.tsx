"use client";
import { useId, useRef, useState } from "react";
import { cn } from "@/lib/utils";

export interface LocationTabPanel {
  key: string;
  label: string;
  content: React.ReactNode;
}

/**
 * Tabs by location type (spec 002 §2 "opening-hours tabs for a location with its other types (sales, service,
 * parts)"): the WAI-ARIA tabs pattern, arrow keys, Home and End moving between tabs. Every panel is in the server's
 * HTML; the ones not chosen are hidden.
 */
export function LocationTabs({ label, tabs }: { label: string; tabs: LocationTabPanel[] }) {
  const [active, setActive] = useState(0);
  const base = useId();
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const choose = (index: number) => {
    const next = (index + tabs.length) % tabs.length;
    setActive(next);
    buttons.current[next]?.focus();
  };
  return (
    <div className="min-w-0">
      <div role="tablist" aria-label={label} className="relative flex gap-1 overflow-x-auto border-b">
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            ref={(node) => {
              buttons.current[index] = node;
            }}
            id={`${base}-tab-${index}`}
            type="button"
            role="tab"
            aria-selected={index === active}
            aria-controls={`${base}-panel-${index}`}
            tabIndex={index === active ? 0 : -1}
            onClick={() => setActive(index)}
            onKeyDown={(event) => {
              if (event.key === "ArrowRight") choose(index + 1);
              else if (event.key === "ArrowLeft") choose(index - 1);
              else if (event.key === "Home") choose(0);
              else if (event.key === "End") choose(tabs.length - 1);
              else return;
              event.preventDefault();
            }}
            className={cn(
              "-mb-px border-b-2 px-4 py-2 text-sm font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
              index === active ? "border-primary text-foreground" : "border-transparent text-muted-foreground hover:text-foreground",
            )}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div key={tab.key} id={`${base}-panel-${index}`} role="tabpanel" aria-labelledby={`${base}-tab-${index}`} hidden={index !== active} tabIndex={0} className="pt-5 focus-visible:outline-2 focus-visible:outline-ring">
          {tab.content}
        </div>
      ))}
    </div>
  );
}
