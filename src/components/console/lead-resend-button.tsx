"use client";
import { useState } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/form-message";
import { toast } from "@/components/ui/toast";
import { postLeadAction } from "./lead-action";

/** Sends one delivery of the lead to the dealer again (it goes back on the queue; the worker sends it within seconds). */
export function LeadResendButton({ leadId, deliveryId, what }: { leadId: number; deliveryId: number; what: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <div className="grid justify-items-start gap-1">
      <Button
        type="button"
        size="sm"
        variant="outline"
        loading={busy}
        aria-label={`Resend the ${what}`}
        aria-describedby={problem ? `resend-${deliveryId}-error` : undefined}
        onClick={async () => {
          setBusy(true);
          setProblem(null);
          const result = await postLeadAction(leadId, "resend", { deliveryId });
          setBusy(false);
          if (!result.ok) return setProblem(result.message);
          toast.success(`The ${what} will be sent again`);
          router.refresh();
        }}
      >
        Resend
      </Button>
      <FieldError id={`resend-${deliveryId}-error`} message={problem} />
    </div>
  );
}
