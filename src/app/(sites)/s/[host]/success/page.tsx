import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CheckCircle2 } from "lucide-react";
import { SuccessMessage } from "@/components/forms/success-message";
import { resolveSite } from "@/server/sites/site-resolver";

type Props = { params: Promise<{ host: string }> };

export const metadata: Metadata = { title: "Thank you", robots: { index: false } };

/** /success (spec 002 §2): shown after a lead is accepted; the browser's success marker says what was sent. */
export default async function SuccessPage({ params }: Props) {
  const site = await resolveSite((await params).host);
  if (!site) notFound();
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-12 sm:py-16">
      <CheckCircle2 aria-hidden className="size-12 text-primary" />
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Thank you</h1>
      <SuccessMessage dealerName={site.name} searchPath={site.settings.search.defaultPath} />
    </div>
  );
}
