import { useId } from "react";
import Link from "@/components/ui/link";
import type { LocationView } from "@/view-models/locations";
import { HolidayHoursButton } from "./holiday-hours-button";
import { LocationContactLines } from "./location-contact-lines";
import { GetDirectionsLink } from "./location-map";
import { OpenNowBadge, OpeningHoursList } from "./opening-hours-list";

type HeadingLevel = "h2" | "h3";

/** A location's address, phones, hours and links: the details beside its map, or a card in a grid. */
export function LocationDetails({
  location,
  heading = "h2",
  showViewLink = true,
  showDirections = true,
  nameShown = true,
  compact = false,
  brief = false,
}: {
  location: LocationView;
  heading?: HeadingLevel;
  showViewLink?: boolean;
  /** False beside its map, whose caption has the link. */
  showDirections?: boolean;
  /** False under a page heading that already is its name (the heading stays for screen readers). */
  nameShown?: boolean;
  compact?: boolean;
  /** A card in a 6-column grid: open now, address, phones and links; the week's hours are on its page. */
  brief?: boolean;
}) {
  const Heading = heading;
  const headingId = `${useId()}-location-${location.id}`;
  return (
    <article aria-labelledby={headingId} className="grid content-start gap-3">
      <div>
        <Heading id={headingId} className={!nameShown ? "sr-only" : compact ? "text-base font-semibold" : "text-xl font-semibold"}>{location.name}</Heading>
        <p className="mt-0.5 text-xs tracking-wide text-muted-foreground uppercase">{location.typeLabel}</p>
      </div>
      <OpenNowBadge status={location.openNow} />
      <LocationContactLines location={location} withEmail={!compact} className="gap-1.5 text-sm" />
      {brief ? null : <section aria-label={`Opening hours of ${location.name}`} className="grid gap-1">
        <h3 className={compact ? "sr-only" : "text-sm font-semibold"}>Opening Hours</h3>
        <OpeningHoursList lines={location.hours} enquiryHref={location.enquiryHref} />
        {location.holidayHours.length > 0 ? (
          <div>
            <HolidayHoursButton locationName={location.name} lines={location.holidayHours} />
          </div>
        ) : null}
      </section>}
      {!compact && (location.dealerLicenceNumber || location.motorVehicleRepairer) ? (
        <p className="text-xs text-muted-foreground">
          {location.dealerLicenceNumber ? <>Dealer licence {location.dealerLicenceNumber}</> : null}
          {location.dealerLicenceNumber && location.motorVehicleRepairer ? " · " : null}
          {location.motorVehicleRepairer ? <>Motor vehicle repairer {location.motorVehicleRepairer}</> : null}
        </p>
      ) : null}
      {showDirections || showViewLink ? <p className="flex flex-wrap items-center gap-x-4 gap-y-2">
        {showDirections ? <GetDirectionsLink map={location.map} name={location.name} /> : null}
        {showViewLink ? (
          <Link href={location.viewHref} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
            View Location<span className="sr-only">: {location.name}</span>
          </Link>
        ) : null}
      </p> : null}
    </article>
  );
}
