import { idempotencyKeyOf, leadResponse } from "@/server/http/lead-route";
import { apiError, readJson, validationError } from "@/server/http/api-errors";
import { requestHash } from "@/server/leads/intake";
import { resolveSite } from "@/server/sites/site-resolver";
import { siteDealerships } from "@/server/data/dealerships";
import { siteLocations } from "@/server/data/locations";
import { HONEYPOT_FIELD } from "@/lib/honeypot";
import { leadFields, leadFormRulesOf, leadRequestSchemaFor } from "@/lib/lead-request";
import { leadRecordOf } from "@/lib/lead-record";

/**
 * TEMP (forms branch; the lead intake's route replaces it): the intake's route with the forms' schemas under the
 * site's rules (leadRequestSchemaFor + leadFormRulesOf), an empty honeypot dropped, the location and dealership checked.
 */
export async function POST(request: Request, { params }: { params: Promise<{ host: string }> }) {
  const key = idempotencyKeyOf(request);
  if (!key.ok) return key.response;
  const host = (await params).host;
  const site = await resolveSite(host);
  if (!site) return apiError(404, "unknown_site", "No site is served at this address");
  const body = await readJson(request, 16 * 1024);
  if (!body.ok) return body.response;
  const value = body.value;
  if (value && typeof value === "object" && !Array.isArray(value) && Object.hasOwn(value, HONEYPOT_FIELD)) {
    if ((value as Record<string, unknown>)[HONEYPOT_FIELD] !== "") return apiError(400, "invalid_request", "This form could not be sent", HONEYPOT_FIELD);
    delete (value as Record<string, unknown>)[HONEYPOT_FIELD];
  }
  const [locations, dealerships] = await Promise.all([siteLocations(site.id), siteDealerships(site.id)]);
  const parsed = leadRequestSchemaFor(leadFormRulesOf(site.settings.forms, { locations: locations.length, dealerships: dealerships.length })).safeParse(value);
  if (!parsed.success) return validationError(parsed.error);
  const data = parsed.data;
  const f = leadFields(data);
  if (f.locationId !== undefined && !locations.some((l) => l.id === f.locationId)) return apiError(400, "invalid_request", "locationId: Please choose one of the locations listed", "locationId");
  if (f.dealershipSlug !== undefined && !dealerships.some((d) => d.slug === f.dealershipSlug)) return apiError(400, "invalid_request", "dealershipSlug: Please select a preferred dealership", "dealershipSlug");
  return leadResponse(
    site,
    host,
    {
      record: leadRecordOf(data),
      carId: f.carId,
      preferredLocation: f.preferredLocation,
      idempotencyKey: key.key,
      requestHash: requestHash(data),
      pagePath: f.url ?? f.searchPath,
      locationId: f.locationId,
      preferredTime: f.preferredTime,
    },
    { failure: "Your enquiry could not be sent just now; please try again" },
  );
}
