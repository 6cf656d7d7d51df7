"use client";
/**
 * The trade-in valuation (spec 002 §2 /trade-in and /cars/trade-in?car_id= "Get Change Over Price", §3 the valuation
 * steps and local records, §5 the valuation form and the FAQ rule, §7 the rego lookup, POST /api/miscellaneous and the
 * offer accepted with event 18, §8 'Failed to save valuation data'), in four steps:
 *
 * 1. the rego and state → POST /api/vehicle-lookup (a plate it does not know: said beside the rego);
 * 2. the car it found, its kilometres and the adjustment questions → POST /api/miscellaneous values and stores it;
 * 3. the shopper's details (the valuation form, the shared <LeadForm>) → the `trade-in` lead to the dealer; without an
 *    online estimate (over 7 years or 100,000 km, too few comparables) the page says why and this is the last step;
 * 4. the range, the offer, its basis and the change-over price → Accept offer: the `trade-in-offer-accepted` lead,
 *    event 18, /success.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from "react";
import { FormProvider, useForm, type FieldErrors, type FieldValues, type Resolver, type UseFormReturn } from "react-hook-form";
import { ContactFields, QuickPickField, RadioField, SelectField, TextAreaField, TextField } from "@/components/forms/fields";
import { LeadFormIdsContext } from "@/components/forms/form-ids";
import { LeadForm, type LeadFormValues } from "@/components/forms/lead-form";
import { leadAttributes, storeLeadSuccess } from "@/components/forms/lead-storage";
import { LEAD_UNEXPECTED_ERROR, LeadSender } from "@/components/forms/lead-submit";
import { Button } from "@/components/ui/button";
import Link from "@/components/ui/link";
import { TRADE_IN_QUESTIONS } from "@/domain/trade-in/adjustments";
import { ONLINE_ESTIMATE_FAQ } from "@/domain/trade-in/online-estimate";
import { formatCurrency } from "@/domain/vehicle/price-display";
import { trackEvent } from "@/lib/analytics-client";
import { leadEventId } from "@/lib/lead-analytics";
import { REGO_STATES, type LeadFormSettings } from "@/lib/lead-request";
import {
  tradeInAnswersSchema,
  VALUATION_SAVE_FAILED,
  vehicleLookupRequestSchema,
  type LookedUpVehicle,
  type TradeInValuationView,
  type VehicleLookupAnswer,
} from "@/lib/trade-in-request";
import { readTradeInRecord, writeTradeInRecord, type TradeInRecord } from "./trade-in-storage";

export interface TradeInCar {
  id: number;
  slug: string;
  title: string;
  price: number | null;
  carType: "new" | "used" | "demo";
}

export interface TradeInValuationProps {
  settings: LeadFormSettings;
  /** The state the rego select starts on (the site's default state). */
  defaultState: (typeof REGO_STATES)[number];
  /** The car to change over to (/cars/trade-in?car_id=), or null. */
  car: TradeInCar | null;
  dealerName: string;
  /** The site has My Garage: where a signed-in shopper's valuations are kept, and where an anonymous one signs in. */
  garage: { signedIn: boolean; signInHref: string } | null;
}

type Stage =
  | { step: "rego" }
  | { step: "car"; vehicle: LookedUpVehicle }
  | { step: "details"; vehicle: LookedUpVehicle; valuation: TradeInValuationView }
  | { step: "offer"; vehicle: LookedUpVehicle; valuation: TradeInValuationView; leadId: number; contact: Record<string, unknown> };

const KMS_PICKS = [10_000, 30_000, 50_000, 80_000, 100_000, 150_000] as const;
const CONTACT = ["firstName", "lastName", "email", "phone", "postcode"] as const;

type ApiAnswer<T> = { ok: true; json: T } | { ok: false; status: number; message: string; field?: string };

async function postJson<T>(path: string, body: unknown): Promise<ApiAnswer<T>> {
  let response: Response;
  try {
    response = await fetch(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  } catch {
    return { ok: false, status: 0, message: "We couldn't reach the server. Please check your connection and try again." };
  }
  const json = (await response.json().catch(() => null)) as unknown;
  if (response.ok) return { ok: true, json: json as T };
  const error = typeof json === "object" && json !== null && "error" in json ? (json.error as { message?: unknown; field?: unknown }) : null;
  const field = typeof error?.field === "string" ? error.field : undefined;
  const raw = typeof error?.message === "string" && error.message ? error.message : LEAD_UNEXPECTED_ERROR;
  return { ok: false, status: response.status, message: field && raw.startsWith(`${field}: `) ? raw.slice(field.length + 2) : raw, ...(field ? { field } : {}) };
}

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
          {listed.length > 0 ? (
            <div role="alert" className="rounded-md border border-destructive/60 bg-destructive/5 px-4 py-3 text-sm text-destructive" data-testid="error-summary">
              <p className="font-semibold">Please fix the following errors:</p>
              <ul className="mt-1 list-disc pl-5">
                {listed.map((e) => (
                  <li key={e.name}>
                    <a href={`#${idFor(e.name)}`} className="underline underline-offset-2">{e.message}</a>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {children}
          {alert ? (
            <p role="alert" className="rounded-md border border-destructive bg-destructive px-3 py-2 text-sm font-medium text-destructive-foreground" data-testid="form-alert">
              {alert}
            </p>
          ) : null}
        </form>
      </FormProvider>
    </LeadFormIdsContext.Provider>
  );
}

function RegoStep({ initial, defaultState, onFound }: { initial: TradeInRecord | null; defaultState: string; onFound: (vehicle: LookedUpVehicle) => void }) {
  const form = useForm<{ rego: string; regoState: string }>({
    resolver: zodResolver(vehicleLookupRequestSchema) as unknown as Resolver<{ rego: string; regoState: string }>,
    defaultValues: { rego: "", regoState: defaultState },
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  useEffect(() => {
    if (initial && !form.getValues("rego")) {
      form.setValue("rego", initial.rego);
      if ((REGO_STATES as readonly string[]).includes(initial.regoState)) form.setValue("regoState", initial.regoState);
    }
  }, [initial, form]);
  const submit = form.handleSubmit(async (values) => {
    const answer = await postJson<VehicleLookupAnswer>("/api/vehicle-lookup", values);
    if (answer.ok) return onFound(answer.json.vehicle);
    if (answer.field === "rego" || answer.field === "regoState") form.setError(answer.field, { message: answer.message }, { shouldFocus: true });
    else form.setError("root.server", { message: answer.message });
  });
  return (
    <StepForm form={form} label="Find your car" onSubmit={submit}>
      <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
        <TextField name="rego" label="Rego" placeholder="e.g. 123ABC" autoComplete="off" maxLength={12} hint="As it is on your number plate" />
        <SelectField name="regoState" label="State" options={REGO_STATES.map((s) => ({ value: s, label: s }))} />
      </div>
      <div>
        <Button type="submit" loading={form.formState.isSubmitting}>Find my car</Button>
      </div>
    </StepForm>
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

function CarStep({ vehicle, initial, car, onValued, onChangeRego }: { vehicle: LookedUpVehicle; initial: TradeInRecord | null; car: TradeInCar | null; onValued: (valuation: TradeInValuationView, answers: AnswersForm) => void; onChangeRego: () => void }) {
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
  return (
    <div className="grid gap-5">
      <div className="grid gap-3 rounded-md border bg-muted/40 p-4">
        <p className="text-lg font-semibold" data-testid="trade-in-vehicle-title">{vehicle.title}</p>
        <VehicleFacts vehicle={vehicle} />
        <div>
          <Button type="button" variant="link" onClick={onChangeRego}>Not your car? Enter another rego</Button>
        </div>
      </div>
      <StepForm form={form} label="About your car" onSubmit={submit}>
        <QuickPickField name="kms" label="Kilometres on the odometer" unit="kms" picks={KMS_PICKS} placeholder="e.g. 62,000" />
        <p className="text-sm text-muted-foreground">{ONLINE_ESTIMATE_FAQ}</p>
        {TRADE_IN_QUESTIONS.map((question) => (
          <RadioField key={question.id} name={`adjustmentAnswers.${question.id}`} legend={question.label} options={question.answers.map((a) => ({ value: a.id, label: a.label }))} />
        ))}
        <div>
          <Button type="submit" loading={form.formState.isSubmitting}>Get my valuation</Button>
        </div>
      </StepForm>
    </div>
  );
}

const validUntil = (iso: string) => new Date(iso).toLocaleDateString("en-AU", { day: "numeric", month: "long", year: "numeric", timeZone: "Australia/Brisbane" });

function OfferStep({ stage, car, garage, dealerName }: { stage: Extract<Stage, { step: "offer" }>; car: TradeInCar | null; garage: TradeInValuationProps["garage"]; dealerName: string }) {
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
        <p className="text-sm text-muted-foreground">Your {vehicle.title} with {valuation.kms.toLocaleString("en-AU")} km is worth about</p>
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
      ) : null}
      <p className="text-sm text-muted-foreground" data-testid="trade-in-basis">{valuation.basis}</p>
      {error ? (
        <p role="alert" className="rounded-md border border-destructive bg-destructive px-3 py-2 text-sm font-medium text-destructive-foreground" data-testid="form-alert">{error}</p>
      ) : null}
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

const STEP_TITLES = { rego: "Your car's rego", car: "Your car", details: "Your details", offer: "Your offer" } as const;

export function TradeInValuation({ settings, defaultState, car, dealerName, garage }: TradeInValuationProps) {
  const [stage, setStage] = useState<Stage>({ step: "rego" });
  const [initial, setInitial] = useState<TradeInRecord | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // The last visit's car and answers (read after hydration: the server has no local storage).
  useEffect(() => setInitial(readTradeInRecord()), []);
  // Each new step's heading takes the focus, so a screen reader announces where the shopper is.
  useEffect(() => {
    if (!moved.current) {
      moved.current = true;
      return;
    }
    heading.current?.focus();
  }, [stage.step]);

  const leadDefaults = useMemo(() => (stage.step === "details" ? { valuationId: stage.valuation.valuation_id } : {}), [stage]);
  const estimate = stage.step === "details" || stage.step === "offer" ? stage.valuation.outcome.kind === "estimate" : true;
  const total = estimate ? 4 : 3;
  const number = { rego: 1, car: 2, details: 3, offer: 4 }[stage.step];

  return (
    <div className="grid gap-5" data-trade-in-step={stage.step}>
      <div className="grid gap-1">
        <p className="text-sm font-medium text-muted-foreground" aria-live="polite">
          Step {number} of {total}: {STEP_TITLES[stage.step]}
        </p>
        <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold outline-none">
          {stage.step === "rego" ? "Find your car by its rego" : stage.step === "car" ? "Is this your car?" : stage.step === "details" ? (estimate ? "Your valuation is ready" : "We'll value it for you") : "Your trade-in offer"}
        </h2>
      </div>

      {stage.step === "rego" ? <RegoStep initial={initial} defaultState={defaultState} onFound={(vehicle) => setStage({ step: "car", vehicle })} /> : null}

      {stage.step === "car" ? (
        <CarStep
          vehicle={stage.vehicle}
          initial={initial}
          car={car}
          onChangeRego={() => setStage({ step: "rego" })}
          onValued={(valuation, answers) => {
            writeTradeInRecord({ rego: stage.vehicle.rego, regoState: stage.vehicle.regoState, kms: answers.kms, adjustmentAnswers: answers.adjustmentAnswers, valuationId: valuation.valuation_id });
            setInitial(readTradeInRecord());
            setStage({ step: "details", vehicle: stage.vehicle, valuation });
          }}
        />
      ) : null}

      {stage.step === "details" ? (
        <div className="grid gap-4">
          {estimate ? (
            <p data-testid="trade-in-message">Enter your details to see what your {stage.vehicle.title} is worth and our offer for it. The {dealerName} team will be in touch about it.</p>
          ) : (
            <p className="rounded-md border border-primary/40 bg-primary/5 px-4 py-3" data-testid="trade-in-message">{stage.valuation.message}</p>
          )}
          <LeadForm
            kind="trade-in"
            settings={settings}
            defaults={leadDefaults}
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
                    setStage({ step: "offer", vehicle: stage.vehicle, valuation: stage.valuation, leadId, contact });
                  },
                }
              : {})}
          />
        </div>
      ) : null}

      {stage.step === "offer" ? <OfferStep stage={stage} car={car} garage={garage} dealerName={dealerName} /> : null}

      {garage && !garage.signedIn && stage.step !== "offer" ? (
        <p className="text-sm text-muted-foreground">
          <Link href={garage.signInHref} className="font-medium text-primary underline-offset-4 hover:underline">Sign in</Link> to keep your valuations in My Garage.
        </p>
      ) : null}
    </div>
  );
}
