import { Fragment } from "react";
import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { notFound } from "next/navigation";
import { ChatBubble, ChatButton } from "@/components/vehicle/chat-launcher";
import { BadgeCheck, Cog, Gauge, MapPin, TrendingDown, Car as CarIcon } from "lucide-react";
import { certifiedBadgeLabel, CERTIFIED_BENEFITS } from "@/domain/vehicle-page-certified";
import { marketPriceIndicator } from "@/domain/price-gauge-market";
import { reservationText } from "@/domain/reservation-text";
import { VEHICLE_LOCATION_LABEL } from "@/domain/sidebar-buttons";
import { LeadDialogButton } from "@/components/search/lead-dialog-button";
import { FinanceAvailableBanner, FinanceSummary } from "@/components/finance/finance-summary";
import { FinanceWidgetsOnApproach } from "@/components/finance/finance-widgets-on-approach";
import { lenderFor } from "@/domain/finance-lender";
import { toFinanceCar } from "@/server/services/finance-car";
import { Breadcrumb, BreadcrumbItem, BreadcrumbLink, BreadcrumbList, BreadcrumbPage, BreadcrumbSeparator } from "@/components/ui/breadcrumb";
import { Button } from "@/components/ui/button";
import { DealerComments } from "@/components/vehicle/dealer-comments";
import { DealerPhone } from "@/components/vehicle/dealer-phone";
import { ExpandableList } from "@/components/vehicle/expandable-list";
import { MediaViewer } from "@/components/vehicle/media-viewer";
import { PdfDownloadButton } from "@/components/vehicle/pdf-download-button";
import { PriceGauge } from "@/components/vehicle/price-gauge";
import { DeliveryCalculator, FuelCalculator } from "@/components/vehicle/running-costs";
import { ShareButtons } from "@/components/vehicle/share-button";
import { AnnouncementBar, HistoryReportLink, SalesCounter, ViewCounter } from "@/components/vehicle/vehicle-counters";
import { loadSiteShell } from "@/server/services/site-shell";
import { SimilarVehicles } from "@/components/vehicle/similar-vehicles";
import { StickyBars } from "@/components/vehicle/sticky-bars";
import { TrackView } from "@/components/vehicle/track-view";
import { CompareButton } from "@/components/watchlist/compare-button";
import { FavouriteButton } from "@/components/watchlist/favourite-button";
import { formatCurrency } from "@/domain/price-display";
import { similarVehiclesTitle } from "@/domain/similar-vehicles";
import { isVehicleSlug } from "@/domain/slug";
import { isAvailable, soldCarMessage } from "@/domain/vehicle-page-sections";
import { carTypeLabel } from "@/domain/vehicle-types";
import { jsonLdScriptContent } from "@/domain/vehicle-json-ld";
import { ANALYTICS_EVENTS } from "@/lib/analytics-events";
import { findSiteVehicleBySlug } from "@/server/data/vehicles";
import { vehiclePageMeta, vehiclePageModel } from "@/server/services/vehicle-page";
import { resolveSite } from "@/server/sites/site-resolver";
import { siteCanonicalOrigin } from "@/server/tenancy/site-origin";
import { cache } from "react";

type Props = { params: Promise<{ host: string; slug: string }> };

/** The site and its car, once per request (metadata and page share it); a 404 for anything else. */
const load = cache(async (host: string, slug: string) => {
  const site = await resolveSite(host);
  if (!site || !isVehicleSlug(slug)) return null;
  const found = await findSiteVehicleBySlug(site.id, slug);
  return found ? { site, found } : null;
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { host, slug } = await params;
  const loaded = await load(host, slug);
  if (!loaded) return { title: "Not found" };
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
 * A label/value list. The rows are styled from the list (child selectors) rather than each carrying its own
 * classes: a car has dozens of rows, and every class string is sent twice (in the HTML and in the data React
 * hydrates from).
 */
const ROWS_CLASS = "grid gap-x-6 sm:grid-cols-2 [&>div]:flex [&>div]:justify-between [&>div]:gap-4 [&>div]:border-b [&>div]:py-2 [&>div]:text-sm [&_dt]:text-muted-foreground [&_dd]:text-right [&_dd]:font-medium";

function Rows({ rows }: { rows: Array<{ label: string; value: string }> }) {
  return (
    <dl className={ROWS_CLASS}>
      {rows.map((row) => (
        <div key={row.label}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The vehicle page (spec 001 §2, 002 §2): breadcrumbs, media viewer, sidebar with price, buttons and phone,
 * key information, specifications, the price gauge, the info sections in the spec's order, similar vehicles;
 * a sold car shows the SOLD message and similar vehicles instead of the sections.
 */
export default async function VehiclePage({ params }: Props) {
  const { host, slug } = await params;
  const loaded = await load(host, slug);
  if (!loaded) notFound();
  const { site, found } = loaded;
  const { vehicle, location, dealership } = found;
  const s = site.settings;
  const page = vehiclePageModel(site, found, await siteCanonicalOrigin(site, host));
  const price = page.price;
  const available = isAvailable(vehicle.status);
  const priceText = price.amountText;
  const similarTitle = similarVehiclesTitle(vehicle.itemType, s.features.subscription);
  const enquiryMessage = `I'm interested in the ${page.fullTitle} (stock #${vehicle.stocknum}).`;
  const financeCar = toFinanceCar(found);
  // The layout loaded the shell already; this is the same cached object, not another query.
  const primaryCity = s.vehiclePage.announcementBar ? (await loadSiteShell(site)).primaryCity : null;
  const lender = lenderFor(financeCar.financeLenders, s.finance.provider);
  const market = available && (price.display.kind === "price" || price.display.kind === "offer") ? marketPriceIndicator(price.display.amount, vehicle.autograbData) : null;

  const enquireDialog = (label: string, variant: "default" | "outline" = "default", className = "w-full") => (
    <LeadDialogButton kind="enquiry" carId={vehicle.id} defaultMessage={enquiryMessage} triggerLabel={label} title={`Enquire about the ${page.title}`} description="Send the dealer your question; they usually answer within a business day." messageLabel="Comments" triggerClassName={className} triggerVariant={variant} />
  );

  // The sticky bars' enquiry follows the sidebar's: on chat sites it may be Instant Message, opening the chat.
  const enquireButton = page.buttons.find((b) => b.id === "enquire");
  const stickyEnquire = (label: string) =>
    enquireButton?.target.kind === "chat" ? <ChatButton widget="chat" label={enquireButton.label} variant="default" className="" /> : enquireDialog(label, "default", "");

  const sidebar = (
    <aside aria-label="Price and contact" className="h-fit space-y-4 rounded-lg border bg-card p-5 shadow-sm lg:sticky lg:top-20 lg:max-h-[calc(100dvh-6rem)] lg:overflow-y-auto lg:overscroll-contain">
      <div>
        <p className="text-sm font-medium text-muted-foreground">{carTypeLabel(vehicle.carType)} · Stock #{vehicle.stocknum}</p>
        <h1 className="mt-1 text-2xl leading-tight font-bold">{page.fullTitle}</h1>
        {vehicle.series ? <p className="text-sm text-muted-foreground">{vehicle.series}</p> : null}
        {page.certified ? (
          <p className="mt-2 inline-flex items-center gap-1 rounded-md bg-muted px-2 py-1 text-sm font-semibold"><BadgeCheck aria-hidden className="size-4 text-primary" />{certifiedBadgeLabel(page.certified)}</p>
        ) : null}
        {page.certified ? (
          <ul className="mt-2 list-disc pl-5 text-xs text-muted-foreground">
            {CERTIFIED_BENEFITS.map((benefit) => <li key={benefit}>{benefit}</li>)}
          </ul>
        ) : null}
      </div>
      {available ? (
        <div>
          <p className="text-3xl font-bold" data-vehicle-price>
            {priceText}
            {price.priceType ? <span className="ml-2 text-sm font-normal text-muted-foreground">{price.priceType}</span> : null}
          </p>
          {price.was !== null ? <p className="text-sm text-muted-foreground line-through">Was {price.was}</p> : null}
          {market ? (
            <p className="mt-2 inline-flex items-center gap-1 rounded-md bg-muted px-2 py-1 text-sm font-medium" data-market-indicator>
              <TrendingDown aria-hidden className="size-4 text-primary" />
              {formatCurrency(market.saving)} below the {market.source === "state" ? `${location?.state ?? "state"} ` : "national "}market average of {formatCurrency(market.marketPrice)}
            </p>
          ) : null}
        </div>
      ) : (
        <p role="status" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm font-medium">
          <span className="mr-2 rounded bg-destructive px-1.5 py-0.5 text-xs font-bold text-destructive-foreground">SOLD</span>
          {soldCarMessage(vehicle.itemType)}
        </p>
      )}
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
        {vehicle.itemType !== "caravan" ? <li className="flex items-center gap-1"><Gauge aria-hidden className="size-4" />{vehicle.km.toLocaleString("en-AU")} kms</li> : null}
        {vehicle.simpleTransmission ? <li className="flex items-center gap-1"><Cog aria-hidden className="size-4" />{vehicle.simpleTransmission}</li> : null}
        {vehicle.simpleBody ? <li className="flex items-center gap-1"><CarIcon aria-hidden className="size-4" />{vehicle.simpleBody}</li> : null}
      </ul>
      {available ? <FinanceSummary car={financeCar} finance={s.finance} /> : null}
      <a href="#vehicle-map" className="flex items-center gap-1 text-sm font-medium underline-offset-4 hover:underline">
        <MapPin aria-hidden className="size-4" />{location?.name ?? VEHICLE_LOCATION_LABEL}
      </a>
      {s.vehiclePage.salesCounter ? <SalesCounter /> : null}
      <div className="grid gap-2">
        {page.buttons.map((button) => {
          const t = button.target;
          if (t.kind === "modal") {
            if (t.modal === "test-drive") return <LeadDialogButton key={button.id} kind="test-drive" carId={vehicle.id} defaultMessage={`I'd like to test drive the ${page.fullTitle} (stock #${vehicle.stocknum}).`} triggerLabel={button.label} title="Book a Test Drive" description="Tell us when suits you; the dealer will confirm a time." messageLabel="Message" preferredLocations={location?.distributionLocations ?? []} askPreferredTime triggerClassName="w-full" triggerVariant="outline" />;
            if (t.modal === "request-photos") return <LeadDialogButton key={button.id} kind="request-photos" carId={vehicle.id} defaultMessage="" triggerLabel={button.label} title="Request Photos" description="The dealer will send you more photos of this car." messageLabel="Message" triggerClassName="w-full" triggerVariant="outline" />;
            if (t.modal === "enquiry" && button.id === "findSimilar") return <LeadDialogButton key={button.id} carId={vehicle.id} defaultMessage={`I was interested in the ${page.fullTitle}. Please let me know if you have something similar.`} triggerClassName="w-full" />;
            if (t.modal === "enquiry") return <div key={button.id}>{enquireDialog(button.label)}</div>;
            return null;
          }
          if (t.kind === "chat") return <ChatButton key={button.id} widget={t.widget} label={button.label} variant={button.id === "enquire" ? "default" : "outline"} />;
          if (button.id === "carHistoryReport") return <HistoryReportLink key={button.id} href={t.href} label={button.label} carId={vehicle.id} />;
          const primary = button.id === "reserve";
          return (
            <Button key={button.id} asChild variant={primary ? "accent" : "outline"} className="w-full">
              <a href={t.href} {...(t.kind === "external" ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
                {button.label}
                {button.amount ? <span className="font-normal"> ({button.amount} refundable deposit)</span> : null}
              </a>
            </Button>
          );
        })}
        {page.phone ? <DealerPhone phone={page.phone} maskUntilClick={s.phone.maskUntilClick} carId={vehicle.id} dealershipId={dealership.id} websiteId={site.id} /> : null}
      </div>
      <div className="flex flex-wrap items-center gap-2 border-t pt-4">
        {page.save ? <FavouriteButton carId={vehicle.id} title={page.title} visibility={page.save} /> : null}
        {page.compare ? <CompareButton carId={vehicle.id} title={page.title} /> : null}
        <ShareButtons carName={page.fullTitle} />
        {s.features.print ? <PdfDownloadButton slug={vehicle.slug} carId={vehicle.id} variant="outline" /> : null}
        {s.features.print ? (
          <Link href={`/print?car_id=${vehicle.slug}`} target="_blank" className="text-sm font-medium text-primary underline-offset-4 hover:underline">Print view</Link>
        ) : null}
      </div>
    </aside>
  );

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 pb-24 lg:pb-6">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScriptContent(page.jsonLd) }} />
      {vehicle.carType === "used" ? <TrackView eventId={ANALYTICS_EVENTS.usedVehicleDetailView} label="Used Car" vehicleId={vehicle.id} /> : null}
      <Breadcrumb>
        <BreadcrumbList>
          {/* Separators are list items of their own, between the crumbs (never inside one: an <li> in an <li> is re-nested by the HTML parser and breaks hydration). */}
          {page.breadcrumbs.map((crumb, i) => (
            <Fragment key={crumb.href}>
              {i > 0 ? <BreadcrumbSeparator /> : null}
              <BreadcrumbItem>
                <BreadcrumbLink asChild><Link href={crumb.href}>{crumb.label}</Link></BreadcrumbLink>
              </BreadcrumbItem>
            </Fragment>
          ))}
          <BreadcrumbSeparator />
          <BreadcrumbItem>
            <BreadcrumbPage>{page.title}</BreadcrumbPage>
          </BreadcrumbItem>
        </BreadcrumbList>
      </Breadcrumb>

      {s.vehiclePage.announcementBar && available && location ? (
        <div className="mt-4"><AnnouncementBar carCity={location.city} primaryCity={primaryCity} locationName={location.name} /></div>
      ) : null}
      {/*
        One sidebar for every screen: after the pictures on a phone, in the right-hand column (spanning both rows,
        sticky) on a desktop. Rendering it once keeps the page's hydration work and its ids single.
      */}
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr]">
        <div className="min-w-0 space-y-3 lg:col-start-1 lg:row-start-1">
          <MediaViewer {...page.media} />
          {s.vehiclePage.viewCounter ? <ViewCounter slug={vehicle.slug} photosCount={vehicle.photosCount} updatedAt={vehicle.updatedAt.toISOString()} websiteId={site.id} noun={vehicle.itemType} /> : null}
        </div>
        <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">{sidebar}</div>
        <div className="min-w-0 space-y-10 lg:col-start-1 lg:row-start-2">

          <section aria-labelledby="key-information">
            <h2 id="key-information" className="text-xl font-semibold">Key Information</h2>
            <ExpandableList
              as="dl"
              className={`mt-3 ${ROWS_CLASS}`}
              list="keyInformation"
              items={page.keyInformation.map((row) => (
                <div key={row.label}>
                  <dt>{row.label}</dt>
                  <dd>{row.value}</dd>
                </div>
              ))}
            />
          </section>

          {page.gauge ? <PriceGauge slug={vehicle.slug} /> : null}

          {page.financeHref !== null ? (
            <div className="grid gap-4">
              <FinanceAvailableBanner car={financeCar} finance={s.finance} />
              <FinanceWidgetsOnApproach calculator={{ car: financeCar, finance: s.finance, lender }} estimate={{ car: financeCar, disclaimer: s.finance.disclaimer }} />
            </div>
          ) : null}

          {page.sections.map((section) => {
            const id = section.toLowerCase().replace(/[^a-z]+/g, "-").replace(/-$/, "");
            return (
              <section key={section} aria-labelledby={id} className="render-when-near">
                <h2 id={id} className="text-xl font-semibold">{section}</h2>
                <div className="mt-3">
                  {section === "Dealer Comments" ? <DealerComments comments={vehicle.dealerComments} /> : null}
                  {section === "What's Included" ? (
                    <ul className="list-disc space-y-1 pl-5 text-sm">
                      <li>A roadworthy or safety certificate where your state asks for one</li>
                      <li>A full clean and detail before you collect it</li>
                      <li>{vehicle.carType === "used" ? "A history check: no finance owing, not written off, not stolen" : "The manufacturer's new-car warranty"}</li>
                    </ul>
                  ) : null}
                  {section === "Why Buy From Us?" ? (
                    <ul className="list-disc space-y-1 pl-5 text-sm">
                      {(s.vehiclePage.whyBuyFromUs.length > 0 ? s.vehiclePage.whyBuyFromUs : [`${dealership.name} is a licensed motor dealer`, "Finance, insurance and trade-ins in one place", "Service and parts on site"]).map((reason) => <li key={reason}>{reason}</li>)}
                    </ul>
                  ) : null}
                  {section === "Reserve Online" ? (
                    <p className="text-sm">{reservationText(s.checkout, { carType: vehicle.carType, noun: vehicle.itemType, reservable: page.buttons.some((b) => b.id === "reserve") }).join(" ")}</p>
                  ) : null}
                  {section === "Protect Your Car" ? (
                    <p className="text-sm">Ask about extended warranty, paint and interior protection and comprehensive insurance when you enquire.</p>
                  ) : null}
                  {section === "Features" && page.features ? (
                    <ExpandableList
                      className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2"
                      list="features"
                      items={page.features.map((feature) => <li key={feature} className="border-b py-1.5">{feature}</li>)}
                    />
                  ) : null}
                </div>
              </section>
            );
          })}


          {page.fuel || page.deliveryRegions.length > 0 ? (
            <div className="grid gap-4 md:grid-cols-2">
              {page.fuel ? <FuelCalculator litresPer100km={page.fuel.litresPer100km} /> : null}
              {page.deliveryRegions.length > 0 ? <DeliveryCalculator regions={page.deliveryRegions} /> : null}
            </div>
          ) : null}

          {page.specifications.length > 0 ? (
            <section aria-labelledby="specifications" className="render-when-near">
              <h2 id="specifications" className="text-xl font-semibold">Specifications</h2>
              <div className="mt-3"><Rows rows={page.specifications} /></div>
            </section>
          ) : null}

          <section aria-labelledby="car-details" className="render-when-near">
            <h2 id="car-details" className="text-xl font-semibold">Car Details</h2>
            <div className="mt-3"><Rows rows={page.carDetails} /></div>
          </section>

          <section id="vehicle-map" aria-labelledby="vehicle-map-title">
            <h2 id="vehicle-map-title" className="text-xl font-semibold">Vehicle Location</h2>
            <p className="mt-2 text-sm">
              <strong>{location?.name ?? dealership.name}</strong>
              {location ? <><br />{location.city} {location.state}</> : null}
            </p>
          </section>
        </div>
      </div>

      <SimilarVehicles slug={vehicle.slug} initialTitle={similarTitle} />

      <StickyBars
        bubble={
          s.chat.enabled ? (
            <ChatBubble
              dealerName={location?.name ?? dealership.name}
              carId={vehicle.id}
              autobot={s.chat.autobot}
              facts={page.chatFacts}
            />
          ) : null
        }
        header={
          <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-2">
            <p className="truncate font-semibold">{page.fullTitle}</p>
            <div className="flex shrink-0 items-center gap-3">
              <span className="font-bold">{available ? priceText : "SOLD"}</span>
              {available ? stickyEnquire("Enquire") : null}
            </div>
          </div>
        }
        bar={
          <div className="flex items-center justify-between gap-3 px-4">
            <span className="truncate text-sm font-bold">{available ? priceText : "SOLD"}</span>
            {available ? stickyEnquire("Enquire Now") : null}
          </div>
        }
      />
    </div>
  );
}
