import { nearestLocationQuerySchema as querySchema } from "@/contracts/api/requests";
import { UNKNOWN_POSTCODE_MESSAGE } from "@/domain/geo/postcode";
import { apiError, validationError } from "@/server/http/api-errors";
import { logger } from "@/server/logger";
import { nearestSiteLocation } from "@/server/services/locations/nearest-location";
import { resolveSite } from "@/server/sites/site-resolver";

/**
 * GET /api/locations/nearest?postcode=4000[&type=sales|service|parts]: the site's visible location nearest the
 * postcode (spec 002 §9 "Earth radius 6371 km"), { id, slug, name, distanceKm } with the distance to 0.1 km.
 * 400 naming the field for a postcode that is not four digits or an unknown type; 404 "Invalid postcode" for a
 * postcode no place has; 404 when the site shows no location of that type.
 */
export async function GET(request: Request, { params }: { params: Promise<{ host: string }> }) {
  const site = await resolveSite((await params).host);
  if (!site) return apiError(404, "unknown_site", "No site is served at this address");
  const search = new URL(request.url).searchParams;
  const parsed = querySchema.safeParse({ postcode: search.get("postcode") ?? undefined, type: search.get("type") ?? undefined });
  if (!parsed.success) return validationError(parsed.error);
  const { postcode, type } = parsed.data;
  try {
    const outcome = await nearestSiteLocation(site, postcode, type);
    if (!outcome.ok && outcome.reason === "unknown_postcode") return apiError(404, "not_found", UNKNOWN_POSTCODE_MESSAGE, "postcode");
    if (!outcome.ok) return type ? apiError(404, "not_found", `This site has no ${type} location`, "type") : apiError(404, "not_found", "This site has no location");
    return Response.json(outcome.location, { headers: { "cache-control": "public, max-age=300" } });
  } catch (error) {
    logger.error({ err: error, site: site.slug }, "nearest location not found");
    return apiError(503, "unavailable", "The nearest location could not be found just now; try again");
  }
}
