import Link from "@/components/ui/link";
import { BadgeCheck, Car as CarIcon, Cog, Gauge, MapPin, TrendingDown } from "lucide-react";
import { FinanceSummary } from "@/components/finance/finance-summary";
import { LeadDialogButton } from "@/components/search/lead-dialog-button";
import { Button } from "@/components/ui/button";
import { ChatButton } from "@/components/vehicle/chat-launcher";
import { DealerPhone } from "@/components/vehicle/dealer-phone";
import { PdfDownloadButton } from "@/components/vehicle/pdf-download-button";
import { ShareButtons } from "@/components/vehicle/share-button";
import { HistoryReportLink, SalesCounter } from "@/components/vehicle/vehicle-counters";
import { carFormSettings, EnquireDialogButton, leadCarOf } from "@/components/vehicle/vehicle-enquiry";
import { CompareButton } from "@/components/watchlist/compare-button";
import { FavouriteButton } from "@/components/watchlist/favourite-button";
import { formatCurrency } from "@/domain/vehicle/price-display";
import type { SidebarButtonView } from "@/domain/vehicle-page/sidebar-buttons";
import type { SiteSettings } from "@/domain/site/settings";
import { certifiedBadgeLabel, CERTIFIED_BENEFITS } from "@/domain/vehicle-page/certified";
import type { VehiclePageView } from "@/view-models/vehicle-page";

/**
 * The vehicle page's sidebar (spec 001 §2): title, price or the SOLD message, facts, finance summary, the
 * site's buttons in its order, the phone, and Save, Compare, Share and Print. Sticky beside the pictures on a
 * desktop, after them on a phone.
 */
export function VehicleSidebar({ page, settings }: { page: VehiclePageView; settings: SiteSettings }) {
  const { car, price, market } = page;
  return (
    <aside aria-label="Price and contact" className="h-fit space-y-4 rounded-lg border bg-card p-5 shadow-sm lg:sticky lg:top-20 lg:max-h-[calc(100dvh-6rem)] lg:overflow-y-auto lg:overscroll-contain">
      <div>
        <p className="text-sm font-medium text-muted-foreground">{page.carTypeLabel} · Stock #{car.stocknum}</p>
        <h1 className="mt-1 text-2xl leading-tight font-bold">{page.fullTitle}</h1>
        {car.series ? <p className="text-sm text-muted-foreground">{car.series}</p> : null}
        {page.certified ? (
          <>
            <p className="mt-2 inline-flex items-center gap-1 rounded-md bg-muted px-2 py-1 text-sm font-semibold"><BadgeCheck aria-hidden className="size-4 text-primary" />{certifiedBadgeLabel(page.certified)}</p>
            <ul className="mt-2 list-disc pl-5 text-xs text-muted-foreground">
              {CERTIFIED_BENEFITS.map((benefit) => <li key={benefit}>{benefit}</li>)}
            </ul>
          </>
        ) : null}
      </div>
      {car.reservedTag ? (
        <p role="status" className="rounded-md border bg-muted p-3 text-sm" data-reserved>
          <span className="mr-2 rounded bg-foreground px-1.5 py-0.5 text-xs font-bold tracking-wide text-background">{car.reservedTag}</span>
          Someone has reserved this {car.itemType} with a deposit. Ask the team to hear if it becomes available again.
        </p>
      ) : null}
      {page.available ? (
        <div>
          <p className="text-3xl font-bold" data-vehicle-price>
            {price.amountText}
            {price.priceType ? <span className="ml-2 text-sm font-normal text-muted-foreground">{price.priceType}</span> : null}
          </p>
          {price.was !== null ? <p className="text-sm text-muted-foreground line-through">Was {price.was}</p> : null}
          {market ? (
            <p className="mt-2 inline-flex items-center gap-1 rounded-md bg-muted px-2 py-1 text-sm font-medium" data-market-indicator>
              <TrendingDown aria-hidden className="size-4 text-primary" />
              {formatCurrency(market.saving)} below the {market.areaName} market average of {formatCurrency(market.marketPrice)}
            </p>
          ) : null}
        </div>
      ) : (
        <p role="status" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm font-medium">
          <span className="mr-2 rounded bg-destructive px-1.5 py-0.5 text-xs font-bold text-destructive-foreground">SOLD</span>
          {page.soldMessage}
        </p>
      )}
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
        {page.facts.kms ? <li className="flex items-center gap-1"><Gauge aria-hidden className="size-4" />{page.facts.kms}</li> : null}
        {page.facts.transmission ? <li className="flex items-center gap-1"><Cog aria-hidden className="size-4" />{page.facts.transmission}</li> : null}
        {page.facts.body ? <li className="flex items-center gap-1"><CarIcon aria-hidden className="size-4" />{page.facts.body}</li> : null}
      </ul>
      {page.available ? <FinanceSummary car={page.finance.car} finance={settings.finance} /> : null}
      <a href="#vehicle-map" className="flex items-center gap-1 text-sm font-medium underline-offset-4 hover:underline">
        <MapPin aria-hidden className="size-4" />{page.locationLabel}
      </a>
      {page.salesThisMonth !== null ? <SalesCounter count={page.salesThisMonth} /> : null}
      <div className="grid gap-2">
        {page.buttons.map((button) => <SidebarAction key={button.id} button={button} page={page} settings={settings} />)}
        {page.phone ? <DealerPhone phone={page.phone} maskUntilClick={page.phoneMasked} carId={car.id} dealershipId={page.dealershipId} websiteId={page.siteId} /> : null}
        {page.available ? <EnquireDialogButton page={page} label="Email Us" settings={settings} variant="link" className="justify-self-center" /> : null}
      </div>
      <div className="flex flex-wrap items-center gap-2 border-t pt-4">
        {page.save ? <FavouriteButton carId={car.id} title={page.title} visibility={page.save} /> : null}
        {page.compare ? <CompareButton carId={car.id} title={page.title} /> : null}
        <ShareButtons carName={page.fullTitle} />
        {settings.features.print ? (
          <>
            <PdfDownloadButton slug={car.slug} carId={car.id} variant="outline" />
            <Link href={`/print?car_id=${car.slug}`} target="_blank" className="text-sm font-medium text-primary underline-offset-4 hover:underline">Print view</Link>
          </>
        ) : null}
      </div>
    </aside>
  );
}

/** One of the sidebar's buttons, by where it leads: a dialog, the chat, the history report or a link. */
function SidebarAction({ button, page, settings }: { button: SidebarButtonView; page: VehiclePageView; settings: SiteSettings }) {
  const t = button.target;
  const car = leadCarOf(page);
  const forms = carFormSettings(settings);
  if (t.kind === "modal") {
    if (t.modal === "test-drive") {
      return <LeadDialogButton kind="test-drive" car={car} settings={forms} defaultMessage={page.messages.testDrive} triggerLabel={button.label} title="Book a Test Drive" description="Tell us when suits you; the dealer will confirm a time." messageLabel="Message" preferredLocations={page.place.distributionLocations} askPreferredTime submitLabel="Book test drive" triggerClassName="w-full" triggerVariant="outline" />;
    }
    if (t.modal === "request-photos") {
      return <LeadDialogButton kind="request-photos" car={car} settings={forms} defaultMessage="" triggerLabel={button.label} title="Request Photos" description="The dealer will send you more photos of this car." messageLabel="Message" submitLabel="Request photos" triggerClassName="w-full" triggerVariant="outline" />;
    }
    if (t.modal === "enquiry" && button.id === "findSimilar") return <LeadDialogButton car={car} settings={forms} defaultMessage={page.messages.findSimilar} triggerClassName="w-full" />;
    if (t.modal === "enquiry") return <div><EnquireDialogButton page={page} label={button.label} settings={settings} /></div>;
    return null;
  }
  if (t.kind === "chat") return <ChatButton widget={t.widget} label={button.label} variant={button.id === "enquire" ? "default" : "outline"} />;
  if (button.id === "carHistoryReport") return <HistoryReportLink href={t.href} label={button.label} carId={car.id} />;
  return (
    // A long label (the deposit, a location's full name) wraps inside the button rather than widening a phone's page.
    <Button asChild variant={button.id === "reserve" ? "accent" : "outline"} className="h-auto min-h-9 w-full whitespace-normal py-2 text-center">
      <a href={t.href} {...(t.kind === "external" ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
        {button.label}
        {button.amount ? <span className="font-normal"> ({button.amount} refundable deposit)</span> : null}
      </a>
    </Button>
  );
}
