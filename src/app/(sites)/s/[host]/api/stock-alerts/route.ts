import { STOCK_ALERT_ALREADY, STOCK_ALERT_SIGNED_UP, stockAlertSignupSchema, type StockAlertSignupAnswer } from "@/contracts/stock-alerts/signup";
import { apiError } from "@/server/http/api-errors";
import { siteJsonRequest } from "@/server/http/site-json-route";
import { logger } from "@/server/logger";
import { signUpForStockAlert } from "@/server/services/stock-alerts/stock-alert-signup";
import { siteCanonicalOriginFor } from "@/server/tenancy/request-origin";

/**
 * POST /api/stock-alerts {channel, phone | email, consent, search}: "tell me when one arrives" on a search that found
 * little (issue 36). 201 for a new signup, 200 when the same contact already waits for the same search; a bad field
 * is a 400 naming it, and nothing is stored. The contact is never logged.
 */
export async function POST(request: Request, { params }: { params: Promise<{ host: string }> }) {
  const { host } = await params;
  const parsed = await siteJsonRequest(request, host, stockAlertSignupSchema, 2048);
  if (!parsed.ok) return parsed.response;
  const { site } = parsed;
  try {
    const outcome = await signUpForStockAlert(site, parsed.data, siteCanonicalOriginFor(site, host, request.headers));
    if (!outcome.ok) return apiError(400, "invalid_request", outcome.message, outcome.field);
    const answer: StockAlertSignupAnswer = { created: outcome.created, message: outcome.created ? STOCK_ALERT_SIGNED_UP : STOCK_ALERT_ALREADY };
    return Response.json(answer, { status: outcome.created ? 201 : 200, headers: { "cache-control": "no-store" } });
  } catch (error) {
    logger.error({ err: error, site: site.slug }, "stock alert signup not stored");
    return apiError(503, "unavailable", "The signup could not be stored; please try again");
  }
}
