import { z } from "zod";
import { searchRequestSchema } from "@/lib/search-request";
import { apiError, readJson, validationError } from "@/server/http/api-errors";
import { logger } from "@/server/logger";
import { searchSite } from "@/server/search/search-service";
import { toVehicleCard } from "@/server/services/vehicle-cards";
import { resolveSite } from "@/server/sites/site-resolver";

const bodySchema = searchRequestSchema.extend({
  /** Fixed filters of the caller's page (the spec's search_filters), e.g. { car_type: ["new"] }. */
  searchFilters: z.partialRecord(z.enum(["car_type", "make", "model", "body", "location_slug", "dealership_slug"]), z.array(z.string().trim().min(1).max(100)).max(20)).default({}),
});

/**
 * POST /api/search: the site's stock search as JSON. Body: { query, filters, ranges, searchFilters, sort,
 * page | offset, hitsPerPage } or { limit } for a capped list. Answer: { hits, count, approximate, facets,
 * facetStats, page, pages, hitsPerPage, ms }. Bad input is a 400 naming the field.
 */
export async function POST(request: Request, { params }: { params: Promise<{ host: string }> }) {
  const site = await resolveSite((await params).host);
  if (!site) return apiError(404, "unknown_site", "No site is served at this address");
  const body = await readJson(request, 16 * 1024);
  if (!body.ok) return body.response;
  const parsed = bodySchema.safeParse(body.value);
  if (!parsed.success) return validationError(parsed.error);
  const { searchFilters, ...searchRequest } = parsed.data;
  try {
    const result = await searchSite(site, searchRequest, { preset: searchFilters });
    return Response.json(
      { ...result, hits: result.hits.map((row) => toVehicleCard(row, site)) },
      { headers: { "cache-control": "no-store" } },
    );
  } catch (error) {
    logger.error({ err: error, site: site.slug }, "search failed");
    return apiError(503, "unavailable", "Search is unavailable; try again");
  }
}
