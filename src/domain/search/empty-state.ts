/**
 * The search's empty state (spec 001 §2): a card titled 'No Results Available' whose description says that none of
 * what the page searches meets the search conditions: "no cars" on a car search (issue 39 item 8: it said "offers"
 * on every search), "no offers" on the offers page; the directory variant says it as a directory does. A site may
 * word it itself (`search.emptyStateDescription`).
 */
export const SEARCH_EMPTY_TITLE = "No Results Available";
export const DIRECTORY_EMPTY_DESCRIPTION = "No results found for your search at this time. Please try adjusting the filters for more results.";

/** The default description for a search of `noun` (lower case, plural: "cars", "caravans", "offers"). */
export function searchEmptyDescription(noun: string): string {
  return `There are currently no ${noun} that meet your search conditions.`;
}

export function searchEmptyState(search: { directoryVariant: boolean; emptyStateDescription: string | null }, noun: string): { title: string; description: string } {
  const description = search.emptyStateDescription ?? (search.directoryVariant ? DIRECTORY_EMPTY_DESCRIPTION : searchEmptyDescription(noun));
  return { title: SEARCH_EMPTY_TITLE, description };
}

/** What the wider-search rules read of a search: its text, facet choices and ranges. */
export interface WidenableSearch {
  query: string;
  filters: Partial<Record<string, readonly string[] | string[]>>;
  ranges: Partial<Record<string, { min?: number | undefined; max?: number | undefined } | undefined>>;
}

/**
 * The filters of a search from the narrowest to the widest, as the empty state drops them (issue 39 item 8): the
 * typed text first (it names a car most precisely), then a badge, a model, a colour, a place from the narrowest,
 * the car's details, the number ranges, the price, the body, the make, and the condition and kind of vehicle last.
 * A filter not listed here is dropped after all of these.
 */
export const FILTER_NARROWNESS: readonly string[] = [
  "query", "badge", "model", "colour", "location_name", "dealership_name", "city", "seats", "year", "fuel", "transmission", "drive",
  "tag", "certified", "range:km", "range:year", "range:price", "price_range", "body", "state", "make", "car_type", "item_type",
];

/** One step wider: the search without one filter, and which filter it dropped ("query", a facet, "range:price"). */
export interface WiderSearch<S extends WidenableSearch> {
  dropped: string;
  search: S;
}

function narrowness(filter: string): number {
  const at = FILTER_NARROWNESS.indexOf(filter);
  return at === -1 ? FILTER_NARROWNESS.length : at;
}

/**
 * The searches one step wider than `search`, narrowest filter dropped first: each is the search without one of its
 * filters (all values of a facet, a whole range, the text). The page is left out (a wider search starts at page 1).
 */
export function widerSearches<S extends WidenableSearch & { page?: number | undefined }>(search: S): Array<WiderSearch<S>> {
  const steps: Array<WiderSearch<S>> = [];
  if (search.query.trim() !== "") steps.push({ dropped: "query", search: { ...search, query: "", page: undefined } });
  for (const [facet, values] of Object.entries(search.filters)) {
    if (!values || values.length === 0) continue;
    const filters = { ...search.filters };
    delete filters[facet];
    steps.push({ dropped: facet, search: { ...search, filters, page: undefined } });
  }
  for (const [attribute, range] of Object.entries(search.ranges)) {
    if (!range || (range.min === undefined && range.max === undefined)) continue;
    const ranges = { ...search.ranges };
    delete ranges[attribute];
    steps.push({ dropped: `range:${attribute}`, search: { ...search, ranges, page: undefined } });
  }
  return steps.sort((a, b) => narrowness(a.dropped) - narrowness(b.dropped));
}

/**
 * The nearest wider search: of the steps (narrowest dropped first) with the cars each finds, the first that finds
 * any, or null when none does (or the search had no filter to drop).
 */
export function nearestWiderSearch<T extends { count: number }>(steps: readonly T[]): T | null {
  return steps.find((step) => step.count > 0) ?? null;
}

/** How the empty state names a wider search: "Without "hilux": 4 cars". */
export function widerSearchLabel(droppedName: string, count: number, noun: { one: string; many: string }): string {
  return `Without ${droppedName}: ${count} ${count === 1 ? noun.one : noun.many}`;
}

/**
 * The empty state's offer of a corrected text query (issue 15): 'Did you mean' and the corrected query, which
 * links to the same search with that query. The correction comes from the words of the site's own stock.
 */
export const DID_YOU_MEAN = "Did you mean";

const RANGE_NAMES: Readonly<Record<string, string>> = { price: "the price limit", km: "the kilometre limit", year: "the year range" };

/** What a dropped filter is called to the shopper: the text in quotes, a facet's values, a range by its name. */
export function droppedFilterName(dropped: string, search: WidenableSearch): string {
  if (dropped === "query") return `“${search.query.trim()}”`;
  if (dropped.startsWith("range:")) return RANGE_NAMES[dropped.slice("range:".length)] ?? "a range";
  const values = search.filters[dropped] ?? [];
  return values.length > 0 ? values.join(" or ") : dropped;
}
