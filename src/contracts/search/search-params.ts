/**
 * A search request's shape and its URL form, without the validator: what a search page's links, the filters
 * drawer and the toolbar need in the browser. The zod schema the API validates with is in `search-request.ts`
 * (kept out of the browser: zod is a third of a search page's script otherwise), which checks that its parsed
 * type is exactly `SearchRequest`.
 */
import { REFINABLE_FACETS, type RefinableFacet } from "@/domain/search/facets";
import { priceInWords } from "@/domain/search/price-words";
import { isOwnKey } from "@/lib/own-value";

/**
 * The ranged attributes, each a `{attribute}_min` and `{attribute}_max` in the URL: the price, km and year; the
 * weekly subscription price (spec 001 §3 facet subscription_price, in dollars a week); and when the car was listed,
 * created_at_timestamp (seconds since 1970, as the spec's index keeps it: `created_at_timestamp_min` is "listed since").
 */
export const RANGE_ATTRIBUTES = ["price", "km", "year", "subscription_price", "created_at_timestamp"] as const;
export type RangeAttribute = (typeof RANGE_ATTRIBUTES)[number];

/** The largest bound a range takes: 100,000,000 (dollars, km), and for a timestamp the year 2100's first second. */
export const RANGE_BOUND_MAX: Readonly<Record<RangeAttribute, number>> = {
  price: 100_000_000,
  km: 100_000_000,
  year: 100_000_000,
  subscription_price: 100_000_000,
  created_at_timestamp: 4_102_444_800,
};

export const SORT_OPTIONS = {
  relevance: { label: "Most relevant", attribute: "custom_rank", direction: "desc" },
  latest: { label: "Latest", attribute: "created_at", direction: "desc" },
  "price-desc": { label: "Highest price", attribute: "price", direction: "desc" },
  "price-asc": { label: "Lowest price", attribute: "price", direction: "asc" },
} as const;
export type SortOption = keyof typeof SORT_OPTIONS;

export const MAX_PAGE = 500;
export const MAX_HITS_PER_PAGE = 60;

/** A search: text, facet values (OR within a facet, AND across), ranges, sort and page. */
export interface SearchRequest {
  query: string;
  filters: Partial<Record<RefinableFacet, string[]>>;
  ranges: Partial<Record<RangeAttribute, { min?: number | undefined; max?: number | undefined }>>;
  sort: SortOption;
  page?: number | undefined;
  offset?: number | undefined;
  hitsPerPage?: number | undefined;
  /** Capped list search: at most this many hits, no facets. */
  limit?: number | undefined;
}

/**
 * A search page's URL query to a request, leniently: an unknown parameter, a value that does not parse
 * or an out-of-range number is left out, never an error. Repeated facet parameters are OR-ed values.
 */
export function requestFromSearchParams(params: URLSearchParams): SearchRequest {
  const filters: Partial<Record<RefinableFacet, string[]>> = {};
  for (const facet of REFINABLE_FACETS) {
    const values = params
      .getAll(facet)
      // Comma-joined values split, but not at a thousands separator: "$10,000 - $20,000" is one price-range value.
      .flatMap((v) => v.split(/,(?!\d{3}(?:\D|$))/))
      .map((v) => v.trim())
      .filter((v) => v.length > 0 && v.length <= 100);
    if (values.length > 0) filters[facet] = [...new Set(values)].slice(0, 50);
  }
  const ranges: SearchRequest["ranges"] = {};
  for (const attribute of RANGE_ATTRIBUTES) {
    const min = number(params.get(`${attribute}_min`), RANGE_BOUND_MAX[attribute]);
    const max = number(params.get(`${attribute}_max`), RANGE_BOUND_MAX[attribute]);
    if (min !== undefined || max !== undefined) ranges[attribute] = { min, max };
  }
  const sort = params.get("sortBy");
  const page = number(params.get("page"));
  return withPriceFromText({
    query: (params.get("query") ?? "").slice(0, 200),
    filters,
    ranges,
    sort: sort !== null && isOwnKey(SORT_OPTIONS, sort) ? sort : "relevance",
    page: page !== undefined && Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : undefined,
  });
}

/**
 * A price in the search's text ("hilux under 30k", `priceInWords`) as its price range, and the text without it
 * (issue 39 item 8). A bound the request already sets (the slider, the price fields) is kept over the text's: the
 * shopper set it on purpose. A request whose text names no price is answered unchanged.
 */
export function withPriceFromText<R extends SearchRequest>(request: R): R {
  const said = request.query ? priceInWords(request.query) : null;
  if (!said) return request;
  const asked = request.ranges.price ?? {};
  let min = asked.min ?? said.min;
  let max = asked.max ?? said.max;
  // The text's bound on the wrong side of the one set on purpose is left out.
  if (min !== undefined && max !== undefined && min > max) {
    min = asked.min;
    max = asked.max;
  }
  const ranges = min === undefined && max === undefined ? request.ranges : { ...request.ranges, price: { min, max } };
  return { ...request, query: said.rest, ranges };
}

function number(raw: string | null, max = 100_000_000): number | undefined {
  if (raw === null || raw.trim() === "" || raw.length > 12) return undefined;
  const n = Number(raw);
  return Number.isFinite(n) && n >= 0 && n <= max ? n : undefined;
}

/** A request back to its URL query (page only when not 1), for links that keep the search. */
export function searchParamsFromRequest(request: SearchRequest): URLSearchParams {
  const params = new URLSearchParams();
  if (request.query) params.set("query", request.query);
  for (const facet of REFINABLE_FACETS) for (const v of request.filters[facet] ?? []) params.append(facet, v);
  for (const attribute of RANGE_ATTRIBUTES) {
    const range = request.ranges[attribute];
    if (range?.min !== undefined) params.set(`${attribute}_min`, String(range.min));
    if (range?.max !== undefined) params.set(`${attribute}_max`, String(range.max));
  }
  if (request.sort !== "relevance") params.set("sortBy", request.sort);
  if (request.page !== undefined && request.page > 1) params.set("page", String(request.page));
  return params;
}
