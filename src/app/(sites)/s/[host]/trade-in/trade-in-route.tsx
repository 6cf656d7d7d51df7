import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { FormPage } from "@/components/forms/form-page";
import { SiteContactAside } from "@/components/forms/site-contact-aside";
import { TradeInValuation } from "@/components/trade-in/trade-in-valuation";
import { OptimisedImage } from "@/components/ui/optimised-image";
import { parseRowId } from "@/domain/ids/row-id";
import { signInPath } from "@/domain/shopper/sign-in-gate";
import { ONLINE_ESTIMATE_FAQ } from "@/domain/trade-in/online-estimate";
import { formatCurrency } from "@/domain/vehicle/price-display";
import { REGO_STATES } from "@/domain/vehicle/rego";
import { leadFormContext } from "@/server/services/lead-forms/lead-forms";
import { currentShopper } from "@/server/http/shopper-session";
import { loadSiteShell } from "@/server/services/sites/site-shell";
import { changeOverCarOf, vehicleLookupSource } from "@/server/services/trade-in/trade-in";
import { resolveSite } from "@/server/sites/site-resolver";
import { MARKET_NAME } from "@/domain/market/price-gauge";

export const TRADE_IN_PATH = "/trade-in";
export const CHANGE_OVER_PATH = "/cars/trade-in";

export function tradeInMetadata(withCar: boolean): Metadata {
  return withCar ? { title: "Get Change Over Price", robots: { index: false } } : { title: "Value Your Trade-In" };
}

/** car_id as the sidebar's link writes it: a whole number, else null (the page is then a 404). */
function carIdOf(value: string | string[] | undefined): number | null {
  return typeof value === "string" ? parseRowId(value) : null;
}

/**
 * The trade-in valuation page (spec 002 §2): /trade-in, and /cars/trade-in?car_id= (the sidebar's Get Change Over
 * Price) for a car the trade-in rule allows, which adds the car and its change-over price. A 404 where the site does
 * not value trade-ins (`features.tradeIn`), for a car_id that is not a number, and for a car that does not qualify.
 * Not gated (spec 002 §6): anyone may value a car; a signed-in shopper's valuations are kept in My Garage.
 */
export async function TradeInRoute({ host, carIdParam }: { host: string; carIdParam: string | string[] | undefined | null }) {
  const site = await resolveSite(host);
  if (!site || !site.settings.features.tradeIn) notFound();
  let car = null;
  if (carIdParam !== null) {
    const carId = carIdOf(carIdParam);
    car = carId === null ? null : await changeOverCarOf(site, carId);
    if (!car) notFound();
  }
  const [forms, shell, shopper] = await Promise.all([leadFormContext(site), loadSiteShell(site), site.settings.features.garage ? currentShopper() : Promise.resolve(null)]);
  const source = vehicleLookupSource();
  const here = car ? `${CHANGE_OVER_PATH}?car_id=${car.id}` : TRADE_IN_PATH;
  const state = site.settings.contact.defaultState.toUpperCase() as (typeof REGO_STATES)[number];
  return (
    <FormPage
      title={car ? "Get Change Over Price" : "Value Your Trade-In"}
      intro={
        car ? (
          <p>Find out what your car is worth to us and what the {car.title} costs you once you trade it in.</p>
        ) : (
          <p>Enter your car's rego for an estimate from what similar cars sell for across {MARKET_NAME}, and an offer from the {site.name} team.</p>
        )
      }
      aside={
        <>
          {car ? (
            <div className="grid gap-2 rounded-lg border p-4" data-testid="change-over-car">
              <h2 className="text-base font-semibold">Changing over to</h2>
              {car.imageUrl ? <OptimisedImage src={car.imageUrl} alt="" width={600} height={400} sizes="18rem" className="aspect-[3/2] w-full rounded-md object-cover" /> : null}
              <a href={`/cars/${car.slug}`} className="font-medium text-primary underline-offset-4 hover:underline">{car.title}</a>
              {car.price !== null ? <p className="text-lg font-bold">{formatCurrency(car.price)}</p> : null}
            </div>
          ) : null}
          <div className="grid gap-2 rounded-lg border bg-muted/40 p-4 text-sm">
            <h2 className="text-base font-semibold">Can every car be valued online?</h2>
            <p>{ONLINE_ESTIMATE_FAQ}</p>
          </div>
          {source.demo ? (
            <div className="grid gap-2 rounded-lg border border-dashed p-4 text-sm" data-testid="demo-register">
              <h2 className="text-base font-semibold">{source.name}</h2>
              <p>{source.description} Try one of these:</p>
              <ul className="grid gap-1">
                {source.examples.map((v) => (
                  <li key={`${v.regoState}:${v.rego}`}>
                    <strong className="font-mono">{v.rego}</strong> ({v.regoState}): {v.title}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <SiteContactAside phone={shell.phone} locations={shell.footerLocations} />
        </>
      }
    >
      <TradeInValuation
        settings={forms.settings}
        defaultState={(REGO_STATES as readonly string[]).includes(state) ? state : "QLD"}
        car={car ? { id: car.id, slug: car.slug, title: car.title, price: car.price, carType: car.carType } : null}
        dealerName={site.name}
        garage={site.settings.features.garage ? { signedIn: shopper !== null, signInHref: signInPath("trade-in", here, here) } : null}
      />
    </FormPage>
  );
}
