import "server-only";
import { facetLimit, siteCountedFacets, limitFacetItems, orderFacetItems, REFINABLE_FACETS, type FacetItem, type RefinableFacet } from "@/domain/search/facets";
import { activePromos, collapseSoldRuns, displayedCount, promoSlots } from "@/domain/search/hits";
import { seriesRank } from "@/domain/search/series-order";
import { listedSinceChoices, listedSinceItems, type ListedSinceItem } from "@/domain/search/listed-since";
import type { VehicleWithLocation } from "@/server/data/vehicles";
import type { PromoNode } from "@/server/db/json-types";
import { logger } from "@/server/logger";
import type { Site } from "@/server/sites/site-store";
import { forEachBit, type Bitset } from "./bitset";
import { executeSearch } from "./search-execute";
import { SORT_OPTIONS, type SearchRequest } from "@/contracts/search/search-request";
import { cachedSiteIndex } from "./index-registry";
import { listedStockBitset } from "./listed-stock-bitset";
import { buildSiteIndex, indexBytes, type SiteIndex } from "./site-index";
import { searchPromos, searchRowsByIds } from "./search-rows";
import { suggestText, type TextMatching } from "./text-index";
import { loadSearchDocuments, VEHICLE_INDEX_SCHEMA } from "./vehicle-documents";

/**
 * The one search service: the search pages and the JSON API both call `searchSite`. Each site's stock is
 * held as an in-memory index (src/server/search/site-index.ts), built from the database on first use,
 * dropped when the database announces a stock change for the site (stock-change-listener.ts), and rebuilt
 * after its TTL at the latest (`searchIndex` in cache/caches.ts).
 */
const DEFAULT_HITS_PER_PAGE = 21;

export interface SearchResponse {
  hits: VehicleWithLocation[];
  /** Matching vehicles; above 1999 the in-stock count (or the site's configured count) with `approximate`. */
  count: number;
  exactCount: number;
  approximate: boolean;
  facets: Partial<Record<RefinableFacet, FacetItem[]>>;
  /** Each range's min and max under the other constraints; subscription_price (dollars a week) only on a subscription site. */
  facetStats: Record<"price" | "km" | "year" | "subscription_price" | "created_at_timestamp", { min: number; max: number } | null>;
  /** The filter panel's "Listed" choices (created_at_timestamp): the site's windows with their counts under the other filters; [] without facets. */
  listedSince: ListedSinceItem[];
  page: number;
  pages: number;
  hitsPerPage: number;
  /** Promo cards to insert: [before hit index, promo node]. */
  promos: Array<[number, PromoNode]>;
  /** With no results for a text query: the query corrected from the words of the site's stock, when that finds cars ('Did you mean …'). */
  suggestion: string | null;
  ms: number;
}

export interface SearchOptions {
  /** Fixed equality filters of the route (/search/new-cars is car_type=new); not disjunctive. */
  preset?: Partial<Record<string, readonly string[]>>;
  now?: Date;
  /** The text query's forgiveness; all of it unless a test turns a part off (issue 38's proof that each part is needed). */
  textMatching?: TextMatching;
}

export function siteSearchIndex(site: Pick<Site, "id">): Promise<SiteIndex> {
  const siteId = site.id;
  return cachedSiteIndex(siteId, async () => {
    const started = performance.now();
    const built = buildSiteIndex(await loadSearchDocuments(site), VEHICLE_INDEX_SCHEMA);
    logger.debug({ siteId, vehicles: built.size, ms: Math.round(performance.now() - started), bytes: indexBytes(built) }, "search index built");
    return built;
  });
}

/** The documents a search may return at all: the listed-stock filter and the site's own search filters. */
export function baseFilter(index: SiteIndex, site: Site, request: SearchRequest, options: SearchOptions): Bitset {
  const base = listedStockBitset(index, options.now ?? new Date(), site.settings.search.includeSoldCarsDays);

  const equality: Array<{ codes: Uint16Array | Uint32Array; allowed: Uint8Array }> = [];
  const require = (attribute: string, values: readonly string[]) => {
    const column = index.facets.get(attribute);
    if (!column) return;
    const allowed = new Uint8Array(column.dictionary.length);
    for (const v of values) {
      const code = column.lookup.get(v);
      if (code !== undefined) allowed[code] = 1;
    }
    equality.push({ codes: column.codes, allowed });
  };
  for (const [attribute, values] of Object.entries(site.settings.search.extraFilters)) require(attribute, values);
  for (const [attribute, values] of Object.entries(options.preset ?? {})) if (values && values.length > 0) require(attribute, values);
  // Stock numbers never shown: an equality filter that must fail.
  const stocknum = index.facets.get("stocknum")!;
  const excluded = new Set<number>();
  for (const number of site.settings.search.excludedStockNumbers) {
    const code = stocknum.lookup.get(number);
    if (code !== undefined) excluded.add(code);
  }
  const price = index.numbers.get("price")!;
  const positiveOnly = request.sort === "price-asc" && site.settings.search.positivePriceOnAscendingSort;
  if (equality.length === 0 && excluded.size === 0 && !positiveOnly) return base;

  forEachBit(base, (i) => {
    let ok = !positiveOnly || (price[i] ?? 0) > 0;
    if (ok && excluded.size > 0 && excluded.has(stocknum.codes[i] ?? 0)) ok = false;
    for (const e of equality) if (e.allowed[e.codes[i] ?? 0] !== 1) ok = false;
    if (!ok) base[i >>> 5]! &= ~(1 << (i & 31));
  });
  return base;
}

export async function searchSite(site: Site, request: SearchRequest, options: SearchOptions = {}): Promise<SearchResponse> {
  const started = performance.now();
  const index = await siteSearchIndex(site);
  const hitsPerPage = request.limit ?? request.hitsPerPage ?? site.settings.search.pageSize ?? DEFAULT_HITS_PER_PAGE;
  const page = request.page ?? (request.offset !== undefined ? Math.floor(request.offset / hitsPerPage) + 1 : 1);
  const offset = request.offset ?? (page - 1) * hitsPerPage;
  const sort = SORT_OPTIONS[request.sort];
  const wantFacets = request.limit === undefined;
  const seriesOrder = site.settings.search.seriesOrder;

  const subscription = site.settings.features.subscription;
  const base = baseFilter(index, site, request, options);
  const listedChoices = wantFacets ? listedSinceChoices(options.now ?? new Date(), site.settings.specifications.just_arrived_days) : [];
  const result = executeSearch(index, {
    base,
    refinements: request.filters,
    ranges: request.ranges,
    sort: { attribute: sort.attribute, direction: sort.direction },
    // The site's series first, in its order, on the default order (search.seriesOrder).
    ...(request.sort === "relevance" && seriesOrder.length > 0 ? { groups: { attribute: "series", rankOf: (series: string | null) => seriesRank(series, seriesOrder) } } : {}),
    text: request.query,
    textMatching: options.textMatching,
    // "Most relevant" with a text query means the best text match first.
    rankByText: request.sort === "relevance",
    offset,
    limit: hitsPerPage,
    facets: wantFacets ? siteCountedFacets({ subscription }) : [],
    stats: wantFacets ? ["price", "km", "year", ...(subscription ? ["subscription_price"] : []), "created_at_timestamp"] : [],
    atLeast: wantFacets ? { created_at_timestamp: listedChoices.map((choice) => choice.min) } : {},
  });

  const customBodies = site.settings.search.customBodies.length > 0;
  const facets: SearchResponse["facets"] = {};
  for (const facet of REFINABLE_FACETS) {
    const counts = result.facetCounts[facet];
    if (!counts) continue;
    const ordered = orderFacetItems(facet, counts, request.filters[facet] ?? []);
    facets[facet] = facet === "make" || facet === "car_type" ? ordered : limitFacetItems(ordered, facetLimit(facet, { customBodies }));
  }

  const now = options.now ?? new Date();
  const [rows, candidates] = await Promise.all([searchRowsByIds(site, index, result.ids), wantFacets ? searchPromos(site, options.now) : Promise.resolve([])]);
  const selectedCarTypes = [...(request.filters.car_type ?? []), ...(options.preset?.car_type ?? [])];
  const shown = activePromos(candidates, now, selectedCarTypes, site.settings.promos.shuffle ? shuffled : undefined);
  const counted = displayedCount(result.count, result.facetCounts.status?.get("in_stock") ?? result.count, site.settings.search.stockCountOverride);
  const hits = collapseSoldRuns(rows, (row) => row.vehicle.status);
  return {
    hits,
    count: counted.count,
    exactCount: result.count,
    approximate: counted.approximate,
    facets,
    facetStats: {
      price: result.stats.price ?? null,
      km: result.stats.km ?? null,
      year: result.stats.year ?? null,
      subscription_price: result.stats.subscription_price ?? null,
      created_at_timestamp: result.stats.created_at_timestamp ?? null,
    },
    listedSince: listedSinceItems(listedChoices, result.atLeastCounts.created_at_timestamp ?? [], request.ranges.created_at_timestamp),
    page,
    pages: Math.max(1, Math.ceil(result.count / hitsPerPage)),
    hitsPerPage,
    promos: promoSlots(shown, hits.length, site.settings.promos).map(([at, promo]) => [at, promo.node] as [number, PromoNode]),
    suggestion: result.count === 0 && request.query ? correctedQuery(index, base, request) : null,
    ms: Math.round((performance.now() - started) * 100) / 100,
  };
}

/**
 * 'Did you mean …' for a text query that found nothing: the query's unmatched words corrected from the words of
 * the cars the search may show (suggestText), offered only when the corrected query, with the same filters, finds cars.
 */
function correctedQuery(index: SiteIndex, base: Bitset, request: SearchRequest): string | null {
  const suggestion = suggestText(index.text, request.query, base);
  if (suggestion === null) return null;
  const { count } = executeSearch(index, { base, refinements: request.filters, ranges: request.ranges, text: suggestion, limit: 0 });
  return count > 0 ? suggestion : null;
}

function shuffled<T>(items: T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}
