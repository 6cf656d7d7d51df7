import { findVehicleByHistoryReport } from "@/server/data/vehicles";
import { demoHistoryReportPath, slugOfDemoHistoryReport } from "@/server/media/demo-history-report-path";
import { logger } from "@/server/logger";
import { demoHistoryReportPdf } from "@/server/services/demo-history-report";

export const runtime = "nodejs";

function text(body: string, status: number): Response {
  return new Response(body, { status, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" } });
}

/** GET /media/history-reports/{car slug}.pdf: a demo car's history report (only for a car whose report this is). */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const slug = slugOfDemoHistoryReport((await params).file);
  if (!slug) return text("Not found", 404);
  try {
    const found = await findVehicleByHistoryReport(slug, demoHistoryReportPath(slug));
    if (!found) return text("Not found", 404);
    const pdf = demoHistoryReportPdf(found);
    return new Response(new Uint8Array(pdf), {
      headers: {
        "content-type": "application/pdf",
        "content-length": String(pdf.length),
        "content-disposition": `inline; filename="${slug}-history-report.pdf"`,
        "cache-control": "public, max-age=3600",
      },
    });
  } catch (error) {
    logger.error({ err: error, slug }, "history report not made");
    return text("The report could not be made just now", 503);
  }
}
