import "server-only";
import { watchlistChangeSchema } from "@/contracts/sign-in/sign-in-request";
import { removeFromWatchlist, saveToWatchlist } from "@/server/data/watchlist";
import { siteScope } from "@/server/data/scope";
import { apiError, readJson, validationError } from "@/server/http/api-errors";
import { logger } from "@/server/logger";
import { currentShopper } from "@/server/http/shopper-session";
import { resolveSite } from "@/server/sites/site-resolver";

/**
 * POST /api/watchlist/save-car and /remove-car (spec 001 §7): body {phone_number, car_id}; answers
 * {success: true} or the one error shape (401 not signed in, 403 another phone, 404 not this site's car).
 */
export async function changeWatchlist(request: Request, host: string, change: "save" | "remove"): Promise<Response> {
  const site = await resolveSite(host);
  if (!site) return apiError(404, "unknown_site", "No site is served at this address");
  if (!site.settings.features.watchlist) return apiError(404, "not_found", "This site has no watchlist");
  const body = await readJson(request, 1024);
  if (!body.ok) return body.response;
  const parsed = watchlistChangeSchema.safeParse(body.value);
  if (!parsed.success) return validationError(parsed.error);
  try {
    const shopper = await currentShopper();
    if (!shopper) return apiError(401, "sign_in_required", "Sign in with your mobile number to save cars");
    if (shopper.phone !== parsed.data.phone_number) return apiError(403, "forbidden", "phone_number: is not the signed-in number", "phone_number");
    if (change === "save") {
      const saved = await saveToWatchlist(siteScope(site), shopper.userId, parsed.data.car_id);
      if (!saved) return apiError(404, "not_found", "car_id: This car is not listed on this site", "car_id");
    } else {
      await removeFromWatchlist(siteScope(site), shopper.userId, parsed.data.car_id);
    }
    return Response.json({ success: true }, { headers: { "cache-control": "no-store" } });
  } catch (error) {
    logger.error({ err: error, site: site.slug, change }, "watchlist not changed");
    return apiError(503, "unavailable", "Your watchlist could not be changed just now; try again");
  }
}
