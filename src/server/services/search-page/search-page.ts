import "server-only";
import { rangesWithinStats } from "@/domain/search/price-slider";
import type { SearchRequest } from "@/contracts/search/search-request";
import { searchSite, type SearchOptions, type SearchResponse } from "@/server/search/search-service";
import type { Site } from "@/server/sites/site-store";

/**
 * A search page's results (spec 001 §5, §8 "A value outside the range is ignored"): a price or km bound from the
 * URL that lies outside its slider's range (the results' own min and max) is left out, and the page searches and
 * shows its sliders and fields without it. Answers the request the page actually used.
 */
export async function searchForPage(site: Site, request: SearchRequest, options: SearchOptions = {}): Promise<{ request: SearchRequest; result: SearchResponse }> {
  const first = await searchSite(site, request, options);
  const { ranges, dropped } = rangesWithinStats(request.ranges, first.facetStats);
  if (!dropped) return { request, result: first };
  const used = { ...request, ranges };
  return { request: used, result: await searchSite(site, used, options) };
}
