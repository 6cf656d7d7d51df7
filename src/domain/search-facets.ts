/**
 * How facet items are ordered and cut, as the spec says:
 *  - car_type in the order new, demo, used;
 *  - price-range facets by the number in their label;
 *  - every other facet by count descending, then name descending (spec 002 §9);
 *  - limits: 4 by default (20 when the site lists custom bodies), city 20, dealership 40, models 30;
 *  - with the popular-makes feature, the first 20 makes are 'Popular Makes', the rest 'All Makes'.
 */

export const FACET_ATTRIBUTES = [
  "badge", "status", "car_type", "categories", "city", "colour", "dealership_name", "filtered_features",
  "item_type", "km", "location_name", "make", "make_model", "model", "price", "subscription_price",
  "price_range", "seats", "body", "drive", "fuel", "transmission", "state", "tag", "weekly_price_range",
  "year", "certified", "created_at_timestamp",
] as const;
export type FacetAttribute = (typeof FACET_ATTRIBUTES)[number];

export interface FacetItem {
  label: string;
  value: string;
  count: number;
  isRefined: boolean;
}

const CAR_TYPE_ORDER = ["new", "demo", "used"];
const CAR_TYPE_LABELS = new Map([["new", "New"], ["demo", "Demo"], ["used", "Used"]]);
const PRICE_RANGE_FACETS = new Set(["price_range", "weekly_price_range"]);

/** The first number in a label ("$10,000 - $20,000" -> 10000; "Under $5k" -> 5). */
export function leadingNumber(label: string): number {
  const match = /\d[\d,]*(\.\d+)?/.exec(label);
  return match ? Number(match[0].replace(/,/g, "")) : Number.POSITIVE_INFINITY;
}

export function facetLimit(attribute: string, options: { customBodies: boolean }): number {
  if (attribute === "city") return 20;
  if (attribute === "dealership_name") return 40;
  if (attribute === "model") return 30;
  return options.customBodies ? 20 : 4;
}

/** Items of one facet in display order, refined items always kept. */
export function orderFacetItems(attribute: string, counts: ReadonlyMap<string, number>, refined: readonly string[]): FacetItem[] {
  const items: FacetItem[] = [...counts].map(([value, count]) => ({
    label: attribute === "car_type" ? (CAR_TYPE_LABELS.get(value) ?? value) : value,
    value,
    count,
    isRefined: refined.includes(value),
  }));
  if (attribute === "car_type") {
    const rank = (v: string) => (CAR_TYPE_ORDER.indexOf(v) === -1 ? CAR_TYPE_ORDER.length : CAR_TYPE_ORDER.indexOf(v));
    return items.sort((a, b) => rank(a.value) - rank(b.value));
  }
  if (PRICE_RANGE_FACETS.has(attribute)) return items.sort((a, b) => leadingNumber(a.label) - leadingNumber(b.label));
  return items.sort((a, b) => b.count - a.count || (a.label < b.label ? 1 : a.label > b.label ? -1 : 0));
}

/** The first `limit` items, plus any refined item that falls beyond it (a selection never disappears). */
export function limitFacetItems(items: readonly FacetItem[], limit: number): FacetItem[] {
  const head = items.slice(0, limit);
  return [...head, ...items.slice(limit).filter((item) => item.isRefined)];
}

/** Makes split for the popular-makes feature: the first 20 (by count) and the rest. */
export function splitPopularMakes(items: readonly FacetItem[]): { popular: FacetItem[]; all: FacetItem[] } {
  return { popular: items.slice(0, 20), all: items.slice(20) };
}

const PRICE_BANDS = [10_000, 20_000, 30_000, 40_000, 50_000, 75_000, 100_000];

/** The price-range facet value of a price: "Under $10,000", "$10,000 - $20,000", ..., "$100,000+". */
export function priceRangeLabel(price: number): string | null {
  if (!(price > 0)) return null;
  const money = (n: number) => `$${n.toLocaleString("en-AU")}`;
  const first = PRICE_BANDS[0] ?? 10_000;
  if (price < first) return `Under ${money(first)}`;
  for (let i = 1; i < PRICE_BANDS.length; i++) {
    const upper = PRICE_BANDS[i] ?? 0;
    if (price < upper) return `${money(PRICE_BANDS[i - 1] ?? 0)} - ${money(upper)}`;
  }
  return `${money(PRICE_BANDS[PRICE_BANDS.length - 1] ?? 0)}+`;
}
