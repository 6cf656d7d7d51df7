import { apiError } from "@/server/http/api-errors";
import { carNotFound, siteCarRoute } from "@/server/http/site-car-route";
import { logger } from "@/server/logger";
import { priceGaugeForSiteVehicle } from "@/server/services/vehicle-page/price-gauge";

/**
 * GET /cars/{slug}/autogauge: the price-comparison gauge of the site's own live vehicle (spec 001 §3, §7):
 * { fill, listing_price, market_range_min, market_range_max, confidence, description }. Too few market
 * comparables is still a 200, with confidence 0 and the range and fill null (the UI hides the gauge,
 * spec §5). Unknown site or vehicle: 404; database failure: 503; both in the one error shape.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ host: string; slug: string }> }) {
  const route = await siteCarRoute(params);
  if (!route.ok) return route.response;
  const { site, slug } = route;
  try {
    const gauge = await priceGaugeForSiteVehicle(site, slug);
    if (!gauge) return carNotFound();
    // The market view is cached for minutes on the server; a minute in shared caches is enough.
    return Response.json(gauge, { headers: { "cache-control": "public, max-age=60" } });
  } catch (error) {
    logger.error({ err: error, site: site.slug, slug }, "price gauge not computed");
    return apiError(503, "unavailable", "The price comparison is unavailable; try again");
  }
}
