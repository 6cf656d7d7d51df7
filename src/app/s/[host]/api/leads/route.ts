import { apiError } from "@/server/http/api-errors";
import { idempotencyKeyOf, leadResponse } from "@/server/http/lead-route";
import { siteJsonRequest } from "@/server/http/site-json-route";
import { requestHash } from "@/server/leads/intake";
import { logger } from "@/server/logger";
import { leadFormRules } from "@/server/services/lead-forms";
import { tradeInLeadSubmission } from "@/server/services/trade-in";
import { leadFields, leadRequestSchemaFor } from "@/lib/lead-request";
import { leadRecordOf } from "@/lib/lead-record";

/**
 * POST /api/leads: every form a shopper sends to the dealer (enquiries, test drives, photo requests, finance, contact,
 * careers, service, parts, fleet, sell my car, a trade-in valuation and its offer's acceptance) for the site the host
 * names; 201 { lead_id }. The body is checked
 * with the form's schema under the site's rules (message required, terms, location and dealership selects), the
 * lead and its delivery to the dealer are stored together before the answer, and an Idempotency-Key makes a retry
 * answer the first lead. A car must be the site's own and shown; a location or dealership one the site offers. A
 * trade-in lead names the site's valuation (POST /api/miscellaneous), which the server turns into the dealer's record.
 */
export async function POST(request: Request, { params }: { params: Promise<{ host: string }> }) {
  const key = idempotencyKeyOf(request);
  if (!key.ok) return key.response;
  let places: Awaited<ReturnType<typeof leadFormRules>>["places"] | null = null;
  const parsed = await siteJsonRequest(
    request,
    params,
    async (site) => {
      const form = await leadFormRules(site);
      places = form.places;
      return leadRequestSchemaFor(form.rules);
    },
    16 * 1024,
  );
  if (!parsed.ok) return parsed.response;
  const { site, data } = parsed;
  const fields = leadFields(data);
  const offered = places as Awaited<ReturnType<typeof leadFormRules>>["places"] | null;
  if (fields.dealershipSlug !== undefined && !offered?.dealerships.some((d) => d.slug === fields.dealershipSlug)) {
    return apiError(400, "invalid_request", "dealershipSlug: Please select a preferred dealership", "dealershipSlug");
  }
  if (data.kind === "trade-in" || data.kind === "trade-in-offer-accepted") {
    if (!site.settings.features.tradeIn) return apiError(404, "not_found", "This site does not value trade-ins online");
    let prepared: Awaited<ReturnType<typeof tradeInLeadSubmission>>;
    try {
      prepared = await tradeInLeadSubmission(site, data);
    } catch (error) {
      logger.error({ err: error, site: site.slug }, "trade-in lead not prepared");
      return apiError(503, "unavailable", "Your trade-in could not be sent just now; please try again");
    }
    if (!prepared.ok) return apiError(prepared.status, prepared.code, prepared.message, prepared.field);
    return leadResponse(
      site,
      (await params).host,
      { record: prepared.record, carId: prepared.carId, valuation: prepared.valuation, idempotencyKey: key.key, requestHash: requestHash(data), pagePath: data.url },
      { failure: "Your trade-in could not be sent just now; please try again", request },
    );
  }
  return leadResponse(
    site,
    (await params).host,
    {
      record: leadRecordOf(data),
      carId: fields.carId,
      preferredLocation: fields.preferredLocation,
      locationId: fields.locationId,
      dealershipSlug: fields.dealershipSlug,
      preferredTime: fields.preferredTime,
      idempotencyKey: key.key,
      requestHash: requestHash(data),
      pagePath: fields.url ?? fields.searchPath,
    },
    { failure: "Your enquiry could not be sent just now; please try again", request },
  );
}
