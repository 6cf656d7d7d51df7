import { vehicleLookupRequestSchema } from "@/contracts/trade-in/trade-in-request";
import { apiError } from "@/server/http/api-errors";
import { siteJsonRequest } from "@/server/http/site-json-route";
import { tradeInRefusal } from "@/server/http/trade-in-route";
import { logger } from "@/server/logger";
import { lookUpRegistration } from "@/server/services/trade-in/trade-in";

/**
 * POST /api/vehicle-lookup (spec 002 §7 "trade-in rego lookup (rego, regoState)"): body { rego, regoState }; answers
 * { vehicle, source } with the registered car (year, make, model, badge, body, fuel, transmission, colour). A plate the
 * register does not hold is a 404 naming `rego`; bad input a 400 naming the field; a site without trade-ins a 404; a
 * look-up service that cannot answer a 503. Nothing is stored: the shopper has not said who they are yet.
 */
export async function POST(request: Request, { params }: { params: Promise<{ host: string }> }) {
  const parsed = await siteJsonRequest(request, params, vehicleLookupRequestSchema, 1024);
  if (!parsed.ok) return parsed.response;
  const { site, data } = parsed;
  if (!site.settings.features.tradeIn) return apiError(404, "not_found", "This site does not value trade-ins online");
  try {
    const found = await lookUpRegistration(data.rego, data.regoState);
    if (!found.ok) return tradeInRefusal(found);
    return Response.json(found.answer, { headers: { "cache-control": "no-store" } });
  } catch (error) {
    // The plate is the shopper's: never logged.
    logger.error({ err: error, site: site.slug }, "registration look-up failed");
    return apiError(503, "unavailable", "We couldn't look registrations up just now; please try again");
  }
}
