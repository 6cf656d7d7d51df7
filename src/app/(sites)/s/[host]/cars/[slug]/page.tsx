import { VehicleDetailBlocks } from "@/components/vehicle/vehicle-detail-blocks";
import { vehicleDetailBlocks } from "@/server/services/vehicle-page/vehicle-detail-blocks";
import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { FinanceAvailableBanner } from "@/components/finance/finance-summary";
import { FinanceWidgetsOnApproach } from "@/components/finance/finance-widgets-on-approach";
import { DETAIL_ROWS_CLASS, DetailRow, DetailRows } from "@/components/vehicle/detail-rows";
import { ExpandableList } from "@/components/vehicle/expandable-list";
import { LocationMap } from "@/components/locations/location-map";
import { MediaViewer } from "@/components/vehicle/media-viewer";
import { PriceGauge } from "@/components/vehicle/price-gauge";
import { DeliveryCalculator, FuelCalculator } from "@/components/vehicle/running-costs";
import { PhoneCollapsible } from "@/components/vehicle/phone-collapsible";
import { SimilarVehicles } from "@/components/vehicle/similar-vehicles";
import { TrackView } from "@/components/vehicle/track-view";
import { AnnouncementBar, ViewCounter } from "@/components/vehicle/vehicle-counters";
import { VehicleBreadcrumbs } from "@/components/vehicle/vehicle-breadcrumbs";
import { VehicleInfoSections } from "@/components/vehicle/vehicle-info-sections";
import { VehicleEnquirySection } from "@/components/vehicle/vehicle-enquiry";
import { VehiclePageBars } from "@/components/vehicle/vehicle-page-bars";
import { VehicleSidebar, VehicleSidebarMore } from "@/components/vehicle/vehicle-sidebar";
import { jsonLdScriptContent } from "@/domain/vehicle-page/json-ld";
import { youxQuoteWanted } from "@/domain/finance/estimate";
import { announcementText } from "@/domain/vehicle-page/announcement";
import { ANALYTICS_EVENTS } from "@/domain/analytics/analytics-events";
import { currentShopper } from "@/server/http/shopper-session";
import { recordGarageView } from "@/server/services/shopper/my-garage";
import { vehiclePageMarketEstimate } from "@/server/services/vehicle-page/price-gauge";
import { loadSiteShell } from "@/server/services/sites/site-shell";
import { soldThisMonth, vehiclePageMeta, vehiclePageModel } from "@/server/services/vehicle-page/vehicle-page";
import { loadSiteCar } from "./load-car";
import { NOT_FOUND_METADATA, siteNotFound } from "../../site-not-found";
import { siteCanonicalOrigin } from "@/server/tenancy/site-origin";

type Props = { params: Promise<{ host: string; slug: string }> };

/** The site and its car, once per request (metadata, page and the header's phone share it); a 404 for anything else. */
const load = loadSiteCar;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { host, slug } = await params;
  const loaded = await load(host, slug);
  if (!loaded) return NOT_FOUND_METADATA;
  const { vehicle } = loaded.found;
  const base = await siteCanonicalOrigin(loaded.site, host);
  const { title, description } = vehiclePageMeta(loaded.site, loaded.found);
  const image = vehicle.media.images[0]?.url;
  return {
    title,
    description,
    alternates: { canonical: `${base}/cars/${vehicle.slug}` },
    openGraph: { title, description, url: `${base}/cars/${vehicle.slug}`, type: "website", siteName: loaded.site.name, ...(image ? { images: [{ url: `${base}${image}`, width: 1200, height: 800 }] } : {}) },
  };
}

/**
 * The vehicle page (spec 001 §2, 002 §2): breadcrumbs, media viewer, sidebar with price, buttons and phone,
 * key information, the price gauge, finance, the info sections in the spec's order, specifications, car
 * details, where the car is, similar vehicles and the sticky bars. `vehiclePageModel` applies every rule.
 */
export default async function VehiclePage({ params }: Props) {
  const { host, slug } = await params;
  const loaded = await load(host, slug);
  if (!loaded) return siteNotFound("vehicle");
  const { site, found } = loaded;
  const s = site.settings;
  const now = new Date();
  // The gauge's market estimate (cached per car): the sidebar's market indicator is worked out from the same comparables.
  const marketEstimate = await vehiclePageMarketEstimate(site, found.vehicle);
  // The layout loaded the shell already; this is the same cached object, not another query.
  const shell = await loadSiteShell(site);
  const page = vehiclePageModel(site, found, await siteCanonicalOrigin(site, host), now, { soldThisMonth: await soldThisMonth(site, now), sitePhone: shell.phone, marketEstimate });
  const { car, place } = page;
  const primaryCity = s.vehiclePage.announcementBar ? shell.primaryCity : null;
  // My Garage's viewed cars: a signed-in shopper's visit on a site with a garage.
  await recordGarageView(site, car.id, s.features.garage ? await currentShopper().catch(() => null) : null);
  const detailBlocks = await vehicleDetailBlocks(site, found.vehicle.locationId);

  return (
    // The car every phone control on the page is about: event 25's label (PhoneClicks).
    <div className="mx-auto max-w-7xl px-4 py-6 pb-24 lg:pb-6" data-car-type={car.carType} data-car-id={car.id}>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScriptContent(page.jsonLd) }} />
      {car.carType === "used" ? <TrackView eventId={ANALYTICS_EVENTS.usedVehicleDetailView} label="Used Car" vehicleId={car.id} /> : null}
      <VehicleBreadcrumbs crumbs={page.breadcrumbs} title={page.title} />
      {s.vehiclePage.announcementBar && page.available && place.city ? (
        <div className="mt-4"><AnnouncementBar carCity={place.city} primaryCity={primaryCity} text={announcementText({ locationName: place.name, carCity: place.city, carState: place.state, primaryCity: primaryCity ?? "", primaryState: shell.primaryState }, { transfersToMainLocation: s.vehiclePage.transfersToMainLocation })} /></div>
      ) : null}
      {/*
        One sidebar for every screen: after the pictures on a phone, in the right-hand column (spanning both rows)
        on a desktop. Rendering it once keeps the page's hydration work and its ids single. It holds the price and
        the buttons, on the first screen from 1366 x 768 up with nothing scrolling inside it; the finance summary,
        location and sales counter (VehicleSidebarMore) flow with the page under the pictures.
      */}
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] xl:grid-cols-[minmax(0,1fr)_24rem] lg:grid-rows-[auto_1fr]">
        <div className="min-w-0 space-y-3 lg:col-start-1 lg:row-start-1">
          <MediaViewer {...page.media} />
          {s.vehiclePage.viewCounter ? <ViewCounter slug={car.slug} photosCount={car.photosCount} updatedAt={car.updatedAt} websiteId={page.siteId} noun={car.itemType} /> : null}
        </div>
        <div className="min-w-0 lg:col-start-2 lg:row-span-2 lg:row-start-1"><VehicleSidebar page={page} settings={s} /></div>
        <div className="min-w-0 space-y-10 lg:col-start-1 lg:row-start-2">
          <VehicleSidebarMore page={page} settings={s} />
          <section aria-labelledby="key-information">
            <h2 id="key-information" className="text-xl font-semibold">Key Information</h2>
            <ExpandableList as="dl" className={`mt-3 ${DETAIL_ROWS_CLASS}`} list="keyInformation" items={page.keyInformation.map((row) => <DetailRow key={row.label} row={row} />)} />
          </section>
          {page.gauge ? <PriceGauge slug={car.slug} /> : null}
          {/*
            On a phone the calculator and the estimate are folded (issue 39, item 10): the finance summary above
            already gives the weekly repayment, so the page states it twice at most (price area and finance), not four
            times, and runs fewer screens. A link to #finance-calculator opens them.
          */}
          {page.financeHref !== null ? (
            <PhoneCollapsible title="Finance calculator and estimate" openOnHash="#finance-calculator">
              <div className="grid gap-4">
                <FinanceAvailableBanner car={page.finance.car} finance={s.finance} />
                <FinanceWidgetsOnApproach
                  calculator={{ car: page.finance.car, finance: s.finance, lender: page.finance.lender }}
                  // A car with no finance figure of its own asks the site's quote service, once, in the browser (spec 002 §4).
                  estimate={{ car: page.finance.car, disclaimer: s.finance.disclaimer, quoteLender: youxQuoteWanted(page.finance.car, s.finance) ? s.finance.lender : null }}
                />
              </div>
            </PhoneCollapsible>
          ) : null}
          <VehicleInfoSections page={page} />
          {page.fuel || page.deliveryRegions.length > 0 ? (
            <PhoneCollapsible title={page.fuel && page.deliveryRegions.length > 0 ? "Running costs and delivery" : page.fuel ? "Running costs" : "Delivery"}>
              <div className="grid gap-4 md:grid-cols-2">
                {page.fuel ? <FuelCalculator litresPer100km={page.fuel.litresPer100km} /> : null}
                {page.deliveryRegions.length > 0 ? <DeliveryCalculator regions={page.deliveryRegions} /> : null}
              </div>
            </PhoneCollapsible>
          ) : null}
          {page.specifications.length > 0 ? (
            <PhoneCollapsible title="Specifications">
              <section aria-labelledby="specifications" className="render-when-near">
                <h2 id="specifications" className="text-xl font-semibold">Specifications</h2>
                <div className="mt-3"><DetailRows rows={page.specifications} /></div>
              </section>
            </PhoneCollapsible>
          ) : null}
          <PhoneCollapsible title="Car Details">
            <section aria-labelledby="car-details" className="render-when-near">
              <h2 id="car-details" className="text-xl font-semibold">Car Details</h2>
              <div className="mt-3"><DetailRows rows={page.carDetails} /></div>
            </section>
          </PhoneCollapsible>
          <VehicleEnquirySection page={page} settings={s} />
          <section id="vehicle-map" aria-labelledby="vehicle-map-title" className="scroll-mt-24">
            <h2 id="vehicle-map-title" className="text-xl font-semibold">Vehicle Location</h2>
            <p className="mt-2 text-sm">
              <strong>{place.name}</strong>
              {place.address ? <><br />{place.address}</> : place.city ? <><br />{place.city} {place.state}</> : null}
            </p>
            <p className="mt-2 text-sm">
              <Link href={page.dealerStock.href} className="font-medium text-primary hover:underline">
                See more from this dealer<span className="sr-only">: {page.dealerStock.name}</span>
              </Link>
            </p>
            {place.map ? <div className="mt-3 max-w-3xl"><LocationMap map={place.map} name={place.name} /></div> : null}
          </section>
        </div>
      </div>
      <VehicleDetailBlocks blocks={detailBlocks} />
      <SimilarVehicles slug={car.slug} initialTitle={page.similarTitle} />
      <VehiclePageBars page={page} chat={s.chat} settings={s} />
    </div>
  );
}
