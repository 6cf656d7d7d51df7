import { stringify } from "csv-stringify/sync";
import { parseStockActionQuery } from "@/contracts/console/reports";
import { isoDateIn } from "@/domain/vehicle-page/time";
import { REPORT_TIME_ZONE } from "@/domain/console/report-period";
import { stockActionCsvRows, stockActionView } from "@/server/console/stock-action";
import { consoleRead, consoleRefusal } from "@/server/http/console-route";
import { listedVehicleMarketEstimate } from "@/server/services/vehicle-page/price-gauge";

/**
 * GET /console/reports/stock-action/export?{the table's sort, page and agingDays}: the page of the stock-action table
 * the same address shows, as a CSV file (formula-safe cells, CRLF lines, a UTF-8 byte-order mark): a page, so the
 * market figures it carries are bounded work. Signed out: 401. A bad parameter: 400 naming it.
 */
export async function GET(request: Request): Promise<Response> {
  return consoleRead(request, async (staff) => {
    const parsed = parseStockActionQuery(new URL(request.url).searchParams);
    if (!parsed.ok) return consoleRefusal({ kind: "invalid", field: parsed.field, message: parsed.message });
    const now = new Date();
    const view = await stockActionView(staff, parsed.query, (subject) => listedVehicleMarketEstimate(subject, now), now);
    return new Response(`\ufeff${stringify(stockActionCsvRows(view), { record_delimiter: "windows" })}`, {
      headers: {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="stock-action-${isoDateIn(now, REPORT_TIME_ZONE)}-page-${view.page}.csv"`,
        "cache-control": "no-store",
      },
    });
  });
}
