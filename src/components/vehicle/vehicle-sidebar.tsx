import Link from "@/components/ui/link";
import { BadgeCheck, Car as CarIcon, Cog, Gauge, MapPin, TrendingDown } from "lucide-react";
import { FinanceSummary } from "@/components/finance/finance-summary";
import { LeadDialogButton } from "@/components/search/lead-dialog-button";
import { Button } from "@/components/ui/button";
import { ChatButton } from "@/components/vehicle/chat-launcher";
import { DealerPhone } from "@/components/vehicle/dealer-phone";
import { PaymentMethodsButton } from "@/components/vehicle/payment-methods-button";
import { PdfDownloadButton } from "@/components/vehicle/pdf-download-button";
import { ShareButtons } from "@/components/vehicle/share-button";
import { HistoryReportLink, SalesCounter } from "@/components/vehicle/vehicle-counters";
import { carFormSettings, EnquireDialogButton, leadCarOf } from "@/components/vehicle/vehicle-enquiry";
import { CompareButton } from "@/components/watchlist/compare-button";
import { FavouriteButton } from "@/components/watchlist/favourite-button";
import type { SidebarButtonView } from "@/domain/vehicle-page/sidebar-buttons";
import type { SiteSettings } from "@/domain/site/settings";
import { certifiedBadgeLabel, CERTIFIED_BENEFITS } from "@/domain/vehicle-page/certified";
import type { VehiclePageView } from "@/view-models/vehicle-page";
import { cn } from "@/lib/utils";

/**
 * The vehicle page's sidebar (spec 001 §2): title, price or the SOLD message, facts, the site's buttons in its
 * order, Save, Compare, Share and Print, then the phone and Email Us. Beside the pictures on a desktop, right after them on a
 * phone. It never scrolls inside itself and is not sticky (a sticky box taller than the window hides its foot until
 * the page ends); it is short enough for the price and the buttons to be on the first screen from 1366 x 768, and
 * once the page scrolls on, the sticky header carries the price and Enquire. The finance summary, the location and
 * the sales counter follow in `VehicleSidebarMore`, which flows with the page.
 */
export function VehicleSidebar({ page, settings }: { page: VehiclePageView; settings: SiteSettings }) {
  const { car, price, market } = page;
  const fullRow = fullRowButtons(page.buttons);
  return (
    <aside aria-label="Price and contact" className="h-fit space-y-3 rounded-lg border bg-card p-5 shadow-sm">
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
          This {car.itemType} is held with a deposit. If it is yours, your confirmation is in your email; otherwise ask the team to hear if it becomes available again.
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
              {market.text}
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
      {/*
        The site's buttons in its order. From xl two short ones share a row (a label wraps rather than widening its
        button), so the list stays on the first screen beside the pictures.
      */}
      <div className="grid gap-2 xl:grid-cols-2 xl:[&_:is(a,button)]:h-auto xl:[&_:is(a,button)]:min-h-10 xl:[&_:is(a,button)]:whitespace-normal xl:[&_:is(a,button)]:text-center">
        {page.buttons.map((button, index) => (
          <div key={button.id} className={cn("grid", fullRow[index] && "xl:col-span-2")}>
            <SidebarAction button={button} page={page} settings={settings} />
          </div>
        ))}
      </div>
      {/* Save, Compare, Share and Print straight after the buttons: with them on the first screen. */}
      <div className="flex flex-wrap items-center gap-2 border-y py-3">
        {page.save ? <FavouriteButton carId={car.id} title={page.title} visibility={page.save} /> : null}
        {page.compare ? <CompareButton carId={car.id} title={page.title} /> : null}
        <ShareButtons carName={page.fullTitle} />
        {settings.features.print ? (
          <>
            <PdfDownloadButton slug={car.slug} carId={car.id} variant="outline" size="sm" />
            <Link href={`/print?car_id=${car.slug}`} target="_blank" className="text-sm font-medium text-primary underline-offset-4 hover:underline">Print view</Link>
          </>
        ) : null}
      </div>
      <div className="grid gap-2">
        {page.phone ? <DealerPhone phone={page.phone} maskUntilClick={page.phoneMasked} carId={car.id} carType={page.car.carType} dealershipId={page.dealershipId} websiteId={page.siteId} /> : null}
        {page.available ? <EnquireDialogButton page={page} label="Email Us" settings={settings} variant="link" className="justify-self-center" /> : null}
      </div>
    </aside>
  );
}

/**
 * What the sidebar used to hold below its buttons: the finance summary, the car's location and the sales counter.
 * It flows with the page (under the pictures on a desktop, under the sidebar on a phone), so the sidebar above stays
 * short enough for the price and the buttons to be on the first screen.
 */
export function VehicleSidebarMore({ page, settings }: { page: VehiclePageView; settings: SiteSettings }) {
  return (
    <div className="grid items-start gap-4 md:grid-cols-2">
      {page.available ? <FinanceSummary car={page.finance.car} finance={settings.finance} /> : null}
      <div className="grid gap-4">
        <a href="#vehicle-map" className="flex items-center gap-1 text-sm font-medium underline-offset-4 hover:underline">
          <MapPin aria-hidden className="size-4" />{page.locationLabel}
        </a>
        {page.salesThisMonth !== null ? <SalesCounter count={page.salesThisMonth} /> : null}
      </div>
    </div>
  );
}

/** Labels longer than this take a whole row when the buttons are in two columns. */
const HALF_ROW_LABEL_CHARS = 18;

/**
 * Which buttons take a whole row in the two-column list: the first (the site's main action), one with the deposit, a
 * long label, and a short one that would otherwise sit alone (before a whole-row button or at the end): no row has a gap.
 */
function fullRowButtons(buttons: SidebarButtonView[]): boolean[] {
  const wide = buttons.map((b, i) => i === 0 || Boolean(b.amount) || b.label.length > HALF_ROW_LABEL_CHARS);
  const result = [...wide];
  let pending: number | null = null; // a short button waiting for a partner
  buttons.forEach((_, i) => {
    if (wide[i]) {
      if (pending !== null) result[pending] = true;
      pending = null;
    } else if (pending === null) {
      pending = i;
    } else {
      pending = null;
    }
  });
  if (pending !== null) result[pending] = true;
  return result;
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
    if (t.modal === "enquiry") return <div><EnquireDialogButton page={page} label={button.label} settings={settings} variant={button.primary ? "default" : "outline"} /></div>;
    return null;
  }
  if (t.kind === "payment-methods") return <PaymentMethodsButton label={button.label} carTitle={page.title} methods={t.methods} primary={button.primary} />;
  if (t.kind === "chat") return <ChatButton widget={t.widget} label={button.label} variant={button.primary ? "default" : "outline"} />;
  if (button.id === "carHistoryReport") return <HistoryReportLink href={t.href} label={button.label} carId={car.id} />;
  return (
    // A long label (the deposit, a location's full name) wraps inside the button rather than widening a phone's page.
    <Button asChild variant={button.primary ? (button.id === "reserve" || button.id === "onlinePurchase" ? "accent" : "default") : "outline"} className="h-auto min-h-9 w-full whitespace-normal py-2 text-center">
      <a href={t.href} {...(t.kind === "external" ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
        {/* One flex item: the label and the deposit wrap as one line of text, not as two columns. */}
        <span>
          {button.label}
          {button.amount ? <span className="font-normal"> ({button.amount} refundable deposit)</span> : null}
        </span>
      </a>
    </Button>
  );
}
