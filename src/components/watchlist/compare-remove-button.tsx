"use client";
import { useRouter } from "next/navigation";
import { X } from "lucide-react";
import { toggleCompare, useCompared } from "./compare-store";

/** Takes a car off the comparison and shows the page without it. */
export function CompareRemoveButton({ carId, title, remaining }: { carId: number; title: string; remaining: readonly number[] }) {
  const router = useRouter();
  const compared = useCompared();
  return (
    <button
      type="button"
      onClick={() => {
        if (compared.includes(carId)) toggleCompare(carId);
        router.replace(remaining.length > 0 ? `/compare?ids=${remaining.join(",")}` : "/compare");
      }}
      className="inline-flex min-h-6 items-center gap-1 text-xs font-medium text-muted-foreground hover:text-foreground"
    >
      <X aria-hidden className="size-3.5" /> Remove<span className="sr-only"> the {title}</span>
    </button>
  );
}
