"use client";
/**
 * The one lead form every form of the site is made of: react-hook-form validating with the shared schema under the
 * site's rules (`leadRequestSchemaFor`), steps that advance until the last and submit there, the error summary
 * ('Please fix the following errors:'), the destructive form-level alert, the subscribe box (clear until the shopper ticks it),
 * the terms box and privacy link where the site shows them, a submit button that spins while sending and stays
 * locked after success while /success loads, the shopper's remembered details, the analytics event and the
 * success marker.
 */
import { ErrorSummary, FormAlert } from "@/components/forms/form-messages";
import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from "react";
import { FormProvider, useForm, type FieldErrors, type Resolver } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { trackEvent } from "@/components/analytics/analytics-client";
import { leadEventId } from "@/domain/leads/lead-analytics";
import { isLeadFormField } from "@/contracts/leads/fields";
import { leadRequestSchemaFor, type LeadRequest } from "@/contracts/leads";
import type { LeadFormRules } from "@/domain/leads/form-rules";
import { MARKETING_CONSENT_DEFAULT, MARKETING_CONSENT_WORDING } from "@/domain/leads/marketing-consent";
import type { LeadKind } from "@/domain/leads/lead-kinds";
import { HONEYPOT_FIELD } from "@/contracts/leads/honeypot";
import { leadAttributes, rememberDetails, rememberedDetails, storeLeadSuccess, type LeadCar } from "./lead-storage";
import { LeadSender } from "./lead-submit";
import { CheckboxField } from "./fields";
import { LeadFormIdsContext } from "./form-ids";

/** A form's values as typed (every field any form has; each form registers its own). */
export type LeadFormValues = Record<string, unknown> & { kind: LeadKind };

/** The site's form settings a browser needs (from `site.settings.forms` and the site's locations and dealerships). */
export interface LeadFormSettings extends LeadFormRules {
  showPrivacyLink: boolean;
}

export interface LeadFormStep {
  title: string;
  /** The fields this step shows: validated before the next step. */
  fields: readonly string[];
  content: ReactNode;
}

export interface LeadFormProps {
  kind: LeadKind;
  settings: LeadFormSettings;
  /** Starting values besides the kind (the message, the car, the category ...). */
  defaults?: Record<string, unknown>;
  /** The car it is about: its event (new/used), the success page's wording. */
  car?: (LeadCar & { carType: "new" | "used" | "demo"; testDriveOnly?: boolean }) | null;
  /** What the success page calls it ("enquiry", "test drive request"). */
  what: string;
  steps: readonly LeadFormStep[];
  submitLabel: string;
  /** An analytics label (the form's title). */
  label: string;
  /** Test ids and layout. */
  className?: string;
  /**
   * Instead of going to /success once the lead is accepted (the trade-in shows its offer next): called with the lead's
   * id and the form's values as typed. The event still fires and the details are still remembered.
   */
  onSent?: (leadId: number, values: LeadFormValues) => void;
}

const CONTACT_FIELDS = ["firstName", "lastName", "email", "phone", "postcode"] as const;

/** Each error of the form, in the order of the page's fields (root errors are the alert's). */
function errorList(errors: FieldErrors, prefix = ""): Array<{ name: string; message: string }> {
  const out: Array<{ name: string; message: string }> = [];
  for (const [name, error] of Object.entries(errors)) {
    if (name === "root" || !error) continue;
    if (typeof error.message === "string" && error.message) out.push({ name: `${prefix}${name}`, message: error.message });
    else if (typeof error === "object") out.push(...errorList(error as FieldErrors, `${prefix}${name}.`));
  }
  return out;
}

export function LeadForm({ kind, settings, defaults = {}, car = null, what, steps, submitLabel, label, className, onSent }: LeadFormProps) {
  const uid = useId();
  const router = useRouter();
  const schema = useMemo(() => leadRequestSchemaFor(settings), [settings]);
  const defaultValues = useMemo<LeadFormValues>(
    () => ({ firstName: "", lastName: "", email: "", phone: "", postcode: "", message: "", optIn: MARKETING_CONSENT_DEFAULT, ...(settings.termsText ? { termsAccepted: false } : {}), ...defaults, kind }),
    [defaults, kind, settings.termsText],
  );
  const form = useForm<LeadFormValues, unknown, LeadRequest>({
    resolver: zodResolver(schema) as unknown as Resolver<LeadFormValues, unknown, LeadRequest>,
    defaultValues,
    // Errors appear when the shopper sends (then follow their typing): a message appearing on blur would move the
    // button under a pointer that is on its way to it.
    mode: "onSubmit",
    reValidateMode: "onChange",
    shouldUnregister: false,
  });
  const { errors, isSubmitting, submitCount } = form.formState;
  const [step, setStep] = useState(0);
  const [sent, setSent] = useState(false);
  const [showSummary, setShowSummary] = useState(false);
  const sender = useRef(new LeadSender());
  const honeypot = useRef<HTMLInputElement>(null);
  const last = step === steps.length - 1;
  const idFor = (name: string) => `${uid}-${name.replace(/[^A-Za-z0-9_-]/g, "_")}`;

  // The shopper's details from their last form on this site, where this form is still empty.
  useEffect(() => {
    const remembered = rememberedDetails();
    for (const field of CONTACT_FIELDS) {
      const value = remembered[field];
      if (value && !form.getValues(field)) form.setValue(field, value);
    }
  }, [form]);

  const stepOf = (field: string) => Math.max(0, steps.findIndex((s) => s.fields.includes(field) || s.fields.some((f) => field.startsWith(`${f}.`))));

  const submit = form.handleSubmit(
    async (lead) => {
      setShowSummary(false);
      const request = { ...lead, url: `${window.location.pathname}${window.location.search}`.slice(0, 2000), lead_attributes: leadAttributes() };
      const result = await sender.current.send(request, honeypot.current?.value ?? "");
      if (!result.ok) {
        if (result.field && isLeadFormField(result.field) && form.getValues(result.field) !== undefined) {
          setStep(stepOf(result.field));
          form.setError(result.field, { message: result.message }, { shouldFocus: true });
          setShowSummary(true);
        } else {
          form.setError("root.server", { message: result.message });
        }
        return;
      }
      setSent(true);
      const category = typeof lead === "object" && "category" in lead ? String(lead.category) : undefined;
      trackEvent(leadEventId(kind, car, category), { label, ...(car ? { vehicleId: car.id } : {}) });
      rememberDetails(form.getValues());
      if (onSent) {
        onSent(result.leadId, form.getValues());
        return;
      }
      storeLeadSuccess({ at: Date.now(), kind, what, car: car ? { id: car.id, name: car.name, slug: car.slug } : null });
      router.push("/success");
    },
    () => setShowSummary(true),
  );

  const next = async () => {
    const current = steps[step];
    if (!current) return;
    const ok = await form.trigger(current.fields as string[], { shouldFocus: true });
    setShowSummary(!ok);
    if (ok) setStep(step + 1);
  };

  // The summary lists the errors in the page's order: the steps' fields, then the boxes under them.
  const order = [...steps.flatMap((s) => s.fields), "optIn", "termsAccepted"];
  const rank = (name: string) => {
    const i = order.findIndex((f) => name === f || name.startsWith(`${f}.`));
    return i === -1 ? order.length : i;
  };
  const listed = showSummary ? errorList(errors).sort((a, b) => rank(a.name) - rank(b.name)) : [];
  const visible = steps.slice(0, step + 1);
  return (
    <LeadFormIdsContext.Provider value={{ idFor }}>
      <FormProvider {...form}>
        <form onSubmit={last ? submit : (e) => (e.preventDefault(), void next())} noValidate className={className ?? "grid gap-4"} aria-label={label} data-lead-form={kind}>
          <ErrorSummary errors={listed.map((e) => ({ href: `#${idFor(e.name)}`, message: e.message }))} />
          {steps.length > 1 ? (
            <p className="text-sm font-medium text-muted-foreground" aria-live="polite">
              Step {step + 1} of {steps.length}: {steps[step]?.title}
            </p>
          ) : null}
          {visible.map((s, i) => (
            <fieldset key={s.title} hidden={i !== step} className="grid gap-4 border-0 p-0">
              {steps.length > 1 ? <legend className="sr-only">{s.title}</legend> : null}
              {s.content}
            </fieldset>
          ))}
          {last ? (
            <>
              <CheckboxField name="optIn" label={MARKETING_CONSENT_WORDING} />
              {settings.termsText ? (
                <CheckboxField
                  name="termsAccepted"
                  label={<>I agree to the <a href="/terms-and-conditions" target="_blank" className="font-medium text-primary underline underline-offset-2">terms of use</a>{settings.showPrivacyLink ? <> and the <a href="/privacy-policy" target="_blank" className="font-medium text-primary underline underline-offset-2">privacy policy</a></> : null}.</>}
                  hint={settings.termsText}
                />
              ) : settings.showPrivacyLink ? (
                <p className="text-sm text-muted-foreground">
                  Read how we handle your details in our <a href="/privacy-policy" target="_blank" className="font-medium text-primary underline underline-offset-2">privacy policy</a>.
                </p>
              ) : null}
            </>
          ) : null}
          {/* The trap field: hidden from people, filled in by robots. */}
          <div aria-hidden="true" className="absolute left-[-10000px] top-auto h-px w-px overflow-hidden">
            <label>
              Leave this empty
              <input ref={honeypot} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
            </label>
          </div>
          <FormAlert>{errors.root?.server?.message}</FormAlert>
          <div className="flex flex-wrap items-center gap-3">
            {step > 0 && !sent ? (
              <Button type="button" variant="outline" onClick={() => setStep(step - 1)}>Back</Button>
            ) : null}
            <Button type="submit" loading={isSubmitting || sent} disabled={sent} aria-disabled={sent || undefined}>
              {last ? (sent ? "Sent" : submitLabel) : "Next"}
            </Button>
          </div>
          {submitCount > 0 && sent ? <p className="sr-only" role="status">{onSent ? "Sent." : "Sent. Opening the confirmation page…"}</p> : null}
        </form>
      </FormProvider>
    </LeadFormIdsContext.Provider>
  );
}
