import { valuationRequestSchema } from "@/contracts/trade-in/trade-in-request";
import { apiError } from "@/server/http/api-errors";
import { siteJsonRequest } from "@/server/http/site-json-route";
import { tradeInRefusal } from "@/server/http/trade-in-route";
import { logger } from "@/server/logger";
import { currentShopper } from "@/server/http/shopper-session";
import { valueTradeIn } from "@/server/services/trade-in/trade-in";

/**
 * POST /api/miscellaneous (spec 002 §7 "valuation response plus column_name valuation"): body { column_name:
 * "valuation", rego, regoState, kms, adjustmentAnswers, carId? }; values the car from the platform's market data and
 * stores the valuation for the site (and the signed-in shopper, for My Garage); 201 with the valuation (its id, the
 * car, the outcome: the range, offer and basis, or why there is none; the change-over price). Bad input, a plate the
 * register does not hold, or a car the site does not offer a change-over on is a 400 naming the field and stores
 * nothing; a site without trade-ins a 404; a failure a 503 (the browser logs 'Failed to save valuation data').
 */
export async function POST(request: Request, { params }: { params: Promise<{ host: string }> }) {
  const parsed = await siteJsonRequest(request, params, valuationRequestSchema, 4 * 1024);
  if (!parsed.ok) return parsed.response;
  const { site, data } = parsed;
  if (!site.settings.features.tradeIn) return apiError(404, "not_found", "This site does not value trade-ins online");
  try {
    const shopper = await currentShopper();
    const valued = await valueTradeIn(site, data, { userId: shopper?.userId ?? null, now: new Date() });
    if (!valued.ok) return tradeInRefusal(valued);
    return Response.json(valued.view, { status: 201, headers: { "cache-control": "no-store" } });
  } catch (error) {
    logger.error({ err: error, site: site.slug }, "trade-in valuation not stored");
    return apiError(503, "unavailable", "Your valuation could not be saved just now; please try again");
  }
}
