/**
 * The search's facets (SEARCH_FACETS), and how facet items are ordered and cut, as the spec says:
 *  - car_type in the order new, demo, used;
 *  - price-range facets by the number in their label;
 *  - every other facet by count descending, then name descending (spec 002 §9);
 *  - limits: 4 by default (20 when the site lists custom bodies), city 20, dealership 40, models (and makes with
 *    models) 30, categories, weekly price bands and features 10;
 *  - with the popular-makes feature, the first 20 makes are 'Popular Makes', the rest 'All Makes'.
 */

import { carTypeLabel, isCarType } from "../vehicle/types";

/**
 * The search's facets (spec 001 §3 "Facet attributes", those the stock search implements), one row each, and
 * nothing else lists them:
 *  - attribute: the URL parameter, the API's key and the site index's column (src/server/search/vehicle-documents.ts
 *    must give every row a value, or it does not compile);
 *  - title: the heading of its list in the filter panel;
 *  - order: its place in the filter panel, 1 first; null when the panel does not show it;
 *  - refinable: a shopper may select values (OR within the facet, AND across facets); `status` is only counted
 *    (its in-stock count stands in for counts above 1999).
 * Every facet is counted on a search with facets (the subscription facets only on a subscription site:
 * `siteCountedFacets`). Rows are in URL order: a search link lists its parameters so.
 *
 * make_model is the make and model as one name; weekly_price_range the band of the weekly (subscription) price;
 * categories and filtered_features hold several values a car (LIST_FACETS): the car's groups and its features
 * (facet-values.ts works every one of them out).
 */
export const SEARCH_FACETS = [
  { attribute: "make", title: "Make", order: 2, refinable: true },
  { attribute: "model", title: "Model", order: 3, refinable: true },
  { attribute: "badge", title: "Badge", order: null, refinable: true },
  { attribute: "car_type", title: "Condition", order: 1, refinable: true },
  { attribute: "body", title: "Body Type", order: 6, refinable: true },
  { attribute: "colour", title: "Colour", order: 12, refinable: true },
  { attribute: "fuel", title: "Fuel", order: 9, refinable: true },
  { attribute: "drive", title: "Drive", order: 11, refinable: true },
  { attribute: "transmission", title: "Transmission", order: 10, refinable: true },
  { attribute: "seats", title: "Seats", order: 14, refinable: true },
  { attribute: "year", title: "Year", order: 13, refinable: true },
  { attribute: "item_type", title: "Vehicle Type", order: 16, refinable: true },
  { attribute: "tag", title: "Tag", order: null, refinable: true },
  { attribute: "certified", title: "Certified", order: null, refinable: true },
  { attribute: "state", title: "State", order: 17, refinable: true },
  { attribute: "city", title: "City", order: null, refinable: true },
  { attribute: "location_name", title: "Location", order: 18, refinable: true },
  { attribute: "dealership_name", title: "Dealership", order: 19, refinable: true },
  { attribute: "price_range", title: "Price", order: 7, refinable: true },
  { attribute: "weekly_price_range", title: "Weekly Price", order: 8, refinable: true },
  { attribute: "make_model", title: "Make and Model", order: 4, refinable: true },
  { attribute: "categories", title: "Category", order: 5, refinable: true },
  { attribute: "filtered_features", title: "Features", order: 15, refinable: true },
  { attribute: "status", title: "Status", order: null, refinable: false },
] as const satisfies ReadonlyArray<{ attribute: string; title: string; order: number | null; refinable: boolean }>;

type FacetRow = (typeof SEARCH_FACETS)[number];
export type FacetAttribute = FacetRow["attribute"];
/** A facet a shopper can refine: a URL parameter of the search pages and a key of the API's `filters`. */
export type RefinableFacet = Extract<FacetRow, { refinable: true }>["attribute"];

/** Every facet, counted on a search with facets. */
export const COUNTED_FACETS: readonly FacetAttribute[] = SEARCH_FACETS.map((row) => row.attribute);

/** The facets with several values a car (a car has several features): a car matches a value when any of its values is it. */
export const LIST_FACETS = ["categories", "filtered_features"] as const satisfies readonly FacetAttribute[];
export type ListFacet = (typeof LIST_FACETS)[number];
export function isListFacet(attribute: string): attribute is ListFacet {
  return (LIST_FACETS as readonly string[]).includes(attribute);
}

/** The facets of the weekly (subscription) price: counted, and so listed, only where the site offers subscriptions. */
export const SUBSCRIPTION_FACETS = ["weekly_price_range"] as const satisfies readonly FacetAttribute[];

/**
 * The facets a site's search counts: every facet, less the subscription facets where the site does not offer
 * subscriptions (`features.subscription`), whose cards show no weekly price to refine by.
 */
export function siteCountedFacets(options: { subscription: boolean }): readonly FacetAttribute[] {
  if (options.subscription) return COUNTED_FACETS;
  return COUNTED_FACETS.filter((facet) => !(SUBSCRIPTION_FACETS as readonly string[]).includes(facet));
}

/** The refinable facets in URL order (a tuple, for zod's enum). */
export const REFINABLE_FACETS = SEARCH_FACETS.filter((row): row is Extract<FacetRow, { refinable: true }> => row.refinable).map((row) => row.attribute) as [
  RefinableFacet,
  ...RefinableFacet[],
];

/** The filter panel's facets, in its order. */
export const FACET_PANEL_ORDER: readonly RefinableFacet[] = SEARCH_FACETS.filter((row): row is Extract<FacetRow, { refinable: true; order: number }> => row.refinable && row.order !== null)
  .sort((a, b) => a.order - b.order)
  .map((row) => row.attribute);

/** Whether the panel lists this facet under these choices: models only once a make is chosen (spec 001 §5). */
export function facetListed(facet: RefinableFacet, chosen: Partial<Record<RefinableFacet, readonly string[]>>): boolean {
  return facet !== "model" || (chosen.make ?? []).length > 0;
}

/**
 * The facets a panel under these choices lists (the panel's facets, FACET_PANEL_ORDER, less models before a make): the
 * others (badge, tag, certified, city: counted for the API) are left out of what a page hands the browser.
 */
export function listedFacets<T>(facets: Partial<Record<RefinableFacet, T>>, chosen: Partial<Record<RefinableFacet, readonly string[]>>): Partial<Record<RefinableFacet, T>> {
  const listed: Partial<Record<RefinableFacet, T>> = {};
  for (const facet of FACET_PANEL_ORDER) if (Object.hasOwn(facets, facet) && facetListed(facet, chosen)) listed[facet] = facets[facet];
  return listed;
}

const TITLES = new Map<string, string>(SEARCH_FACETS.map((row) => [row.attribute, row.title]));

/** The heading of a facet's list. */
export function facetTitle(attribute: FacetAttribute): string {
  return TITLES.get(attribute) ?? attribute;
}

export interface FacetItem {
  label: string;
  value: string;
  count: number;
  isRefined: boolean;
}

const CAR_TYPE_ORDER = ["new", "demo", "used"];
const PRICE_RANGE_FACETS = new Set(["price_range", "weekly_price_range"]);

/** The first number in a label ("$10,000 - $20,000" -> 10000; "Under $5k" -> 5). */
export function leadingNumber(label: string): number {
  const match = /\d[\d,]*(\.\d+)?/.exec(label);
  return match ? Number(match[0].replace(/,/g, "")) : Number.POSITIVE_INFINITY;
}

/**
 * The order of price-range labels: by the number in the label, where "Under N" (everything below N) comes
 * before any range that starts at N or above it, so "Under $10,000" precedes "$10,000 - $20,000" although both
 * read 10000.
 */
export function comparePriceRangeLabels(a: string, b: string): number {
  const under = (label: string) => (/^\s*under\b/i.test(label) ? 0 : 1);
  return leadingNumber(a) - leadingNumber(b) || under(a) - under(b);
}

export function facetLimit(attribute: string, options: { customBodies: boolean }): number {
  if (attribute === "city") return 20;
  if (attribute === "dealership_name") return 40;
  if (attribute === "model" || attribute === "make_model") return 30;
  // Every category and band: there are few, and a list cut at 4 would hide whole groups of stock.
  if (attribute === "categories" || attribute === "weekly_price_range") return 10;
  if (attribute === "filtered_features") return 10;
  return options.customBodies ? 20 : 4;
}

/** Items of one facet in display order, refined items always kept. */
export function orderFacetItems(attribute: string, counts: ReadonlyMap<string, number>, refined: readonly string[]): FacetItem[] {
  const items: FacetItem[] = [...counts].map(([value, count]) => ({
    label: attribute === "car_type" && isCarType(value) ? carTypeLabel(value) : value,
    value,
    count,
    isRefined: refined.includes(value),
  }));
  if (attribute === "car_type") {
    const rank = (v: string) => (CAR_TYPE_ORDER.indexOf(v) === -1 ? CAR_TYPE_ORDER.length : CAR_TYPE_ORDER.indexOf(v));
    return items.sort((a, b) => rank(a.value) - rank(b.value));
  }
  if (PRICE_RANGE_FACETS.has(attribute)) return items.sort((a, b) => comparePriceRangeLabels(a.label, b.label));
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

/** The make list shows 7 makes until 'Show all makes' (spec 001 §2, §9). */
export const MAKES_SHOWN = 7;

/**
 * The make list as shown: the first 7 and the rest behind 'Show all makes'; with the popular-makes feature, the
 * 20 popular makes and the rest under 'All Makes' (`splitPopularMakes`).
 */
export function splitMakeList(items: readonly FacetItem[], popularMakes: boolean): { head: FacetItem[]; tail: FacetItem[] } {
  if (popularMakes) {
    const { popular, all } = splitPopularMakes(items);
    return { head: popular, tail: all };
  }
  return { head: items.slice(0, MAKES_SHOWN), tail: items.slice(MAKES_SHOWN) };
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

/** Every price-range facet value, cheapest first: `priceRangeLabel` of each band's lowest price. */
export const PRICE_RANGE_LABELS: readonly string[] = [1, ...PRICE_BANDS].map((price) => priceRangeLabel(price) ?? "");
