import { analyticsEventSchema } from "@/contracts/analytics/analytics-request";
import { recordAnalyticsEvent } from "@/server/data/analytics";
import { siteScope } from "@/server/data/scope";
import { apiError } from "@/server/http/api-errors";
import { siteJsonRequest } from "@/server/http/site-json-route";
import { logger } from "@/server/logger";

/**
 * POST /api/analytics: records one event for the site the host names; 204. An event about a car the site does not
 * show (another site's, hidden from dealer websites, or none) is a 400 naming vehicleId, as an unknown id is.
 */
export async function POST(request: Request, { params }: { params: Promise<{ host: string }> }) {
  const parsed = await siteJsonRequest(request, params, analyticsEventSchema, 8 * 1024);
  if (!parsed.ok) return parsed.response;
  const { site } = parsed;
  try {
    if (!(await recordAnalyticsEvent(siteScope(site), parsed.data))) return apiError(400, "invalid_request", "vehicleId: This car is not listed on this site", "vehicleId");
  } catch (error) {
    logger.error({ err: error, site: site.slug }, "analytics event not recorded");
    return apiError(503, "unavailable", "The event could not be recorded; try again");
  }
  return new Response(null, { status: 204 });
}
