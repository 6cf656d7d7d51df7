"use client";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/form-message";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import type { StockAlertChannel, StockAlertSignupAnswer } from "@/contracts/stock-alerts/signup";

type Field = "channel" | "phone" | "email" | "consent" | "form";
type ApiError = { error?: { message?: string; field?: string } };

/**
 * "Tell me when one arrives" (issue 36): on a search that found no car or fewer than three, a phone number or an
 * email address and an unticked consent box. Checked with the API's own schema (loaded when the form is sent, so
 * zod is not in the search page's first script), then `POST /api/stock-alerts` with the page's address as the search.
 */
export function StockAlertSignup({ search, consentWording, noun }: { search: string; consentWording: string; noun: string }) {
  const id = useId();
  const [channel, setChannel] = useState<StockAlertChannel>("sms");
  const [phone, setPhone] = useState("");
  const [email, setEmail] = useState("");
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    try {
      const { stockAlertSignupSchema } = await import("@/contracts/stock-alerts/signup");
      const body = { channel, ...(channel === "sms" ? { phone } : { email }), consent, search };
      const checked = stockAlertSignupSchema.safeParse(body);
      if (!checked.success) {
        const found: Partial<Record<Field, string>> = {};
        for (const issue of checked.error.issues) {
          const field = (issue.path[0] as Field | undefined) ?? "form";
          found[field] ??= issue.message;
        }
        setErrors(found);
        return;
      }
      setErrors({});
      const response = await fetch("/api/stock-alerts", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
      if (response.ok) {
        setDone(((await response.json()) as StockAlertSignupAnswer).message);
        return;
      }
      const payload = (await response.json().catch(() => ({}))) as ApiError;
      const field = payload.error?.field;
      const message = (payload.error?.message ?? `Something went wrong (${response.status}); try again`).replace(/^[a-z_.]+: /, "");
      setErrors({ [field === "phone" || field === "email" || field === "consent" || field === "channel" ? field : "form"]: message });
    } catch {
      setErrors({ form: "We could not reach the server; check your connection and try again" });
    } finally {
      setSending(false);
    }
  }

  if (done) {
    return (
      <section aria-labelledby={`${id}-title`} className="mx-auto mt-6 max-w-md rounded-lg border bg-background p-4 text-left">
        <h2 id={`${id}-title`} className="text-base font-semibold">Tell me when one arrives</h2>
        <p role="status" className="mt-2 text-sm">{done}</p>
      </section>
    );
  }

  const contactError = channel === "sms" ? errors.phone : errors.email;
  return (
    <section aria-labelledby={`${id}-title`} className="mx-auto mt-6 max-w-md rounded-lg border bg-background p-4 text-left">
      <h2 id={`${id}-title`} className="text-base font-semibold">Tell me when one arrives</h2>
      <p className="mt-1 text-sm text-muted-foreground">We&apos;ll let you know once, when {noun} matching this search is listed.</p>
      <form onSubmit={(e) => void submit(e)} noValidate className="mt-3 space-y-3">
        <fieldset className="flex flex-wrap gap-x-4 gap-y-1">
          <legend className="sr-only">How should we tell you?</legend>
          {(["sms", "email"] as const).map((value) => (
            <label key={value} className="inline-flex min-h-6 items-center gap-2 text-sm">
              <input type="radio" name={`${id}-channel`} value={value} checked={channel === value} onChange={() => setChannel(value)} className="size-4 accent-[var(--primary)]" />
              {value === "sms" ? "Text me" : "Email me"}
            </label>
          ))}
        </fieldset>
        <div className="space-y-1.5">
          {channel === "sms" ? (
            <>
              <Label htmlFor={`${id}-phone`}>Mobile number</Label>
              <Input id={`${id}-phone`} name="phone" type="tel" inputMode="tel" autoComplete="tel-national" placeholder="04XX XXX XXX" value={phone} onChange={(e) => setPhone(e.target.value)} aria-invalid={contactError ? true : undefined} aria-describedby={contactError ? `${id}-contact-error` : undefined} />
            </>
          ) : (
            <>
              <Label htmlFor={`${id}-email`}>Email address</Label>
              <Input id={`${id}-email`} name="email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} aria-invalid={contactError ? true : undefined} aria-describedby={contactError ? `${id}-contact-error` : undefined} />
            </>
          )}
          <FieldError id={`${id}-contact-error`} message={contactError} />
        </div>
        <div className="space-y-1.5">
          <label className="flex items-start gap-2 text-sm">
            <input type="checkbox" name="consent" checked={consent} onChange={(e) => setConsent(e.target.checked)} className="mt-0.5 size-4 shrink-0 accent-[var(--primary)]" aria-invalid={errors.consent ? true : undefined} aria-describedby={errors.consent ? `${id}-consent-error` : undefined} />
            <span>{consentWording}</span>
          </label>
          <FieldError id={`${id}-consent-error`} message={errors.consent} />
        </div>
        <FieldError message={errors.form ?? errors.channel} />
        <Button type="submit" disabled={sending} className="w-full sm:w-auto">
          {sending ? <Spinner aria-hidden /> : null}
          Tell me when one arrives
        </Button>
      </form>
    </section>
  );
}
