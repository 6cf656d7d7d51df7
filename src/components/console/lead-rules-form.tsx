"use client";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/form-message";
import { fieldClassName, Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { leadRulesRequestSchema, type LeadRulesEditorView, type LeadRulesRequest } from "@/contracts/console/lead-rules";

/**
 * One dealership's lead rules: the mode, the minutes before an unanswered lead moves on, the rules by enquiry type and
 * by location, and who is on duty. Posts the whole set as JSON (the handler checks it again, and that every person
 * named is the dealership's); a refusal's message shows beside the field it names.
 */
export function LeadRulesForm({ editor }: { editor: LeadRulesEditorView }) {
  const id = useId();
  const [mode, setMode] = useState(editor.rules.mode);
  const [minutes, setMinutes] = useState(String(editor.rules.reassignAfterMinutes));
  const [byKind, setByKind] = useState<Record<string, string>>(editor.rules.byKind);
  const [byLocation, setByLocation] = useState<Record<string, string>>(editor.rules.byLocation);
  const [onDuty, setOnDuty] = useState<Record<string, boolean>>(Object.fromEntries(editor.staff.map((m) => [m.id, m.onDuty])));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<"idle" | "saving" | "saved" | "failed">("idle");

  const withoutEmpty = (record: Record<string, string>) => Object.fromEntries(Object.entries(record).filter(([, v]) => v !== ""));

  async function save(event: React.FormEvent) {
    event.preventDefault();
    setErrors({});
    const body: LeadRulesRequest = { mode, reassignAfterMinutes: Number(minutes), byKind: withoutEmpty(byKind), byLocation: withoutEmpty(byLocation), onDuty };
    const checked = leadRulesRequestSchema.safeParse({ ...body, reassignAfterMinutes: minutes.trim() === "" ? Number.NaN : body.reassignAfterMinutes });
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((issue) => [issue.path.join("."), issue.message])));
      setStatus("failed");
      return;
    }
    setStatus("saving");
    try {
      const response = await fetch(`/console/api/lead-rules/${editor.dealershipId}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(checked.data) });
      if (response.ok) return setStatus("saved");
      const answer = (await response.json().catch(() => null)) as { error?: { field?: string; message?: string } } | null;
      setErrors({ [answer?.error?.field ?? "form"]: answer?.error?.message ?? "The rules could not be saved; please try again" });
      setStatus("failed");
    } catch {
      setErrors({ form: "The rules could not be saved: check your connection and try again" });
      setStatus("failed");
    }
  }

  const select = (label: string, field: string, value: string, onChange: (v: string) => void) => (
    <div className="grid gap-1">
      <Label htmlFor={`${id}-${field}`}>{label}</Label>
      <select
        id={`${id}-${field}`}
        className={`${fieldClassName} h-10`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={errors[field] ? `${id}-${field}-error` : undefined}
      >
        <option value="">No rule (round robin)</option>
        {editor.staff.map((m) => (
          <option key={m.id} value={m.id}>
            {m.name}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-${field}-error`} message={errors[field]} />
    </div>
  );

  return (
    <form onSubmit={save} noValidate className="grid gap-5 rounded-lg border bg-background p-4 shadow-sm sm:p-6" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {editor.dealershipName}
      </h2>

      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium">How new leads are assigned</legend>
        {(
          [
            ["manual", "Manually: a manager assigns each lead"],
            ["round_robin", "Automatically: round robin among the staff on duty"],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="flex items-center gap-2 text-sm">
            <input type="radio" name={`${id}-mode`} value={value} checked={mode === value} onChange={() => setMode(value)} />
            {label}
          </label>
        ))}
      </fieldset>

      <div className="grid max-w-xs gap-1">
        <Label htmlFor={`${id}-minutes`}>Reassign an unanswered lead after (minutes)</Label>
        <Input
          id={`${id}-minutes`}
          type="number"
          inputMode="numeric"
          min={5}
          max={1440}
          value={minutes}
          onChange={(e) => setMinutes(e.target.value)}
          aria-invalid={errors.reassignAfterMinutes ? true : undefined}
          aria-describedby={errors.reassignAfterMinutes ? `${id}-minutes-error` : `${id}-minutes-hint`}
        />
        <p id={`${id}-minutes-hint`} className="text-xs text-muted-foreground">
          5 to 1440 minutes (a day). Only in round robin.
        </p>
        <FieldError id={`${id}-minutes-error`} message={errors.reassignAfterMinutes} />
      </div>

      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium">On duty (takes new leads)</legend>
        {editor.staff.length === 0 ? <p className="text-sm text-muted-foreground">This dealership has no staff yet.</p> : null}
        {editor.staff.map((m) => (
          <label key={m.id} className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={onDuty[m.id] === true} onChange={(e) => setOnDuty({ ...onDuty, [m.id]: e.target.checked })} />
            {m.name} <span className="text-muted-foreground">({m.role === "manager" ? "Manager" : "Sales"})</span>
          </label>
        ))}
        {Object.entries(errors)
          .filter(([field]) => field.startsWith("onDuty"))
          .map(([field, message]) => (
            <FieldError key={field} message={message} />
          ))}
      </fieldset>

      <details className="grid gap-3" open={Object.keys(errors).some((f) => f.startsWith("byKind")) || undefined}>
        <summary className="cursor-pointer text-sm font-medium">By enquiry type</summary>
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          {editor.kinds.map((k) => select(k.label, `byKind.${k.kind}`, byKind[k.kind] ?? "", (v) => setByKind({ ...byKind, [k.kind]: v })))}
        </div>
      </details>

      {editor.locations.length > 1 ? (
        <details className="grid gap-3" open={Object.keys(errors).some((f) => f.startsWith("byLocation")) || undefined}>
          <summary className="cursor-pointer text-sm font-medium">By location</summary>
          <div className="mt-3 grid gap-3 sm:grid-cols-2">
            {editor.locations.map((l) => select(l.name, `byLocation.${l.id}`, byLocation[String(l.id)] ?? "", (v) => setByLocation({ ...byLocation, [String(l.id)]: v })))}
          </div>
        </details>
      ) : null}

      <FieldError message={errors.form ?? errors.mode ?? errors.body} />
      <div className="flex items-center gap-3">
        <Button type="submit" loading={status === "saving"}>
          Save rules
        </Button>
        <p role="status" className="text-sm text-muted-foreground">
          {status === "saved" ? "Saved." : ""}
        </p>
      </div>
    </form>
  );
}
