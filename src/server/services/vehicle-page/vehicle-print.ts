import "server-only";
import { dealerCommentParagraphs, DEALER_COMMENTS_TITLE } from "@/domain/vehicle/dealer-comments";
import { formatAustralianPhone } from "@/domain/contact/phone-format";
import { priceLine } from "@/domain/vehicle/price-display";
import { vehicleTitle } from "@/domain/vehicle/title";
import type { VehicleWithLocation } from "@/server/data/vehicles";
import type { Site } from "@/server/sites/site-store";
import { loadSiteShell } from "@/server/services/sites/site-shell";
import { carContactPhone, vehicleDetailRows } from "./vehicle-page";

/**
 * What a printed car shows (spec 002 §1 the print view, §2 'Print PDF'), worked out once: the print view
 * (`/print?car_id=`) and the car PDF both lay out this model and decide nothing themselves.
 */
export interface VehiclePrintModel {
  siteName: string;
  title: string;
  series: string | null;
  /** The first picture, shown large under the title. */
  picture: { url: string; alt: string } | null;
  /** The price (`priceLine`: '$42,990', '$189 /wk', or the site's no-price text) and its price type ('Drive Away', only in stock). */
  price: { text: string; priceType: string | null };
  sold: boolean;
  details: ReadonlyArray<{ label: string; value: string }>;
  /** The dealer's comments as paragraphs; null when there are none or the car is sold. */
  comments: { title: string; paragraphs: string[] } | null;
  /** Where the car is and whom to call: location (or dealership), city and state, 'Call {phone}'. */
  contact: string[];
}

export async function vehiclePrintModel(site: Site, { vehicle, location, dealership }: VehicleWithLocation, now: Date = new Date()): Promise<VehiclePrintModel> {
  const sitePhone = (await loadSiteShell(site)).phone;
  const title = vehicleTitle(vehicle, { badge: true });
  const price = priceLine(vehicle, { subscriptionSite: site.settings.features.subscription, noPriceText: site.settings.card.noPriceText });
  const paragraphs = vehicle.status === "sold" ? [] : dealerCommentParagraphs(vehicle.dealerComments);
  const phone = carContactPhone(site, { vehicle, location }, sitePhone)?.phone ?? null;
  const image = vehicle.media.images[0];
  return {
    siteName: site.name,
    title,
    series: vehicle.series || null,
    picture: image ? { url: image.url, alt: title } : null,
    price: { text: price.amountText, priceType: price.priceType },
    sold: vehicle.status === "sold",
    details: vehicleDetailRows(site, vehicle, now).map((row) => ({ label: row.label, value: String(row.value) })),
    comments: paragraphs.length > 0 ? { title: DEALER_COMMENTS_TITLE, paragraphs } : null,
    contact: [location?.name ?? dealership.name, location ? `${location.city} ${location.state}` : null, phone ? `Call ${formatAustralianPhone(phone)}` : null].filter(
      (part): part is string => Boolean(part),
    ),
  };
}
