"use client";
/**
 * The lead forms' fields: each with its label, `aria-invalid` and `aria-describedby` pointing at its message
 * (`role="alert"`), registered in the surrounding <LeadForm>. Selects with one option select it; the price and
 * kilometre inputs show '$' and thousands separators or ' kms' and offer quick-picks.
 */
import { useEffect, useRef, type ReactNode } from "react";
import { get, useController, useFormContext, type FieldError as RhfError } from "react-hook-form";
import { FieldDescription, FieldError } from "@/components/ui/form-message";
import { fieldClassName, Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { formItemControl, type FormItem } from "@/domain/leads/form-items";
import { formatKms } from "@/domain/vehicle/specs";
import { cn } from "@/lib/utils";
import { useLeadFormIds } from "./form-ids";

function useField(name: string) {
  const { idFor } = useLeadFormIds();
  const { register, formState } = useFormContext();
  const error = get(formState.errors, name) as RhfError | undefined;
  const id = idFor(name);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return { id, errorId, hintId, error: error?.message, register };
}

function Optional({ optional }: { optional?: boolean }) {
  return optional ? <span className="font-normal text-muted-foreground">(optional)</span> : null;
}

export interface TextFieldProps {
  name: string;
  label: ReactNode;
  optional?: boolean;
  placeholder?: string;
  hint?: string;
  type?: "text" | "email" | "tel" | "date" | "datetime-local" | "number";
  autoComplete?: string;
  inputMode?: "numeric" | "text" | "tel" | "email";
  maxLength?: number;
  min?: string;
  className?: string;
}

export function TextField({ name, label, optional, placeholder, hint, type = "text", autoComplete, inputMode, maxLength, min, className }: TextFieldProps) {
  const f = useField(name);
  const describedBy = [f.error ? f.errorId : null, hint ? f.hintId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("grid content-start gap-2", className)}>
      <Label htmlFor={f.id}>
        {label} <Optional optional={optional} />
      </Label>
      <Input id={f.id} type={type} placeholder={placeholder} autoComplete={autoComplete} inputMode={inputMode} maxLength={maxLength} min={min} aria-invalid={f.error ? true : undefined} aria-describedby={describedBy} {...f.register(name)} />
      {hint ? <FieldDescription id={f.hintId}>{hint}</FieldDescription> : null}
      <FieldError id={f.errorId} message={f.error} />
    </div>
  );
}

export function TextAreaField({ name, label, optional, placeholder, rows = 4 }: { name: string; label: ReactNode; optional?: boolean; placeholder?: string; rows?: number }) {
  const f = useField(name);
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={f.id}>
        {label} <Optional optional={optional} />
      </Label>
      <Textarea id={f.id} rows={rows} placeholder={placeholder} aria-invalid={f.error ? true : undefined} aria-describedby={f.error ? f.errorId : undefined} {...f.register(name)} />
      <FieldError id={f.errorId} message={f.error} />
    </div>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

/** A select; with exactly one option it selects it once (the spec's one-option auto-select). */
export function SelectField({ name, label, options, placeholder, optional, className }: { name: string; label: ReactNode; options: readonly SelectOption[]; placeholder?: string; optional?: boolean; className?: string }) {
  const f = useField(name);
  const { getValues, setValue } = useFormContext();
  const selectedOnce = useRef(false);
  const only = options.length === 1 ? options[0]?.value : undefined;
  useEffect(() => {
    if (only !== undefined && !selectedOnce.current && !getValues(name)) {
      selectedOnce.current = true;
      setValue(name, only);
    }
  }, [only, name, getValues, setValue]);
  return (
    <div className={cn("grid content-start gap-2", className)}>
      <Label htmlFor={f.id}>
        {label} <Optional optional={optional} />
      </Label>
      <select id={f.id} className={cn(fieldClassName, "h-10")} aria-invalid={f.error ? true : undefined} aria-describedby={f.error ? f.errorId : undefined} {...f.register(name)}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>{o.label}</option>
        ))}
      </select>
      <FieldError id={f.errorId} message={f.error} />
    </div>
  );
}

export function CheckboxField({ name, label, hint }: { name: string; label: ReactNode; hint?: string }) {
  const f = useField(name);
  const describedBy = [f.error ? f.errorId : null, hint ? f.hintId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="grid gap-1">
      <div className="flex items-start gap-2">
        <input id={f.id} type="checkbox" className="mt-0.5 size-4 shrink-0 accent-[var(--primary)]" aria-invalid={f.error ? true : undefined} aria-describedby={describedBy} {...f.register(name)} />
        <label htmlFor={f.id} className="text-sm leading-snug text-foreground">{label}</label>
      </div>
      {hint && !f.error ? <FieldDescription id={f.hintId} className="pl-6">{hint}</FieldDescription> : null}
      <FieldError id={f.errorId} message={f.error} className="pl-6" />
    </div>
  );
}

/** Tick boxes named "{label} (check_option)" (collected into additional_services by the server's mapping). */
export function CheckOptionsField({ legend, options, group = "formItems" }: { legend: string; options: readonly string[]; group?: string }) {
  return (
    <fieldset className="grid gap-2 border-0 p-0">
      <legend className="mb-1 text-sm font-medium">{legend} <Optional optional /></legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <CheckboxField key={option} name={`${group}.${option} (check_option)`} label={option} />
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The site's own form items (`forms.formItems`), each asked under its label and sent as `formItems.{name}`: a text box
 * (TEXT, or a CUSTOM question with no answers listed), Yes/No radios, a tick box, or radios of a CUSTOM item's answers.
 */
export function FormItemFields({ items }: { items: readonly FormItem[] }) {
  if (items.length === 0) return null;
  return (
    <div className="grid gap-4" data-form-items>
      {items.map((item) => {
        const name = `formItems.${item.name}`;
        switch (formItemControl(item)) {
          case "checkbox":
            return <CheckboxField key={item.name} name={name} label={item.required ? item.label : <>{item.label} <Optional optional /></>} />;
          case "yes-no":
            return <RadioField key={item.name} name={name} legend={item.label} options={["Yes", "No"]} optional={!item.required} />;
          case "choice":
            return <RadioField key={item.name} name={name} legend={item.label} options={item.options} optional={!item.required} />;
          case "text":
            return <TextField key={item.name} name={name} label={item.label} optional={!item.required} maxLength={500} />;
        }
      })}
    </div>
  );
}

/** Radio buttons (the spec's PreferredContactMethod: Phone, Email, SMS; a trade-in's answers, each value with its label). */
export function RadioField({ name, legend, options, optional }: { name: string; legend: string; options: ReadonlyArray<string | SelectOption>; optional?: boolean }) {
  const f = useField(name);
  return (
    <fieldset id={f.id} className="grid gap-2 border-0 p-0" aria-describedby={f.error ? f.errorId : undefined}>
      <legend className="mb-1 text-sm font-medium">{legend} <Optional optional={optional} /></legend>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {options.map((option) => {
          const { value, label } = typeof option === "string" ? { value: option, label: option } : option;
          return (
            <label key={value} className="flex min-h-6 items-center gap-2 text-sm">
              <input type="radio" value={value} className="size-4 accent-[var(--primary)]" {...f.register(name)} />
              {label}
            </label>
          );
        })}
      </div>
      <FieldError id={f.errorId} message={f.error} />
    </fieldset>
  );
}

const grouped = new Intl.NumberFormat("en-AU", { maximumFractionDigits: 0 });
const digitsOf = (text: string) => text.replace(/\D/g, "").replace(/^0+(?=\d)/, "").slice(0, 9);

/**
 * A whole number with thousands separators as typed: a price ('$' before it) or kilometres (' kms' after it), with
 * quick-pick buttons. The form holds the digits ("20000"); the schema makes them a number.
 */
export function QuickPickField({ name, label, unit, picks, optional, placeholder }: { name: string; label: ReactNode; unit: "price" | "kms"; picks: readonly number[]; optional?: boolean; placeholder?: string }) {
  const f = useField(name);
  const { field } = useController({ name });
  const raw = typeof field.value === "number" ? String(field.value) : typeof field.value === "string" ? digitsOf(field.value) : "";
  const shown = raw ? grouped.format(Number(raw)) : "";
  const pickLabel = (n: number) => (unit === "price" ? `$${grouped.format(n)}` : formatKms(n));
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={f.id}>
        {label} <Optional optional={optional} />
      </Label>
      <div className="relative">
        {unit === "price" ? <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-muted-foreground">$</span> : null}
        <Input
          id={f.id}
          ref={field.ref}
          name={field.name}
          inputMode="numeric"
          autoComplete="off"
          placeholder={placeholder}
          value={shown}
          onChange={(e) => field.onChange(digitsOf(e.target.value))}
          onBlur={field.onBlur}
          className={cn(unit === "price" ? "pl-7" : "pr-14")}
          aria-invalid={f.error ? true : undefined}
          aria-describedby={[f.error ? f.errorId : null, `${f.id}-picks`].filter(Boolean).join(" ")}
        />
        {unit === "kms" ? <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-muted-foreground"> kms</span> : null}
      </div>
      <div id={`${f.id}-picks`} className="flex flex-wrap gap-2" role="group" aria-label={`Quick picks`}>
        {picks.map((n) => (
          <button key={n} type="button" className={cn("rounded-full border px-3 py-1 text-xs font-medium hover:bg-muted", raw === String(n) ? "border-primary bg-primary text-primary-foreground hover:bg-primary" : "border-input")} aria-pressed={raw === String(n)} onClick={() => field.onChange(String(n))}>
            {pickLabel(n)}
          </button>
        ))}
      </div>
      <FieldError id={f.errorId} message={f.error} />
    </div>
  );
}

/** First name, last name, email, phone and postcode: every form's contact fields. */
export function ContactFields({ postcodeRequired = false }: { postcodeRequired?: boolean }) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="firstName" label="First name" autoComplete="given-name" />
        <TextField name="lastName" label="Last name" autoComplete="family-name" />
      </div>
      <TextField name="email" label="Email" type="email" autoComplete="email" />
      <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
        <TextField name="phone" label="Phone" type="tel" autoComplete="tel" placeholder="e.g. 0412 345 678" />
        <TextField name="postcode" label="Postcode" optional={!postcodeRequired} inputMode="numeric" autoComplete="postal-code" maxLength={4} />
      </div>
    </>
  );
}

/** The rego field as the spec words it. */
export function RegoField({ optional = true }: { optional?: boolean }) {
  return <TextField name="rego" label="Rego" optional={optional} placeholder="Rego - Helps us better assist your enquiry" autoComplete="off" maxLength={12} />;
}

export interface PlaceOption {
  id: number;
  name: string;
}

/** The location select (shown when the site has locations to choose from), placeholder `forms.locationPlaceholder`. */
export function LocationSelect({ locations, placeholder, label = "Location" }: { locations: readonly PlaceOption[]; placeholder: string; label?: string }) {
  if (locations.length === 0) return null;
  return <SelectField name="locationId" label={label} placeholder={placeholder} options={locations.map((l) => ({ value: String(l.id), label: l.name }))} />;
}

export function DealershipSelect({ dealerships }: { dealerships: ReadonlyArray<{ slug: string; name: string }> }) {
  if (dealerships.length <= 1) return null;
  return <SelectField name="dealershipSlug" label="Preferred dealership" placeholder="Select a Preferred Dealership" options={dealerships.map((d) => ({ value: d.slug, label: d.name }))} />;
}
