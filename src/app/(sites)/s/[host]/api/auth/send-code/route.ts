import { sendCodeSchema } from "@/contracts/sign-in/sign-in-request";
import { apiError } from "@/server/http/api-errors";
import { siteJsonRequest } from "@/server/http/site-json-route";
import { requestLimits, routeScopes, tooManyRequests } from "@/server/http/rate-limits/rate-limits";
import { logger } from "@/server/logger";
import { sendSignInCode } from "@/server/services/shopper/phone-sign-in";

/**
 * POST /api/auth/send-code {phone}: texts a sign-in code to an Australian mobile. The platform server has already
 * counted the request per address and site (src/server/http/rate-limits/rate-limits.ts); here, once the number is known, it counts
 * per number and then for the whole platform (the ceiling on texts sent), each once.
 */
export async function POST(request: Request, { params }: { params: Promise<{ host: string }> }) {
  const parsed = await siteJsonRequest(request, params, sendCodeSchema, 1024);
  if (!parsed.ok) return parsed.response;
  const { site } = parsed;
  try {
    const limit = await requestLimits().take("send-code", { phone: parsed.data.phone }, routeScopes("send-code"));
    if (!limit.ok) return tooManyRequests(limit);
    const outcome = await sendSignInCode(parsed.data.phone, site.name);
    if (!outcome.ok) {
      const refused = apiError(429, "too_many_codes", "phone: Too many codes sent to this number; try again in an hour", "phone");
      refused.headers.set("retry-after", "3600");
      return refused;
    }
  } catch (error) {
    logger.error({ err: error, site: site.slug }, "sign-in code not sent");
    return apiError(503, "unavailable", "We could not send a code just now; try again in a minute");
  }
  return Response.json({ sent: true }, { headers: { "cache-control": "no-store" } });
}
