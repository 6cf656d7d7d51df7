"use client";
/**
 * The trade-in valuation's later steps (loaded on first use: they carry the form and schema libraries the first step
 * does without): the car with its kilometres and adjustment questions (POST /api/miscellaneous), the valuation form
 * (the shared <LeadForm>, the `trade-in` lead) and the offer (Accept offer: the `trade-in-offer-accepted` lead,
 * event 18, /success). See trade-in-valuation.tsx.
 */
import { ErrorSummary, FormAlert } from "@/components/forms/form-messages";
import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useId, useMemo, useRef, useState, type ReactNode } from "react";
import { FormProvider, useForm, type FieldErrors, type FieldValues, type Resolver, type UseFormReturn } from "react-hook-form";
import { ContactFields, QuickPickField, RadioField, TextAreaField } from "@/components/forms/fields";
import { LeadFormIdsContext } from "@/components/forms/form-ids";
import { LeadForm, type LeadFormValues } from "@/components/forms/lead-form";
import { leadAttributes, storeLeadSuccess } from "@/components/forms/lead-storage";
import { LeadSender } from "@/components/forms/lead-submit";
import { Button } from "@/components/ui/button";
import Link from "@/components/ui/link";
import { TRADE_IN_QUESTIONS } from "@/domain/trade-in/adjustments";
import { noOnlineEstimateMessage, noOnlineEstimateReason, ONLINE_ESTIMATE_FAQ } from "@/domain/trade-in/online-estimate";
import { formatCurrency } from "@/domain/vehicle/price-display";
import { kilometresInProse } from "@/domain/vehicle/specs";
import { trackEvent } from "@/components/analytics/analytics-client";
import { leadEventId } from "@/domain/leads/lead-analytics";
import type { LeadFormSettings } from "@/domain/leads/form-rules";
import { tradeInAnswersSchema, VALUATION_SAVE_FAILED, type LookedUpVehicle, type TradeInValuationView } from "@/contracts/trade-in/trade-in-request";
import { postJson } from "./trade-in-api";
import { writeTradeInRecord, type TradeInRecord } from "./trade-in-storage";
import type { Stage, TradeInCar, TradeInValuationProps } from "./trade-in-types";

const KMS_PICKS = [10_000, 30_000, 50_000, 80_000, 100_000, 150_000] as const;
const CONTACT = ["firstName", "lastName", "email", "phone", "postcode"] as const;

/** Each error of a step's form, in the form's order. */
function errorList(errors: FieldErrors, prefix = ""): Array<{ name: string; message: string }> {
  const out: Array<{ name: string; message: string }> = [];
  for (const [name, error] of Object.entries(errors)) {
    if (name === "root" || !error) continue;
    if (typeof error.message === "string" && error.message) out.push({ name: `${prefix}${name}`, message: error.message });
    else if (typeof error === "object") out.push(...errorList(error as FieldErrors, `${prefix}${name}.`));
  }
  return out;
}

/** A step's form: its fields' ids, the error summary ('Please fix the following errors:') and the form-level alert. */
function StepForm<T extends FieldValues>({ form, label, onSubmit, children }: { form: UseFormReturn<T>; label: string; onSubmit: (event: React.FormEvent) => void; children: ReactNode }) {
  const uid = useId();
  const idFor = (name: string) => `${uid}-${name.replace(/[^A-Za-z0-9_-]/g, "_")}`;
  const { errors, submitCount } = form.formState;
  const listed = submitCount > 0 ? errorList(errors) : [];
  const alert = (errors.root as { server?: { message?: string } } | undefined)?.server?.message;
  return (
    <LeadFormIdsContext.Provider value={{ idFor }}>
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate aria-label={label} className="grid gap-5">
          <ErrorSummary errors={listed.map((e) => ({ href: `#${idFor(e.name)}`, message: e.message }))} />
          {children}
          <FormAlert>{alert}</FormAlert>
        </form>
      </FormProvider>
    </LeadFormIdsContext.Provider>
  );
}

function VehicleFacts({ vehicle }: { vehicle: LookedUpVehicle }) {
  const rows: Array<[string, string | null]> = [
    ["Rego", `${vehicle.rego} (${vehicle.regoState})`],
    ["Year", String(vehicle.year)],
    ["Make", vehicle.make],
    ["Model", vehicle.model],
    ["Variant", vehicle.badge],
    ["Body", vehicle.body],
    ["Fuel", vehicle.fuel],
    ["Transmission", vehicle.transmission],
    ["Colour", vehicle.colour],
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm" data-testid="trade-in-vehicle">
      {rows
        .filter((row): row is [string, string] => row[1] !== null && row[1] !== "")
        .map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
    </dl>
  );
}

type AnswersForm = { kms: string; adjustmentAnswers: Record<string, string> };

export function CarStep({ vehicle, initial, car, onValued, onChangeRego }: { vehicle: LookedUpVehicle; initial: TradeInRecord | null; car: TradeInCar | null; onValued: (valuation: TradeInValuationView, answers: AnswersForm) => void; onChangeRego: () => void }) {
  const same = initial?.rego === vehicle.rego && initial.regoState === vehicle.regoState;
  const form = useForm<AnswersForm>({
    resolver: zodResolver(tradeInAnswersSchema) as unknown as Resolver<AnswersForm>,
    defaultValues: { kms: same ? (initial?.kms ?? "") : "", adjustmentAnswers: same ? { ...initial?.adjustmentAnswers } : {} },
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const submit = form.handleSubmit(async (values) => {
    const typed = form.getValues();
    const answer = await postJson<TradeInValuationView>("/api/miscellaneous", {
      column_name: "valuation",
      rego: vehicle.rego,
      regoState: vehicle.regoState,
      kms: values.kms,
      adjustmentAnswers: values.adjustmentAnswers,
      ...(car ? { carId: car.id } : {}),
    });
    if (answer.ok) return onValued(answer.json, typed);
    console.error(VALUATION_SAVE_FAILED, answer.message);
    if (answer.field === "kms" || answer.field?.startsWith("adjustmentAnswers.")) form.setError(answer.field as "kms", { message: answer.message }, { shouldFocus: true });
    else form.setError("root.server", { message: `${VALUATION_SAVE_FAILED}: ${answer.message}` });
  });
  // The age rule needs only the year, which the register has just given: an over-age car is told so now, before
  // the questions (issue 39, 10), which then only help the team value it. This step renders in the browser only,
  // after the look-up, so its clock is the shopper's.
  const currentYear = new Date().getFullYear();
  const tooOld = noOnlineEstimateReason({ year: vehicle.year, km: 0 }, currentYear) === "age";
  return (
    <div className="grid gap-5">
      <div className="grid gap-3 rounded-md border bg-muted/40 p-4">
        <p className="text-lg font-semibold" data-testid="trade-in-vehicle-title">{vehicle.title}</p>
        <VehicleFacts vehicle={vehicle} />
        <div>
          <Button type="button" variant="link" onClick={onChangeRego}>Not your car? Enter another rego</Button>
        </div>
      </div>
      {tooOld ? (
        <p role="status" className="rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950" data-testid="trade-in-no-online-estimate">
          {noOnlineEstimateMessage("age", { title: vehicle.title, year: vehicle.year, km: 0 }, currentYear)} The questions below help our team give you a price.
        </p>
      ) : null}
      <StepForm form={form} label="About your car" onSubmit={submit}>
        <QuickPickField name="kms" label="Kilometres on the odometer" unit="kms" picks={KMS_PICKS} placeholder="e.g. 62,000" />
        {tooOld ? null : <p className="text-sm text-muted-foreground">{ONLINE_ESTIMATE_FAQ}</p>}
        {TRADE_IN_QUESTIONS.map((question) => (
          <RadioField key={question.id} name={`adjustmentAnswers.${question.id}`} legend={question.label} options={question.answers.map((a) => ({ value: a.id, label: a.label }))} />
        ))}
        <div>
          <Button type="submit" loading={form.formState.isSubmitting}>{tooOld ? "Continue" : "Get my valuation"}</Button>
        </div>
      </StepForm>
    </div>
  );
}

const validUntil = (iso: string) => new Date(iso).toLocaleDateString("en-AU", { day: "numeric", month: "long", year: "numeric", timeZone: "Australia/Brisbane" });

export function OfferStep({ stage, car, garage, dealerName }: { stage: Extract<Stage, { step: "offer" }>; car: TradeInCar | null; garage: TradeInValuationProps["garage"]; dealerName: string }) {
  const router = useRouter();
  const sender = useRef(new LeadSender());
  const [sending, setSending] = useState(false);
  const [accepted, setAccepted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { valuation, vehicle } = stage;
  const { outcome } = valuation;
  if (outcome.kind !== "estimate") return null;
  const accept = async () => {
    setSending(true);
    setError(null);
    const result = await sender.current.send(
      {
        ...stage.contact,
        kind: "trade-in-offer-accepted",
        valuationId: valuation.valuation_id,
        lead_id: stage.leadId,
        form_completed: true,
        offer_accepted: true,
        url: `${window.location.pathname}${window.location.search}`.slice(0, 2000),
        lead_attributes: leadAttributes(),
      },
      "",
    );
    if (!result.ok) {
      setSending(false);
      setError(result.message);
      return;
    }
    setAccepted(true);
    trackEvent(leadEventId("trade-in-offer-accepted", car), { label: "Trade-in offer accepted", ...(car ? { vehicleId: car.id } : {}) });
    writeTradeInRecord({ rego: vehicle.rego, regoState: vehicle.regoState, valuationId: valuation.valuation_id, lead_id: stage.leadId, form_completed: true, offer_accepted: true });
    storeLeadSuccess({ at: Date.now(), kind: "trade-in-offer-accepted", what: "trade-in offer acceptance", car: car ? { id: car.id, name: car.title, slug: car.slug } : null });
    router.push("/success");
  };
  return (
    <section aria-label="Your trade-in offer" className="grid gap-4" data-testid="trade-in-offer">
      <div className="grid gap-1">
        <p className="text-sm text-muted-foreground">Your {vehicle.title} with {kilometresInProse(valuation.kms)} is worth about</p>
        <p className="text-3xl font-bold tracking-tight" data-testid="trade-in-range">
          {formatCurrency(outcome.low)} to {formatCurrency(outcome.high)}
        </p>
      </div>
      <div className="rounded-md border border-primary/40 bg-primary/5 p-4">
        <p className="text-sm font-medium">Our offer</p>
        <p className="text-2xl font-bold" data-testid="trade-in-offer-amount">{formatCurrency(outcome.offer)}</p>
        <p className="text-sm text-muted-foreground">Open until {validUntil(valuation.offer_valid_until)}, subject to an inspection of the car by the {dealerName} team.</p>
      </div>
      {valuation.car && valuation.car.change_over_price !== null && valuation.car.price !== null ? (
        <div className="rounded-md border p-4" data-testid="change-over">
          <p className="text-sm font-medium">Change-over price for the {valuation.car.title}</p>
          <p className="text-2xl font-bold" data-testid="change-over-price">{formatCurrency(valuation.car.change_over_price)}</p>
          <p className="text-sm text-muted-foreground">
            Its price of {formatCurrency(valuation.car.price)} less our offer of {formatCurrency(outcome.offer)} for your car.
          </p>
        </div>
      ) : valuation.car && valuation.car.price !== null ? (
        <p className="text-sm" data-testid="change-over">
          Our offer is more than the {valuation.car.title}&apos;s price of {formatCurrency(valuation.car.price)}: the team will talk to you about the difference.
        </p>
      ) : null}
      <p className="text-sm text-muted-foreground" data-testid="trade-in-basis">{valuation.basis}</p>
      <FormAlert>{error}</FormAlert>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" onClick={() => void accept()} loading={sending || accepted} disabled={accepted}>
          {accepted ? "Accepted" : "Accept offer"}
        </Button>
        {garage ? (
          garage.signedIn ? (
            <Link href="/my-garage" className="text-sm font-medium text-primary underline-offset-4 hover:underline">Not now: it is saved in My Garage</Link>
          ) : null
        ) : null}
      </div>
      {accepted ? <p className="sr-only" role="status">Offer accepted. Opening the confirmation page…</p> : null}
    </section>
  );
}


/** Step 3: what the valuation found (or why there is no estimate), then the valuation form (the `trade-in` lead). */
export function DetailsStep({
  stage,
  settings,
  car,
  dealerName,
  onSent,
}: {
  stage: Extract<Stage, { step: "details" }>;
  settings: LeadFormSettings;
  car: TradeInCar | null;
  dealerName: string;
  onSent: (leadId: number, contact: Record<string, unknown>) => void;
}) {
  const estimate = stage.valuation.outcome.kind === "estimate";
  const defaults = useMemo(() => ({ valuationId: stage.valuation.valuation_id }), [stage.valuation.valuation_id]);
  return (
    <div className="grid gap-4">
      {estimate ? (
        <p data-testid="trade-in-message">Enter your details to see what your {stage.vehicle.title} is worth and our offer for it. The {dealerName} team will be in touch about it.</p>
      ) : (
        <p className="rounded-md border border-primary/40 bg-primary/5 px-4 py-3" data-testid="trade-in-message">{stage.valuation.message}</p>
      )}
      <LeadForm
        kind="trade-in"
        settings={settings}
        defaults={defaults}
        car={car ? { id: car.id, name: car.title, slug: car.slug, carType: car.carType } : null}
        what="trade-in"
        label="Your details"
        submitLabel={estimate ? "Show my valuation" : "Send to the dealer"}
        steps={[
          {
            title: "Your details",
            fields: [...CONTACT, "message"],
            content: (
              <>
                <ContactFields />
                <TextAreaField name="message" label="Anything else about your car?" optional rows={3} />
              </>
            ),
          },
        ]}
        {...(estimate
          ? {
              onSent: (leadId: number, values: LeadFormValues) => {
                const contact: Record<string, unknown> = {};
                for (const field of [...CONTACT, "optIn", "termsAccepted"] as const) if (values[field] !== undefined) contact[field] = values[field];
                writeTradeInRecord({ rego: stage.vehicle.rego, regoState: stage.vehicle.regoState, valuationId: stage.valuation.valuation_id, lead_id: leadId, form_completed: true });
                onSent(leadId, contact);
              },
            }
          : {})}
      />
    </div>
  );
}
