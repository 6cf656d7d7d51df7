"use client";
import { useState } from "react";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { FieldError } from "@/components/ui/form-message";
import { changePasswordSchema, totpCodeSchema, twoFactorPasswordSchema } from "@/contracts/console/account";
import { staffAuthErrorMessage } from "@/contracts/console/sign-in";
import { staffAuthClient } from "./auth-client";

export interface SessionItem {
  id: string;
  current: boolean;
  device: string;
  ipAddress: string | null;
  signedInAt: string;
  lastUsedAt: string;
}

/** The member's sessions, each with a button that signs that device out (not this one: that is "Sign out"). */
export function SessionList({ sessions }: { sessions: SessionItem[] }) {
  const router = useRouter();
  const [busy, setBusy] = useState<string | null>(null);
  const [status, setStatus] = useState("");
  return (
    <>
      <ul className="divide-y rounded-md border">
        {sessions.map((s) => (
          <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 p-3 text-sm">
            <div>
              <p className="font-medium">
                {s.device}
                {s.current ? <span className="ml-2 rounded bg-muted px-1.5 py-0.5 text-xs font-normal">This device</span> : null}
              </p>
              <p className="text-muted-foreground">
                {s.ipAddress ? `${s.ipAddress} · ` : ""}signed in {s.signedInAt} · last used {s.lastUsedAt}
              </p>
            </div>
            {s.current ? null : (
              <Button
                type="button"
                variant="outline"
                size="sm"
                loading={busy === s.id}
                aria-label={`Sign out ${s.device}, signed in ${s.signedInAt}`}
                onClick={async () => {
                  setBusy(s.id);
                  const response = await fetch("/console/api/account/sessions/revoke", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ sessionId: s.id }) });
                  setBusy(null);
                  setStatus(response.ok ? `${s.device} is signed out` : "That session could not be signed out; reload and try again");
                  router.refresh();
                }}
              >
                Sign out
              </Button>
            )}
          </li>
        ))}
      </ul>
      <p role="status" className="mt-2 text-sm">
        {status}
      </p>
    </>
  );
}

/** Changing the password; other devices are signed out with it. */
export function ChangePasswordForm() {
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<{ currentPassword: string; newPassword: string; confirm: string }>({ resolver: zodResolver(changePasswordSchema), defaultValues: { currentPassword: "", newPassword: "", confirm: "" } });
  const submit = form.handleSubmit(async (values) => {
    setDone(null);
    const { error } = await staffAuthClient.changePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword, revokeOtherSessions: true });
    if (error) return form.setError("currentPassword", { message: error.code === "INVALID_PASSWORD" ? "That is not your current password" : staffAuthErrorMessage(error) });
    form.reset();
    setDone("Your password is changed, and your other devices are signed out");
  });
  const field = (name: "currentPassword" | "newPassword" | "confirm", label: string, autoComplete: string) => {
    const message = form.formState.errors[name]?.message;
    return (
      <div className="grid gap-1.5">
        <Label htmlFor={`pw-${name}`}>{label}</Label>
        <Input id={`pw-${name}`} type="password" autoComplete={autoComplete} aria-invalid={message ? true : undefined} aria-describedby={message ? `pw-${name}-error` : undefined} {...form.register(name)} />
        <FieldError id={`pw-${name}-error`} message={message} />
      </div>
    );
  };
  return (
    <form onSubmit={submit} noValidate className="grid max-w-sm gap-3">
      {field("currentPassword", "Current password", "current-password")}
      {field("newPassword", "New password (at least 10 characters)", "new-password")}
      {field("confirm", "New password again", "new-password")}
      <p role="status" className="text-sm text-success">
        {done}
      </p>
      <Button type="submit" loading={form.formState.isSubmitting} className="justify-self-start">
        Change password
      </Button>
    </form>
  );
}

/** Two-step sign-in: set up with an authenticator app (the key shown to type in) and ten backup codes, or turned off. */
export function TwoFactorSettings({ enabled }: { enabled: boolean }) {
  const router = useRouter();
  const [setup, setSetup] = useState<{ secret: string; uri: string; backupCodes: string[] } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const passwordForm = useForm<{ password: string }>({ resolver: zodResolver(twoFactorPasswordSchema), defaultValues: { password: "" } });
  const codeForm = useForm<{ code: string }>({ resolver: zodResolver(totpCodeSchema), defaultValues: { code: "" } });

  const start = passwordForm.handleSubmit(async ({ password }) => {
    setProblem(null);
    if (enabled) {
      const { error } = await staffAuthClient.twoFactor.disable({ password });
      if (error) return setProblem(error.code === "INVALID_PASSWORD" ? "That is not your password" : staffAuthErrorMessage(error));
      passwordForm.reset();
      return router.refresh();
    }
    const { data, error } = await staffAuthClient.twoFactor.enable({ password });
    if (error || !data) return setProblem(error?.code === "INVALID_PASSWORD" ? "That is not your password" : staffAuthErrorMessage(error));
    if (!("totpURI" in data)) return setProblem("Two-step sign-in could not be set up; please try again");
    setSetup({ secret: new URL(data.totpURI).searchParams.get("secret") ?? "", uri: data.totpURI, backupCodes: data.backupCodes });
  });
  const verify = codeForm.handleSubmit(async ({ code }) => {
    setProblem(null);
    const { error } = await staffAuthClient.twoFactor.verifyTotp({ code });
    if (error) return setProblem(staffAuthErrorMessage(error));
    setSetup(null);
    router.refresh();
  });

  if (setup) {
    const codeError = codeForm.formState.errors.code?.message;
    return (
      <div className="grid gap-4 text-sm">
        <p>Add this key to your authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…), as a time-based key:</p>
        <p className="font-mono text-base tracking-wider break-all" aria-label="Authenticator key">
          {setup.secret.replace(/(.{4})/g, "$1 ").trim()}
        </p>
        <p>
          On this device you can also <a href={setup.uri} className="text-primary underline underline-offset-4">open it in your authenticator app</a>.
        </p>
        <div>
          <p className="font-medium">Backup codes: keep them somewhere safe. Each signs you in once if you lose your phone.</p>
          <ul className="mt-2 grid grid-cols-2 gap-1 font-mono sm:grid-cols-5">
            {setup.backupCodes.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
        </div>
        <form onSubmit={verify} noValidate className="grid max-w-xs gap-1.5">
          <Label htmlFor="totp-code">The 6-digit code your app shows now</Label>
          <Input id="totp-code" inputMode="numeric" autoComplete="one-time-code" aria-invalid={codeError ? true : undefined} aria-describedby={codeError ? "totp-code-error" : undefined} {...codeForm.register("code")} />
          <FieldError id="totp-code-error" message={codeError ?? problem} />
          <Button type="submit" loading={codeForm.formState.isSubmitting} className="mt-2 justify-self-start">
            Turn on two-step sign-in
          </Button>
        </form>
      </div>
    );
  }
  const passwordError = passwordForm.formState.errors.password?.message;
  return (
    <form onSubmit={start} noValidate className="grid max-w-sm gap-1.5 text-sm">
      <p className="mb-2">{enabled ? "Two-step sign-in is on: signing in asks for a code from your authenticator app." : "Two-step sign-in is off. Turn it on so a stolen password alone cannot open your account."}</p>
      <Label htmlFor="tf-password">Your password</Label>
      <Input id="tf-password" type="password" autoComplete="current-password" aria-invalid={passwordError ? true : undefined} aria-describedby={passwordError || problem ? "tf-password-error" : undefined} {...passwordForm.register("password")} />
      <FieldError id="tf-password-error" message={passwordError ?? problem} />
      <Button type="submit" variant={enabled ? "outline" : "default"} loading={passwordForm.formState.isSubmitting} className="mt-2 justify-self-start">
        {enabled ? "Turn off two-step sign-in" : "Set up two-step sign-in"}
      </Button>
    </form>
  );
}
