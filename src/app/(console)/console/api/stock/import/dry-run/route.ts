import { dryRun } from "@/server/console/feed-import";
import { consoleAnswer, stockImportAction } from "@/server/http/stock-import-route";

/**
 * `POST /console/api/stock/import/dry-run`: what a stock feed would change at a dealership the member manages,
 * writing nothing (`{ dealershipId, fileName, format, text, full }`). Another dealership is the console's 404.
 */
export async function POST(request: Request): Promise<Response> {
  return stockImportAction(request, async (staff, dealershipId, file) => consoleAnswer(await dryRun(staff, dealershipId, file)));
}
