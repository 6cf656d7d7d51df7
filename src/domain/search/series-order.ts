/**
 * "Series ordering on one variant: duo, city, sport" (spec 001 §9, spec 002 §9), the site's `search.seriesOrder`:
 * on the default order of search results ('Most relevant'), cars of the listed series come first, in the listed
 * order, and every other car after them. A car is of a listed series when that name is a word of its series,
 * in any case ("DUO 125" is duo).
 */

/** The position of a car's series in the order, or `order.length` for a series not listed (or none). */
export function seriesRank(series: string | null | undefined, order: readonly string[]): number {
  const words = new Set((series ?? "").toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean));
  const at = order.findIndex((name) => words.has(name.trim().toLowerCase()));
  return at === -1 ? order.length : at;
}
