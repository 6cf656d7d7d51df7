/**
 * The offers search (/special-offers; spec 001 §7 "Offers search: filters categories, price, query, offset ... 21 hits
 * per page", §2 empty state "'No Results Available' ... a 'Clear Filters' button that navigates to the refresh path",
 * "/special-offers: Offers list. Also the default fallback for clearing filters").
 *
 * A site publishes tens of offers, not thousands: the search runs over the site's shown offers in memory. A page's
 * URL is parsed leniently (an unknown category or price band, or a page past the end, is ignored or clamped).
 */
import { OFFERS_PATH } from "./offers";

export const OFFERS_PAGE_SIZE = 21;
export const OFFER_QUERY_MAX = 100;

/** The price bands of the price filter (whole dollars, `max` exclusive); offers without a price match none. */
export const OFFER_PRICE_BANDS = [
  { value: "under-30000", label: "Under $30,000", min: 0, max: 30_000 },
  { value: "30000-50000", label: "$30,000 to $50,000", min: 30_000, max: 50_000 },
  { value: "50000-80000", label: "$50,000 to $80,000", min: 50_000, max: 80_000 },
  { value: "80000-plus", label: "$80,000 and over", min: 80_000, max: Number.POSITIVE_INFINITY },
] as const;
export type OfferPriceBand = (typeof OFFER_PRICE_BANDS)[number]["value"];

export interface OfferSearchQuery {
  categories: string[];
  price: OfferPriceBand | null;
  /** Words the offer's text must all contain (any case). */
  query: string;
  /** 1-based. */
  page: number;
}

/** What the search reads of an offer. */
export interface OfferSearchItem {
  /** Name, description, category, make and model as plain text. */
  text: string;
  category: string | null;
  price: number | null;
}

type Params = Record<string, string | string[] | undefined>;

function all(value: string | string[] | undefined): string[] {
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

/** The search a page's URL asks for: `category` (repeatable), `price` (a band), `q`, `page`. Never throws. */
export function parseOfferSearch(params: Params): OfferSearchQuery {
  const categories = [...new Set(all(params.category).map((c) => c.trim()).filter((c) => c.length > 0 && c.length <= 100))];
  const priceValue = all(params.price)[0];
  const price = OFFER_PRICE_BANDS.find((band) => band.value === priceValue)?.value ?? null;
  const query = (all(params.q)[0] ?? "").replace(/\s+/g, " ").trim().slice(0, OFFER_QUERY_MAX);
  const pageNumber = Number(all(params.page)[0] ?? "1");
  const page = Number.isSafeInteger(pageNumber) && pageNumber >= 1 ? pageNumber : 1;
  return { categories, price, query, page };
}

export function offerMatchesPrice(price: number | null, band: OfferPriceBand | null): boolean {
  if (band === null) return true;
  if (price === null) return false;
  const found = OFFER_PRICE_BANDS.find((b) => b.value === band);
  return found !== undefined && price >= found.min && price < found.max;
}

export function offerMatchesText(text: string, query: string): boolean {
  const haystack = text.toLowerCase();
  return query
    .toLowerCase()
    .split(" ")
    .filter((word) => word.length > 0)
    .every((word) => haystack.includes(word));
}

export interface OfferSearchResult<T> {
  items: T[];
  total: number;
  /** The page shown (clamped to the last page). */
  page: number;
  pageCount: number;
}

/** The offers matching every filter (any chosen category, the price band, every word), 21 a page, in their order. */
export function searchOffers<T extends OfferSearchItem>(offers: readonly T[], query: OfferSearchQuery): OfferSearchResult<T> {
  const matches = offers.filter(
    (offer) =>
      (query.categories.length === 0 || (offer.category !== null && query.categories.includes(offer.category))) &&
      offerMatchesPrice(offer.price, query.price) &&
      offerMatchesText(offer.text, query.query),
  );
  const pageCount = Math.max(1, Math.ceil(matches.length / OFFERS_PAGE_SIZE));
  const page = Math.min(query.page, pageCount);
  return { items: matches.slice((page - 1) * OFFERS_PAGE_SIZE, page * OFFERS_PAGE_SIZE), total: matches.length, page, pageCount };
}

/** The categories to filter by: those of the site's offers, alphabetically. */
export function offerCategories(offers: ReadonlyArray<{ category: string | null }>): string[] {
  return [...new Set(offers.map((o) => o.category).filter((c): c is string => c !== null && c.length > 0))].sort((a, b) => a.localeCompare(b));
}

export function hasOfferFilters(query: OfferSearchQuery): boolean {
  return query.categories.length > 0 || query.price !== null || query.query.length > 0;
}

/** The search's URL (page 1 unless named). */
export function offerSearchHref(query: Partial<OfferSearchQuery>): string {
  const params = new URLSearchParams();
  for (const category of query.categories ?? []) params.append("category", category);
  if (query.price) params.set("price", query.price);
  if (query.query) params.set("q", query.query);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  const search = params.toString();
  return search ? `${OFFERS_PATH}?${search}` : OFFERS_PATH;
}

/** 'Clear Filters' on an empty search goes to the offers page itself, without any filter. */
export function clearOfferFiltersHref(): string {
  return OFFERS_PATH;
}
