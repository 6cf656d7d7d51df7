import { findSiteVehicleBySlug } from "@/server/data/vehicles";
import { apiError } from "@/server/http/api-errors";
import { carNotFound, siteCarRoute } from "@/server/http/site-car-route";
import { logger } from "@/server/logger";
import { similarVehicles } from "@/server/services/similar-vehicles";

/** GET /cars/{slug}/similar: the similar vehicles block's title and cards. */
export async function GET(_request: Request, { params }: { params: Promise<{ host: string; slug: string }> }) {
  const route = await siteCarRoute(params);
  if (!route.ok) return route.response;
  const { site, slug } = route;
  try {
    const found = await findSiteVehicleBySlug(site.id, slug);
    if (!found) return carNotFound();
    return Response.json(await similarVehicles(site, found), { headers: { "cache-control": "public, max-age=60" } });
  } catch (error) {
    logger.error({ err: error, site: site.slug, slug }, "similar vehicles not found");
    return apiError(503, "unavailable", "Similar vehicles are not available just now");
  }
}
