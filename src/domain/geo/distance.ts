/**
 * Distance between two places on the earth (spec 002 §9 "Earth radius 6371 km"): the haversine great-circle
 * distance on a sphere of that radius.
 */

export const EARTH_RADIUS_KM = 6371;

export interface GeoPoint {
  /** Degrees, negative south of the equator. */
  lat: number;
  /** Degrees, negative west of Greenwich. */
  lng: number;
}

const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;

/** Kilometres along the earth's surface from `a` to `b`. */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  // min(1, ...) keeps rounding from taking asin out of its domain for points on opposite sides of the earth.
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}
