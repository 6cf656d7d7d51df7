import { stringify } from "csv-stringify/sync";
import { csvSafeCell } from "@/domain/console/lead-csv";
import { META_VEHICLE_FEED_FIELDS, metaVehicleListing } from "@/domain/vehicle/ad-feeds";
import { apiError } from "@/server/http/api-errors";
import { logger } from "@/server/logger";
import { siteAdFeedCars } from "@/server/services/content/ad-feeds";
import { resolveSite } from "@/server/sites/site-resolver";
import { siteCanonicalOriginFor } from "@/server/tenancy/request-origin";

export const dynamic = "force-dynamic";

/**
 * GET /feeds/meta-vehicle-catalogue.csv: the site's cars for sale as Meta's automotive catalogue (a CSV with
 * META_VEHICLE_FEED_FIELDS as its header), for a Commerce Manager data feed to fetch. Cells are written through
 * csv-stringify, and a dealer's text that would start a spreadsheet formula is quoted with an apostrophe.
 */
export async function GET(request: Request, { params }: { params: Promise<{ host: string }> }) {
  const { host } = await params;
  const site = await resolveSite(host);
  if (!site) return apiError(404, "unknown_site", "No site is served at this address");
  const origin = siteCanonicalOriginFor(site, host, request.headers);
  try {
    const rows = (await siteAdFeedCars(site, origin)).map((car) => {
      const listing = metaVehicleListing(car);
      return META_VEHICLE_FEED_FIELDS.map((field) => (field === "latitude" || field === "longitude" ? listing[field] : csvSafeCell(listing[field])));
    });
    const csv = stringify([[...META_VEHICLE_FEED_FIELDS], ...rows]);
    return new Response(csv, { headers: { "content-type": "text/csv; charset=utf-8", "cache-control": "public, max-age=600" } });
  } catch (error) {
    logger.error({ err: error, site: site.slug }, "vehicle catalogue feed not built");
    return apiError(503, "unavailable", "The feed is not available just now");
  }
}
