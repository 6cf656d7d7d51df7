/**
 * Which body the vehicle page shows and its info sections (spec 001 §2 "Vehicle detail page": "Info sections
 * in this order: Dealer Comments, What's Included, Why Buy From Us?, Reserve Online, Protect Your Car, and
 * Features (only when the vehicle has standardEquipment)"; "Only in-stock vehicles get the full info sections.
 * Otherwise a similar-vehicles view is shown."; spec 002 §9 "Info sections order", §8 "Sold car message").
 *
 * The order is always the spec's; the site's `vehiclePage.infoSections` only switches sections off.
 */
import type { StockStatus } from "../vehicle/types";

export const INFO_SECTIONS = ["Dealer Comments", "What's Included", "Why Buy From Us?", "Reserve Online", "Protect Your Car", "Features"] as const;
export type InfoSection = (typeof INFO_SECTIONS)[number];

/** Available (spec 002 §4 "Car availability: in_stock and coming_soon are available; otherwise unavailable"). */
export function isAvailable(status: StockStatus): boolean {
  return status === "in_stock" || status === "coming_soon";
}

/** The page body: the info sections for an in-stock vehicle, otherwise the similar-vehicles view. */
export function vehiclePageBody(status: StockStatus): "info-sections" | "similar-vehicles" {
  return status === "in_stock" ? "info-sections" : "similar-vehicles";
}

/**
 * The info sections in the spec's order: none unless in stock; Features only with standard equipment;
 * only those the site enables (all by default).
 */
export function infoSections(
  vehicle: { status: StockStatus; standardEquipment: readonly string[] | null | undefined },
  enabled: readonly InfoSection[] = INFO_SECTIONS,
): InfoSection[] {
  if (vehiclePageBody(vehicle.status) !== "info-sections") return [];
  const hasFeatures = (vehicle.standardEquipment ?? []).some((f) => f.trim().length > 0);
  return INFO_SECTIONS.filter((s) => enabled.includes(s) && (s !== "Features" || hasFeatures));
}

/**
 * The sold-car message: "Unfortunately this {car type} recently sold. But don't worry, we can help you find a
 * similar {car type}!" — the car type is the vehicle noun in lower case ("car", "caravan").
 */
export function soldCarMessage(carType: string): string {
  const noun = carType.trim().toLowerCase() || "car";
  return `Unfortunately this ${noun} recently sold. But don't worry, we can help you find a similar ${noun}!`;
}

/**
 * What the dealer says of itself and its cars (`vehiclePage.dealerClaims`): each claim is made only where the
 * site turns it on (issue 15: a claim needs the dealer's word or the car's data behind it).
 */
export interface DealerClaims {
  /** Its cars come with a roadworthy or safety certificate where the state asks for one. */
  roadworthyCertificate: boolean;
  /** Its cars are cleaned and detailed before collection. */
  detailBeforeCollection: boolean;
  /** The site services cars and sells parts. */
  serviceAndPartsOnSite: boolean;
  /** Finance, insurance and trade-ins are arranged at the dealer. */
  financeInsuranceTradeIns: boolean;
}

/**
 * "What's Included": the dealer's promises it has made (a roadworthy, a detail), a new or demo car's
 * manufacturer's warranty, and a used car's history report only when the car has one (the car's data). Nothing is
 * said of a history check's findings: the platform does not hold them.
 */
export function whatsIncludedItems(car: { carType: "new" | "used" | "demo"; hasHistoryReport: boolean }, claims: DealerClaims): string[] {
  const items: string[] = [];
  if (claims.roadworthyCertificate) items.push("A roadworthy or safety certificate where your state asks for one");
  if (claims.detailBeforeCollection) items.push("A full clean and detail before you collect it");
  if (car.carType !== "used") items.push("The manufacturer's new-car warranty");
  else if (car.hasHistoryReport) items.push("This car's history report, yours to read before you buy");
  return items;
}

/**
 * "Why Buy From Us?": the site's own reasons (`vehiclePage.whyBuyFromUs`), or reasons from data and the dealer's
 * claims: licensed only with a licence number on record, service and parts, finance and trade-ins where claimed.
 */
export function whyBuyFromUsItems(siteReasons: readonly string[], dealer: { name: string; licenceNumber: string | null }, claims: DealerClaims): string[] {
  if (siteReasons.length > 0) return [...siteReasons];
  const items: string[] = [];
  const licence = dealer.licenceNumber?.trim();
  if (licence) items.push(`${dealer.name} is a licensed motor dealer (licence ${licence})`);
  if (claims.financeInsuranceTradeIns) items.push("Finance, insurance and trade-ins in one place");
  if (claims.serviceAndPartsOnSite) items.push("Service and parts on site");
  return items;
}

export const PROTECT_YOUR_CAR_TEXT = "Ask about extended warranty, paint and interior protection and comprehensive insurance when you enquire.";

/** The id a section's heading carries ("Why Buy From Us?" → "why-buy-from-us"), for its aria-labelledby. */
export function infoSectionId(section: InfoSection): string {
  return section.toLowerCase().replace(/[^a-z]+/g, "-").replace(/^-|-$/g, "");
}

/** The enquiry dialogs' preset messages, naming the car and its stock number as the dealer files it. */
export function vehicleEnquiryMessages(car: { fullTitle: string; stocknum: string }): { enquiry: string; testDrive: string; findSimilar: string } {
  return {
    enquiry: `I'm interested in the ${car.fullTitle} (stock #${car.stocknum}).`,
    testDrive: `I'd like to test drive the ${car.fullTitle} (stock #${car.stocknum}).`,
    findSimilar: `I was interested in the ${car.fullTitle}. Please let me know if you have something similar.`,
  };
}
