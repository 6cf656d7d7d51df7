/**
 * "Tell me when one arrives" (issue 36): a shopper whose search found no car, or fewer than FEW_RESULTS, may leave a
 * phone number or an email address to be told once when a matching car is listed. The signup is kept against the
 * search as the search log keeps it (`searchLogFilters`: make, model, body, car type, price band, location, text),
 * plus the search's own price bounds when it had a slider or typed range, so matching is what these rules say and
 * nothing finer: a colour, fuel or km filter of the page is not part of the alert.
 */
import { priceRangeLabel } from "./facets";
import { FEW_RESULTS, searchLogFilters, searchLogKey, type LoggedSearch, type SearchLogFilters } from "./search-log";

/** A stock alert's search: the logged filters and the search's own price bounds (null: none). */
export interface StockAlertSearch extends SearchLogFilters {
  priceMin: number | null;
  priceMax: number | null;
}

/** What the matching rule reads of a listed car. */
export interface StockAlertCar {
  make: string;
  model: string;
  badge: string | null;
  series: string | null;
  /** The simple body the search's body facet uses. */
  body: string | null;
  carType: string;
  colour: string | null;
  fuel: string | null;
  transmission: string | null;
  drive: string | null;
  /** The price the search ranges and bands (0: no price). */
  price: number;
  locationName: string | null;
  dealershipName: string | null;
  city: string | null;
  state: string | null;
}

/** Whether a search that found `count` cars is offered the signup: none, or fewer than FEW_RESULTS. */
export function stockAlertOffered(count: number): boolean {
  return !(count >= FEW_RESULTS);
}

const PRICE_LIMIT = 100_000_000;

function bound(value: number | undefined): number | null {
  return value !== undefined && Number.isFinite(value) && value > 0 && value <= PRICE_LIMIT ? Math.round(value) : null;
}

/** A search as a stock alert keeps it: its logged filters (the path's preset counted) and its price bounds. */
export function stockAlertSearchOf(search: LoggedSearch, preset: Partial<Record<string, readonly string[]>> = {}): StockAlertSearch {
  return { ...searchLogFilters(search, preset), priceMin: bound(search.ranges.price?.min), priceMax: bound(search.ranges.price?.max) };
}

/** One key per alert search: the same contact with the same key is one signup. */
export function stockAlertKey(search: StockAlertSearch): string {
  return `${searchLogKey(search)}|${search.priceMin ?? ""}|${search.priceMax ?? ""}`;
}

/** The values one logged facet holds ("Mazda, Toyota" is either), lower case; empty when not filtered. */
function loggedValues(value: string): string[] {
  return value === "" ? [] : value.split(", ").map((v) => v.trim().toLowerCase()).filter((v) => v !== "");
}

function oneOf(logged: string, ...carValues: ReadonlyArray<string | null>): boolean {
  const wanted = loggedValues(logged);
  if (wanted.length === 0) return true;
  return carValues.some((value) => value !== null && wanted.includes(value.trim().toLowerCase()));
}

function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== "");
}

/**
 * Whether a listed car matches an alert's search. Each filter the search had must hold, and one it did not have is
 * no condition:
 *  - make, model, body and car type: the car's value is one of the chosen values (case aside);
 *  - price: within the search's own bounds when it had any, else in one of its price bands, and a car with no price
 *    matches no price filter;
 *  - location: the car's location, dealership, city or state is the chosen place;
 *  - text: every word of it starts a word of the car's make, model, badge, series, body, colour, fuel,
 *    transmission, drive, location or city, or the car's words written together ("hi lux" is "hilux").
 */
export function stockAlertMatches(search: StockAlertSearch, car: StockAlertCar): boolean {
  if (!oneOf(search.make, car.make)) return false;
  if (!oneOf(search.model, car.model)) return false;
  if (!oneOf(search.body, car.body)) return false;
  if (!oneOf(search.carType, car.carType)) return false;
  if (!oneOf(search.location, car.locationName, car.dealershipName, car.city, car.state)) return false;
  if (search.priceMin !== null || search.priceMax !== null) {
    if (!(car.price > 0)) return false;
    if (search.priceMin !== null && car.price < search.priceMin) return false;
    if (search.priceMax !== null && car.price > search.priceMax) return false;
  } else if (search.priceBand !== "") {
    const band = priceRangeLabel(car.price);
    if (band === null || !loggedValues(search.priceBand).includes(band.toLowerCase())) return false;
  }
  const query = words(search.query);
  if (query.length > 0) {
    const carWords = words([car.make, car.model, car.badge, car.series, car.body, car.colour, car.fuel, car.transmission, car.drive, car.locationName, car.city].filter((v) => v !== null).join(" "));
    const joined = carWords.join("");
    if (!query.every((word) => carWords.some((w) => w.startsWith(word)) || (word.length >= 3 && joined.includes(word)))) return false;
  }
  return true;
}

/** How long a signup waits for its car at most: a shopper's wish a year old is not consent to a text now. */
export const STOCK_ALERT_DAYS = 180;

/** Whether a signup made at `createdAt` is still waiting at `now` (past STOCK_ALERT_DAYS it lapses, untold). */
export function stockAlertLive(createdAt: Date, now: Date): boolean {
  return now.getTime() - createdAt.getTime() < STOCK_ALERT_DAYS * 86_400_000;
}

/**
 * The words beside the signup's box, stored with the signup as the shopper's consent (as a lead keeps its opt-in's
 * wording and time). The box starts unticked: a box the shopper did not tick is not their consent.
 */
export function stockAlertConsentWording(siteName: string, noun: string): string {
  return `Yes, ${siteName} may text or email me once when ${noun} matching this search arrives. I can stop it at any time.`;
}

/** The notice's words: which car arrived, its link, and how to stop alerts. One line for a text. */
export function stockAlertNoticeText(notice: { siteName: string; carTitle: string; price: string | null; carUrl: string; stopUrl: string }): string {
  const price = notice.price ? ` ${notice.price}` : "";
  return `${notice.siteName}: a car matching your search has arrived: ${notice.carTitle}${price}. See it: ${notice.carUrl} Stop alerts: ${notice.stopUrl}`;
}
