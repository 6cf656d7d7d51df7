import { financeDisclaimerQuerySchema as querySchema } from "@/contracts/api/requests";
import { apiError, validationError } from "@/server/http/api-errors";
import { logger } from "@/server/logger";
import { siteCarDisclaimer } from "@/server/services/finance/finance-quote";
import { resolveSite } from "@/server/sites/site-resolver";

/**
 * GET /api/finance/disclaimer?car_id={id} (spec 002 §7 "finance disclaimer by car id"; the spec gives no path):
 * answers { disclaimer, source } — the car's lender disclaimer for the site's provider, or the site's finance
 * disclaimer ("site") when the car has none. 400 naming car_id (a decimal id only: not 0x10, 1e1, +16 or 16.0); 404 when
 * the car is not the site's.
 */
export async function GET(request: Request, { params }: { params: Promise<{ host: string }> }) {
  const site = await resolveSite((await params).host);
  if (!site) return apiError(404, "unknown_site", "No site is served at this address");
  const parsed = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) return validationError(parsed.error);
  try {
    const found = await siteCarDisclaimer(site, parsed.data.car_id);
    if (!found) return apiError(404, "not_found", "car_id: This car is not listed on this site", "car_id");
    return Response.json(found, { headers: { "cache-control": "private, max-age=300" } });
  } catch (error) {
    logger.error({ err: error, site: site.slug, carId: parsed.data.car_id }, "finance disclaimer not read");
    return apiError(503, "unavailable", "The disclaimer could not be read just now; try again");
  }
}
