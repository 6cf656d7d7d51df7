import { leadVehicleOfSite, recordLead } from "@/server/data/leads";
import { apiError, readJson, validationError } from "@/server/http/api-errors";
import { logger } from "@/server/logger";
import { resolveSite } from "@/server/sites/site-resolver";
import { LEAD_KINDS, leadRequestSchema } from "@/lib/lead-request";

/**
 * POST /api/leads: a shopper's enquiry (find something similar, about a car, a test drive, photos) for the
 * site the host names; 201 { id }. The kind picks the category; a car must be the site's own.
 */
export async function POST(request: Request, { params }: { params: Promise<{ host: string }> }) {
  const site = await resolveSite((await params).host);
  if (!site) return apiError(404, "unknown_site", "No site is served at this address");
  const body = await readJson(request, 16 * 1024);
  if (!body.ok) return body.response;
  const parsed = leadRequestSchema.safeParse(body.value);
  if (!parsed.success) return validationError(parsed.error);
  const lead = parsed.data;
  try {
    const car = lead.carId !== undefined ? await leadVehicleOfSite(site.id, lead.carId) : null;
    if (lead.carId !== undefined && !car) return apiError(400, "invalid_request", "carId: This car is not listed on this site", "carId");
    const { id } = await recordLead(site.id, {
      ...LEAD_KINDS[lead.kind],
      vehicleId: car?.vehicleId ?? null,
      dealershipId: car?.dealershipId ?? null,
      firstName: lead.firstName,
      lastName: lead.lastName,
      email: lead.email,
      phone: lead.phone,
      postcode: lead.postcode ?? null,
      message: lead.message,
      payload: lead.searchPath ? { searchPath: lead.searchPath } : {},
    });
    return Response.json({ id }, { status: 201, headers: { "cache-control": "no-store" } });
  } catch (error) {
    logger.error({ err: error, site: site.slug }, "lead not recorded");
    return apiError(503, "unavailable", "Your enquiry could not be sent just now; please try again");
  }
}
