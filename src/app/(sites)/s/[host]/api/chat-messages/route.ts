import { apiError } from "@/server/http/api-errors";
import { idempotencyKeyOf, leadResponse } from "@/server/http/lead-route";
import { siteJsonRequest } from "@/server/http/site-json-route";
import { requestHash } from "@/server/leads/intake";
import { chatLeadRecord } from "@/server/leads/lead-record";
import { chatMessageSchema } from "@/contracts/chat/chat-message";

/**
 * POST /api/chat-messages: a shopper's Instant Message about one of the site's cars; 201 { lead_id }. Stored as a
 * lead (General Enquiry / Instant Message) with the questions asked of Autobot in its payload, delivered to the
 * dealer like every lead and texted to the site's chat mobile (`leadDelivery.smsTo`) so the team can reply by text.
 * 404 when the site has no chat (`chat.enabled`); 400 naming the field for bad input, another site's or a hidden
 * car, or Autobot questions on a site without Autobot.
 */
export async function POST(request: Request, { params }: { params: Promise<{ host: string }> }) {
  const key = idempotencyKeyOf(request);
  if (!key.ok) return key.response;
  const parsed = await siteJsonRequest(request, params, chatMessageSchema, 96 * 1024);
  if (!parsed.ok) return parsed.response;
  const { site, data } = parsed;
  if (!site.settings.chat.enabled) return apiError(404, "not_found", "This site does not offer chat");
  if (data.autobotQuestions.length > 0 && !site.settings.chat.autobot) return apiError(400, "invalid_request", "autobotQuestions: Autobot is not offered on this site", "autobotQuestions");
  return leadResponse(
    site,
    (await params).host,
    {
      record: chatLeadRecord(data),
      carId: data.carId,
      idempotencyKey: key.key,
      requestHash: requestHash(data),
    },
    { failure: "Your message could not be sent just now; please try again", request },
  );
}
