import { stringify } from "csv-stringify/sync";
import { parseSearchReportQuery } from "@/contracts/console/reports";
import { searchReport, searchReportCsvRows } from "@/server/console/search-report";
import { consoleRead, consoleRefusal } from "@/server/http/console-route";

/**
 * GET /console/reports/searches/export?from=YYYY-MM-DD&to=YYYY-MM-DD: the searches report's table (the member's sites'
 * searches that found no or few cars, grouped) as a CSV file: formula-safe cells, CRLF lines, a UTF-8 byte-order mark.
 * Signed out: 401. A bad date or an unknown parameter: 400 naming it.
 */
export async function GET(request: Request): Promise<Response> {
  return consoleRead(request, async (staff) => {
    const parsed = parseSearchReportQuery(new URL(request.url).searchParams);
    if (!parsed.ok) return consoleRefusal({ kind: "invalid", field: parsed.field, message: parsed.message });
    const report = await searchReport(staff, { from: parsed.query.from ?? null, to: parsed.query.to ?? null });
    return new Response(`\ufeff${stringify(searchReportCsvRows(report), { record_delimiter: "windows" })}`, {
      headers: {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="searches-${report.period.fromDate}-to-${report.period.toDate}.csv"`,
        "cache-control": "no-store",
      },
    });
  });
}
