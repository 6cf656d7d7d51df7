"use client";
import { GitCompareArrows } from "lucide-react";
import { cn } from "@/lib/utils";
import { toast } from "@/components/ui/toast";
import { MAX_COMPARED_VEHICLES } from "@/domain/shopper/watchlist-visibility";
import { comparedNow, swapCompare, toggleCompare, useCompared } from "./compare-store";

/** Adds a car to (or takes it off) the compare list; shown where the site has the compare feature. */
export function CompareButton({ carId, title, className }: { carId: number; title: string; className?: string }) {
  const compared = useCompared().includes(carId);
  return (
    <button
      type="button"
      onClick={() => {
        if (toggleCompare(carId) !== "full") return;
        // A full list: say so, and let the shopper swap out the oldest or keep the three (compare page to pick another).
        const oldest = comparedNow()[0];
        toast.message(`You can compare up to ${MAX_COMPARED_VEHICLES} cars. The ${title} was not added.`, {
          description: "Swap out the first car you picked, or remove another from the comparison.",
          ...(oldest !== undefined ? { action: { label: "Swap out the first", onClick: () => swapCompare(oldest, carId) } } : {}),
          cancel: { label: "Keep my 3", onClick: () => undefined },
        });
      }}
      aria-pressed={compared}
      data-compare-button
      className={cn(
        "inline-flex items-center gap-1 rounded-full border bg-background/95 px-2.5 py-1 text-xs font-semibold shadow-sm transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
        compared && "border-primary text-primary",
        className,
      )}
    >
      <GitCompareArrows aria-hidden className="size-3.5" />
      Compare
      <span className="sr-only"> the {title}{compared ? " (in your comparison)" : ""}</span>
    </button>
  );
}
