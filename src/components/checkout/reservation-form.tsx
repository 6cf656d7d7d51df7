"use client";
/**
 * The checkout form: the shopper's details and the card, validated with the shared schema (`checkoutFormSchema`), sent
 * to POST /api/reservations with an Idempotency-Key that stays while the shopper retries the same submission (a 5xx,
 * a dropped connection) so a retry pays once. The card becomes the payment processor's token in the browser (the test
 * processor's: `testPaymentMethod`); the card number is never sent. On success the form gives way to the receipt.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { CheckboxField, TextField } from "@/components/forms/fields";
import { LeadFormIdsContext } from "@/components/forms/form-ids";
import { rememberDetails, rememberedDetails } from "@/components/forms/lead-storage";
import { uuid } from "@/components/forms/lead-submit";
import { checkoutFormFieldOf, checkoutFormSchema, type CheckoutFormInput, type CheckoutFormValues, type ReservationJourney } from "@/lib/reservation-request";
import { testCardOf, testPaymentMethod } from "@/lib/test-cards";
import type { ReservationReceipt } from "@/view-models/checkout";

const UNEXPECTED = "Your reservation could not be taken just now. Nothing was charged; please try again.";

type Sent = { ok: true; receipt: ReservationReceipt } | { ok: false; status: number; message: string; field?: string };

/** Posts the reservation; keeps the key for a retry of the same body after a 5xx or a network failure. */
function useReservationSender() {
  const last = useRef<{ body: string; key: string } | null>(null);
  return async (body: Record<string, unknown>): Promise<Sent> => {
    const text = JSON.stringify(body);
    const key = last.current?.body === text ? last.current.key : uuid();
    last.current = { body: text, key };
    let response: Response;
    try {
      response = await fetch("/api/reservations", { method: "POST", headers: { "content-type": "application/json", "idempotency-key": key }, body: text });
    } catch (error) {
      console.error("reservation not sent", error);
      return { ok: false, status: 0, message: UNEXPECTED };
    }
    if (response.status < 500) last.current = null;
    const json = (await response.json().catch(() => null)) as { reservation?: ReservationReceipt; error?: { message?: string; field?: string } } | null;
    if (response.ok && json?.reservation) return { ok: true, receipt: json.reservation };
    const field = json?.error?.field;
    const raw = json?.error?.message || UNEXPECTED;
    const message = field && raw.startsWith(`${field}: `) ? raw.slice(field.length + 2) : raw;
    return { ok: false, status: response.status, message, ...(field ? { field } : {}) };
  };
}

export interface ReservationFormProps {
  carId: number;
  journey: ReservationJourney;
  depositText: string;
  testMode: boolean;
  /** The car's page, for the receipt's way back. */
  carHref: string;
  /** The site's terms box text (`forms.termsText`), or null for none. */
  termsText: string | null;
  showPrivacyLink: boolean;
}

export function ReservationForm({ carId, journey, depositText, testMode, carHref, termsText, showPrivacyLink }: ReservationFormProps) {
  const uid = useId();
  const idFor = (name: string) => `${uid}-${name}`;
  const schema = useMemo(() => checkoutFormSchema(testMode, termsText), [testMode, termsText]);
  const form = useForm<CheckoutFormInput, unknown, CheckoutFormValues>({
    resolver: zodResolver(schema),
    defaultValues: { firstName: "", lastName: "", email: "", phone: "", optIn: true, ...(termsText ? { termsAccepted: false } : {}), cardNumber: "", cardExpiry: "", cardCvc: "" },
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const send = useReservationSender();
  const [receipt, setReceipt] = useState<ReservationReceipt | null>(null);
  const [closed, setClosed] = useState(false);
  const receiptHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const remembered = rememberedDetails();
    for (const field of ["firstName", "lastName", "email", "phone"] as const) {
      const value = remembered[field];
      if (value && !form.getValues(field)) form.setValue(field, value);
    }
  }, [form]);
  useEffect(() => {
    if (receipt) receiptHeading.current?.focus();
  }, [receipt]);

  const submit = form.handleSubmit(async (values) => {
    const card = testCardOf(values.cardNumber);
    if (!card) {
      form.setError("cardNumber", { message: "Please enter a valid card number" }, { shouldFocus: true });
      return;
    }
    const result = await send({
      carId,
      journey,
      firstName: values.firstName,
      lastName: values.lastName,
      email: values.email,
      phone: values.phone,
      optIn: values.optIn,
      ...(termsText ? { termsAccepted: values.termsAccepted === true } : {}),
      paymentMethod: testPaymentMethod(card),
      url: `${window.location.pathname}${window.location.search}`.slice(0, 2000),
    });
    if (result.ok) {
      rememberDetails(form.getValues());
      setReceipt(result.receipt);
      return;
    }
    const field = checkoutFormFieldOf(result.field);
    if (field && field !== "optIn") form.setError(field, { message: result.message }, { shouldFocus: true });
    form.setError("root.server", { message: result.message });
    if (result.status === 409) setClosed(true);
  });

  if (receipt) {
    return (
      <section aria-labelledby={idFor("receipt")} className="grid gap-3 rounded-lg border border-success/50 bg-success/10 p-5" data-reservation-receipt>
        <h2 id={idFor("receipt")} ref={receiptHeading} tabIndex={-1} className="scroll-mt-24 text-xl font-semibold outline-none">Reserved</h2>
        <p role="status">{receipt.message}</p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted-foreground">Deposit</dt>
          <dd>{receipt.depositText}{receipt.testMode ? " (test mode: no money moved)" : ""}</dd>
          {receipt.card ? (
            <>
              <dt className="text-muted-foreground">Card</dt>
              <dd>{receipt.card.brand} ending {receipt.card.last4}</dd>
            </>
          ) : null}
          {receipt.paymentReference ? (
            <>
              <dt className="text-muted-foreground">Payment reference</dt>
              <dd className="font-mono text-xs break-all">{receipt.paymentReference}</dd>
            </>
          ) : null}
        </dl>
        <p className="text-sm">The dealer has your details and will be in touch to arrange the rest.</p>
        <div className="flex flex-wrap gap-3">
          <Button asChild><a href={carHref}>Back to the car</a></Button>
          <Button asChild variant="outline"><a href="/online-payment">Your reservations</a></Button>
        </div>
      </section>
    );
  }

  const { isSubmitting, errors } = form.formState;
  const serverError = errors.root?.server?.message;
  return (
    <LeadFormIdsContext.Provider value={{ idFor }}>
      <FormProvider {...form}>
        <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-5" aria-label="Reserve with a deposit" data-reservation-form>
          <fieldset className="grid gap-4 border-0 p-0 sm:grid-cols-2">
            <legend className="mb-2 text-lg font-semibold">Your details</legend>
            <TextField name="firstName" label="First name" autoComplete="given-name" />
            <TextField name="lastName" label="Last name" autoComplete="family-name" />
            <TextField name="email" label="Email" type="email" autoComplete="email" inputMode="email" />
            <TextField name="phone" label="Mobile" type="tel" autoComplete="tel" inputMode="tel" placeholder="04XX XXX XXX" />
          </fieldset>
          <fieldset className="grid gap-4 border-0 p-0 sm:grid-cols-[2fr_1fr_1fr]">
            <legend className="mb-2 text-lg font-semibold">Card{testMode ? " (test mode)" : ""}</legend>
            <TextField name="cardNumber" label="Card number" autoComplete="cc-number" inputMode="numeric" placeholder="1234 1234 1234 1234" maxLength={23} />
            <TextField name="cardExpiry" label="Expiry (MM/YY)" autoComplete="cc-exp" placeholder="MM/YY" maxLength={7} />
            <TextField name="cardCvc" label="Security code" autoComplete="cc-csc" inputMode="numeric" placeholder="CVC" maxLength={4} />
          </fieldset>
          <CheckboxField name="optIn" label="Yes, I would like to subscribe to receive latest offers & product updates." />
          {termsText ? (
            <CheckboxField
              name="termsAccepted"
              label={<>I agree to the <a href="/terms-and-conditions" target="_blank" className="font-medium text-primary underline underline-offset-2">terms of use</a>{showPrivacyLink ? <> and the <a href="/privacy-policy" target="_blank" className="font-medium text-primary underline underline-offset-2">privacy policy</a></> : null}.</>}
              hint={termsText}
            />
          ) : null}
          {serverError ? (
            <p role="alert" className="rounded-md border border-destructive bg-destructive px-3 py-2 text-sm font-medium text-destructive-foreground" data-testid="form-alert">
              {serverError}
            </p>
          ) : null}
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" size="lg" variant="accent" loading={isSubmitting} disabled={closed}>
              Pay {depositText} deposit and reserve
            </Button>
            {closed ? <a href={carHref} className="text-sm font-medium text-primary underline-offset-4 hover:underline">Back to the car</a> : null}
          </div>
          {isSubmitting ? <p className="sr-only" role="status">Paying the deposit…</p> : null}
        </form>
      </FormProvider>
    </LeadFormIdsContext.Provider>
  );
}
