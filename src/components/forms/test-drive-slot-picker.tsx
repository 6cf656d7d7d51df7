"use client";

import { useCallback, useEffect, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { FieldDescription } from "@/components/ui/form-message";
import { Spinner } from "@/components/ui/spinner";
import { testDriveTimeLabel } from "@/domain/test-drive/slots";
import { testDriveSlotsPath, testDriveSlotsResponseSchema, type TestDriveSlotsResponse } from "@/contracts/test-drive/test-drive-slots";
import { cn } from "@/lib/utils";

export const NO_SLOTS_MESSAGE = "No test-drive times are free in the next 14 days; leave the time empty and the dealer will call you";
export const SLOTS_FAILED_MESSAGE = "The test-drive times could not be loaded; leave the time empty and the dealer will call you, or try again";

export interface TestDriveSlotPickerProps {
  /** The chosen time, "YYYY-MM-DDTHH:MM" at the dealership; undefined when none. */
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  /** The car (times at its location, less its bookings); or a location. */
  carId?: number;
  locationId?: number;
  invalid?: boolean;
  /** The id of the field's error message. */
  describedBy?: string;
}

export type SlotsState = { kind: "loading" } | { kind: "failed" } | { kind: "ready"; slots: TestDriveSlotsResponse };

/**
 * The test-drive form's date and time (spec 001 §5 "an optional date/time"): the free times the dealership offers
 * (GET /api/test-drive-slots), a day then a time. Controlled: the form holds the value; leaving it empty is fine.
 */
export function TestDriveSlotPicker({ value, onChange, carId, locationId, invalid, describedBy }: TestDriveSlotPickerProps) {
  const [state, setState] = useState<SlotsState>({ kind: "loading" });
  const [attempt, setAttempt] = useState(0);
  const path = carId !== undefined || locationId !== undefined ? testDriveSlotsPath({ carId, locationId }) : null;

  useEffect(() => {
    if (!path) return;
    const controller = new AbortController();
    setState({ kind: "loading" });
    fetch(path, { signal: controller.signal, headers: { accept: "application/json" } })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const parsed = testDriveSlotsResponseSchema.safeParse(await response.json());
        if (!parsed.success) throw new Error("unexpected answer");
        setState({ kind: "ready", slots: parsed.data });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ kind: "failed" });
      });
    return () => controller.abort();
  }, [path, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  if (!path) return null;
  return <TestDriveSlotFields state={state} value={value} onChange={onChange} onRetry={retry} invalid={invalid} describedBy={describedBy} />;
}

export interface TestDriveSlotFieldsProps {
  state: SlotsState;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  onRetry?: () => void;
  invalid?: boolean;
  describedBy?: string;
}

/** The picker's fields for a state of the fetch (exported for its tests). */
export function TestDriveSlotFields({ state, value, onChange, onRetry, invalid, describedBy }: TestDriveSlotFieldsProps) {
  const id = useId();
  const dateId = `${id}-date`;
  const zoneHintId = `${id}-zone`;
  const [chosenDate, setChosenDate] = useState<string | undefined>(value?.slice(0, 10));

  if (state.kind === "loading") {
    return (
      <div className="flex items-center gap-2 text-sm text-muted-foreground" aria-busy="true">
        <Spinner label="Loading test-drive times" />
        <span aria-hidden="true">Loading test-drive times…</span>
      </div>
    );
  }
  if (state.kind === "failed") {
    return (
      <div className="space-y-2">
        <p role="alert" className="text-sm text-muted-foreground">{SLOTS_FAILED_MESSAGE}</p>
        {onRetry ? (
          <Button type="button" variant="outline" size="sm" onClick={onRetry}>
            Try again
          </Button>
        ) : null}
      </div>
    );
  }

  const { days, timeZone } = state.slots;
  if (days.length === 0) return <p className="text-sm text-muted-foreground">{NO_SLOTS_MESSAGE}</p>;

  const valueDate = value?.slice(0, 10);
  const date = valueDate ?? chosenDate;
  const day = days.find((d) => d.date === date);
  const time = value && valueDate === day?.date ? value.slice(11, 16) : undefined;
  const describe = [describedBy, zoneHintId].filter(Boolean).join(" ");
  const zoneCity = (timeZone.split("/").at(-1) ?? timeZone).replace(/_/g, " ");

  return (
    <div className="space-y-3">
      <div className="space-y-1.5">
        <label htmlFor={dateId} className="text-sm font-medium leading-none text-foreground">
          Preferred date
        </label>
        <select
          id={dateId}
          value={day?.date ?? ""}
          aria-invalid={invalid || undefined}
          aria-describedby={describe}
          onChange={(event) => {
            const next = event.target.value || undefined;
            setChosenDate(next);
            onChange(undefined);
          }}
          className="h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring aria-invalid:border-destructive"
        >
          <option value="">No preference</option>
          {days.map((d) => (
            <option key={d.date} value={d.date}>
              {d.label}
            </option>
          ))}
        </select>
      </div>
      {day ? (
        <fieldset aria-describedby={describe} className="space-y-1.5">
          <legend className="mb-1.5 text-sm font-medium leading-none text-foreground">Preferred time</legend>
          <div className="flex flex-wrap gap-2">
            {day.times.map((t) => (
              <label key={t} className="relative">
                <input
                  type="radio"
                  name={`${id}-time`}
                  value={t}
                  checked={time === t}
                  aria-invalid={invalid || undefined}
                  onChange={() => onChange(`${day.date}T${t}`)}
                  className="peer sr-only"
                />
                <span
                  className={cn(
                    "inline-flex h-9 min-w-20 cursor-pointer items-center justify-center rounded-md border border-input bg-background px-3 text-sm",
                    "hover:bg-muted peer-checked:border-primary peer-checked:bg-primary peer-checked:text-primary-foreground",
                    "peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring",
                  )}
                >
                  {testDriveTimeLabel(t)}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      <FieldDescription id={zoneHintId}>Times are at the dealership ({zoneCity} time). Leave the date empty if you would rather the dealer calls you.</FieldDescription>
    </div>
  );
}
