import { applyImport } from "@/server/console/feed-import";
import { consoleAnswer, stockImportAction } from "@/server/http/stock-import-route";

/**
 * `POST /console/api/stock/import/apply`: applies a stock feed at a dealership the member manages, in one
 * transaction (the same body as the dry run; compared afresh, so the same file twice changes nothing the second time).
 */
export async function POST(request: Request): Promise<Response> {
  return stockImportAction(request, async (staff, dealershipId, file) => consoleAnswer(await applyImport(staff, dealershipId, file)));
}
