"use client";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { FieldError } from "@/components/ui/form-message";
import { staffAuthErrorMessage, staffNewPasswordSchema, staffPasswordResetRequestSchema } from "@/contracts/console/sign-in";
import { staffAuthClient } from "./auth-client";

/** Asks for a reset link. The answer is the same whether or not the email has an account, so it tells nobody which do. */
export function ForgotPasswordForm() {
  const [sent, setSent] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<{ email: string }>({ resolver: zodResolver(staffPasswordResetRequestSchema), defaultValues: { email: "" } });
  const submit = form.handleSubmit(async ({ email }) => {
    setProblem(null);
    const { error } = await staffAuthClient.requestPasswordReset({ email, redirectTo: "/console/reset-password" });
    if (error && error.status === 429) return setProblem(staffAuthErrorMessage(error));
    setSent(true);
  });
  if (sent) {
    return (
      <p role="status" className="mt-6 text-sm">
        If that email has a console account, a link to choose a new password is on its way. It works for an hour.
      </p>
    );
  }
  const message = form.formState.errors.email?.message;
  return (
    <form onSubmit={submit} noValidate className="mt-6 grid gap-3">
      <div className="grid gap-1.5">
        <Label htmlFor="forgot-email">Email</Label>
        <Input id="forgot-email" type="email" autoComplete="username" aria-invalid={message ? true : undefined} aria-describedby={message ? "forgot-email-error" : undefined} {...form.register("email")} />
        <FieldError id="forgot-email-error" message={message ?? problem} />
      </div>
      <Button type="submit" loading={form.formState.isSubmitting}>
        Email me a reset link
      </Button>
    </form>
  );
}

/** Chooses the new password with the token the emailed link carried; every session of the account ends. */
export function ResetPasswordForm({ token }: { token: string }) {
  const [done, setDone] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<{ password: string; confirm: string }>({ resolver: zodResolver(staffNewPasswordSchema), defaultValues: { password: "", confirm: "" } });
  const submit = form.handleSubmit(async ({ password }) => {
    setProblem(null);
    const { error } = await staffAuthClient.resetPassword({ newPassword: password, token });
    if (error) return setProblem(staffAuthErrorMessage(error));
    setDone(true);
  });
  if (done) {
    return (
      <p role="status" className="mt-6 text-sm">
        Your password is changed. <a href="/console/sign-in" className="text-primary underline underline-offset-4">Sign in with it</a>.
      </p>
    );
  }
  const field = (name: "password" | "confirm", label: string) => {
    const message = form.formState.errors[name]?.message;
    return (
      <div className="grid gap-1.5">
        <Label htmlFor={`reset-${name}`}>{label}</Label>
        <Input id={`reset-${name}`} type="password" autoComplete="new-password" aria-invalid={message ? true : undefined} aria-describedby={message ? `reset-${name}-error` : undefined} {...form.register(name)} />
        <FieldError id={`reset-${name}-error`} message={message} />
      </div>
    );
  };
  return (
    <form onSubmit={submit} noValidate className="mt-6 grid gap-3">
      {field("password", "New password (at least 10 characters)")}
      {field("confirm", "New password again")}
      {problem ? <FieldError message={problem} /> : null}
      <Button type="submit" loading={form.formState.isSubmitting}>
        Save the new password
      </Button>
    </form>
  );
}
