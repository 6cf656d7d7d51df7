import { carNotFound, pdfResponse, siteCarResponse } from "@/server/http/site-car-route";
import { demoHistoryReportPdf } from "@/server/services/vehicle-page/demo-history-report";
import { demoHistoryReportPath } from "@/domain/vehicle-page/history-report-path";

/**
 * GET /cars/{slug}/history-report: a demo car's history report, on the site that shows the car, and only for a
 * car whose `historyReport.url` is this path (a dealer's real report is an uploaded file elsewhere).
 */
export async function GET(_request: Request, { params }: { params: Promise<{ host: string; slug: string }> }) {
  return siteCarResponse(params, { log: "history report not made", message: "The report could not be made just now; try again" }, async (_site, found) => {
    const slug = found.vehicle.slug;
    if (found.vehicle.historyReport?.url !== demoHistoryReportPath(slug)) return carNotFound();
    return pdfResponse(await demoHistoryReportPdf(found), `${slug}-history-report.pdf`, "inline", "private, max-age=3600");
  });
}
