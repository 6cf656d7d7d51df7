import type { ActiveFilter } from "@/domain/search/active-filters";
import type { RefinableFacet } from "@/domain/search/facets";
import { searchParamsFromRequest, type SearchRequest } from "@/lib/search-params";

/** Links of a search page: every refinement resets the page to 1; the page is in the URL only when not 1. */
export function hrefFor(path: string, request: SearchRequest): string {
  const query = searchParamsFromRequest(request).toString();
  return query ? `${path}?${query}` : path;
}

export function toggleHref(path: string, request: SearchRequest, facet: RefinableFacet, value: string): string {
  const current = request.filters[facet] ?? [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return hrefFor(path, { ...request, filters: { ...request.filters, [facet]: next }, page: undefined });
}

export function clearFacetHref(path: string, request: SearchRequest, facet: RefinableFacet): string {
  const filters = { ...request.filters };
  delete filters[facet];
  return hrefFor(path, { ...request, filters, page: undefined });
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
