/**
 * The certified badge of the vehicle page (spec 002 §5 "Toyota Certified badge only for Toyota, certified
 * true, not sold, on enabled sites"; spec 001 §4 rule 4 "A used certified vehicle of one particular
 * manufacturer"). The manufacturer is the site's `card.certifiedManufacturer` (null: no site badge); "not
 * sold" is the spec's availability (in stock or coming soon). Makes compare case-insensitively.
 */
import type { CarType, StockStatus } from "../vehicle/types";

export interface CertifiableVehicle {
  carType: CarType;
  certified: boolean;
  make: string;
  status: StockStatus;
}

/** The promises of the certified used programme (spec 002 §9 "Certified Toyota used"). */
export const CERTIFIED_BENEFITS = ["Extra 1-year warranty", "90-point inspection", "12 months roadside assist"] as const;

/** Whether the badge shows: a used, certified, unsold car of the configured manufacturer. */
export function certifiedBadgeVisible(vehicle: CertifiableVehicle, certifiedManufacturer: string | null): boolean {
  if (certifiedManufacturer === null || certifiedManufacturer.trim() === "") return false;
  if (vehicle.carType !== "used" || !vehicle.certified) return false;
  if (vehicle.status !== "in_stock" && vehicle.status !== "coming_soon") return false;
  return vehicle.make.trim().toLowerCase() === certifiedManufacturer.trim().toLowerCase();
}

/** The badge's text: "{manufacturer} Certified" ("Toyota Certified"). */
export function certifiedBadgeLabel(certifiedManufacturer: string): string {
  return `${certifiedManufacturer.trim()} Certified`;
}
