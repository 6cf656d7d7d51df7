/**
 * Similar vehicles on the vehicle page (spec 002 §2 "Similar cars titled Similar {type}s In-Stock (or
 * Available for subscription sites)", §7 "queries array (index, filter, limit 10 ...); reads results[].hits[];
 * de-duplicated by id, same model first, capped at 6", §8 "Similar-cars failure: console only; section
 * finishes loading", §9 "Similar cars: price window +/-10000 if price under 50000 else +/-25000; limit 10 per
 * query, 6 shown; up to 6 placeholders; load within 500 px of view").
 *
 * Two queries, both in stock, within the price window and excluding the car itself: the same make and model,
 * then the same body. Results keep the search's order within each group; the car's model comes first.
 */

export const SIMILAR_PRICE_SWITCH = 50_000;
export const SIMILAR_WINDOW_UNDER_SWITCH = 10_000;
export const SIMILAR_WINDOW_FROM_SWITCH = 25_000;
export const SIMILAR_QUERY_LIMIT = 10;
export const SIMILAR_SHOWN = 6;
export const SIMILAR_PLACEHOLDERS = 6;
/** The section loads when it comes within 500 px of the viewport (an IntersectionObserver rootMargin). */
export const SIMILAR_LOAD_MARGIN_PX = 500;
export const SIMILAR_LOAD_ROOT_MARGIN = `${SIMILAR_LOAD_MARGIN_PX}px`;

export interface SimilarSource {
  id: number;
  make: string;
  model: string;
  /** The simple body; null leaves the body query out. */
  body: string | null;
  price: number;
}

export interface SimilarCandidate {
  id: number;
  make: string;
  model: string;
}

export interface PriceWindow {
  min: number;
  max: number;
}

/** ±10,000 under 50,000, else ±25,000 (50,000 itself takes the wider window); never below 0. */
export function similarPriceWindow(price: number): PriceWindow {
  const p = Number.isFinite(price) && price > 0 ? price : 0;
  const half = p < SIMILAR_PRICE_SWITCH ? SIMILAR_WINDOW_UNDER_SWITCH : SIMILAR_WINDOW_FROM_SWITCH;
  return { min: Math.max(0, p - half), max: p + half };
}

export interface SimilarQuery {
  filters: Record<string, string[]>;
  price: PriceWindow;
  excludeIds: number[];
  limit: number;
}

/** The multi-query: same make and model, then same body; each in stock, in the window, 10 hits. */
export function similarVehicleQueries(car: SimilarSource): SimilarQuery[] {
  const price = similarPriceWindow(car.price);
  const base = { price, excludeIds: [car.id], limit: SIMILAR_QUERY_LIMIT };
  const queries: SimilarQuery[] = [{ ...base, filters: { status: ["in_stock"], make: [car.make], model: [car.model] } }];
  if (car.body !== null && car.body.trim() !== "") queries.push({ ...base, filters: { status: ["in_stock"], body: [car.body] } });
  return queries;
}

const key = (s: string) => s.trim().toLowerCase();

/** The hits of all queries: without the car itself, de-duplicated by id, same model first, at most 6. */
export function mergeSimilarVehicles<T extends SimilarCandidate>(car: SimilarSource, results: ReadonlyArray<readonly T[]>, shown: number = SIMILAR_SHOWN): T[] {
  const seen = new Set<number>([car.id]);
  const unique: T[] = [];
  for (const hits of results) {
    for (const hit of hits) {
      if (seen.has(hit.id)) continue;
      seen.add(hit.id);
      unique.push(hit);
    }
  }
  const sameModel = (h: T) => key(h.make) === key(car.make) && key(h.model) === key(car.model);
  return [...unique.filter(sameModel), ...unique.filter((h) => !sameModel(h))].slice(0, Math.max(0, shown));
}

/** Placeholders while loading: enough to fill the 6 slots, none once loaded (or failed). */
export function similarPlaceholderCount(loading: boolean, shownSoFar: number): number {
  return loading ? Math.max(0, Math.min(SIMILAR_PLACEHOLDERS, SIMILAR_SHOWN - shownSoFar)) : 0;
}

/** "Similar {type}s In-Stock", or "Similar {type}s Available" on subscription sites ({type}: Car, Caravan...). */
export function similarVehiclesTitle(type: string, subscriptionSite: boolean): string {
  const noun = type.trim() === "" ? "Car" : type.trim().charAt(0).toUpperCase() + type.trim().slice(1);
  return `Similar ${noun}s ${subscriptionSite ? "Available" : "In-Stock"}`;
}
