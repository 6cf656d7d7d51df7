import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { MyGarage } from "@/components/garage/my-garage";
import { gateRedirect, MY_GARAGE_PATH } from "@/domain/shopper/sign-in-gate";
import { myGarage } from "@/server/services/shopper/my-garage";
import { currentShopper } from "@/server/http/shopper-session";
import { resolveSite } from "@/server/sites/site-resolver";

export const metadata: Metadata = { title: "My Garage", robots: { index: false } };

/**
 * The garage (`features.garage`; spec 001 §1, spec 002 §2, §6 "my-garage ... gated for anonymous visitors
 * always"): a 404 where the site has no garage; an anonymous visitor is sent to sign in (type my-garage) and back;
 * a signed-in shopper sees the cars they saved and viewed on this site, and their trade-in valuations here.
 */
export default async function MyGaragePage({ params }: { params: Promise<{ host: string }> }) {
  const site = await resolveSite((await params).host);
  if (!site || !site.settings.features.garage) notFound();
  const shopper = await currentShopper();
  const gate = gateRedirect({ kind: 'my-garage' }, site.settings.gating, { signedIn: shopper !== null, target: MY_GARAGE_PATH, back: "/" });
  if (gate || !shopper) redirect(gate ?? "/");
  return <MyGarage phone={shopper.phone} garage={await myGarage(site, shopper.userId)} searchPath={site.settings.search.defaultPath} />;
}
