import { apiError } from "@/server/http/api-errors";
import { logger } from "@/server/logger";
import { watchlistVehicleIds } from "@/server/data/watchlist";
import { siteScope } from "@/server/data/scope";
import { currentShopper } from "@/server/http/shopper-session";
import { resolveSite } from "@/server/sites/site-resolver";

/** GET /api/watchlist: who is signed in and which cars they saved on this site. */
export async function GET(_request: Request, { params }: { params: Promise<{ host: string }> }) {
  const site = await resolveSite((await params).host);
  if (!site) return apiError(404, "unknown_site", "No site is served at this address");
  try {
    const shopper = await currentShopper();
    const body = shopper
      ? { signedIn: true, phone_number: shopper.phone, car_ids: await watchlistVehicleIds(siteScope(site), shopper.userId) }
      : { signedIn: false, phone_number: null, car_ids: [] };
    return Response.json(body, { headers: { "cache-control": "private, no-store" } });
  } catch (error) {
    logger.error({ err: error, site: site.slug }, "watchlist not read");
    return apiError(503, "unavailable", "Your watchlist could not be read just now");
  }
}
