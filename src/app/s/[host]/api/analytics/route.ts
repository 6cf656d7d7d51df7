import { z } from "zod";
import { isAnalyticsEventId } from "@/lib/analytics-events";
import { recordAnalyticsEvent } from "@/server/data/analytics";
import { apiError, readJson, validationError } from "@/server/http/api-errors";
import { logger } from "@/server/logger";
import { resolveSite } from "@/server/sites/site-resolver";

const eventSchema = z.strictObject({
  eventId: z.number().int().refine(isAnalyticsEventId, { message: "is not a known analytics event id" }),
  label: z.string().max(200).optional(),
  path: z.string().max(2000).optional(),
  vehicleId: z.number().int().positive().optional(),
  data: z.record(z.string(), z.unknown()).optional(),
});

/** POST /api/analytics: records one event for the site the host names. */
export async function POST(request: Request, { params }: { params: Promise<{ host: string }> }) {
  const site = await resolveSite((await params).host);
  if (!site) return apiError(404, "unknown_site", "No site is served at this address");
  const body = await readJson(request, 8 * 1024);
  if (!body.ok) return body.response;
  const parsed = eventSchema.safeParse(body.value);
  if (!parsed.success) return validationError(parsed.error);
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
