import { youxQuoteBodySchema } from "@/contracts/finance/youx-quote-request";
import { apiError } from "@/server/http/api-errors";
import { siteJsonRequest } from "@/server/http/site-json-route";
import { logger } from "@/server/logger";
import { quoteSiteCar } from "@/server/services/finance/finance-quote";

/**
 * POST /api/youx/quote (spec 002 §7): body { car_id, selfAssessedCreditScore: "GREAT", purchasePrice, loanTerm: 5,
 * year, vin, nvic, whoIsHelping: "" }; answers { weeklyRepaymentAmount, advertisedRate, comparisonRate }. Bad input
 * is a 400 naming the field; a car that is not the site's a 404 naming car_id; no quote from the lender a 404
 * (no_quote); a lender failure a 502. The browser ignores every failure (spec 002 §8 "Finance quote failure: silent").
 */
export async function POST(request: Request, { params }: { params: Promise<{ host: string }> }) {
  const parsed = await siteJsonRequest(request, params, youxQuoteBodySchema, 2 * 1024);
  if (!parsed.ok) return parsed.response;
  const { site } = parsed;
  try {
    const outcome = await quoteSiteCar(site, parsed.data);
    switch (outcome.kind) {
      case "quote":
        return Response.json(outcome.quote, { headers: { "cache-control": "no-store" } });
      case "unknown-car":
        return apiError(404, "not_found", "car_id: This car is not listed on this site", "car_id");
      case "vin-mismatch":
        return apiError(400, "invalid_request", "vin: is not the VIN of this car", "vin");
      case "no-quote":
        return apiError(404, "no_quote", "The lender has no quote for this car");
    }
  } catch (error) {
    logger.error({ err: error, site: site.slug, carId: parsed.data.car_id }, "finance quote failed");
    return apiError(502, "lender_unavailable", "The lender could not give a quote just now");
  }
}
