import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { CheckoutScreen } from "@/components/checkout/checkout-screen";
import { onlinePurchaseHref, parseCheckoutCarId } from "@/domain/reservation/checkout";
import { gateRedirect } from "@/domain/shopper/sign-in-gate";
import { findSiteVehicleById, findSiteVehicleBySlug } from "@/server/data/vehicles";
import { siteScope } from "@/server/data/scope";
import { checkoutPageModel } from "@/server/services/reservations/reservations";
import { currentShopper } from "@/server/http/shopper-session";
import { resolveSite } from "@/server/sites/site-resolver";

type Props = { params: Promise<{ host: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

async function load({ params, searchParams }: Props) {
  const site = await resolveSite((await params).host);
  if (!site || !site.settings.checkout.enabled || !site.settings.checkout.onlinePurchase) notFound();
  const raw = (await searchParams).car_id;
  const car = parseCheckoutCarId(Array.isArray(raw) ? raw[0] : raw);
  if (!car) notFound();
  const found = car.kind === "id" ? await findSiteVehicleById(siteScope(site), car.id) : await findSiteVehicleBySlug(siteScope(site), car.slug);
  const view = found ? checkoutPageModel(site, found, "online-purchase") : null;
  if (!view) notFound();
  return { site, view, carId: car.kind === "id" ? String(car.id) : car.slug };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { view } = await load(props);
  return { title: `Buy the ${view.car.fullTitle} online`, robots: { index: false } };
}

/**
 * /checkout-journey?car_id={slug or id} (spec 002 §2 "online purchase", the sidebar's Online Purchase): on sites with
 * `checkout.onlinePurchase`, the online purchase of a car starts with the reservation's deposit; the team arranges the
 * rest. Gated like checkout (`gating.checkout`). Any other site, or a car it does not sell this way, is a 404.
 */
export default async function CheckoutJourneyPage(props: Props) {
  const { site, view, carId } = await load(props);
  const shopper = await currentShopper();
  const gate = gateRedirect({ kind: "checkout" }, site.settings.gating, { signedIn: shopper !== null, target: onlinePurchaseHref(carId), back: `/cars/${view.car.slug}` });
  if (gate) redirect(gate);
  return <CheckoutScreen view={view} />;
}
