import "server-only";
import { nearestLocation, roundDistanceKm, type LocationDepartment } from "@/domain/geo/nearest-location";
import { siteLocations } from "@/server/data/locations";
import { siteScope } from "@/server/data/scope";
import { geocodePostcode, type PostcodePlace } from "@/server/geo/postcodes";
import type { Site } from "@/server/sites/site-store";

export interface NearestSiteLocation {
  id: number;
  slug: string;
  name: string;
  /** Kilometres from the postcode's point, to 0.1 km. */
  distanceKm: number;
}

export type NearestSiteLocationOutcome =
  | { ok: true; postcode: PostcodePlace; location: NearestSiteLocation }
  /** No Australian postcode of that number (or not four digits). */
  | { ok: false; reason: "unknown_postcode" }
  /** The site shows no visible location (of that department). */
  | { ok: false; reason: "no_location" };

/** The site's visible location nearest a postcode (of a department when one is named). */
export async function nearestSiteLocation(site: Site, postcode: string, department?: LocationDepartment): Promise<NearestSiteLocationOutcome> {
  const place = geocodePostcode(postcode);
  if (!place) return { ok: false, reason: "unknown_postcode" };
  const found = nearestLocation(place, await siteLocations(siteScope(site)), department);
  if (!found) return { ok: false, reason: "no_location" };
  const { id, slug, name } = found.location;
  return { ok: true, postcode: place, location: { id, slug, name, distanceKm: roundDistanceKm(found.distanceKm) } };
}
