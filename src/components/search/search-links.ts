import type { ActiveFilter } from "@/domain/search/active-filters";
import { REFINABLE_FACETS, type RefinableFacet } from "@/domain/search/facets";
import { searchParamsFromRequest, type SearchRequest } from "@/contracts/search/search-params";

/** Links of a search page: every refinement resets the page to 1; the page is in the URL only when not 1. */
export function hrefFor(path: string, request: SearchRequest): string {
  const query = searchParamsFromRequest(request).toString();
  return query ? `${path}?${query}` : path;
}

/**
 * A link to another search of the same page, relative to it (`?make=Toyota&sortBy=latest`) when it keeps the page's
 * path: the filters draw a hundred or more such links, and the path was 30 characters of each. A link without a
 * query (every filter cleared) stays the path.
 */
export function onThisPage(path: string, href: string): string {
  return href.startsWith(`${path}?`) ? href.slice(path.length) : href;
}

export function pageHref(path: string, request: SearchRequest, page: number): string {
  return hrefFor(path, { ...request, page });
}

/** The search without one active filter (a facet value, or a range's both bounds). */
export function removeFilterHref(path: string, request: SearchRequest, filter: ActiveFilter): string {
  if (filter.kind === "facet") {
    const values = (request.filters[filter.facet] ?? []).filter((v) => v !== filter.value);
    const filters = { ...request.filters, [filter.facet]: values };
    return hrefFor(path, { ...request, filters, page: undefined });
  }
  const ranges = { ...request.ranges };
  delete ranges[filter.attribute];
  return hrefFor(path, { ...request, ranges, page: undefined });
}

/** 'Clear all': no facet values and no ranges; the query and the sort stay. */
export function clearFiltersHref(path: string, request: SearchRequest): string {
  return hrefFor(path, { ...request, filters: {}, ranges: {}, page: undefined });
}

/** A facet's links on a search page (relative, as `onThisPage` makes them): toggle one value, or clear the facet. */
export interface FacetChoiceLinks {
  toggle(facet: RefinableFacet, value: string): string;
  clear(facet: RefinableFacet): string;
}

/**
 * The filters' links of one search page, relative to it (`onThisPage`): a value's link toggles it (taken out when
 * chosen, else added last), 'All' clears the facet; either resets the page to 1. The query around a facet's own values
 * (what comes before it in `searchParamsFromRequest`'s order, and after) is written once per facet, and a link writes
 * only its facet's values: a panel draws a hundred or so. Its test checks every link against the whole query written
 * anew (`hrefFor`).
 */
export function facetChoiceLinks(path: string, request: SearchRequest): FacetChoiceLinks {
  const around = new Map<RefinableFacet, { before: string; after: string }>();
  const aroundOf = (facet: RefinableFacet) => {
    let parts = around.get(facet);
    if (!parts) {
      const at = REFINABLE_FACETS.indexOf(facet);
      const only = (facets: readonly RefinableFacet[]) => Object.fromEntries(facets.flatMap((f) => (request.filters[f] ? [[f, request.filters[f]]] : [])));
      const before = searchParamsFromRequest({ query: request.query, filters: only(REFINABLE_FACETS.slice(0, at)), ranges: {}, sort: "relevance" }).toString();
      const after = searchParamsFromRequest({ query: "", filters: only(REFINABLE_FACETS.slice(at + 1)), ranges: request.ranges, sort: request.sort }).toString();
      around.set(facet, (parts = { before, after }));
    }
    return parts;
  };
  const link = (facet: RefinableFacet, values: readonly string[]) => {
    const { before, after } = aroundOf(facet);
    const own = new URLSearchParams(values.map((v) => [facet, v])).toString();
    const query = [before, own, after].filter((part) => part !== "").join("&");
    return query ? `?${query}` : path;
  };
  return {
    toggle: (facet, value) => {
      const current = request.filters[facet] ?? [];
      return link(facet, current.includes(value) ? current.filter((v) => v !== value) : [...current, value]);
    },
    clear: (facet) => link(facet, []),
  };
}
