/**
 * Which locations a site lists, in what order and how (spec 002 §2 "Location block: one location section (map plus
 * details) or a grid of location cards when several; locations carousel with a Swipe hint; ... opening-hours tabs for
 * a location with its other types (sales, service, parts)"; §5 "Locations with visible false hidden"; §9 "Locations
 * carousel: hint shown when 3 or fewer; grid columns 3, 4 or 6 by count; sorted by name unless a custom order exists").
 */
import { LOCATION_DEPARTMENTS, locationServes, type LocationDepartment } from "../geo/nearest-location";

export interface ListedLocation {
  name: string;
  slug: string;
  visible: boolean;
  locationType?: string | null;
}

/**
 * The visible locations in the order a site lists them: by name, unless the site sets `locations.customOrder` (location
 * slugs), when those come first in that order and any others follow by name.
 */
export function orderedVisibleLocations<T extends ListedLocation>(locations: readonly T[], customOrder: readonly string[]): T[] {
  const rank = new Map<string, number>();
  customOrder.forEach((slug, index) => {
    if (!rank.has(slug)) rank.set(slug, index);
  });
  const rankOf = (location: T) => rank.get(location.slug) ?? Number.POSITIVE_INFINITY;
  return locations
    .filter((location) => location.visible)
    .toSorted((a, b) => {
      const byRank = rankOf(a) - rankOf(b);
      if (byRank !== 0 && Number.isFinite(Math.min(rankOf(a), rankOf(b)))) return byRank;
      return a.name.localeCompare(b.name, "en-AU");
    });
}

export type LocationBlockLayout =
  | { kind: "none" }
  /** One location: its map beside its details. */
  | { kind: "single" }
  /** Two or three: a row that swipes on a phone, with the Swipe hint; three columns on a wide screen. */
  | { kind: "carousel"; columns: 3; swipeHint: true }
  /** Four or more: a grid of cards, 4 columns up to eight locations, 6 from nine. */
  | { kind: "grid"; columns: 4 | 6; swipeHint: false }
  /** Two or more on a site with `locations.blockStyle` "mapTabs": a tab a location, each its map beside its details. */
  | { kind: "mapTabs" };

/**
 * A site's style for a block of several locations (spec 002 §2 "a grid of location cards when several; locations
 * carousel ...; tabbed iframe view of several locations"): "cards" (the carousel or grid by count) or "mapTabs" (a
 * tab a location with its map; the spec's iframes are the platform's own drawn or tiled map, nothing from outside).
 */
export const LOCATION_BLOCK_STYLES = ["cards", "mapTabs"] as const;
export type LocationBlockStyle = (typeof LOCATION_BLOCK_STYLES)[number];

/** How a block of `count` locations is laid out, in the site's style. */
export function locationBlockLayout(count: number, style: LocationBlockStyle = "cards"): LocationBlockLayout {
  if (count <= 0) return { kind: "none" };
  if (count === 1) return { kind: "single" };
  if (style === "mapTabs") return { kind: "mapTabs" };
  if (count <= 3) return { kind: "carousel", columns: 3, swipeHint: true };
  return { kind: "grid", columns: count <= 8 ? 4 : 6, swipeHint: false };
}

export interface LocationTab<T> {
  department: LocationDepartment;
  /** "Sales", "Service", "Parts". */
  label: string;
  locations: T[];
}

const DEPARTMENT_LABELS: Record<LocationDepartment, string> = { sales: "Sales", service: "Service", parts: "Parts" };

/**
 * The locations by type, as tabs: Sales, Service, Parts, each with the locations serving it (an empty type counts as
 * sales; service-and-parts is in both), in the order given; a type no location serves has no tab.
 */
export function locationTabs<T extends ListedLocation>(locations: readonly T[]): LocationTab<T>[] {
  return LOCATION_DEPARTMENTS.map((department) => ({
    department,
    label: DEPARTMENT_LABELS[department],
    locations: locations.filter((location) => locationServes(location.locationType, department)),
  })).filter((tab) => tab.locations.length > 0);
}
