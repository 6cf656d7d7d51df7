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
 *
 * The first step is plain React (the rego rule is `regoProblem`, without zod), so the page's first load stays small;
 * steps 2 to 4 (react-hook-form, the schemas, the lead form) load when the shopper starts typing a rego.
 */
import { ErrorSummary, FormAlert } from "@/components/forms/form-messages";
import dynamic from "next/dynamic";
import { Loader2 } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { FieldDescription, FieldError } from "@/components/ui/form-message";
import { fieldClassName, Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import Link from "@/components/ui/link";
import { cn } from "@/lib/utils";
import { isRegoState, normaliseRego, REGO_STATES, regoProblem } from "@/domain/vehicle/rego";
import type { LookedUpVehicle, VehicleLookupAnswer } from "@/contracts/trade-in/trade-in-request";
import { postJson } from "./trade-in-api";
import { readTradeInRecord, writeTradeInRecord, type TradeInRecord } from "./trade-in-storage";
import type { Stage, TradeInValuationProps } from "./trade-in-types";

export type { TradeInCar, TradeInValuationProps } from "./trade-in-types";

const loadSteps = () => import("./trade-in-steps");

function StepLoading() {
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
      <Loader2 aria-hidden className="size-4 animate-spin" /> Loading…
    </p>
  );
}

const CarStep = dynamic(() => loadSteps().then((m) => m.CarStep), { loading: StepLoading });
const DetailsStep = dynamic(() => loadSteps().then((m) => m.DetailsStep), { loading: StepLoading });
const OfferStep = dynamic(() => loadSteps().then((m) => m.OfferStep), { loading: StepLoading });

/** Step 1: the rego and its state, checked as typed (`regoProblem`), then looked up. */
function RegoStep({ initial, defaultState, onFound }: { initial: TradeInRecord | null; defaultState: string; onFound: (vehicle: LookedUpVehicle) => void }) {
  const id = useId();
  const [rego, setRego] = useState("");
  const [state, setState] = useState(defaultState);
  const [error, setError] = useState<{ field: "rego" | "regoState" | null; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const fields = { rego: useRef<HTMLInputElement>(null), regoState: useRef<HTMLSelectElement>(null) };
  const prefilled = useRef(false);

  // The last visit's rego, once, where the shopper has typed nothing yet.
  useEffect(() => {
    if (!initial || prefilled.current) return;
    prefilled.current = true;
    setRego((typed) => typed || initial.rego);
    if (isRegoState(initial.regoState)) setState(initial.regoState);
  }, [initial]);

  const fail = (field: "rego" | "regoState" | null, message: string) => {
    setError({ field, message });
    if (field) fields[field].current?.focus();
  };
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const problem = regoProblem(rego);
    if (problem) return fail("rego", problem);
    if (!isRegoState(state)) return fail("regoState", "Please choose the state it is registered in");
    setBusy(true);
    setError(null);
    const answer = await postJson<VehicleLookupAnswer>("/api/vehicle-lookup", { rego: normaliseRego(rego.trim()), regoState: state });
    setBusy(false);
    if (answer.ok) return onFound(answer.json.vehicle);
    fail(answer.field === "rego" || answer.field === "regoState" ? answer.field : null, answer.message);
  };
  const ids = { rego: `${id}-rego`, regoError: `${id}-rego-error`, hint: `${id}-rego-hint`, state: `${id}-state`, stateError: `${id}-state-error` };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Find your car" className="grid gap-5">
      <ErrorSummary errors={error?.field ? [{ href: `#${error.field === "rego" ? ids.rego : ids.state}`, message: error.message }] : []} />
      <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
        <div className="grid content-start gap-2">
          <Label htmlFor={ids.rego}>Rego</Label>
          <Input
            ref={fields.rego}
            id={ids.rego}
            value={rego}
            onChange={(e) => setRego(e.target.value)}
            // The next steps' code starts loading as soon as the shopper comes to the rego.
            onFocus={() => void loadSteps()}
            placeholder="e.g. 123ABC"
            autoComplete="off"
            maxLength={12}
            aria-invalid={error?.field === "rego" ? true : undefined}
            aria-describedby={[error?.field === "rego" ? ids.regoError : null, ids.hint].filter(Boolean).join(" ")}
          />
          <FieldDescription id={ids.hint}>As it is on your number plate</FieldDescription>
          <FieldError id={ids.regoError} message={error?.field === "rego" ? error.message : null} />
        </div>
        <div className="grid content-start gap-2">
          <Label htmlFor={ids.state}>State</Label>
          <select
            ref={fields.regoState}
            id={ids.state}
            value={state}
            onChange={(e) => setState(e.target.value)}
            className={cn(fieldClassName, "h-10")}
            aria-invalid={error?.field === "regoState" ? true : undefined}
            aria-describedby={error?.field === "regoState" ? ids.stateError : undefined}
          >
            {REGO_STATES.map((s) => (
              <option key={s} value={s}>{s}</option>
            ))}
          </select>
          <FieldError id={ids.stateError} message={error?.field === "regoState" ? error.message : null} />
        </div>
      </div>
      <FormAlert>{error && !error.field ? error.message : null}</FormAlert>
      <div>
        <Button type="submit" loading={busy}>Find my car</Button>
      </div>
    </form>
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

  const estimate = stage.step === "details" || stage.step === "offer" ? stage.valuation.outcome.kind === "estimate" : true;
  const total = estimate ? 4 : 3;
  const number = { rego: 1, car: 2, details: 3, offer: 4 }[stage.step];
  const title =
    stage.step === "rego" ? "Find your car by its rego" : stage.step === "car" ? "Is this your car?" : stage.step === "details" ? (estimate ? "Your valuation is ready" : "We'll value it for you") : "Your trade-in offer";

  return (
    <div className="grid gap-5" data-trade-in-step={stage.step}>
      <div className="grid gap-1">
        <p className="text-sm font-medium text-muted-foreground" aria-live="polite">
          Step {number} of {total}: {STEP_TITLES[stage.step]}
        </p>
        <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold outline-none">{title}</h2>
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
        <DetailsStep
          stage={stage}
          settings={settings}
          car={car}
          dealerName={dealerName}
          onSent={(leadId, contact) => setStage({ step: "offer", vehicle: stage.vehicle, valuation: stage.valuation, leadId, contact })}
        />
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
