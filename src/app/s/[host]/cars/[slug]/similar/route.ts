import { isVehicleSlug } from "@/domain/slug";
import { findSiteVehicleBySlug } from "@/server/data/vehicles";
import { apiError } from "@/server/http/api-errors";
import { logger } from "@/server/logger";
import { similarVehicles } from "@/server/services/similar-vehicles";
import { resolveSite } from "@/server/sites/site-resolver";

/** GET /cars/{slug}/similar: the similar vehicles block's title and cards. */
export async function GET(_request: Request, { params }: { params: Promise<{ host: string; slug: string }> }) {
  const { host, slug } = await params;
  const site = await resolveSite(host);
  if (!site) return apiError(404, "unknown_site", "No site is served at this address");
  if (!isVehicleSlug(slug)) return apiError(404, "not_found", "There is no car at this address");
  try {
    const found = await findSiteVehicleBySlug(site.id, slug);
    if (!found) return apiError(404, "not_found", "There is no car at this address");
    return Response.json(await similarVehicles(site, found), { headers: { "cache-control": "public, max-age=60" } });
  } catch (error) {
    logger.error({ err: error, site: site.slug, slug }, "similar vehicles not found");
    return apiError(503, "unavailable", "Similar vehicles are not available just now");
  }
}
