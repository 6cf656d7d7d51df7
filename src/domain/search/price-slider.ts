/**
 * The price (and km) range slider of the search page (spec 001 §5, §8, §9): the range is the result's min and
 * max (0 to 100000 by default), the step is the range divided by 100, values are clamped to the range,
 * price and km are rounded to the nearest 1000, and the minimum never exceeds the maximum. A value outside the
 * range in the page's URL is ignored (not clamped): the slider and the search both leave it out.
 */
import { formatCurrency, formatWholeNumber, PER_WEEK_SUFFIX } from "@/domain/vehicle/price-display";

export const DEFAULT_SLIDER_RANGE = { min: 0, max: 100_000 } as const;

export interface SliderRange {
  min: number;
  max: number;
  step: number;
}

export function sliderRange(stats: { min: number; max: number } | null | undefined): SliderRange {
  const min = stats && Number.isFinite(stats.min) ? stats.min : DEFAULT_SLIDER_RANGE.min;
  const max = stats && Number.isFinite(stats.max) && stats.max > min ? stats.max : Math.max(min + 1, DEFAULT_SLIDER_RANGE.max);
  return { min, max, step: Math.max(1, (max - min) / 100) };
}

/** A bound from the URL is ignored when it lies outside the range. */
export function boundWithinRange(value: number | undefined, range: SliderRange): number | undefined {
  return value !== undefined && value >= range.min && value <= range.max ? value : undefined;
}

/** A slider's bounds from the URL with those outside the range of the results (`sliderRange(stats)`) left out. */
export function boundsWithinRange(bounds: { min?: number; max?: number } | undefined, stats: { min: number; max: number } | null | undefined): { min?: number; max?: number } {
  const range = sliderRange(stats);
  const kept: { min?: number; max?: number } = {};
  const min = boundWithinRange(bounds?.min, range);
  const max = boundWithinRange(bounds?.max, range);
  if (min !== undefined) kept.min = min;
  if (max !== undefined) kept.max = max;
  return kept;
}

/** The attributes a search page shows a range slider for: the weekly subscription price only on a subscription site. */
export const SLIDER_ATTRIBUTES = ["price", "km", "subscription_price"] as const;
export type SliderAttribute = (typeof SLIDER_ATTRIBUTES)[number];
type Bounds = { min?: number; max?: number };

/**
 * A search's slider bounds with each bound outside its slider's range left out (`boundsWithinRange`), as the search
 * page ignores them (spec 001 §5, §8), and whether any was: the page searches again without them, the filters drawer
 * drops them from its draft.
 */
export function rangesWithinStats<R extends Partial<Record<SliderAttribute, Bounds>>>(
  ranges: R,
  stats: Partial<Record<SliderAttribute, { min: number; max: number } | null>>,
): { ranges: R; dropped: boolean } {
  const kept: Partial<Record<SliderAttribute, Bounds>> = { ...ranges };
  let dropped = false;
  for (const attribute of SLIDER_ATTRIBUTES) {
    const bounds = ranges[attribute];
    if (!bounds) continue;
    const within = boundsWithinRange(bounds, stats[attribute]);
    if (within.min === bounds.min && within.max === bounds.max) continue;
    dropped = true;
    if (within.min === undefined && within.max === undefined) delete kept[attribute];
    else kept[attribute] = within;
  }
  return { ranges: kept as R, dropped };
}

/** The label of a slider value: dollars, or dollars a week for the subscription price. */
export function sliderLabel(value: number, attribute: string): string {
  // One shared formatter: `toLocaleString` builds an ICU formatter per call, which the slider's every render paid.
  if (attribute === "km") return `${formatWholeNumber(value)} km`;
  const dollars = formatCurrency(value);
  return attribute === "subscription_price" ? `${dollars}${PER_WEEK_SUFFIX}` : dollars;
}

/** What a slider's thumb is rounded to: $1,000 and 1,000 km (spec 001 §5), whole dollars a week for the subscription price. */
export function sliderUnit(attribute: string): number {
  if (attribute === "price" || attribute === "km") return 1000;
  return attribute === "subscription_price" ? 1 : 0;
}

/**
 * The slider's values for the bounds a page or draft holds: a bound that is absent or outside the range sits at
 * the range's end, exactly (an end is never rounded: rounding the cheapest car's $45,990 up to $46,000 would make a
 * bound that hides it). The minimum never exceeds the maximum.
 */
export function sliderValuesOf(bounds: { min?: number; max?: number } | undefined, range: SliderRange): [number, number] {
  const low = boundWithinRange(bounds?.min, range) ?? range.min;
  const high = boundWithinRange(bounds?.max, range) ?? range.max;
  return low <= high ? [low, high] : [high, low];
}

/**
 * A move of the slider (spec 001 §5): only the thumb that moved changes, rounded to the nearest 1000 for price and
 * km and clamped to the range; a thumb taken to an end of the range (or rounded past it) is that end exactly; the
 * other thumb keeps its value, so nudging the maximum never sets a minimum. The minimum may not exceed the maximum.
 */
export function moveSliderThumb(previous: readonly [number, number], raw: readonly [number, number], range: SliderRange, attribute: string): [number, number] {
  const unit = sliderUnit(attribute);
  const settle = (v: number, before: number): number => {
    if (!Number.isFinite(v)) return before;
    let rounded = unit ? Math.round(v / unit) * unit : v;
    // A move smaller than half the unit would round back to where it started (a keyboard step is a hundredth of
    // the range): it goes to the next multiple in the direction it moved instead, so every move gets somewhere.
    if (unit && v < before && rounded >= before) rounded = Math.floor(v / unit) * unit;
    if (unit && v > before && rounded <= before) rounded = Math.ceil(v / unit) * unit;
    if (v <= range.min || rounded <= range.min) return range.min;
    if (v >= range.max || rounded >= range.max) return range.max;
    return rounded;
  };
  const lowMoved = raw[0] !== previous[0];
  const highMoved = raw[1] !== previous[1];
  let low = lowMoved ? settle(raw[0], previous[0]) : previous[0];
  let high = highMoved ? settle(raw[1], previous[1]) : previous[1];
  if (low > high) {
    // The thumb that moved stops at the one that stayed.
    if (lowMoved) low = high;
    else high = low;
  }
  return [low, high];
}

/** The bounds slider values stand for: a value at an end of the range is no bound (left out of the URL). */
export function sliderBounds(values: readonly [number, number], range: SliderRange): { min?: number; max?: number } {
  const bounds: { min?: number; max?: number } = {};
  if (values[0] > range.min) bounds.min = values[0];
  if (values[1] < range.max) bounds.max = values[1];
  return bounds;
}
