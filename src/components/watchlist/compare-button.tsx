"use client";
import { SpriteIcon } from "@/components/ui/sprite-icon";
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
      aria-label={`Compare the ${title}${compared ? " (in your comparison)" : ""}`}
      data-compare-button
      className={cn(
        "card-chip",
        // A utility outranks the chip's class even on hover, so the hover colour is named again.
        compared && "border-primary text-primary hover:text-accent-foreground",
        className,
      )}
    >
      <SpriteIcon name="compare" />
      Compare
    </button>
  );
}
