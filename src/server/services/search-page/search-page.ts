import "server-only";
import { rangesWithinStats } from "@/domain/search/price-slider";
import type { SearchRequest } from "@/contracts/search/search-request";
import { searchSite, type SearchOptions, type SearchResponse } from "@/server/search/search-service";
import { searchLogFilters } from "@/domain/search/search-log";
import { droppedFilterName, nearestWiderSearch, widerSearches } from "@/domain/search/empty-state";
import { recordSearch } from "@/server/search/search-log-buffer";
import type { Site } from "@/server/sites/site-store";

/** How a search page's render is counted in the search log: `shopper` (counted) or `automated` (a robot, a prefetch: not). */
export type SearchVisitor = "shopper" | "automated";

/**
 * A search page's results (spec 001 §5, §8 "A value outside the range is ignored"): a price or km bound from the
 * URL that lies outside its slider's range (the results' own min and max) is left out, and the page searches and
 * shows its sliders and fields without it. Answers the request the page actually used.
 *
 * A shopper's search (not a robot's or a prefetch: the page says which) is counted in the search log, in memory
 * (search-log-buffer.ts: no database round trip here), as asked: its filters, and the cars those filters found (a
 * price bound the page then leaves out found what it found). Only the first page of results is counted: paging
 * through a search is not another search.
 *
 * A text search that found nothing but whose words, corrected from the site's stock, find cars ('Did you mean
 * kawasaki?') shows the corrected search's results at once (issue 39 item 8), and says so (`corrected`: the words
 * asked and the words searched): the page is that search, its links and filters carry the corrected words.
 */
export async function searchForPage(site: Site, request: SearchRequest, options: SearchOptions = {}, visitor: SearchVisitor = "automated"): Promise<{ request: SearchRequest; result: SearchResponse; corrected: { asked: string; searched: string } | null }> {
  const asked = await searchSite(site, request, options);
  // The search as the shopper asked it (a price bound beyond every car's price included): that is the stock they want.
  if (visitor === "shopper" && (request.page ?? 1) === 1) recordSearch(site.id, searchLogFilters(request, options.preset), asked.exactCount, options.now);
  const corrected = asked.suggestion !== null ? { asked: request.query, searched: asked.suggestion } : null;
  const searched = corrected ? { ...request, query: corrected.searched, page: undefined } : request;
  const first = corrected ? await searchSite(site, searched, options) : asked;
  const { ranges, dropped } = rangesWithinStats(searched.ranges, first.facetStats);
  if (!dropped) return { request: searched, result: first, corrected };
  const used = { ...searched, ranges };
  return { request: used, result: await searchSite(site, used, options), corrected };
}

/** The empty state's nearest wider search: the request one filter wider, what it dropped (in words) and its count. */
export interface WiderSearchOffer {
  request: SearchRequest;
  droppedName: string;
  count: number;
}

/** At most this many wider searches are counted for one empty page (one per filter, narrowest first). */
const WIDER_SEARCHES_TRIED = 8;

/**
 * The nearest wider search of a search that found nothing (issue 39 item 8): its filters dropped one at a time,
 * narrowest first (`widerSearches`), each counted on the site's index, and the first that finds cars; null when none
 * does. The path's preset (/search/toyota) is kept: only what the shopper chose on the page is dropped.
 */
export async function nearestWiderSearchFor(site: Site, request: SearchRequest, options: SearchOptions = {}): Promise<WiderSearchOffer | null> {
  for (const step of widerSearches(request).slice(0, WIDER_SEARCHES_TRIED)) {
    const { exactCount } = await searchSite(site, { ...step.search, page: undefined, limit: 1 }, options);
    const found = nearestWiderSearch([{ ...step, count: exactCount }]);
    if (found) return { request: found.search, droppedName: droppedFilterName(found.dropped, request), count: found.count };
  }
  return null;
}
