/**
 * Rules applied to a page of search hits (spec 001 §4). Which vehicles are listed at all is
 * search-listed-stock.ts.
 *  - consecutive sold vehicles collapse to the first of the run; if every hit is sold, all are kept;
 *  - counts above 1999 are approximate: the in-stock facet count (or a configured stock count) is shown;
 *  - promo nodes are active between start and expiry; positioned ones first in order, the rest after
 *    (shuffled where set); shown by the selected car types (strictly, where strictDisplay is set).
 */

export function collapseSoldRuns<T>(hits: readonly T[], statusOf: (hit: T) => string): T[] {
  const sold = (h: T) => statusOf(h) !== "in_stock" && statusOf(h) !== "coming_soon";
  if (hits.every(sold)) return [...hits];
  return hits.filter((hit, i) => !sold(hit) || i === 0 || !sold(hits[i - 1] as T));
}

export const APPROXIMATE_COUNT_ABOVE = 1999;

export function displayedCount(count: number, inStockCount: number, stockCountOverride: number | null): { count: number; approximate: boolean } {
  if (count <= APPROXIMATE_COUNT_ABOVE) return { count, approximate: false };
  return { count: stockCountOverride ?? inStockCount, approximate: true };
}

export interface PromoLike {
  startsAt: Date;
  expiresAt: Date;
  position: number | null;
  /** Car types whose searches show it; empty shows everywhere. */
  display: readonly string[];
  strictDisplay: boolean;
}

/**
 * The promos a search shows, in order. Without strictDisplay a promo shows when nothing is selected or
 * when any selected car type is among its types; with strictDisplay, only when every selected car type is.
 */
export function activePromos<P extends PromoLike>(promos: readonly P[], now: Date, selectedCarTypes: readonly string[], shuffle: (items: P[]) => P[] = (x) => x): P[] {
  const shown = promos.filter((p) => {
    if (now < p.startsAt || now > p.expiresAt) return false;
    if (p.display.length === 0) return true;
    if (selectedCarTypes.length === 0) return !p.strictDisplay;
    return p.strictDisplay ? selectedCarTypes.every((t) => p.display.includes(t)) : selectedCarTypes.some((t) => p.display.includes(t));
  });
  const positioned = shown.filter((p) => p.position !== null).sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
  const rest = shuffle(shown.filter((p) => p.position === null));
  return [...positioned, ...rest];
}

/**
 * Where promo cards go among a page of hits: slot k at the configured positions (a number or a list;
 * one variant starts at a random 0 to 2 plus an offset), then every Nth card after the last position when
 * N is set. Returns [insert before hit index, promo] pairs within the page.
 */
export function promoSlots<P>(promos: readonly P[], hitCount: number, placement: { positions: readonly number[]; randomOffset: number | null; everyNth: number }, random: () => number = Math.random): Array<[number, P]> {
  const starts = placement.randomOffset !== null ? [Math.floor(random() * 3) + placement.randomOffset] : [...placement.positions];
  const slots: Array<[number, P]> = [];
  let last = -1;
  promos.forEach((promo, k) => {
    let at: number | undefined = starts[k];
    if (at === undefined && placement.everyNth > 0 && last >= 0) at = last + placement.everyNth;
    if (at === undefined || at > hitCount) return;
    at = Math.max(at, last + 1);
    slots.push([at, promo]);
    last = at;
  });
  return slots;
}
