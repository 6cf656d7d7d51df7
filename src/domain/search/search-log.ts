/**
 * The search log (issue 36, "searches that found nothing"): what one shopper search page is kept as, with no personal
 * data: its filters made coarse and normal (make, model, body, car type, price band, location, a text query cut short)
 * and how many cars it found, as a band. Nothing of the shopper (address, session, cookie, browser) is part of it,
 * and a text query loses any word that could be an email address or a phone number.
 */
import { REPORT_TIME_ZONE } from "../console/report-period";
import { priceRangeLabel, PRICE_RANGE_LABELS } from "./facets";

/** The clock a logged search is dated on: the console reports' (`REPORT_TIME_ZONE`), so a report's day is the log's. */
export const SEARCH_LOG_TIME_ZONE = REPORT_TIME_ZONE;

/** Fewer cars than this is a "few results" search: the stock a dealer might buy next. */
export const FEW_RESULTS = 3;

/** A logged text query keeps at most this many characters (after normalising). */
export const SEARCH_LOG_QUERY_CHARS = 40;

/** A logged facet value keeps at most this many characters; several values of one facet are joined, sorted. */
export const SEARCH_LOG_VALUE_CHARS = 60;

/** How many cars a search found, as the report groups it: none, few (1 to FEW_RESULTS − 1) or some. */
export type ResultBand = "none" | "few" | "some";

/** The band of a result count. */
export function resultBand(count: number): ResultBand {
  if (!(count > 0)) return "none";
  return count < FEW_RESULTS ? "few" : "some";
}

/** A search as the log keeps it; "" is "not filtered". */
export interface SearchLogFilters {
  make: string;
  model: string;
  body: string;
  carType: string;
  priceBand: string;
  location: string;
  query: string;
}

/** The columns of a logged search, in the order the report and its key list them. */
export const SEARCH_LOG_COLUMNS = ["make", "model", "body", "carType", "priceBand", "location", "query"] as const satisfies ReadonlyArray<keyof SearchLogFilters>;

/**
 * Text with anything shaped like contact details left out: a word with an "@" (an email address) and six or more
 * digits in a row, spaces, dots, dashes and brackets between them allowed (a phone number, a licence or card number:
 * "0412 345 678", "+61 (3) 9555-0100"), or six or more digits within one word. Whitespace is made single spaces.
 * (Two years side by side, "2018 2019", are eight digits and go too: the price of never keeping a phone number.)
 */
export function withoutContactDetails(text: string): string {
  return text
    .normalize("NFKC")
    .replace(/[\p{Cc}\p{Cf}]/gu, " ")
    .replace(/\+?\d(?:[\s().-]*\d){5,}/g, " ")
    .split(/\s+/)
    .filter((word) => word !== "" && !word.includes("@") && (word.match(/\d/g)?.length ?? 0) < 6)
    .join(" ");
}

/**
 * A text query as the log keeps it: without contact details (`withoutContactDetails`), lower case, cut to
 * SEARCH_LOG_QUERY_CHARS.
 */
export function normaliseSearchText(query: string): string {
  return withoutContactDetails(query).toLowerCase().slice(0, SEARCH_LOG_QUERY_CHARS).trim();
}

/**
 * A search's price filter as one of the search's own price bands (`priceRangeLabel`, the price facet's values): a
 * chosen price-range value is kept as it is when it is one of them (several: sorted, joined); a slider or typed range
 * is the band of its top (the shopper's budget: a price under `max`), else of its bottom. "" with no price filter.
 */
export function searchPriceBand(range: { min?: number | undefined; max?: number | undefined } | undefined, priceRangeValues: readonly string[] = []): string {
  const known = [...new Set(priceRangeValues.filter((value) => PRICE_RANGE_LABELS.includes(value)))];
  if (known.length > 0) return joinValues(known.sort((a, b) => PRICE_RANGE_LABELS.indexOf(a) - PRICE_RANGE_LABELS.indexOf(b)));
  const max = range?.max;
  if (max !== undefined && max > 0) return priceRangeLabel(Math.max(1, max - 1)) ?? "";
  const min = range?.min;
  if (min !== undefined && min > 0) return priceRangeLabel(min) ?? "";
  return "";
}

function joinValues(values: readonly string[]): string {
  return values.join(", ").slice(0, SEARCH_LOG_VALUE_CHARS);
}

/**
 * One facet's chosen values, without contact details (a URL's value is whatever the visitor wrote: `?make=` may hold
 * a phone number), de-duplicated and sorted (case aside), joined; "" when none.
 */
function facetValue(values: readonly string[] | undefined): string {
  const cleaned = [...new Set((values ?? []).map(withoutContactDetails).filter((v) => v !== ""))].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" }));
  return joinValues(cleaned);
}

/** What the log reads of a search: its facet choices (the page's own and its path's preset), ranges and text. */
export interface LoggedSearch {
  query: string;
  filters: Partial<Record<string, readonly string[]>>;
  ranges: { price?: { min?: number | undefined; max?: number | undefined } | undefined };
}

/**
 * A search's filters as the log keeps them. The path's preset (/search/toyota is make Toyota) counts as chosen. The
 * location is the narrowest place the shopper chose: a location, else a dealership, a city, a state.
 */
export function searchLogFilters(search: LoggedSearch, preset: Partial<Record<string, readonly string[]>> = {}): SearchLogFilters {
  const chosen = (facet: string) => [...(search.filters[facet] ?? []), ...(preset[facet] ?? [])];
  const place = ["location_name", "dealership_name", "city", "state"].map((facet) => facetValue(chosen(facet))).find((value) => value !== "") ?? "";
  return {
    make: facetValue(chosen("make")),
    model: facetValue(chosen("model")),
    body: facetValue(chosen("body")),
    carType: facetValue(chosen("car_type")),
    priceBand: searchPriceBand(search.ranges.price, chosen("price_range")),
    location: place,
    query: normaliseSearchText(search.query),
  };
}

/** One key per combination of logged filters (what identical searches add up under). */
export function searchLogKey(filters: SearchLogFilters): string {
  return JSON.stringify(SEARCH_LOG_COLUMNS.map((column) => filters[column]));
}

/** The report's grouping: make, model, body, price band and location (car type and text are not split on). */
export const SEARCH_REPORT_GROUP = ["make", "model", "body", "priceBand", "location"] as const satisfies ReadonlyArray<keyof SearchLogFilters>;

/** The report's key of a logged search: its make, model, body, price band and location. */
export function searchReportKey(filters: Pick<SearchLogFilters, (typeof SEARCH_REPORT_GROUP)[number]>): string {
  return JSON.stringify(SEARCH_REPORT_GROUP.map((column) => filters[column]));
}

/** What a page request says of who asked, for `automatedRequest`. */
export interface RequestSignals {
  userAgent: string | null;
  /** `Sec-Purpose` or `Purpose` (a browser's prefetch or prerender says "prefetch"). */
  purpose: string | null;
  /** Next's router prefetch header was present. */
  routerPrefetch: boolean;
}

/** A user agent that names itself a robot (crawlers, link previews, headless browsers, monitors). */
const ROBOT_AGENT = /bot|crawl|spider|slurp|fetch|scan|preview|headless|lighthouse|pingdom|monitor|curl|wget|python|java\/|go-http|okhttp|axios|node-fetch|http-client/i;

/**
 * Whether a page request is no shopper's search: a prefetch or prerender (the shopper may never see it), no user
 * agent at all, or one that names itself a robot. Cheap signals only: a robot that pretends to be a browser is counted.
 */
export function automatedRequest(signals: RequestSignals): boolean {
  if (signals.routerPrefetch) return true;
  if (signals.purpose !== null && /prefetch|prerender/i.test(signals.purpose)) return true;
  const agent = signals.userAgent?.trim() ?? "";
  return agent === "" || ROBOT_AGENT.test(agent);
}
