import { stockFeedCreateSchema } from "@/contracts/console/stock-feeds";
import { saveNewStockFeed } from "@/server/console/stock-feeds";
import { consoleAction, consoleAnswer } from "@/server/http/console-route";

/**
 * `POST /console/api/stock/feeds`: a manager or owner saves a new stock feed (its address, schedule and mapping) at a
 * dealership they manage. Another dealership, and a sales member's, is the console's 404; a bad field a 400 naming it.
 */
export async function POST(request: Request): Promise<Response> {
  return consoleAction(request, stockFeedCreateSchema, async (staff, { dealershipId, ...input }) => consoleAnswer(await saveNewStockFeed(staff, dealershipId, input)));
}
