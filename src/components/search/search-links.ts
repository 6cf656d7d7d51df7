import type { RefinableFacet } from "@/domain/search/facets";
import { searchParamsFromRequest, type SearchRequest } from "@/lib/search-request";

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

export function pageHref(path: string, request: SearchRequest, page: number): string {
  return hrefFor(path, { ...request, page });
}
