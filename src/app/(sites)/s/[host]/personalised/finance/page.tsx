import { notFound, redirect } from "next/navigation";
import { financedPrice } from "@/domain/finance/car-finance";
import { carFinanceHref } from "@/domain/finance/link";
import { parseFinanceLinkQuery } from "@/domain/finance/page";
import { gateRedirect } from "@/domain/shopper/sign-in-gate";
import { findSiteVehicleById } from "@/server/data/vehicles";
import { siteScope } from "@/server/data/scope";
import { currentShopper } from "@/server/http/shopper-session";
import { resolveSite } from "@/server/sites/site-resolver";

type Props = { params: Promise<{ host: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * /personalised/finance?car_id={id} (spec 002 §2 "personalised finance (may be gated)", the sidebar's Get Personalised
 * Finance): where the site gates it (`gating.personalisedFinance`) an anonymous visitor signs in first; then the car's
 * finance page (its finance link, with the lender quote for the car), or the site's finance page without a car.
 */
export default async function PersonalisedFinancePage({ params, searchParams }: Props) {
  const site = await resolveSite((await params).host);
  if (!site) notFound();
  const raw = await searchParams;
  const query = new URLSearchParams();
  const carIdText = Array.isArray(raw.car_id) ? raw.car_id[0] : raw.car_id;
  if (carIdText !== undefined) query.set("car_id", carIdText);
  const { carId } = parseFinanceLinkQuery(query);
  const shopper = await currentShopper();
  const target = `/personalised/finance${carId !== null ? `?car_id=${carId}` : ""}`;
  const found = carId !== null ? await findSiteVehicleById(siteScope(site), carId) : null;
  const gate = gateRedirect({ kind: "personalised-finance" }, site.settings.gating, { signedIn: shopper !== null, target, back: found ? `/cars/${found.vehicle.slug}` : "/" });
  if (gate) redirect(gate);
  const href = found ? carFinanceHref({ ...found.vehicle, price: financedPrice(found.vehicle), dealershipSlug: found.dealership.slug }, site.settings.finance) : null;
  redirect(href ?? site.settings.finance.pagePath);
}
