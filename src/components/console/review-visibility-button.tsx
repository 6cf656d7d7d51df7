"use client";
import { useState } from "react";
import { useRouter } from "next/navigation";
import type { ReviewVisibilityAnswer } from "@/contracts/console/reviews";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/form-message";
import { toast } from "@/components/ui/toast";

/** Hides a shown review, or shows a hidden one, on every site that shows its dealership (at once: the pages' caches are dropped). */
export function ReviewVisibilityButton({ reviewId, hidden, customerName }: { reviewId: number; hidden: boolean; customerName: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const action = hidden ? "Show" : "Hide";
  return (
    <div className="grid justify-items-start gap-1">
      <Button
        type="button"
        size="sm"
        variant="outline"
        loading={busy}
        aria-label={`${action} the review by ${customerName}`}
        aria-describedby={problem ? `review-${reviewId}-error` : undefined}
        onClick={async () => {
          setBusy(true);
          setProblem(null);
          try {
            const response = await fetch(`/console/api/reviews/${reviewId}/visibility`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ hidden: !hidden }) });
            const json = (await response.json().catch(() => null)) as (ReviewVisibilityAnswer & { error?: { message?: string } }) | null;
            if (!response.ok) return setProblem(json?.error?.message ?? `Something went wrong (${response.status}); please try again`);
            toast.success(json?.hidden ? `The review by ${customerName} is hidden` : `The review by ${customerName} is shown`);
            router.refresh();
          } catch {
            setProblem("The console could not be reached; check your connection and try again");
          } finally {
            setBusy(false);
          }
        }}
      >
        {action}
      </Button>
      <FieldError id={`review-${reviewId}-error`} message={problem} />
    </div>
  );
}
