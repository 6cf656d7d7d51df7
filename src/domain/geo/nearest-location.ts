/**
 * The location nearest a shopper (spec 002 §9 "Earth radius 6371 km"; §5 "Locations with visible false hidden"; §3
 * "location_type (sales, service, parts, service-and-parts or empty; empty counts as sales)").
 */
import { distanceKm, type GeoPoint } from "./distance";

/** The departments a shopper may ask the nearest location of. */
export const LOCATION_DEPARTMENTS = ["sales", "service", "parts"] as const;
export type LocationDepartment = (typeof LOCATION_DEPARTMENTS)[number];

/** Whether a location of this type serves the department: empty counts as sales, service-and-parts serves both. */
export function locationServes(locationType: string | null | undefined, department: LocationDepartment): boolean {
  const type = (locationType ?? "").trim().toLowerCase();
  if (type === "" || type === "sales") return department === "sales";
  if (type === "service-and-parts") return department === "service" || department === "parts";
  return type === department;
}

export interface LocationCandidate extends GeoPoint {
  name: string;
  visible: boolean;
  locationType?: string | null;
}

export interface NearestLocation<T> {
  location: T;
  distanceKm: number;
}

/**
 * The visible location nearest `point` (of the department, when one is named); of two equally near, the first by
 * name. Null when no visible location (of that department) has a position.
 */
export function nearestLocation<T extends LocationCandidate>(point: GeoPoint, locations: readonly T[], department?: LocationDepartment): NearestLocation<T> | null {
  let best: NearestLocation<T> | null = null;
  for (const location of locations) {
    if (!location.visible || !Number.isFinite(location.lat) || !Number.isFinite(location.lng)) continue;
    if (department !== undefined && !locationServes(location.locationType, department)) continue;
    const km = distanceKm(point, location);
    if (best === null || km < best.distanceKm || (km === best.distanceKm && location.name.localeCompare(best.location.name, "en-AU") < 0)) {
      best = { location, distanceKm: km };
    }
  }
  return best;
}

/** A distance as shown and answered: kilometres to one decimal place. */
export function roundDistanceKm(km: number): number {
  return Math.round(km * 10) / 10;
}
