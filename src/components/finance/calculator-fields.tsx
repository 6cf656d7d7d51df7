"use client";

import { useId, useState } from "react";
import { formatTerm, type Bounds } from "@/domain/finance/bounds";
import { REPAYMENT_FREQUENCIES, type RepaymentFrequency } from "@/domain/finance/repayment";
import { Input } from "@/components/ui/input";
import { FieldDescription, FieldError } from "@/components/ui/form-message";
import { Label } from "@/components/ui/label";
import { Slider } from "@/components/ui/slider";
import { formatNumberInput, parseNumberInput } from "./number-input";
import { cn } from "@/lib/utils";

/**
 * A number field that keeps what the person types while they type (so "1" on the way to "12" is not clamped to a
 * minimum of 4 under their fingers), hands every parsed value up at once, and shows the value the calculator kept
 * (clamped or validated) when it loses focus or when a slider moves it.
 */
export function NumberField({
  label,
  value,
  onValueChange,
  prefix,
  suffix,
  error,
  hint,
  className,
  inputMode = "decimal",
}: {
  label: string;
  value: number;
  onValueChange: (value: number) => void;
  prefix?: string;
  suffix?: string;
  error?: string | null;
  hint?: string;
  className?: string;
  inputMode?: "decimal" | "numeric";
}) {
  const id = useId();
  const [text, setText] = useState(() => formatNumberInput(value));
  const [shown, setShown] = useState(value);
  const [focused, setFocused] = useState(false);
  // A change from outside (a slider, a reset) replaces the text unless the person is typing in the field.
  if (!Object.is(value, shown)) {
    setShown(value);
    if (!focused) setText(formatNumberInput(value));
  }
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("grid content-start gap-1.5", className)}>
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        {prefix ? <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-muted-foreground">{prefix}</span> : null}
        <Input
          id={id}
          inputMode={inputMode}
          autoComplete="off"
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cn("tabular-nums", prefix && "pl-7", suffix && "pr-12")}
          onFocus={() => setFocused(true)}
          onBlur={() => {
            setFocused(false);
            setText(formatNumberInput(value));
          }}
          onChange={(event) => {
            setText(event.target.value);
            onValueChange(parseNumberInput(event.target.value));
          }}
        />
        {suffix ? <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-muted-foreground">{suffix}</span> : null}
      </div>
      {hint ? <FieldDescription id={`${id}-hint`} className="text-xs">{hint}</FieldDescription> : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/**
 * A one-thumb slider for a value with bounds (loan amount, interest rate), keyboard operable, spoken as `valueText`,
 * with its two ends written under it.
 */
export function ValueSlider({
  label,
  value,
  bounds,
  valueText,
  format,
  onValueChange,
}: {
  label: string;
  value: number;
  bounds: Bounds;
  valueText: string;
  format: (value: number) => string;
  onValueChange: (value: number) => void;
}) {
  const shown = Math.min(bounds.max, Math.max(bounds.min, Number.isFinite(value) ? value : bounds.min));
  return (
    <div className="grid gap-1">
      <Slider
        min={bounds.min}
        max={bounds.max}
        step={bounds.step}
        value={[shown]}
        thumbLabels={[label]}
        thumbValueTexts={[valueText]}
        onValueChange={(values) => onValueChange(values[0] ?? bounds.min)}
      />
      <div className="flex justify-between text-xs text-muted-foreground" aria-hidden="true">
        <span>{format(bounds.min)}</span>
        <span>{format(bounds.max)}</span>
      </div>
    </div>
  );
}

/** The term: a slider over the selectable terms (even steps, or the site's own choices), shown in years or months. */
export function TermField({ options, years, inMonths, onYearsChange }: { options: readonly number[]; years: number; inMonths: boolean; onYearsChange: (years: number) => void }) {
  const index = nearestIndex(options, years);
  const text = formatTerm(options[index] ?? years, inMonths);
  return (
    <div className="grid gap-1.5">
      <div className="flex items-baseline justify-between gap-2">
        <span className="text-sm font-medium">Loan term</span>
        <span className="text-sm font-semibold tabular-nums" aria-hidden="true">{text}</span>
      </div>
      <Slider
        min={0}
        max={Math.max(0, options.length - 1)}
        step={1}
        value={[index]}
        disabled={options.length < 2}
        thumbLabels={["Loan term"]}
        thumbValueTexts={[text]}
        onValueChange={(values) => onYearsChange(options[values[0] ?? 0] ?? years)}
      />
      <div className="flex justify-between text-xs text-muted-foreground" aria-hidden="true">
        <span>{formatTerm(options[0] ?? years, inMonths)}</span>
        <span>{formatTerm(options[options.length - 1] ?? years, inMonths)}</span>
      </div>
    </div>
  );
}

function nearestIndex(options: readonly number[], value: number): number {
  let best = 0;
  options.forEach((option, i) => {
    if (Math.abs(option - value) < Math.abs((options[best] ?? option) - value)) best = i;
  });
  return best;
}

const FREQUENCY_LABEL: Record<RepaymentFrequency, string> = { week: "Weekly", fortnight: "Fortnightly", month: "Monthly" };

/** Weekly, fortnightly or monthly repayments: a radio group drawn as a segmented control. */
export function FrequencyField({ value, onValueChange, size = "default" }: { value: RepaymentFrequency; onValueChange: (frequency: RepaymentFrequency) => void; size?: "default" | "sm" }) {
  const name = useId();
  return (
    <fieldset className="grid gap-1.5">
      <legend className="mb-1.5 text-sm font-medium">Repayment frequency</legend>
      <div className="grid grid-cols-3 gap-1 rounded-md border bg-muted p-1">
        {REPAYMENT_FREQUENCIES.map((frequency) => (
          <label key={frequency} className="relative">
            <input type="radio" name={name} value={frequency} checked={value === frequency} onChange={() => onValueChange(frequency)} className="peer sr-only" />
            <span
              className={cn(
                "flex cursor-pointer items-center justify-center rounded-sm font-medium text-muted-foreground transition-colors",
                size === "sm" ? "h-8 text-xs" : "h-9 text-sm",
                "peer-checked:bg-background peer-checked:text-foreground peer-checked:shadow-sm",
                "peer-focus-visible:outline-2 peer-focus-visible:outline-offset-1 peer-focus-visible:outline-ring",
              )}
            >
              {FREQUENCY_LABEL[frequency]}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
