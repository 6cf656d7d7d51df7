import "server-only";
import { formatAustralianPhone, telHref } from "@/domain/contact/phone-format";
import { LOCATION_DEPARTMENTS, locationServes } from "@/domain/geo/nearest-location";
import { locationBlockLayout, locationTabs, orderedVisibleLocations } from "@/domain/locations/location-layout";
import { locationDetailPath, locationsAtPath, viewLocationHref, type LocationDetailRoute } from "@/domain/locations/location-routes";
import { MAP_ZOOM, directionsUrl, locationMapKind, mercatorPixel } from "@/domain/locations/map";
import { holidayHoursLines, openNowStatus, openingHoursLines } from "@/domain/locations/opening-hours";
import { locationTimeZone } from "@/domain/test-drive/time-zone";
import { isoDateIn } from "@/domain/vehicle-page/time";
import { siteDealerships } from "@/server/data/dealerships";
import { siteLocations, siteSpecialHoursFrom, type Location, type SiteLocationSpecialHour } from "@/server/data/locations";
import type { Site } from "@/server/sites/site-store";
import type { LocationBlockView, LocationMapView, LocationPhoneView, LocationView } from "@/view-models/locations";

/** Half the drawn map's width and height in pixels at zoom 10: a pin further than this from the centre is off the map. */
const MAP_HALF_WIDTH = 320;
const MAP_HALF_HEIGHT = 180;

const TYPE_LABELS = new Map([
  ["sales", "Sales"],
  ["service", "Service"],
  ["parts", "Parts"],
  ["service-and-parts", "Service and Parts"],
]);

function phonesOf(location: Pick<Location, "phone" | "mobile" | "landlinePhone">): LocationPhoneView[] {
  const phones: LocationPhoneView[] = [];
  const add = (label: LocationPhoneView["label"], value: string | null) => {
    if (value?.trim() && !phones.some((p) => p.href === telHref(value))) phones.push({ label, display: formatAustralianPhone(value), href: telHref(value) });
  };
  add("Phone", location.phone);
  add("Mobile", location.mobile);
  add("Landline", location.landlinePhone);
  return phones;
}

/** The map of a place, with the site's other places that fall inside it. */
export function locationMap(
  site: Site,
  place: { name: string; street: string; city: string; state: string; postcode: string; lat: number; lng: number; placeId?: string | null },
  others: ReadonlyArray<{ name: string; lat: number; lng: number }> = [],
): LocationMapView {
  const settings = site.settings.locations;
  const kind = locationMapKind(settings);
  const centre = mercatorPixel(place.lat, place.lng, MAP_ZOOM);
  const addressLine = `${place.street}, ${place.city} ${place.state} ${place.postcode}`;
  return {
    kind,
    lat: place.lat,
    lng: place.lng,
    zoom: MAP_ZOOM,
    label: `Map of ${place.name}, ${addressLine}`,
    addressLine,
    others: others.filter((other) => {
      const p = mercatorPixel(other.lat, other.lng, MAP_ZOOM);
      const dx = Math.abs(p.x - centre.x);
      const dy = Math.abs(p.y - centre.y);
      return (dx > 4 || dy > 4) && dx < MAP_HALF_WIDTH - 12 && dy < MAP_HALF_HEIGHT - 12;
    }),
    tileUrl: kind === "tiles" ? settings.mapTileUrl : null,
    directionsUrl: directionsUrl(place),
  };
}

function toLocationView(site: Site, location: Location, dealership: { slug: string; name: string }, special: readonly SiteLocationSpecialHour[], all: readonly Location[], now: Date): LocationView {
  const s = site.settings;
  const route: LocationDetailRoute = s.locations.detailRoute;
  const timeZone = locationTimeZone(location.state, s.contact.defaultState);
  const today = isoDateIn(now, timeZone);
  const own = special.filter((entry) => entry.locationId === location.id);
  return {
    id: location.id,
    name: location.name,
    slug: location.slug,
    dealershipName: dealership.name,
    dealershipSlug: dealership.slug,
    locationType: location.locationType,
    departments: LOCATION_DEPARTMENTS.filter((department) => locationServes(location.locationType, department)),
    typeLabel: TYPE_LABELS.get(location.locationType.trim().toLowerCase()) ?? "Sales",
    street: location.street,
    city: location.city,
    state: location.state,
    postcode: location.postcode,
    phones: phonesOf(location),
    email: location.email,
    dealerLicenceNumber: location.dealerLicenceNumber,
    motorVehicleRepairer: location.motorVehicleRepairer,
    hours: openingHoursLines(location.openingHours, s.locations.closedDayText),
    openNow: openNowStatus(location.openingHours, own, now, timeZone),
    holidayHours: holidayHoursLines(own, today),
    detailHref: locationDetailPath(location, route),
    viewHref: viewLocationHref(location, s.locations),
    enquiryHref: `/contact?location=${location.id}`,
    map: locationMap(site, location, all.filter((other) => other.id !== location.id && (other.lat !== location.lat || other.lng !== location.lng))),
  };
}

/** The site's visible locations as shown, in the site's order (by name, or `locations.customOrder`). */
export async function siteLocationViews(site: Site, now: Date = new Date()): Promise<LocationView[]> {
  // From yesterday in UTC: no Australian clock is behind UTC's date by more than that.
  const from = new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);
  const [locations, dealerships, special] = await Promise.all([siteLocations(site.id), siteDealerships(site.id), siteSpecialHoursFrom(site.id, from)]);
  const dealershipById = new Map(dealerships.map((d) => [d.id, d]));
  const ordered = orderedVisibleLocations(locations, site.settings.locations.customOrder);
  return ordered.map((location) => toLocationView(site, location, dealershipById.get(location.dealershipId) ?? { slug: "", name: "" }, special, ordered, now));
}

/** A block of locations: its layout, and tabs by type (sales, service, parts) when they are of more than one. */
export function locationBlock(locations: LocationView[]): LocationBlockView {
  const tabs = locationTabs(locations.map((view) => ({ ...view, visible: true }))).map((tab) => {
    const views = tab.locations.map((tabbed) => locations.find((view) => view.id === tabbed.id)).filter((view): view is LocationView => view !== undefined);
    return { department: tab.department, label: tab.label, layout: locationBlockLayout(views.length), locations: views };
  });
  return { layout: locationBlockLayout(locations.length), locations, tabs: tabs.length > 1 ? tabs : [] };
}

export interface LocationPage {
  /** The page's heading: the place's name (without its Sales/Service/Parts suffix on a contact-us page), or the dealership's. */
  title: string;
  block: LocationBlockView;
}

/**
 * The location page at `/{route}/{slug}`: null (the site's 404) when the site's `locations.detailRoute` is another
 * route, or no visible location is there.
 */
export async function locationPage(site: Site, route: LocationDetailRoute, slug: string, now: Date = new Date()): Promise<LocationPage | null> {
  if (site.settings.locations.detailRoute !== route || slug.length > 200) return null;
  const views = locationsAtPath(route, slug, await siteLocationViews(site, now));
  const first = views[0];
  if (!first) return null;
  const title =
    views.length === 1
      ? first.name
      : views.every((view) => view.dealershipSlug === slug)
        ? first.dealershipName
        : first.name.replace(/\s+(sales|service|parts)$/i, "");
  return { title, block: locationBlock(views) };
}

export interface DealershipLocations {
  slug: string;
  name: string;
  /** Where the dealership's locations are listed on this site (its /locations/{dealership_slug} page where the site serves it). */
  href: string | null;
  searchHref: string;
  locations: LocationView[];
}

/** The site's dealerships (by name), each with its visible locations: the directory's /dealerships page. */
export async function dealershipDirectory(site: Site, now: Date = new Date()): Promise<DealershipLocations[]> {
  const [dealerships, views] = await Promise.all([siteDealerships(site.id), siteLocationViews(site, now)]);
  return dealerships
    .map((dealership) => ({
      slug: dealership.slug,
      name: dealership.name,
      href: site.settings.locations.detailRoute === "locations" ? `/locations/${dealership.slug}` : null,
      searchHref: `/search/${dealership.slug}`,
      locations: views.filter((view) => view.dealershipSlug === dealership.slug),
    }))
    .filter((dealership) => dealership.locations.length > 0);
}
