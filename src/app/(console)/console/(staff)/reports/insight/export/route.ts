import { stringify } from "csv-stringify/sync";
import { parseInsightQuery } from "@/contracts/console/reports";
import { insightCsvRows, insightReport } from "@/server/console/insight-report";
import { consoleRead, consoleRefusal } from "@/server/http/console-route";

/**
 * GET /console/reports/insight/export?from=YYYY-MM-DD&to=YYYY-MM-DD[&site=|&dealership=|&car=]: the insight report's
 * tables (the total, each site, dealership and car, with the period before) as a CSV file: formula-safe cells, CRLF
 * lines, a UTF-8 byte-order mark. Signed out: 401. A bad date, id or unknown parameter: 400 naming it. A site,
 * dealership or car not the member's: 404.
 */
export async function GET(request: Request): Promise<Response> {
  return consoleRead(request, async (staff) => {
    const parsed = parseInsightQuery(new URL(request.url).searchParams);
    if (!parsed.ok) return consoleRefusal({ kind: "invalid", field: parsed.field, message: parsed.message });
    const report = await insightReport(staff, parsed.query);
    if (!report) return consoleRefusal({ kind: "not_found" });
    return new Response(`\ufeff${stringify(insightCsvRows(report), { record_delimiter: "windows" })}`, {
      headers: {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="insight-${report.period.fromDate}-to-${report.period.toDate}.csv"`,
        "cache-control": "no-store",
      },
    });
  });
}
