"use client";
import { useId, useState } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/form-message";
import { fieldClassName, Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { locationHoursSchema, type LocationHoursRequest, type LocationHoursSaved } from "@/contracts/console/locations";
import { MAX_SPECIAL_HOURS } from "@/domain/locations/hours-edit";
import { WEEKDAY_NAMES } from "@/domain/locations/opening-hours";

/** The fields whose errors show beside them; any other's shows at the foot of the form, named. */
const SHOWN_BESIDE = /^(form|openingHours|specialHours|openingHours\.\d+\.(open|close)|specialHours\.\d+\.(date|name|startHour|endHour))$/;

type Week = LocationHoursRequest["openingHours"];
type Special = LocationHoursRequest["specialHours"];

/**
 * A location's week and holiday hours: each day Open (with its opening and closing times) or Closed; holiday entries
 * added and removed, each with its date, name, Open or Closed and times. Checked in the browser by the API's own schema
 * (the same messages), then posted whole; a refusal's message shows under the field it names.
 */
export function LocationHoursForm({ locationId, initial, editable }: { locationId: number; initial: LocationHoursRequest; editable: boolean }) {
  const id = useId();
  const router = useRouter();
  const [updatedAt, setUpdatedAt] = useState(initial.updatedAt);
  const [week, setWeek] = useState<Week>(initial.openingHours);
  const [special, setSpecial] = useState<Special>(initial.specialHours);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<"idle" | "saving" | "saved" | "failed">("idle");

  const fieldId = (field: string) => `${id}-${field.replace(/\./g, "-")}`;
  const describedBy = (field: string) => (errors[field] ? `${fieldId(field)}-error` : undefined);

  async function save(event: React.FormEvent) {
    event.preventDefault();
    setErrors({});
    const body = { updatedAt, openingHours: week, specialHours: special.map((s) => ({ ...s, name: s.name?.trim() ? s.name : null })) };
    const checked = locationHoursSchema.safeParse(body);
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((issue) => [issue.path.join("."), issue.message])));
      setStatus("failed");
      return;
    }
    setStatus("saving");
    try {
      const response = await fetch(`/console/api/locations/${locationId}/hours`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(checked.data) });
      const answer = (await response.json().catch(() => null)) as (LocationHoursSaved & { error?: { field?: string; message?: string } }) | null;
      if (response.ok && answer) {
        setUpdatedAt(answer.updatedAt);
        setStatus("saved");
        router.refresh();
        return;
      }
      const field = answer?.error?.field ?? "form";
      const message = answer?.error?.message ?? "The hours could not be saved; please try again";
      setErrors({ [field === "updatedAt" ? "form" : field]: message.startsWith(`${field}: `) ? message.slice(field.length + 2) : message });
      setStatus("failed");
    } catch {
      setErrors({ form: "The hours could not be saved: check your connection and try again" });
      setStatus("failed");
    }
  }

  const setDay = (index: number, change: Partial<Week[number]>) => setWeek(week.map((day, i) => (i === index ? { ...day, ...change } : day)));
  const setHoliday = (index: number, change: Partial<Special[number]>) => setSpecial(special.map((s, i) => (i === index ? { ...s, ...change } : s)));

  const time = (field: string, label: string, value: string | null, onChange: (v: string | null) => void, disabled: boolean) => (
    <div className="grid gap-1">
      <Label htmlFor={fieldId(field)} className="text-xs">
        {label}
      </Label>
      <Input
        id={fieldId(field)}
        type="time"
        className="w-32"
        value={value ?? ""}
        disabled={disabled || !editable}
        onChange={(e) => onChange(e.target.value === "" ? null : e.target.value)}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={describedBy(field)}
      />
      <FieldError id={`${fieldId(field)}-error`} message={errors[field]} />
    </div>
  );

  const statusSelect = (field: string, label: string, value: "Open" | "Closed", onChange: (v: "Open" | "Closed") => void) => (
    <div className="grid gap-1">
      <Label htmlFor={fieldId(field)} className="text-xs">
        {label}
      </Label>
      <select id={fieldId(field)} className={`${fieldClassName} h-10 w-28`} value={value} disabled={!editable} onChange={(e) => onChange(e.target.value === "Open" ? "Open" : "Closed")}>
        <option value="Open">Open</option>
        <option value="Closed">Closed</option>
      </select>
    </div>
  );

  return (
    <form onSubmit={save} noValidate className="grid gap-6 rounded-lg border bg-background p-4 shadow-sm sm:p-6" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="sr-only">
        Opening hours and holiday hours
      </h2>
      <fieldset className="grid gap-3">
        <legend className="text-lg font-semibold">Opening hours</legend>
        <FieldError message={errors.openingHours} />
        {week.map((day, index) => {
          const name = WEEKDAY_NAMES[day.weekday] ?? String(day.weekday);
          return (
            <div key={day.weekday} className="flex flex-wrap items-start gap-3 border-b pb-3 last:border-0" data-weekday={day.weekday}>
              <p className="w-28 pt-7 font-medium">{name}</p>
              {statusSelect(`openingHours.${index}.status`, `${name}: open or closed`, day.status, (v) => setDay(index, { status: v }))}
              {time(`openingHours.${index}.open`, `${name} opens`, day.open, (v) => setDay(index, { open: v }), day.status === "Closed")}
              {time(`openingHours.${index}.close`, `${name} closes`, day.close, (v) => setDay(index, { close: v }), day.status === "Closed")}
            </div>
          );
        })}
      </fieldset>

      <fieldset className="grid gap-3">
        <legend className="text-lg font-semibold">Holiday hours</legend>
        <p className="text-sm text-muted-foreground">Days when the hours differ from the week&apos;s (public holidays, stocktake). At most {MAX_SPECIAL_HOURS}; past ones are not shown to shoppers.</p>
        <FieldError message={errors.specialHours} />
        {special.length === 0 ? <p className="text-sm">No holiday hours.</p> : null}
        {special.map((entry, index) => (
          <div key={index} className="flex flex-wrap items-start gap-3 border-b pb-3 last:border-0" data-holiday={index}>
            <div className="grid gap-1">
              <Label htmlFor={fieldId(`specialHours.${index}.date`)} className="text-xs">
                Holiday {index + 1}: date
              </Label>
              <Input
                id={fieldId(`specialHours.${index}.date`)}
                type="date"
                className="w-44"
                value={entry.date}
                disabled={!editable}
                onChange={(e) => setHoliday(index, { date: e.target.value })}
                aria-invalid={errors[`specialHours.${index}.date`] ? true : undefined}
                aria-describedby={describedBy(`specialHours.${index}.date`)}
              />
              <FieldError id={`${fieldId(`specialHours.${index}.date`)}-error`} message={errors[`specialHours.${index}.date`]} />
            </div>
            <div className="grid gap-1">
              <Label htmlFor={fieldId(`specialHours.${index}.name`)} className="text-xs">
                Holiday {index + 1}: name
              </Label>
              <Input
                id={fieldId(`specialHours.${index}.name`)}
                className="w-48"
                value={entry.name ?? ""}
                maxLength={80}
                disabled={!editable}
                onChange={(e) => setHoliday(index, { name: e.target.value })}
                aria-invalid={errors[`specialHours.${index}.name`] ? true : undefined}
                aria-describedby={describedBy(`specialHours.${index}.name`)}
              />
              <FieldError id={`${fieldId(`specialHours.${index}.name`)}-error`} message={errors[`specialHours.${index}.name`]} />
            </div>
            {statusSelect(`specialHours.${index}.status`, `Holiday ${index + 1}: open or closed`, entry.status, (v) => setHoliday(index, { status: v }))}
            {time(`specialHours.${index}.startHour`, `Holiday ${index + 1} opens`, entry.startHour, (v) => setHoliday(index, { startHour: v }), entry.status === "Closed")}
            {time(`specialHours.${index}.endHour`, `Holiday ${index + 1} closes`, entry.endHour, (v) => setHoliday(index, { endHour: v }), entry.status === "Closed")}
            {editable ? (
              <Button type="button" variant="outline" size="sm" className="mt-6" aria-label={`Remove holiday ${index + 1}`} onClick={() => setSpecial(special.filter((_, i) => i !== index))}>
                Remove
              </Button>
            ) : null}
          </div>
        ))}
        {editable ? (
          <div>
            <Button type="button" variant="outline" size="sm" disabled={special.length >= MAX_SPECIAL_HOURS} onClick={() => setSpecial([...special, { date: "", name: null, status: "Closed", startHour: null, endHour: null }])}>
              Add holiday hours
            </Button>
          </div>
        ) : null}
      </fieldset>

      <FieldError message={errors.form} />
      {Object.entries(errors)
        .filter(([field]) => !SHOWN_BESIDE.test(field))
        .map(([field, message]) => (
          <FieldError key={field} message={`${field}: ${message}`} />
        ))}
      {editable ? (
        <div className="flex items-center gap-3">
          <Button type="submit" loading={status === "saving"}>
            Save hours
          </Button>
          <p role="status" className="text-sm">
            {status === "saved" ? "Saved: the location's pages show the new hours." : ""}
          </p>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">As sales you may read these hours; a manager or owner changes them.</p>
      )}
    </form>
  );
}
