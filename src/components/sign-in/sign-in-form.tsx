"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { FieldDescription, FieldError } from "@/components/ui/form-message";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { formatAustralianPhone } from "@/domain/contact/phone-format";
import { safeReturnPath, sendCodeSchema, verifyCodeSchema } from "@/contracts/sign-in/sign-in-request";

type ApiError = { error?: { message?: string; field?: string } };

async function post(path: string, body: unknown): Promise<{ ok: true } | { ok: false; field: string | undefined; message: string }> {
  try {
    const response = await fetch(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    if (response.ok) return { ok: true };
    const payload = (await response.json().catch((error: unknown) => {
      console.warn("unreadable error answer", error);
      return {};
    })) as ApiError;
    const message = payload.error?.message ?? `Something went wrong (${response.status}); try again`;
    return { ok: false, field: payload.error?.field, message: message.replace(/^[a-z_]+: /, "") };
  } catch (error) {
    console.warn("sign-in call failed", error);
    return { ok: false, field: undefined, message: "We could not reach the server; check your connection and try again" };
  }
}

/** Phone sign-in in two steps: the mobile number, then the 6-digit code texted to it. */
export function SignInForm({ redirect, outboxNote }: { redirect: string; outboxNote: string | null }) {
  const [phone, setPhone] = useState<string | null>(null);
  return phone === null ? <PhoneStep onSent={setPhone} /> : <CodeStep phone={phone} redirect={redirect} outboxNote={outboxNote} onChangeNumber={() => setPhone(null)} />;
}

function PhoneStep({ onSent }: { onSent: (phone: string) => void }) {
  const form = useForm<z.input<typeof sendCodeSchema>, unknown, z.output<typeof sendCodeSchema>>({ resolver: zodResolver(sendCodeSchema), defaultValues: { phone: "" } });
  const error = form.formState.errors.phone?.message ?? form.formState.errors.root?.message;
  const onSubmit = form.handleSubmit(async ({ phone }) => {
    const outcome = await post("/api/auth/send-code", { phone });
    if (outcome.ok) onSent(phone);
    else form.setError(outcome.field === "phone" ? "phone" : "root", { message: outcome.message });
  });
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
      <div className="space-y-1.5">
        <Label htmlFor="phone">Mobile number</Label>
        <Input
          id="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="04XX XXX XXX"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "phone-error" : "phone-hint"}
          {...form.register("phone")}
        />
        {error ? <FieldError id="phone-error" message={error} /> : <FieldDescription id="phone-hint">We will text you a 6-digit code.</FieldDescription>}
      </div>
      <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? <Spinner aria-hidden /> : null}
        Text me a code
      </Button>
    </form>
  );
}

function CodeStep({ phone, redirect, outboxNote, onChangeNumber }: { phone: string; redirect: string; outboxNote: string | null; onChangeNumber: () => void }) {
  const form = useForm<z.input<typeof verifyCodeSchema>, unknown, z.output<typeof verifyCodeSchema>>({ resolver: zodResolver(verifyCodeSchema), defaultValues: { phone, code: "" } });
  const [signedIn, setSignedIn] = useState(false);
  const [resent, setResent] = useState<string | null>(null);
  const error = form.formState.errors.code?.message ?? form.formState.errors.root?.message;
  const onSubmit = form.handleSubmit(async (values) => {
    const outcome = await post("/api/auth/verify-code", values);
    if (!outcome.ok) {
      form.setError(outcome.field === "code" || outcome.field === undefined ? "code" : "root", { message: outcome.message });
      return;
    }
    setSignedIn(true);
    // A full load, so every Save button on the next page knows the shopper.
    window.location.assign(safeReturnPath(redirect, "/watchlist"));
  });
  async function resend(): Promise<void> {
    const outcome = await post("/api/auth/send-code", { phone });
    setResent(outcome.ok ? "A new code is on its way." : outcome.message);
  }
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
      <p className="text-sm">
        We texted a code to <strong>{formatAustralianPhone(phone)}</strong>.{" "}
        <button type="button" className="font-medium text-primary underline-offset-4 hover:underline" onClick={onChangeNumber}>
          Change number
        </button>
      </p>
      {outboxNote ? <p className="rounded-md border border-dashed bg-muted/50 p-3 text-xs text-muted-foreground">{outboxNote}</p> : null}
      <div className="space-y-1.5">
        <Label htmlFor="code">6-digit code</Label>
        <Input
          id="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          autoFocus
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "code-error" : undefined}
          className="tracking-[0.5em]"
          {...form.register("code")}
        />
        <FieldError id="code-error" message={error} />
      </div>
      <Button type="submit" className="w-full" disabled={form.formState.isSubmitting || signedIn}>
        {form.formState.isSubmitting || signedIn ? <Spinner aria-hidden /> : null}
        {signedIn ? "Signing in…" : "Sign in"}
      </Button>
      <p className="text-center text-sm text-muted-foreground" aria-live="polite">
        <button type="button" className="font-medium text-primary underline-offset-4 hover:underline" onClick={() => void resend()}>
          Send a new code
        </button>
        {resent ? <span className="mt-1 block">{resent}</span> : null}
      </p>
    </form>
  );
}
