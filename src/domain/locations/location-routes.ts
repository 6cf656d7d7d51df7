/**
 * Where a location's page is (spec 002 §2 routes: "/contact-us/{location-slug} or /our-location/{location-slug} or
 * /locations/{slug or dealership_slug} | location detail, depending on site; the contact-us slug is the location name
 * without a trailing Sales, Service or Parts suffix; manufacturer sites send View Location to /contact").
 */
import { slugify } from "../vehicle/slug";

/** The three location-page routes a site may serve (`locations.detailRoute`); it serves exactly one of them. */
export const LOCATION_DETAIL_ROUTES = ["contact-us", "our-location", "locations"] as const;
export type LocationDetailRoute = (typeof LOCATION_DETAIL_ROUTES)[number];

/** The contact-us slug: the location's name without a trailing Sales, Service or Parts, as a slug. */
export function contactUsSlug(name: string): string {
  return slugify(name.trim().replace(/\s+(sales|service|parts)$/i, ""));
}

export interface RoutedLocation {
  name: string;
  slug: string;
  dealershipSlug: string;
}

/** The path of a location's page on a site whose `locations.detailRoute` is `route`. */
export function locationDetailPath(location: Pick<RoutedLocation, "name" | "slug">, route: LocationDetailRoute): string {
  if (route === "contact-us") return `/contact-us/${contactUsSlug(location.name)}`;
  return `/${route}/${location.slug}`;
}

/** Where a location's 'View Location' link goes: /contact on sites with `locations.viewLocationGoesToContact`, else its page. */
export function viewLocationHref(location: Pick<RoutedLocation, "name" | "slug">, settings: { detailRoute: LocationDetailRoute; viewLocationGoesToContact: boolean }): string {
  return settings.viewLocationGoesToContact ? "/contact" : locationDetailPath(location, settings.detailRoute);
}

/**
 * The locations a location page at `/{route}/{slug}` shows, of the site's visible locations (in their listed order):
 * - contact-us: every location whose contact-us slug is `slug` (a place's Sales, Service and Parts share one page);
 * - our-location: the location of that slug;
 * - locations: the location of that slug, else every location of the dealership of that slug.
 * Empty when none: the page is the site's 404.
 */
export function locationsAtPath<T extends RoutedLocation>(route: LocationDetailRoute, slug: string, locations: readonly T[]): T[] {
  if (route === "contact-us") return locations.filter((location) => contactUsSlug(location.name) === slug);
  const bySlug = locations.filter((location) => location.slug === slug);
  if (route === "our-location" || bySlug.length > 0) return bySlug.slice(0, 1);
  return locations.filter((location) => location.dealershipSlug === slug);
}
