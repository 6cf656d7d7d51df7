"use client";
import { useState } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { FieldError } from "@/components/ui/form-message";
import { toast } from "@/components/ui/toast";
import { postLeadAction, selectClassName } from "./lead-action";

/**
 * Who has the lead. A manager (or above) picks anyone at the dealership, or nobody; a sales member sees only "Take
 * this lead" while nobody has it (the server checks both again on the lead as it is).
 */
export function LeadAssignForm(props: { leadId: number; assigneeId: string | null; staff: Array<{ id: string; label: string }>; mode: "reassign" | "take"; me: string }) {
  const router = useRouter();
  const [chosen, setChosen] = useState(props.assigneeId ?? "");
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const send = async (assigneeId: string | null) => {
    setBusy(true);
    setProblem(null);
    const result = await postLeadAction(props.leadId, "assign", { assigneeId });
    setBusy(false);
    if (!result.ok) return setProblem(result.message);
    toast.success(assigneeId === null ? "The lead is unassigned" : assigneeId === props.me ? "The lead is yours" : "Lead assigned");
    router.refresh();
  };
  if (props.mode === "take") {
    return (
      <div className="grid gap-2">
        <Button type="button" onClick={() => void send(props.me)} loading={busy} aria-describedby={problem ? "lead-assign-error" : undefined}>
          Take this lead
        </Button>
        <FieldError id="lead-assign-error" message={problem} />
      </div>
    );
  }
  return (
    <form
      className="grid gap-3"
      aria-label="Assign the lead"
      onSubmit={(event) => {
        event.preventDefault();
        void send(chosen === "" ? null : chosen);
      }}
    >
      <div className="grid gap-1.5">
        <Label htmlFor="lead-assignee">Assigned to</Label>
        <select id="lead-assignee" className={selectClassName} value={chosen} onChange={(e) => setChosen(e.target.value)} aria-invalid={problem ? true : undefined} aria-describedby={problem ? "lead-assign-error" : undefined}>
          <option value="">Nobody</option>
          {props.staff.map((s) => (
            <option key={s.id} value={s.id}>
              {s.label}
            </option>
          ))}
        </select>
        <FieldError id="lead-assign-error" message={problem} />
      </div>
      <Button type="submit" variant="secondary" loading={busy} disabled={chosen === (props.assigneeId ?? "")}>
        Save assignment
      </Button>
    </form>
  );
}
