import { stockAlertStopSchema } from "@/contracts/stock-alerts/signup";
import { apiError } from "@/server/http/api-errors";
import { siteJsonRequest } from "@/server/http/site-json-route";
import { logger } from "@/server/logger";
import { stopStockAlertsByToken } from "@/server/services/stock-alerts/stock-alert-signup";

/** POST /api/stock-alerts/stop {token}: the notice's stop link; every waiting alert of that contact on the site stops. */
export async function POST(request: Request, { params }: { params: Promise<{ host: string }> }) {
  const parsed = await siteJsonRequest(request, params, stockAlertStopSchema, 1024);
  if (!parsed.ok) return parsed.response;
  try {
    const stopped = await stopStockAlertsByToken(parsed.site, parsed.data.token);
    if (stopped === null) return apiError(404, "not_found", "token: is not a stop link of this site", "token");
    return Response.json({ stopped }, { headers: { "cache-control": "no-store" } });
  } catch (error) {
    logger.error({ err: error, site: parsed.site.slug }, "stock alerts not stopped");
    return apiError(503, "unavailable", "The alerts could not be stopped; please try again");
  }
}
