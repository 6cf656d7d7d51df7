/**
 * The price (and km) range slider of the search page (spec 001 §5, §8, §9): the range is the result's min and
 * max (0 to 100000 by default), the step is the range divided by 100, values are clamped to the range,
 * price and km are rounded to the nearest 1000, and the minimum never exceeds the maximum. A value outside the
 * range in the page's URL is ignored (not clamped): the slider and the search both leave it out.
 */
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

export function normaliseSliderValues(values: readonly [number, number], range: SliderRange, attribute: string): [number, number] {
  const round = attribute === "price" || attribute === "km" ? (v: number) => Math.round(v / 1000) * 1000 : (v: number) => v;
  const clamp = (v: number) => Math.min(range.max, Math.max(range.min, v));
  let [low, high] = values.map((v) => clamp(round(Number.isFinite(v) ? v : range.min))) as [number, number];
  if (low > high) [low, high] = [high, low];
  return [low, high];
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

/** The label of a slider value: dollars, or dollars a week for the subscription price. */
export function sliderLabel(value: number, attribute: string): string {
  if (attribute === "km") return `${Math.round(value).toLocaleString("en-AU")} km`;
  const dollars = `$${Math.round(value).toLocaleString("en-AU")}`;
  return attribute === "subscription_price" ? `${dollars}/wk` : dollars;
}
