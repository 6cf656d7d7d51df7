import { leadVehicleOfSite, recordLead } from "@/server/data/leads";
import { apiError } from "@/server/http/api-errors";
import { siteJsonRequest } from "@/server/http/site-json-route";
import { logger } from "@/server/logger";
import { CHAT_LEAD, chatMessageSchema } from "@/lib/chat-message";

/**
 * POST /api/chat-messages: a shopper's Instant Message about one of the site's cars; 201 { id }. Stored as a
 * lead (General Enquiry / Instant Message) with the questions asked of Autobot in its payload. 404 when the site
 * has no chat (`chat.enabled`); 400 naming the field for bad input, another site's car, or Autobot questions on a
 * site without Autobot.
 */
export async function POST(request: Request, { params }: { params: Promise<{ host: string }> }) {
  const parsed = await siteJsonRequest(request, params, chatMessageSchema, 96 * 1024);
  if (!parsed.ok) return parsed.response;
  const { site, data } = parsed;
  if (!site.settings.chat.enabled) return apiError(404, "not_found", "This site does not offer chat");
  if (data.autobotQuestions.length > 0 && !site.settings.chat.autobot) return apiError(400, "invalid_request", "autobotQuestions: Autobot is not offered on this site", "autobotQuestions");
  try {
    const car = await leadVehicleOfSite(site.id, data.carId);
    if (!car) return apiError(400, "invalid_request", "carId: This car is not listed on this site", "carId");
    const { id } = await recordLead(site.id, {
      ...CHAT_LEAD,
      vehicleId: car.vehicleId,
      dealershipId: car.dealershipId,
      firstName: data.firstName,
      lastName: null,
      email: null,
      phone: data.phone,
      postcode: null,
      message: data.message,
      payload: { widget: data.autobotQuestions.length > 0 ? "autobot" : "chat", autobotQuestions: data.autobotQuestions },
    });
    return Response.json({ id }, { status: 201, headers: { "cache-control": "no-store" } });
  } catch (error) {
    logger.error({ err: error, site: site.slug }, "chat message not recorded");
    return apiError(503, "unavailable", "Your message could not be sent just now; please try again");
  }
}
