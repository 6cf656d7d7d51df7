import { phoneRevealSchema as revealSchema } from "@/contracts/api/requests";
import { recordPhoneReveal } from "@/server/data/phone-reveals";
import { siteScope } from "@/server/data/scope";
import { apiError } from "@/server/http/api-errors";
import { siteJsonRequest } from "@/server/http/site-json-route";
import { logger } from "@/server/logger";

/** POST /api/phone-reveals {car_id, dealership_id, website_id}: a shopper revealed a masked number. */
export async function POST(request: Request, { params }: { params: Promise<{ host: string }> }) {
  const parsed = await siteJsonRequest(request, params, revealSchema, 1024);
  if (!parsed.ok) return parsed.response;
  const { site } = parsed;
  if (parsed.data.website_id !== site.id) return apiError(400, "invalid_request", "website_id: is not this site", "website_id");
  try {
    const recorded = await recordPhoneReveal(siteScope(site), parsed.data.car_id);
    if (!recorded) return apiError(404, "not_found", "car_id: This car is not listed on this site", "car_id");
  } catch (error) {
    logger.error({ err: error, site: site.slug }, "phone reveal not recorded");
    return apiError(503, "unavailable", "The reveal could not be recorded");
  }
  return new Response(null, { status: 204 });
}
