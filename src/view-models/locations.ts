import type { HolidayHoursLine, OpenNow, OpeningHoursLine } from "@/domain/locations/opening-hours";
import type { LocationDepartment } from "@/domain/geo/nearest-location";
import type { LocationBlockLayout, LocationTab } from "@/domain/locations/location-layout";
import type { MapKind } from "@/domain/locations/map";

/** A map of one place (spec 002 §2 "Map: interactive map or static map image"), at the spec's zoom 10. */
export interface LocationMapView {
  kind: MapKind;
  lat: number;
  lng: number;
  zoom: number;
  /** What the map shows, in words: the name and address (the picture's accessible name). */
  label: string;
  /** The address written on the drawn map. */
  addressLine: string;
  /** Other places of the site near enough to show as pins. */
  others: Array<{ name: string; lat: number; lng: number }>;
  /** The tile source's URL template, for `kind: "tiles"`. */
  tileUrl: string | null;
  /** The tile source's credit, plain text (`locations.mapAttribution`), for `kind: "tiles"`. */
  attribution: string | null;
  /** 'Get Directions': a directions link to the place. */
  directionsUrl: string;
}

export interface LocationPhoneView {
  label: "Phone" | "Mobile" | "Landline";
  /** As shown: 07 5443 0000. */
  display: string;
  href: string;
}

/** One location as its card, block or page shows it. */
export interface LocationView {
  id: number;
  name: string;
  slug: string;
  dealershipName: string;
  dealershipSlug: string;
  locationType: string;
  departments: LocationDepartment[];
  /** "Sales", "Service", "Parts", "Service and Parts". */
  typeLabel: string;
  street: string;
  city: string;
  state: string;
  postcode: string;
  phones: LocationPhoneView[];
  email: string | null;
  dealerLicenceNumber: string | null;
  motorVehicleRepairer: string | null;
  hours: OpeningHoursLine[];
  openNow: OpenNow;
  holidayHours: HolidayHoursLine[];
  /** The location's own page on this site. */
  detailHref: string;
  /** Where its 'View Location' link goes (its page, or /contact where the site says so). */
  viewHref: string;
  /** Where a Closed day's enquiry link goes. */
  enquiryHref: string;
  map: LocationMapView;
}

/** A block of locations: its layout and, when they are of several types, the tabs. */
export interface LocationBlockView {
  layout: LocationBlockLayout;
  locations: LocationView[];
  tabs: Array<Omit<LocationTab<LocationView>, "locations"> & { layout: LocationBlockLayout; locations: LocationView[] }>;
}

/** The nearest-location search of /dealer-locator and /dealerships, from the page's query (?postcode=&type=). */
export interface NearestLocationSearchView {
  /** What the shopper typed (to fill the field again). */
  postcode: string;
  type: LocationDepartment | null;
  result:
    | null
    | { ok: true; place: string; distanceKm: number; location: LocationView }
    /** `field` is the field at fault, named in the message. */
    | { ok: false; field: "postcode" | "type"; message: string };
}

