"use client";
import { useState } from "react";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { FieldError } from "@/components/ui/form-message";
import { toast } from "@/components/ui/toast";
import { leadStatusChangeSchema, type LeadStatusChange } from "@/contracts/console/lead-actions";
import { LEAD_STATUSES, LEAD_STATUS_LABELS, LOST_REASONS, LOST_REASON_LABELS, type LeadStatus } from "@/domain/console/lead-status";
import { postLeadAction, selectClassName } from "./lead-action";

/** The lead's status select, with the lost reason select once Lost is chosen (a lost lead must say why). */
export function LeadStatusForm({ leadId, status }: { leadId: number; status: LeadStatus }) {
  const router = useRouter();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<LeadStatusChange>({ resolver: zodResolver(leadStatusChangeSchema), defaultValues: { status, from: status } });
  const chosen = form.watch("status");
  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    const result = await postLeadAction(leadId, "status", { status: values.status, from: status, ...(values.status === "lost" ? { lostReason: values.lostReason } : {}) });
    if (!result.ok) {
      if (result.field === "status" || result.field === "lostReason") form.setError(result.field, { message: result.message });
      else setProblem(result.message);
      return;
    }
    toast.success(`Marked ${LEAD_STATUS_LABELS[values.status]}`);
    router.refresh();
  });
  const statusError = form.formState.errors.status?.message;
  const reasonError = form.formState.errors.lostReason?.message;
  return (
    <form onSubmit={submit} noValidate className="grid gap-3" aria-label="Change the status">
      <div className="grid gap-1.5">
        <Label htmlFor="lead-status">Status</Label>
        <select id="lead-status" className={selectClassName} aria-invalid={statusError ? true : undefined} aria-describedby={statusError ? "lead-status-error" : undefined} {...form.register("status")}>
          {LEAD_STATUSES.map((s) => (
            <option key={s} value={s}>
              {LEAD_STATUS_LABELS[s]}
            </option>
          ))}
        </select>
        <FieldError id="lead-status-error" message={statusError} />
      </div>
      {chosen === "lost" ? (
        <div className="grid gap-1.5">
          <Label htmlFor="lead-lost-reason">Why was it lost?</Label>
          <select
            id="lead-lost-reason"
            className={selectClassName}
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={reasonError ? "lead-lost-reason-error" : undefined}
            {...form.register("lostReason", { setValueAs: (v: string) => (v === "" ? undefined : v) })}
          >
            <option value="">Choose a reason</option>
            {LOST_REASONS.map((r) => (
              <option key={r} value={r}>
                {LOST_REASON_LABELS[r]}
              </option>
            ))}
          </select>
          <FieldError id="lead-lost-reason-error" message={reasonError} />
        </div>
      ) : null}
      <FieldError message={problem} />
      <Button type="submit" variant="secondary" loading={form.formState.isSubmitting} disabled={chosen === status}>
        Save status
      </Button>
    </form>
  );
}
