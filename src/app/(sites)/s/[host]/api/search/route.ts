import { searchApiRequestSchema as bodySchema } from "@/contracts/api/requests";
import { withPriceFromText } from "@/contracts/search/search-request";
import { apiError } from "@/server/http/api-errors";
import { siteJsonRequest } from "@/server/http/site-json-route";
import { logger } from "@/server/logger";
import { searchSite } from "@/server/search/search-service";
import { toVehicleCard } from "@/server/services/vehicle-cards/vehicle-cards";

/**
 * POST /api/search: the site's stock search as JSON. Body: { query, filters, ranges, searchFilters, sort,
 * page | offset, hitsPerPage } or { limit } for a capped list. Answer: { hits, count, approximate, facets,
 * facetStats, page, pages, hitsPerPage, suggestion, ms } (`suggestion`: 'Did you mean' for a text query that found
 * nothing, else null). Bad input is a 400 naming the field.
 */
export async function POST(request: Request, { params }: { params: Promise<{ host: string }> }) {
  const parsed = await siteJsonRequest(request, params, bodySchema, 16 * 1024);
  if (!parsed.ok) return parsed.response;
  const { site } = parsed;
  const { searchFilters, ...searchRequest } = parsed.data;
  try {
    // A price in the text ("under 30k") is the price range, as on the search page.
    const result = await searchSite(site, withPriceFromText(searchRequest), { preset: searchFilters });
    return Response.json(
      { ...result, hits: result.hits.map((row) => toVehicleCard(row, site)) },
      { headers: { "cache-control": "no-store" } },
    );
  } catch (error) {
    logger.error({ err: error, site: site.slug }, "search failed");
    return apiError(503, "unavailable", "Search is unavailable; try again");
  }
}
