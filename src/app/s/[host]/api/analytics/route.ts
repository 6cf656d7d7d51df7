import { analyticsEventSchema } from "@/lib/analytics-request";
import { recordAnalyticsEvent } from "@/server/data/analytics";
import { apiError } from "@/server/http/api-errors";
import { siteJsonRequest } from "@/server/http/site-json-route";
import { logger } from "@/server/logger";

/** POST /api/analytics: records one event for the site the host names. */
export async function POST(request: Request, { params }: { params: Promise<{ host: string }> }) {
  const parsed = await siteJsonRequest(request, params, analyticsEventSchema, 8 * 1024);
  if (!parsed.ok) return parsed.response;
  const { site } = parsed;
  try {
    await recordAnalyticsEvent(site.id, parsed.data);
  } catch (error) {
    logger.error({ err: error, site: site.slug }, "analytics event not recorded");
    return apiError(503, "unavailable", "The event could not be recorded; try again");
  }
  return new Response(null, { status: 204 });
}
