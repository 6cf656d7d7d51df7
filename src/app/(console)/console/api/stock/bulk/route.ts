import { stockBulkSchema } from "@/contracts/console/stock-bulk";
import { stockBulk } from "@/server/console/stock-bulk";
import { consoleAction, consoleAnswer } from "@/server/http/console-route";

/**
 * `POST /console/api/stock/bulk`: a manager or owner previews (`mode: "preview"`: the first 100 cars before → after
 * and the count, nothing written) or applies (`mode: "apply"`: one transaction, the count changed) one price or status
 * change for the cars of the stock table's filters, or a selection of them (`stockBulkSchema`). Sales staff are
 * refused (403) and nothing is written; a selection that is none of the member's cars is the console's one 404.
 */
export async function POST(request: Request): Promise<Response> {
  return consoleAction(request, stockBulkSchema, async (staff, input) => consoleAnswer(await stockBulk(staff, input, new Date())));
}
