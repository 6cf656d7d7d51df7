/**
 * The shopper's active filters as the chips above the results (issue 15: "active filters as removable chips with
 * 'Clear all'"), and how many there are for the 'Filters (n)' button: one per selected facet value, in the
 * facets' URL order, then one per bounded range (price, km, year). A chip's label is the value's label in the
 * facet list when it is there (car_type "new" is "New"), else the value itself.
 */
import { REFINABLE_FACETS, type FacetItem, type RefinableFacet } from "./facets";
import { sliderLabel } from "./price-slider";

export const CHIP_RANGES = ["price", "km", "year"] as const;
export type ChipRange = (typeof CHIP_RANGES)[number];

export type ActiveFilter =
  | { kind: "facet"; facet: RefinableFacet; value: string; label: string }
  | { kind: "range"; attribute: ChipRange; label: string };

type Bounds = { min?: number; max?: number };

/** "$10,000 – $40,000", "From $10,000", "Up to 50,000 km", "2015 – 2020". */
export function rangeChipLabel(attribute: ChipRange, bounds: Bounds): string | null {
  const format = (v: number) => (attribute === "year" ? String(v) : sliderLabel(v, attribute));
  const { min, max } = bounds;
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
