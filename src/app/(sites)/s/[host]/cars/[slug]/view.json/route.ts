import { z } from "zod";
import { rowIdParam } from "@/lib/row-id";
import { countVehicleView } from "@/server/data/vehicle-views";
import { siteScope } from "@/server/data/scope";
import { apiError, validationError } from "@/server/http/api-errors";
import { isCampaignParam } from "@/server/http/page-cache/page-cache-policy";
import { carNotFound, siteCarRoute } from "@/server/http/site-car-route";
import { logger } from "@/server/logger";
import { viewVisitor } from "@/server/services/shopper/view-visitor";

export const dynamic = "force-dynamic";

const querySchema = z.strictObject({
  photos_count: z.coerce.number({ error: "must be a whole number" }).int("must be a whole number").min(0, "must be a whole number").max(10_000, "must be at most 10000"),
  updated_at: z.iso.datetime({ offset: true, error: "must be an ISO date and time" }),
  website_id: rowIdParam("must be this site's id"),
});

/**
 * GET /cars/{slug}/view.json?photos_count=&updated_at=&website_id= (spec 002 §7): counts a view (once per visitor,
 * car and day: the visitor is the `fc_visitor` cookie, handed out here, or address and browser) and answers
 * {views, car_fields}; car_fields holds the car's current price, status, photo count and update time when
 * the page was rendered from older data (so the page can tell the shopper), else {}. A campaign's parameters
 * (`isCampaignParam`: utm_*, gclid, fbclid, ...) pass unread; any other parameter it does not know is a 400 naming it.
 */
export async function GET(request: Request, { params }: { params: Promise<{ host: string; slug: string }> }) {
  const route = await siteCarRoute(params);
  if (!route.ok) return route.response;
  const { site, slug } = route;
  const asked = [...new URL(request.url).searchParams].filter(([name]) => !isCampaignParam(name));
  const parsed = querySchema.safeParse(Object.fromEntries(asked));
  if (!parsed.success) return validationError(parsed.error);
  if (parsed.data.website_id !== site.id) return apiError(400, "invalid_request", "website_id: is not this site", "website_id");
  try {
    const { visitor, setCookie } = viewVisitor(request);
    const counted = await countVehicleView(siteScope(site), slug, visitor);
    if (!counted) return carNotFound();
    const stale = counted.photosCount !== parsed.data.photos_count || counted.updatedAt.getTime() !== new Date(parsed.data.updated_at).getTime();
    const carFields = stale ? { price: counted.price, status: counted.status, photos_count: counted.photosCount, updated_at: counted.updatedAt.toISOString() } : {};
    return Response.json({ views: counted.views, car_fields: carFields }, { headers: { "cache-control": "no-store", ...(setCookie ? { "set-cookie": setCookie } : {}) } });
  } catch (error) {
    logger.error({ err: error, site: site.slug, slug }, "view not counted");
    return apiError(503, "unavailable", "The view could not be counted");
  }
}
