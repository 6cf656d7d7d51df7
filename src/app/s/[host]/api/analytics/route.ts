import { z } from "zod";
import { isAnalyticsEventId } from "@/lib/analytics-events";
import { recordAnalyticsEvent } from "@/server/data/analytics";
import { apiError } from "@/server/http/api-errors";
import { siteJsonRequest } from "@/server/http/site-json-route";
import { logger } from "@/server/logger";

const eventSchema = z.strictObject({
  eventId: z.number().int().refine(isAnalyticsEventId, { message: "is not a known analytics event id" }),
  label: z.string().max(200).optional(),
  path: z.string().max(2000).optional(),
  vehicleId: z.number().int().positive().optional(),
  data: z.record(z.string(), z.unknown()).optional(),
});

/** POST /api/analytics: records one event for the site the host names. */
export async function POST(request: Request, { params }: { params: Promise<{ host: string }> }) {
  const parsed = await siteJsonRequest(request, params, eventSchema, 8 * 1024);
  if (!parsed.ok) return parsed.response;
  const { site } = parsed;
  if (parsed.data.data && JSON.stringify(parsed.data.data).length > 4096) {
    return apiError(400, "invalid_request", "data: must be at most 4096 characters of JSON", "data");
  }
  try {
    await recordAnalyticsEvent(site.id, parsed.data);
  } catch (error) {
    logger.error({ err: error, site: site.slug }, "analytics event not recorded");
    return apiError(503, "unavailable", "The event could not be recorded; try again");
  }
  return new Response(null, { status: 204 });
}
