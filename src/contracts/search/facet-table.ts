import type { FacetItem, RefinableFacet } from "@/domain/search/facets";

/** One facet value as a search page carries it to the browser: `[value, count]`, or `[value, count, label]` where the label differs. */
export type PackedFacetItem = readonly [value: string, count: number] | readonly [value: string, count: number, label: string];

/**
 * A search page's facet table as it travels in the page (the side panel and the filters drawer are drawn from it in
 * the browser): a pair per value rather than an object with four named fields. Metro Motor Group's 120 values took
 * 7 KB of the page as objects. Whether a value is chosen is not sent: the page's request says it (`unpackFacets`).
 */
export type PackedFacets = Partial<Record<RefinableFacet, readonly PackedFacetItem[]>>;

export type Facets = Partial<Record<RefinableFacet, FacetItem[]>>;

export function packFacets(facets: Facets): PackedFacets {
  const packed: PackedFacets = {};
  for (const [facet, items] of Object.entries(facets) as [RefinableFacet, FacetItem[] | undefined][]) {
    if (items === undefined) continue;
    packed[facet] = items.map((item) => (item.label === item.value ? [item.value, item.count] : [item.value, item.count, item.label]));
  }
  return packed;
}

/** The facet table back as FacetItems, each value's `isRefined` read from the filters the page was asked with. */
export function unpackFacets(packed: PackedFacets, filters: Partial<Record<string, readonly string[]>>): Facets {
  const facets: Facets = {};
  for (const [facet, items] of Object.entries(packed) as [RefinableFacet, readonly PackedFacetItem[] | undefined][]) {
    if (items === undefined) continue;
    const chosen = Object.hasOwn(filters, facet) ? (filters[facet] ?? []) : [];
    facets[facet] = items.map(([value, count, label]) => ({ label: label ?? value, value, count, isRefined: chosen.includes(value) }));
  }
  return facets;
}
