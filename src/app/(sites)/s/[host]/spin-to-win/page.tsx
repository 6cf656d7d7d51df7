import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { SpinToWin } from "@/components/offers/spin-to-win";
import { gateRedirect, SPIN_TO_WIN_PATH } from "@/domain/shopper/sign-in-gate";
import { currentShopper } from "@/server/http/shopper-session";
import { spinToWinWheel } from "@/server/services/content/offers";
import { resolveSite } from "@/server/sites/site-resolver";

export const metadata: Metadata = { title: "Spin to Win", robots: { index: false } };

/**
 * /spin-to-win (spec 002 §2 "/spin-to-win ... may require sign-in", sign-in kind spin-to-win): a 404 where the site does
 * not run it (`features.spinToWin`); an anonymous visitor is sent to sign in and back, always; a signed-in shopper
 * spins a wheel of the site's running offers. The page promises no prize: a spin shows one offer the dealer is
 * already running, open to everyone.
 */
export default async function SpinToWinPage({ params }: { params: Promise<{ host: string }> }) {
  const site = await resolveSite((await params).host);
  if (!site || !site.settings.features.spinToWin) notFound();
  const shopper = await currentShopper();
  const gate = gateRedirect({ kind: "spin-to-win" }, site.settings.gating, { signedIn: shopper !== null, target: SPIN_TO_WIN_PATH, back: "/" });
  if (gate || !shopper) redirect(gate ?? "/");
  const segments = await spinToWinWheel(site);
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">Spin to Win</h1>
      <p className="mt-3 max-w-2xl text-muted-foreground">
        Every segment of the wheel is an offer {site.name} is running now. Spin and we show you one of them: the offer is open to every shopper, and
        spinning adds no prize, discount or entry of its own.
      </p>
      <SpinToWin segments={segments} offersHref="/special-offers" />
    </div>
  );
}
