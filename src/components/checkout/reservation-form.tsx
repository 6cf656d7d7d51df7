"use client";
/**
 * The checkout form: the shopper's details and the card, checked with the same zod schema POST /api/reservations
 * parses with (`checkoutFormSchema`, `src/contracts/reservations/reservation-request.ts`), which loads on first use (the first focus in
 * the form, at the latest the first submit) so that zod is not in the page's first-load script (the 170 KB budget). It is
 * sent with an Idempotency-Key that stays while the shopper retries the same submission (a 5xx, a dropped connection),
 * so a retry pays once. The card becomes the payment processor's token in the browser (the test processor's:
 * `testPaymentMethod`); the card number is never sent. On success the form gives way to the receipt.
 */
import { FormAlert } from "@/components/forms/form-messages";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { FieldDescription, FieldError } from "@/components/ui/form-message";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { rememberDetails, rememberedDetails } from "@/components/forms/lead-storage";
import { uuid } from "@/components/forms/lead-submit";
import { PAYMENT_UNKNOWN_MESSAGE } from "@/domain/reservation/texts";
import type { ReservationJourney } from "@/contracts/reservations/reservation-request";
import { testCardOf, testPaymentMethod } from "@/contracts/payments/test-cards";
import { MARKETING_CONSENT_DEFAULT, MARKETING_CONSENT_WORDING } from "@/domain/leads/marketing-consent";
import type { ReservationReceipt } from "@/view-models/checkout";

/** No answer came (a dropped connection): the outcome is unknown, and a retry with the same key never charges twice. */
const UNEXPECTED = PAYMENT_UNKNOWN_MESSAGE;

type Sent = { ok: true; receipt: ReservationReceipt } | { ok: false; status: number; message: string; field?: string };

/** The shared schema's module, loaded once on first use. */
let schemaModule: Promise<typeof import("@/contracts/reservations/reservation-request")> | null = null;
const loadSchema = () => (schemaModule ??= import("@/contracts/reservations/reservation-request"));

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

type TextFieldName = "firstName" | "lastName" | "email" | "phone" | "cardNumber" | "cardExpiry" | "cardCvc";
type Values = Record<TextFieldName, string> & { optIn: boolean; termsAccepted: boolean };
type Errors = Partial<Record<TextFieldName | "termsAccepted", string>>;

/** The order errors are focused in (the page's order). */
const FIELD_ORDER: ReadonlyArray<keyof Errors> = ["firstName", "lastName", "email", "phone", "cardNumber", "cardExpiry", "cardCvc", "termsAccepted"];

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
  const [values, setValues] = useState<Values>({ firstName: "", lastName: "", email: "", phone: "", cardNumber: "", cardExpiry: "", cardCvc: "", optIn: MARKETING_CONSENT_DEFAULT, termsAccepted: false });
  const [errors, setErrors] = useState<Errors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);
  const [closed, setClosed] = useState(false);
  const [receipt, setReceipt] = useState<ReservationReceipt | null>(null);
  const send = useReservationSender();
  const form = useRef<HTMLFormElement>(null);
  const receiptHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const remembered = rememberedDetails();
    setValues((current) => ({
      ...current,
      firstName: current.firstName || remembered.firstName || "",
      lastName: current.lastName || remembered.lastName || "",
      email: current.email || remembered.email || "",
      phone: current.phone || remembered.phone || "",
    }));
  }, []);
  useEffect(() => {
    if (receipt) receiptHeading.current?.focus();
  }, [receipt]);

  /** The schema's messages for these values, by field (the first message of each). */
  async function check(next: Values): Promise<{ errors: Errors; data: import("@/contracts/reservations/reservation-request").CheckoutFormValues | null }> {
    const { checkoutFormSchema } = await loadSchema();
    const parsed = checkoutFormSchema(testMode, termsText).safeParse({ ...next, ...(termsText ? {} : { termsAccepted: undefined }) });
    if (parsed.success) return { errors: {}, data: parsed.data };
    const found: Errors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof Errors | undefined;
      if (field && FIELD_ORDER.includes(field) && !found[field]) found[field] = issue.message;
    }
    return { errors: found, data: null };
  }

  function update<K extends keyof Values>(name: K, value: Values[K]) {
    const next = { ...values, [name]: value };
    setValues(next);
    // After the first submit the messages follow the shopper's typing.
    if (submitted) void check(next).then((result) => setErrors(result.errors));
  }

  function focusField(name: keyof Errors) {
    form.current?.querySelector<HTMLElement>(`#${CSS.escape(idFor(name))}`)?.focus();
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending || closed) return;
    setSubmitted(true);
    setServerError(null);
    setSending(true);
    try {
      const result = await check(values);
      setErrors(result.errors);
      const first = FIELD_ORDER.find((field) => result.errors[field]);
      if (!result.data || first) {
        if (first) focusField(first);
        return;
      }
      const card = testCardOf(result.data.cardNumber);
      if (!card) {
        setErrors({ cardNumber: "Please enter a valid card number" });
        focusField("cardNumber");
        return;
      }
      const { cardNumber: _number, cardExpiry: _expiry, cardCvc: _cvc, ...shopper } = result.data;
      const sent = await send({ ...shopper, carId, journey, paymentMethod: testPaymentMethod(card), url: `${window.location.pathname}${window.location.search}`.slice(0, 2000) });
      if (sent.ok) {
        rememberDetails(values);
        setReceipt(sent.receipt);
        return;
      }
      const { checkoutFormFieldOf } = await loadSchema();
      const field = checkoutFormFieldOf(sent.field);
      if (field && field !== "optIn") {
        setErrors({ [field]: sent.message });
        focusField(field);
      }
      setServerError(sent.message);
      if (sent.status === 409) setClosed(true);
    } finally {
      setSending(false);
    }
  }

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

  const field = (name: TextFieldName, label: string, props: { type?: string; autoComplete: string; inputMode?: "numeric" | "email" | "tel"; placeholder?: string; maxLength?: number }) => (
    <TextInput id={idFor(name)} label={label} value={values[name]} error={errors[name]} onChange={(value) => update(name, value)} {...props} />
  );
  return (
    <form ref={form} onSubmit={(e) => void submit(e)} onFocusCapture={() => void loadSchema()} noValidate className="grid gap-5" aria-label="Reserve with a deposit" data-reservation-form>
      <fieldset className="grid gap-4 border-0 p-0 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold">Your details</legend>
        {field("firstName", "First name", { autoComplete: "given-name" })}
        {field("lastName", "Last name", { autoComplete: "family-name" })}
        {field("email", "Email", { type: "email", autoComplete: "email", inputMode: "email" })}
        {field("phone", "Mobile", { type: "tel", autoComplete: "tel", inputMode: "tel", placeholder: "04XX XXX XXX" })}
      </fieldset>
      <fieldset className="grid gap-4 border-0 p-0 sm:grid-cols-[2fr_1fr_1fr]">
        <legend className="mb-2 text-lg font-semibold">Card{testMode ? " (test mode)" : ""}</legend>
        {field("cardNumber", "Card number", { autoComplete: "cc-number", inputMode: "numeric", placeholder: "1234 1234 1234 1234", maxLength: 23 })}
        {field("cardExpiry", "Expiry (MM/YY)", { autoComplete: "cc-exp", placeholder: "MM/YY", maxLength: 7 })}
        {field("cardCvc", "Security code", { autoComplete: "cc-csc", inputMode: "numeric", placeholder: "CVC", maxLength: 4 })}
      </fieldset>
      <Checkbox id={idFor("optIn")} checked={values.optIn} onChange={(checked) => update("optIn", checked)} label={MARKETING_CONSENT_WORDING} />
      {termsText ? (
        <Checkbox
          id={idFor("termsAccepted")}
          checked={values.termsAccepted}
          onChange={(checked) => update("termsAccepted", checked)}
          error={errors.termsAccepted}
          hint={termsText}
          label={<>I agree to the <a href="/terms-and-conditions" target="_blank" className="font-medium text-primary underline underline-offset-2">terms of use</a>{showPrivacyLink ? <> and the <a href="/privacy-policy" target="_blank" className="font-medium text-primary underline underline-offset-2">privacy policy</a></> : null}.</>}
        />
      ) : null}
      <FormAlert>{serverError}</FormAlert>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size="lg" variant="accent" loading={sending} disabled={closed}>
          Pay {depositText} deposit and reserve
        </Button>
        {closed ? <a href={carHref} className="text-sm font-medium text-primary underline-offset-4 hover:underline">Back to the car</a> : null}
      </div>
      {sending ? <p className="sr-only" role="status">Paying the deposit…</p> : null}
    </form>
  );
}

function TextInput({ id, label, value, error, onChange, type = "text", autoComplete, inputMode, placeholder, maxLength }: {
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  type?: string;
  autoComplete: string;
  inputMode?: "numeric" | "email" | "tel";
  placeholder?: string;
  maxLength?: number;
}) {
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        name={id}
        type={type}
        value={value}
        autoComplete={autoComplete}
        inputMode={inputMode}
        placeholder={placeholder}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

function Checkbox({ id, checked, onChange, label, hint, error }: { id: string; checked: boolean; onChange: (checked: boolean) => void; label: ReactNode; hint?: string; error?: string | undefined }) {
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="grid gap-1">
      <div className="flex items-start gap-2">
        <input id={id} type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} className="mt-0.5 size-4 shrink-0 accent-[var(--primary)]" aria-invalid={error ? true : undefined} aria-describedby={describedBy} />
        <label htmlFor={id} className="text-sm leading-snug text-foreground">{label}</label>
      </div>
      {hint && !error ? <FieldDescription id={`${id}-hint`} className="pl-6">{hint}</FieldDescription> : null}
      <FieldError id={`${id}-error`} message={error} className="pl-6" />
    </div>
  );
}
