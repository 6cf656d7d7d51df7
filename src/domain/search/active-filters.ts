/**
 * The shopper's active filters as the chips above the results (issue 15: "active filters as removable chips with
 * 'Clear all'"), and how many there are for the 'Filters (n)' button: one per selected facet value, in the
 * facets' URL order, then one per bounded range (price, km, year, the weekly price, when listed). A chip's label is the value's label in the
 * facet list when it is there (car_type "new" is "New"), else the value itself.
 */
import { REFINABLE_FACETS, type FacetItem, type RefinableFacet } from "./facets";
import { sliderLabel } from "./price-slider";

export const CHIP_RANGES = ["price", "km", "year", "subscription_price", "created_at_timestamp"] as const;
export type ChipRange = (typeof CHIP_RANGES)[number];

export type ActiveFilter =
  | { kind: "facet"; facet: RefinableFacet; value: string; label: string }
  | { kind: "range"; attribute: ChipRange; label: string };

type Bounds = { min?: number; max?: number };

/** A listing time (seconds since 1970) as a chip names it: "1 Dec 2026" (the day in Australia's eastern time). */
const LISTED_DAY = new Intl.DateTimeFormat("en-AU", { day: "numeric", month: "short", year: "numeric", timeZone: "Australia/Sydney" });

/** "$10,000 – $40,000", "From $10,000", "Up to 50,000 km", "2015 – 2020", "Up to $300/wk", "Listed from 1 Dec 2026". */
export function rangeChipLabel(attribute: ChipRange, bounds: Bounds): string | null {
  const { min, max } = bounds;
  if (attribute === "created_at_timestamp") {
    const day = (v: number) => LISTED_DAY.format(new Date(v * 1000));
    if (min !== undefined && max !== undefined) return `Listed ${day(min)} – ${day(max)}`;
    if (min !== undefined) return `Listed from ${day(min)}`;
    if (max !== undefined) return `Listed up to ${day(max)}`;
    return null;
  }
  const format = (v: number) => (attribute === "year" ? String(v) : sliderLabel(v, attribute));
  if (min !== undefined && max !== undefined) return `${format(min)} – ${format(max)}`;
  if (min !== undefined) return `From ${format(min)}`;
  if (max !== undefined) return `Up to ${format(max)}`;
  return null;
}

export function activeFilters(
  filters: Partial<Record<RefinableFacet, readonly string[]>>,
  ranges: Partial<Record<ChipRange, Bounds>>,
  facets: Partial<Record<RefinableFacet, readonly FacetItem[]>>,
): ActiveFilter[] {
  const chips: ActiveFilter[] = [];
  for (const facet of REFINABLE_FACETS) {
    for (const value of filters[facet] ?? []) {
      const label = facets[facet]?.find((item) => item.value === value)?.label ?? value;
      chips.push({ kind: "facet", facet, value, label });
    }
  }
  for (const attribute of CHIP_RANGES) {
    const label = rangeChipLabel(attribute, ranges[attribute] ?? {});
    if (label) chips.push({ kind: "range", attribute, label });
  }
  return chips;
}
