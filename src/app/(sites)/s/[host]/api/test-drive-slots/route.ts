import { testDriveSlotsQuerySchema as querySchema } from "@/contracts/api/requests";
import type { TestDriveSlotsResponse } from "@/contracts/test-drive/test-drive-slots";
import { apiError, validationError } from "@/server/http/api-errors";
import { logger } from "@/server/logger";
import { testDriveAvailability } from "@/server/leads/test-drive-slots";
import { resolveSite } from "@/server/sites/site-resolver";

/**
 * GET /api/test-drive-slots?carId=123 (or ?locationId=7): the test-drive times free in the next 14 days (spec 001 §7
 * "Test-drive appointments fetch, for the date/time field"; the spec gives no path or shape):
 * { timeZone, days: [{ date: "2026-11-26", label: "Thu 26 Nov", times: ["09:00", ...] }] }, times at the location.
 * A car's are at its location, less that car's bookings. Never cached: a booking takes a time away. 400 naming the
 * field for a bad id; 404 naming it when the car or location is not this site's.
 */
export async function GET(request: Request, { params }: { params: Promise<{ host: string }> }) {
  const site = await resolveSite((await params).host);
  if (!site) return apiError(404, "unknown_site", "No site is served at this address");
  const search = new URL(request.url).searchParams;
  const parsed = querySchema.safeParse({ carId: search.get("carId") ?? undefined, locationId: search.get("locationId") ?? undefined });
  if (!parsed.success) return validationError(parsed.error);
  try {
    const availability = await testDriveAvailability(site, { ...parsed.data, now: new Date() });
    if (!availability.ok) return apiError(404, "not_found", `${availability.field}: ${availability.message}`, availability.field);
    const body: TestDriveSlotsResponse = { timeZone: availability.timeZone, locationId: availability.locationId, days: availability.days };
    return Response.json(body, { headers: { "cache-control": "no-store" } });
  } catch (error) {
    logger.error({ err: error, site: site.slug }, "test-drive slots not read");
    return apiError(503, "unavailable", "The test-drive times could not be read just now; try again");
  }
}
