import { siteCarResponse } from "@/server/http/site-car-route";
import { similarVehicles } from "@/server/services/vehicle-page/similar-vehicles";

/** GET /cars/{slug}/similar: the similar vehicles block's title and cards. */
export async function GET(_request: Request, { params }: { params: Promise<{ host: string; slug: string }> }) {
  return siteCarResponse(params, { log: "similar vehicles not found", message: "Similar vehicles are not available just now" }, async (site, found) =>
    Response.json(await similarVehicles(site, found), { headers: { "cache-control": "public, max-age=60" } }),
  );
}
