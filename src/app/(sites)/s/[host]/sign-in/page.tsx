import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { notFound } from "next/navigation";
import { SignInForm } from "@/components/sign-in/sign-in-form";
import { SignOutButton } from "@/components/sign-in/sign-out-button";
import { formatAustralianPhone } from "@/domain/contact/phone-format";
import { signInIntro } from "@/domain/shopper/sign-in-gate";
import { safeReturnPath } from "@/contracts/sign-in/sign-in-request";
import { smsGoesToOutbox } from "@/server/adapters/sms-sender";
import { currentShopper } from "@/server/http/shopper-session";
import { resolveSite } from "@/server/sites/site-resolver";

export const metadata: Metadata = { title: "Sign in", robots: { index: false } };

type Props = { params: Promise<{ host: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** Phone sign-in (spec 001 §1: /sign-in?type=watchlist&redirect={path}&back={path}). */
export default async function SignInPage({ params, searchParams }: Props) {
  const site = await resolveSite((await params).host);
  if (!site) notFound();
  const query = await searchParams;
  const redirect = safeReturnPath(single(query.redirect), "/watchlist");
  const back = safeReturnPath(single(query.back), "/");
  const shopper = await currentShopper();
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-2xl font-bold tracking-tight">Sign in</h1>
      <p className="mt-2 text-muted-foreground">
        {signInIntro(single(query.type), site.name)}
      </p>
      <div className="mt-6 rounded-lg border bg-card p-6 shadow-sm">
        {shopper ? (
          <div className="space-y-4">
            <p>
              You are signed in as <strong>{formatAustralianPhone(shopper.phone)}</strong>.
            </p>
            <div className="flex gap-2">
              <Link href={redirect} className="font-medium text-primary underline-offset-4 hover:underline">Continue</Link>
              <span aria-hidden>·</span>
              <SignOutButton />
            </div>
          </div>
        ) : (
          <SignInForm
            redirect={redirect}
            outboxNote={smsGoesToOutbox() ? "Demo platform: no SMS provider is connected, so the text is written to sms-outbox.log in the server's data folder instead of your phone." : null}
          />
        )}
      </div>
      <p className="mt-6 text-sm">
        <Link href={back} className="text-muted-foreground underline-offset-4 hover:underline">← Back</Link>
      </p>
    </div>
  );
}
