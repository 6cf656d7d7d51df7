"use client";
/**
 * The lead forms about a car (or a car to find): the vehicle page's enquiry (inline and in the 'Email Us' dialog),
 * test drive, request photos and finance enquiry, 'Find Me Something Similar', and the /book-test-drive page's
 * test drive without a car. One <LeadForm>, fields by kind.
 */
import { useMemo } from "react";
import { parseRowId } from "@/domain/ids/row-id";
import { formItemControl, formItemsOfForm } from "@/domain/leads/form-items";
import { asksFinanceAndTradeIn, type LeadFormSettings } from "@/domain/leads/form-rules";
import type { LeadKind } from "@/domain/leads/lead-kinds";
import { useController, useWatch } from "react-hook-form";
import { FieldError } from "@/components/ui/form-message";
import { YES_NO } from "@/contracts/leads/fields";
import { ContactFields, DealershipSelect, FormItemFields, LocationSelect, RadioField, RegoField, SelectField, TextAreaField, TextField, type PlaceOption } from "./fields";
import { useLeadFormIds } from "./form-ids";
import { TestDriveSlotPicker } from "./test-drive-slot-picker";
import { LeadForm } from "./lead-form";
import type { LeadCar } from "./lead-storage";

export type CarLeadKind = Extract<LeadKind, "find-similar" | "enquiry" | "test-drive" | "request-photos" | "finance">;

export interface CarLeadFormProps {
  kind: CarLeadKind;
  settings: LeadFormSettings;
  /** The car it is about (none: find something similar from a search, finance or a test drive without a car). */
  car?: (LeadCar & { carType: "new" | "used" | "demo" }) | null;
  defaultMessage: string;
  messageLabel: string;
  /** The search page the enquiry was sent from (find something similar). */
  searchPath?: string;
  /** A test drive or an enquiry: the car's location's distribution locations to choose from (none: no choice shown). */
  preferredLocations?: readonly string[];
  /** A test drive: ask for a preferred date and time. */
  askPreferredTime?: boolean;
  /** Without a car: the site's locations (test drive) and dealerships (finance) to choose from. */
  locations?: readonly PlaceOption[];
  dealerships?: ReadonlyArray<{ slug: string; name: string }>;
  /** Without a car, on a site with one location: that location (sent with the lead; its test-drive times show). */
  onlyLocationId?: number | null;
  submitLabel?: string;
  /** The analytics label (the dialog's title). */
  label: string;
}

/** The submit button of each kind when the caller names none: a test drive is booked, not sent as an enquiry. */
const SUBMIT_LABELS: Record<CarLeadKind, string> = {
  "find-similar": "Send enquiry",
  enquiry: "Send enquiry",
  "test-drive": "Book test drive",
  "request-photos": "Request photos",
  finance: "Send enquiry",
};

const WHAT: Record<CarLeadKind, string> = {
  "find-similar": "request to find something similar",
  enquiry: "enquiry",
  "test-drive": "test drive request",
  "request-photos": "request for photos",
  finance: "finance enquiry",
};

/** Today at 00:00 in the shopper's time, as a datetime-local value (the earliest a test drive may be asked for). */
function todayAtMidnight(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}T00:00`;
}

export function CarLeadForm({ kind, settings, car = null, defaultMessage, messageLabel, searchPath, preferredLocations = [], askPreferredTime = false, locations = [], dealerships = [], onlyLocationId = null, submitLabel: askedLabel, label }: CarLeadFormProps) {
  const submitLabel = askedLabel ?? SUBMIT_LABELS[kind];
  const withoutCar = car === null;
  const testDriveWithoutCar = kind === "test-drive" && withoutCar;
  const asksPlace = (kind === "test-drive" || kind === "enquiry") && preferredLocations.length > 0;
  const asksYesNo = asksFinanceAndTradeIn(settings, kind);
  const items = useMemo(() => formItemsOfForm(settings.formItems, kind), [settings.formItems, kind]);
  const defaults = useMemo(
    () => ({
      ...(items.length > 0 ? { formItems: Object.fromEntries(items.map((item) => [item.name, formItemControl(item) === "checkbox" ? false : ""])) } : {}),
      message: defaultMessage,
      ...(car ? { carId: car.id } : {}),
      ...(searchPath !== undefined && kind === "find-similar" ? { searchPath } : {}),
      ...(kind === "enquiry" ? { rego: "" } : {}),
      ...(kind === "test-drive" ? { preferredTime: "" } : {}),
      ...(asksPlace ? { preferredLocation: "" } : {}),
      ...(asksYesNo ? { wantsFinance: "", hasTradeIn: "" } : {}),
      ...(testDriveWithoutCar ? { carOfInterest: "", ...(locations.length > 0 ? { locationId: "" } : onlyLocationId !== null ? { locationId: String(onlyLocationId) } : {}) } : {}),
      ...(kind === "finance" && withoutCar && dealerships.length > 0 ? { dealershipSlug: "" } : {}),
    }),
    [items, defaultMessage, car, searchPath, kind, asksPlace, asksYesNo, testDriveWithoutCar, locations.length, onlyLocationId, withoutCar, dealerships.length],
  );
  const messageOptional = !settings.messageRequired || kind === "test-drive" || kind === "request-photos";
  return (
    <LeadForm
      kind={kind}
      settings={settings}
      defaults={defaults}
      car={car}
      what={WHAT[kind]}
      label={label}
      submitLabel={submitLabel}
      steps={[
        {
          title: label,
          fields: ["firstName", "lastName", "email", "phone", "postcode", "rego", "locationId", "dealershipSlug", "carOfInterest", "preferredLocation", "preferredTime", "wantsFinance", "hasTradeIn", "formItems", "message"],
          content: (
            <>
              <ContactFields />
              {kind === "enquiry" ? <RegoField /> : null}
              {testDriveWithoutCar ? (
                <>
                  <LocationSelect locations={locations} placeholder={settings.locationPlaceholder ?? "Please Select a Dealership Location"} />
                  <TextField name="carOfInterest" label="Car you'd like to drive" optional placeholder="e.g. Toyota RAV4 Hybrid" />
                </>
              ) : null}
              {kind === "finance" && withoutCar ? <DealershipSelect dealerships={dealerships} /> : null}
              {asksPlace || (kind === "test-drive" && askPreferredTime) ? (
                <div className="grid gap-4 sm:grid-cols-2">
                  {asksPlace ? (
                    <SelectField name="preferredLocation" label="Location" optional placeholder="No preference" options={preferredLocations.map((p) => ({ value: p, label: p }))} />
                  ) : null}
                  {kind === "test-drive" && askPreferredTime ? <PreferredTimeField carId={car?.id} /> : null}
                </div>
              ) : null}
              {asksYesNo ? (
                <div className="grid gap-4 sm:grid-cols-2">
                  <RadioField name="wantsFinance" legend="Are you interested in finance?" options={YES_NO} optional />
                  <RadioField name="hasTradeIn" legend="Do you have a trade-in?" options={YES_NO} optional />
                </div>
              ) : null}
              <FormItemFields items={items} />
              <TextAreaField name="message" label={messageLabel} optional={messageOptional} />
            </>
          ),
        },
      ]}
    />
  );
}

/**
 * The test drive's date and time: the free slots of the car's location (or of the location picked on the form), from
 * the slot picker; a plain date-and-time input while no location is known.
 */
function PreferredTimeField({ carId }: { carId: number | undefined }) {
  const { idFor } = useLeadFormIds();
  const { field, fieldState } = useController({ name: "preferredTime" });
  const picked = useWatch({ name: "locationId" }) as unknown;
  const locationId = typeof picked === "string" ? (parseRowId(picked) ?? undefined) : undefined;
  if (carId === undefined && locationId === undefined) return <TextField name="preferredTime" label="Date and time" type="datetime-local" optional min={todayAtMidnight()} />;
  const errorId = `${idFor("preferredTime")}-error`;
  return (
    <div className="grid content-start gap-2 sm:col-span-2" id={idFor("preferredTime")} tabIndex={-1}>
      <TestDriveSlotPicker
        value={typeof field.value === "string" && field.value ? field.value : undefined}
        onChange={(value) => field.onChange(value ?? "")}
        {...(carId !== undefined ? { carId } : { locationId })}
        invalid={fieldState.invalid}
        describedBy={fieldState.error ? errorId : undefined}
      />
      <FieldError id={errorId} message={fieldState.error?.message} />
    </div>
  );
}
