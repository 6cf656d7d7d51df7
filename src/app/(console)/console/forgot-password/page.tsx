import type { Metadata } from "next";
import { ForgotPasswordForm } from "@/components/console/password-reset-forms";

export const metadata: Metadata = { title: "Forgot your password" };

export default function ForgotPasswordPage() {
  return (
    <section aria-labelledby="forgot-heading" className="mx-4 mt-10 max-w-md rounded-lg border bg-background p-6 shadow-sm sm:mx-auto">
      <h1 id="forgot-heading" className="text-xl font-semibold">
        Forgot your password?
      </h1>
      <p className="mt-2 text-sm text-muted-foreground">Enter the email you sign in with, and we will email you a link to choose a new password.</p>
      <ForgotPasswordForm />
      <p className="mt-6 text-sm">
        <a href="/console/sign-in" className="text-primary underline underline-offset-4">
          Back to sign in
        </a>
      </p>
    </section>
  );
}
