import type { Metadata } from "next";
import { ResetPasswordForm } from "@/components/console/password-reset-forms";

export const metadata: Metadata = { title: "Choose a new password" };

export default async function ResetPasswordPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const token = typeof params.token === "string" && /^[A-Za-z0-9_-]{8,200}$/.test(params.token) ? params.token : null;
  return (
    <section aria-labelledby="reset-heading" className="mx-4 mt-10 max-w-md rounded-lg border bg-background p-6 shadow-sm sm:mx-auto">
      <h1 id="reset-heading" className="text-xl font-semibold">
        Choose a new password
      </h1>
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <p className="mt-2 text-sm">
          This reset link is not complete or has expired. <a href="/console/forgot-password" className="text-primary underline underline-offset-4">Ask for a new one</a>.
        </p>
      )}
    </section>
  );
}
