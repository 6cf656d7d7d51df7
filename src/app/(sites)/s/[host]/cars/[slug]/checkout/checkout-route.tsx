import { cache } from "react";
import type { Metadata } from "next";
import { notFound, permanentRedirect, redirect } from "next/navigation";
import { CheckoutScreen } from "@/components/checkout/checkout-screen";
import { checkoutHref, checkoutPathAnswer, type CheckoutPath } from "@/domain/reservation/checkout";
import { gateRedirect } from "@/domain/shopper/sign-in-gate";
import { isVehicleSlug } from "@/domain/vehicle/slug";
import { findSiteVehicleBySlug } from "@/server/data/vehicles";
import { siteScope } from "@/server/data/scope";
import { checkoutPageModel } from "@/server/services/reservations/reservations";
import { currentShopper } from "@/server/http/shopper-session";
import { resolveSite } from "@/server/sites/site-resolver";

type Props = { params: Promise<{ host: string; slug: string }> };

/**
 * The reserve page at one of its paths (spec 002 §2 "/cars/{slug}/checkout or /cars/{slug}/buy-online | reserve the car
 * (buy-online on some sites)"): a site serves the path its `checkout.path` names and sends the other one there (308);
 * without checkout (`checkout.enabled` off, or no checkout for the car) it is the site's 404. Where the site gates
 * checkout (`gating.checkout`), an anonymous visitor signs in first and comes back here.
 */
export function checkoutRoute(path: CheckoutPath) {
  // Once per request: the metadata and the page share it.
  const loadOnce = cache(async (host: string, slug: string) => {
    const site = await resolveSite(host);
    if (!site || !isVehicleSlug(slug)) notFound();
    const answer = checkoutPathAnswer(path, site.settings.checkout);
    if (answer === "not-found") notFound();
    if (answer === "redirect") permanentRedirect(checkoutHref(slug, site.settings.checkout.path));
    const found = await findSiteVehicleBySlug(siteScope(site), slug);
    const view = found ? checkoutPageModel(site, found, "reserve") : null;
    if (!view) notFound();
    return { site, view, slug };
  });
  const load = async (params: Props["params"]) => {
    const { host, slug } = await params;
    return loadOnce(host, slug);
  };

  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const { view } = await load(params);
    return { title: `Reserve the ${view.car.fullTitle}`, robots: { index: false } };
  }

  async function CheckoutPage({ params }: Props) {
    const { site, view, slug } = await load(params);
    const shopper = await currentShopper();
    const gate = gateRedirect({ kind: "checkout" }, site.settings.gating, { signedIn: shopper !== null, target: checkoutHref(slug, path), back: `/cars/${slug}` });
    if (gate) redirect(gate);
    return <CheckoutScreen view={view} />;
  }

  return { generateMetadata, Page: CheckoutPage };
}
