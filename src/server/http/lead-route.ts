import "server-only";
import { submitLead, type IntakeRefusal, type IntakeResult, type LeadSubmission } from "@/server/leads/intake";

/** The status of each kind of intake refusal. */
const INTAKE_REFUSAL_STATUS: Record<IntakeRefusal["kind"], number> = { invalid: 400, conflict: 409, key_reused: 422 };
import { logger } from "@/server/logger";
import type { Site } from "@/server/sites/site-store";
import { siteCanonicalOriginFor } from "@/server/tenancy/request-origin";
import { leadFormRules } from "@/server/services/lead-forms/lead-forms";
import { tradeInLeadSubmission } from "@/server/services/trade-in/trade-in";
import { requestHash } from "@/server/leads/intake";
import { leadFields, leadRequestSchemaFor } from "@/contracts/leads";
import { leadRecordOf } from "@/server/leads/lead-record";
import { apiError } from "./api-errors";
import { siteJsonRequest } from "./site-json-route";
import { tradeInRefusal } from "./trade-in-route";

/** An Idempotency-Key is 1 to 255 visible ASCII characters (a UUID in practice). */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

/** The request's Idempotency-Key: null when absent, or the error answer when it is malformed. */
export function idempotencyKeyOf(request: Request): { ok: true; key: string | null } | { ok: false; response: Response } {
  const key = request.headers.get("idempotency-key");
  if (key === null) return { ok: true, key: null };
  if (!IDEMPOTENCY_KEY.test(key)) {
    return { ok: false, response: apiError(400, "invalid_request", "Idempotency-Key: must be 1 to 255 visible ASCII characters", "Idempotency-Key") };
  }
  return { ok: true, key };
}

/**
 * Takes a lead and answers as every lead-taking route does: 201 { lead_id } for a new lead, the same answer (with
 * `Idempotent-Replayed: true`) for a retry of the same request under the same key, 4xx naming the field for what only
 * the server can check, 503 when the database is unavailable (nothing stored, the form says try again).
 */
export async function leadResponse(
  site: Site,
  host: string,
  submission: Omit<LeadSubmission, "origin" | "userAgent">,
  context: { failure: string; request: Request },
): Promise<Response> {
  let result: IntakeResult;
  try {
    const origin = siteCanonicalOriginFor(site, host, context.request.headers);
    // Control characters (and NUL) never reach storage; the spec keeps the browser with the lead.
    const userAgent = context.request.headers.get("user-agent")?.replace(/[\u0000-\u001f\u007f]/g, "").slice(0, 512) ?? null;
    result = await submitLead(site, { ...submission, origin, userAgent });
  } catch (error) {
    logger.error({ err: error, site: site.slug }, "lead not stored");
    return apiError(503, "unavailable", context.failure);
  }
  if (!result.ok) return apiError(INTAKE_REFUSAL_STATUS[result.kind], result.code, result.message, result.field);
  return Response.json(
    { lead_id: result.leadId },
    { status: 201, headers: { "cache-control": "no-store", ...(result.replayed ? { "idempotent-replayed": "true" } : {}) } },
  );
}

/**
 * POST /api/leads: every form a shopper sends to the dealer (enquiries, test drives, photo requests, finance, contact,
 * careers, service, parts, fleet, sell my car, a trade-in valuation and its offer's acceptance) for the site `host`
 * names; 201 { lead_id }. The body is checked with the form's schema under the site's rules (message required, terms,
 * location and dealership selects), the lead and its delivery to the dealer are stored together before the answer,
 * and an Idempotency-Key makes a retry answer the first lead. A car must be the site's own and shown; a location or
 * dealership one the site offers. A trade-in lead names the site's valuation (POST /api/miscellaneous), which the
 * server turns into the dealer's record.
 * The platform's HTTP server answers it directly (direct-routes.ts); the route file hands Next's requests here too.
 */
export async function postLead(request: Request, host: string): Promise<Response> {
  const key = idempotencyKeyOf(request);
  if (!key.ok) return key.response;
  let places: Awaited<ReturnType<typeof leadFormRules>>["places"] | null = null;
  const parsed = await siteJsonRequest(
    request,
    host,
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
    if (!prepared.ok) return tradeInRefusal(prepared);
    return leadResponse(
      site,
      host,
      { record: prepared.record, carId: prepared.carId, valuation: prepared.valuation, idempotencyKey: key.key, requestHash: requestHash(data), pagePath: data.url },
      { failure: "Your trade-in could not be sent just now; please try again", request },
    );
  }
  return leadResponse(
    site,
    host,
    {
      record: leadRecordOf(data, site.settings.forms.formItems),
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
