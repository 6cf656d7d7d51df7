import "server-only";
import { locationPhone } from "@/domain/contact/location-phone";
import { formatAustralianPhone, telHref } from "@/domain/contact/phone-format";
import { LOCATION_DEPARTMENTS, locationServes, type LocationDepartment } from "@/domain/geo/nearest-location";
import { locationBlockLayout, locationTabs, orderedVisibleLocations, type LocationBlockStyle } from "@/domain/locations/location-layout";
import { locationDetailPath, locationsAtPath, viewLocationHref, type LocationDetailRoute } from "@/domain/locations/location-routes";
import { holidayHoursLines, openNowStatus, openingHoursLines } from "@/domain/locations/opening-hours";
import { POSTCODE_FORMAT_MESSAGE, UNKNOWN_POSTCODE_MESSAGE } from "@/domain/geo/postcode";
import { locationTimeZone } from "@/domain/test-drive/time-zone";
import { isoDateIn } from "@/domain/vehicle-page/time";
import { siteDealerships } from "@/server/data/dealerships";
import { siteLocations, siteSpecialHoursFrom, type Location, type SiteLocationSpecialHour } from "@/server/data/locations";
import { siteScope } from "@/server/data/scope";
import type { Site } from "@/server/sites/site-store";
import { locationMap } from "./location-map";
import { nearestSiteLocation } from "./nearest-location";
import type { LocationBlockView, LocationPhoneView, LocationView, NearestLocationSearchView } from "@/view-models/locations";

const TYPE_LABELS = new Map([
  ["sales", "Sales"],
  ["service", "Service"],
  ["parts", "Parts"],
  ["service-and-parts", "Service and Parts"],
]);

/** The location's one number (`locationPhone`): a location never shows a second or third one beside it. */
function phonesOf(location: Pick<Location, "phone" | "mobile" | "landlinePhone">): LocationPhoneView[] {
  const phone = locationPhone(location);
  return phone === null ? [] : [{ label: "Phone", display: formatAustralianPhone(phone), href: telHref(phone) }];
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
    enquiryHref: `/contact?location=${location.id}#contact-form`,
    map: locationMap(site, location, all.filter((other) => other.id !== location.id && (other.lat !== location.lat || other.lng !== location.lng))),
  };
}

/** The site's visible locations as shown, in the site's order (by name, or `locations.customOrder`). */
export async function siteLocationViews(site: Site, now: Date = new Date()): Promise<LocationView[]> {
  // From yesterday in UTC: no Australian clock is behind UTC's date by more than that.
  const from = new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);
  const [locations, dealerships, special] = await Promise.all([siteLocations(siteScope(site)), siteDealerships(siteScope(site)), siteSpecialHoursFrom(siteScope(site), from)]);
  const dealershipById = new Map(dealerships.map((d) => [d.id, d]));
  const ordered = orderedVisibleLocations(locations, site.settings.locations.customOrder);
  return ordered.map((location) => toLocationView(site, location, dealershipById.get(location.dealershipId) ?? { slug: "", name: "" }, special, ordered, now));
}

/** The pages of the site's visible locations (the sitemap): the paths `siteLocationViews` gives as `detailHref`, from one query. */
export async function siteLocationPaths(site: Site): Promise<string[]> {
  const ordered = orderedVisibleLocations(await siteLocations(siteScope(site)), site.settings.locations.customOrder);
  return ordered.map((location) => locationDetailPath(location, site.settings.locations.detailRoute));
}

/** A block of locations: its layout in the site's style, and tabs by type (sales, service, parts) when they are of more than one. */
export function locationBlock(locations: LocationView[], style: LocationBlockStyle = "cards"): LocationBlockView {
  const tabs = locationTabs(locations.map((view) => ({ ...view, visible: true }))).map((tab) => {
    const views = tab.locations.map((tabbed) => locations.find((view) => view.id === tabbed.id)).filter((view): view is LocationView => view !== undefined);
    return { department: tab.department, label: tab.label, layout: locationBlockLayout(views.length, style), locations: views };
  });
  return { layout: locationBlockLayout(locations.length, style), locations, tabs: tabs.length > 1 ? tabs : [] };
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
  return { title, block: locationBlock(views, site.settings.locations.blockStyle) };
}

export interface DealershipLocations {
  slug: string;
  name: string;
  /** Where the dealership's locations are listed on this site (its /locations/{dealership_slug} page where the site serves it). */
  href: string | null;
  locations: LocationView[];
}

/** The site's dealerships (by name), each with its visible locations: the directory's /dealerships page. */
export async function dealershipDirectory(site: Site, now: Date = new Date()): Promise<DealershipLocations[]> {
  const [dealerships, views] = await Promise.all([siteDealerships(siteScope(site)), siteLocationViews(site, now)]);
  return dealerships
    .map((dealership) => ({
      slug: dealership.slug,
      name: dealership.name,
      href: site.settings.locations.detailRoute === "locations" ? `/locations/${dealership.slug}` : null,
      locations: views.filter((view) => view.dealershipSlug === dealership.slug),
    }))
    .filter((dealership) => dealership.locations.length > 0);
}

function noLocationMessage(site: Site, type: LocationDepartment | null): string {
  return type ? `${site.name} has no ${type} location` : `${site.name} has no location`;
}

function queryValue(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? "";
}

/** The visible location nearest a postcode (`nearestSiteLocation`: the same answer as GET /api/locations/nearest), shown as a location. */
export async function nearestLocationSearch(site: Site, query: Readonly<Record<string, string | string[] | undefined>>, views: readonly LocationView[]): Promise<NearestLocationSearchView> {
  const postcode = queryValue(Object.hasOwn(query, "postcode") ? query.postcode : undefined).slice(0, 20);
  const typeText = queryValue(Object.hasOwn(query, "type") ? query.type : undefined);
  const type = (LOCATION_DEPARTMENTS as readonly string[]).includes(typeText) ? (typeText as LocationDepartment) : null;
  if (postcode === "") return { postcode, type, result: null };
  if (!/^[0-9]{4}$/.test(postcode)) return { postcode, type, result: { ok: false, field: "postcode", message: POSTCODE_FORMAT_MESSAGE } };
  const outcome = await nearestSiteLocation(site, postcode, type ?? undefined);
  if (!outcome.ok && outcome.reason === "unknown_postcode") return { postcode, type, result: { ok: false, field: "postcode", message: UNKNOWN_POSTCODE_MESSAGE } };
  if (!outcome.ok) return { postcode, type, result: { ok: false, field: "type", message: noLocationMessage(site, type) } };
  const view = views.find((location) => location.id === outcome.location.id);
  if (!view) return { postcode, type, result: { ok: false, field: "type", message: noLocationMessage(site, type) } };
  return { postcode, type, result: { ok: true, place: `${outcome.postcode.postcode} ${outcome.postcode.state}`, distanceKm: outcome.location.distanceKm, location: view } };
}
