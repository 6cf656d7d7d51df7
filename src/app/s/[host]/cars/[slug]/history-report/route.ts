import { findSiteVehicleBySlug } from "@/server/data/vehicles";
import { apiError } from "@/server/http/api-errors";
import { carNotFound, siteCarRoute } from "@/server/http/site-car-route";
import { logger } from "@/server/logger";
import { demoHistoryReportPath } from "@/server/media/demo-history-report-path";
import { demoHistoryReportPdf } from "@/server/services/demo-history-report";

/**
 * GET /cars/{slug}/history-report: a demo car's history report, on the site that shows the car, and only for a
 * car whose `historyReport.url` is this path (a dealer's real report is an uploaded file elsewhere).
 */
export async function GET(_request: Request, { params }: { params: Promise<{ host: string; slug: string }> }) {
  const route = await siteCarRoute(params);
  if (!route.ok) return route.response;
  const { site, slug } = route;
  try {
    const found = await findSiteVehicleBySlug(site.id, slug);
    if (!found || found.vehicle.historyReport?.url !== demoHistoryReportPath(slug)) return carNotFound();
    const pdf = demoHistoryReportPdf(found);
    return new Response(Buffer.from(pdf), {
      headers: {
        "content-type": "application/pdf",
        "content-disposition": `inline; filename="${slug}-history-report.pdf"`,
        "content-length": String(pdf.length),
        "cache-control": "private, max-age=3600",
      },
    });
  } catch (error) {
    logger.error({ err: error, site: site.slug, slug }, "history report not made");
    return apiError(503, "unavailable", "The report could not be made just now; try again");
  }
}
