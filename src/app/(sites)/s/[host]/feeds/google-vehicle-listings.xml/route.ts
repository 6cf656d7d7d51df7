import { GOOGLE_VEHICLE_FEED_FIELDS, googleVehicleListing } from "@/domain/vehicle/ad-feeds";
import { apiError } from "@/server/http/api-errors";
import { logger } from "@/server/logger";
import { siteAdFeedCars } from "@/server/services/content/ad-feeds";
import { resolveSite } from "@/server/sites/site-resolver";
import { escapeXml } from "@/lib/xml";
import { siteCanonicalOriginFor } from "@/server/tenancy/request-origin";

export const dynamic = "force-dynamic";

/**
 * GET /feeds/google-vehicle-listings.xml: the site's cars for sale as Google's vehicle listings feed (an RSS 2.0 file
 * of items in the `g:` namespace, one field per element, GOOGLE_VEHICLE_FEED_FIELDS), for Merchant Center to fetch.
 */
export async function GET(request: Request, { params }: { params: Promise<{ host: string }> }) {
  const { host } = await params;
  const site = await resolveSite(host);
  if (!site) return apiError(404, "unknown_site", "No site is served at this address");
  const origin = siteCanonicalOriginFor(site, host, request.headers);
  try {
    const items = (await siteAdFeedCars(site, origin)).map((car) => {
      const listing = googleVehicleListing(car);
      return `<item>${GOOGLE_VEHICLE_FEED_FIELDS.map((field) => `<g:${field}>${escapeXml(listing[field])}</g:${field}>`).join("")}</item>`;
    });
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">\n<channel>\n<title>${escapeXml(site.name)}</title>\n<link>${escapeXml(origin)}</link>\n<description>${escapeXml(`Cars for sale at ${site.name}`)}</description>\n${items.join("\n")}\n</channel>\n</rss>\n`;
    return new Response(xml, { headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=600" } });
  } catch (error) {
    logger.error({ err: error, site: site.slug }, "vehicle listings feed not built");
    return apiError(503, "unavailable", "The feed is not available just now");
  }
}
