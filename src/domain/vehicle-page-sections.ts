/**
 * Which body the vehicle page shows and its info sections (spec 001 §2 "Vehicle detail page": "Info sections
 * in this order: Dealer Comments, What's Included, Why Buy From Us?, Reserve Online, Protect Your Car, and
 * Features (only when the vehicle has standardEquipment)"; "Only in-stock vehicles get the full info sections.
 * Otherwise a similar-vehicles view is shown."; spec 002 §9 "Info sections order", §8 "Sold car message").
 *
 * The order is always the spec's; the site's `vehiclePage.infoSections` only switches sections off.
 */
import type { StockStatus } from "./vehicle-types";

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
