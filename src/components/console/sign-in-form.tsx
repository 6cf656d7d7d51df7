"use client";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { FieldError } from "@/components/ui/form-message";
import { staffAuthErrorMessage, staffSecondFactorSchema, staffSignInSchema, type StaffSignIn } from "@/contracts/console/sign-in";
import { staffAuthClient } from "./auth-client";

/**
 * Staff sign-in: email and password, then the authenticator code (or a backup code) when the account has a second
 * factor. `next` is a console path the server has already checked.
 */
export function SignInForm({ next }: { next: string }) {
  const [step, setStep] = useState<"password" | "code">("password");
  const [problem, setProblem] = useState<string | null>(null);
  const credentials = useForm<StaffSignIn>({ resolver: zodResolver(staffSignInSchema), defaultValues: { email: "", password: "" } });
  const code = useForm<{ code: string }>({ resolver: zodResolver(staffSecondFactorSchema), defaultValues: { code: "" } });

  const signIn = credentials.handleSubmit(async (values) => {
    setProblem(null);
    const { data, error } = await staffAuthClient.signIn.email({ email: values.email, password: values.password });
    if (error) return setProblem(staffAuthErrorMessage(error));
    if (data && "twoFactorRedirect" in data && data.twoFactorRedirect) return setStep("code");
    window.location.assign(next);
  });

  const verify = code.handleSubmit(async ({ code: value }) => {
    setProblem(null);
    const { error } = /^[0-9]{6}$/.test(value)
      ? await staffAuthClient.twoFactor.verifyTotp({ code: value })
      : await staffAuthClient.twoFactor.verifyBackupCode({ code: value });
    if (error) return setProblem(staffAuthErrorMessage(error));
    window.location.assign(next);
  });

  if (step === "code") {
    const err = code.formState.errors.code?.message;
    return (
      <form onSubmit={verify} noValidate className="mt-6 grid gap-4" aria-describedby={problem ? "sign-in-problem" : undefined}>
        <p className="text-sm text-muted-foreground">Your account has two-step sign-in. Enter the 6-digit code your authenticator app shows, or one of your backup codes.</p>
        <div className="grid gap-1.5">
          <Label htmlFor="sign-in-code">Code</Label>
          <Input id="sign-in-code" autoComplete="one-time-code" inputMode="text" autoFocus aria-invalid={err ? true : undefined} aria-describedby={err ? "sign-in-code-error" : undefined} {...code.register("code")} />
          <FieldError id="sign-in-code-error" message={err} />
        </div>
        {problem ? <FieldError id="sign-in-problem" message={problem} /> : null}
        <Button type="submit" loading={code.formState.isSubmitting}>
          Verify and sign in
        </Button>
      </form>
    );
  }

  const emailError = credentials.formState.errors.email?.message;
  const passwordError = credentials.formState.errors.password?.message;
  return (
    <form onSubmit={signIn} noValidate className="mt-6 grid gap-4">
      <div className="grid gap-1.5">
        <Label htmlFor="sign-in-email">Email</Label>
        <Input id="sign-in-email" type="email" autoComplete="username" aria-invalid={emailError ? true : undefined} aria-describedby={emailError ? "sign-in-email-error" : undefined} {...credentials.register("email")} />
        <FieldError id="sign-in-email-error" message={emailError} />
      </div>
      <div className="grid gap-1.5">
        <div className="flex items-baseline justify-between gap-2">
          <Label htmlFor="sign-in-password">Password</Label>
          <a href="/console/forgot-password" className="text-sm text-primary underline underline-offset-4">
            Forgot your password?
          </a>
        </div>
        <Input id="sign-in-password" type="password" autoComplete="current-password" aria-invalid={passwordError ? true : undefined} aria-describedby={passwordError ? "sign-in-password-error" : undefined} {...credentials.register("password")} />
        <FieldError id="sign-in-password-error" message={passwordError} />
      </div>
      {problem ? <FieldError id="sign-in-problem" message={problem} /> : null}
      <Button type="submit" loading={credentials.formState.isSubmitting}>
        Sign in
      </Button>
    </form>
  );
}
