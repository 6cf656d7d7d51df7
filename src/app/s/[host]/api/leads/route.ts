import { leadVehicleOfSite, recordLead } from "@/server/data/leads";
import { apiError } from "@/server/http/api-errors";
import { siteJsonRequest } from "@/server/http/site-json-route";
import { logger } from "@/server/logger";
import { LEAD_KINDS, leadRequestSchema, requestPhotosMessage } from "@/lib/lead-request";

/**
 * POST /api/leads: a shopper's enquiry (find something similar, about a car, a test drive, photos) for the
 * site the host names; 201 { id }. The kind picks the category; a car must be the site's own.
 */
export async function POST(request: Request, { params }: { params: Promise<{ host: string }> }) {
  const parsed = await siteJsonRequest(request, params, leadRequestSchema, 16 * 1024);
  if (!parsed.ok) return parsed.response;
  const { site } = parsed;
  const lead = parsed.data;
  try {
    const car = lead.carId !== undefined ? await leadVehicleOfSite(site.id, lead.carId) : null;
    if (lead.carId !== undefined && !car) return apiError(400, "invalid_request", "carId: This car is not listed on this site", "carId");
    if (lead.preferredLocation !== undefined && !car?.distributionLocations.includes(lead.preferredLocation)) {
      return apiError(400, "invalid_request", "preferredLocation: Please choose one of this car's locations", "preferredLocation");
    }
    const { id } = await recordLead(site.id, {
      ...LEAD_KINDS[lead.kind],
      vehicleId: car?.vehicleId ?? null,
      dealershipId: car?.dealershipId ?? null,
      firstName: lead.firstName,
      lastName: lead.lastName,
      email: lead.email,
      phone: lead.phone,
      postcode: lead.postcode ?? null,
      message: lead.kind === "request-photos" ? requestPhotosMessage(lead.message) : lead.message,
      payload: {
        ...(lead.searchPath ? { searchPath: lead.searchPath } : {}),
        ...(lead.preferredLocation ? { preferredLocation: lead.preferredLocation } : {}),
        ...(lead.preferredTime ? { preferredTime: lead.preferredTime } : {}),
      },
    });
    return Response.json({ id }, { status: 201, headers: { "cache-control": "no-store" } });
  } catch (error) {
    logger.error({ err: error, site: site.slug }, "lead not recorded");
    return apiError(503, "unavailable", "Your enquiry could not be sent just now; please try again");
  }
}
