import { stockFeedActionSchema } from "@/contracts/console/stock-feeds";
import { parseRowId } from "@/domain/ids/row-id";
import { removeStockFeed } from "@/server/console/stock-feeds";
import { consoleAction, consoleAnswer, consoleRefusal } from "@/server/http/console-route";

/** `POST /console/api/stock/feeds/{id}/delete`: deletes a feed (its imports' reports stay). */
export async function POST(request: Request, context: { params: Promise<{ id: string }> }): Promise<Response> {
  const feedId = parseRowId((await context.params).id);
  return consoleAction(request, stockFeedActionSchema, async (staff) => (feedId === null ? consoleRefusal({ kind: "not_found" }) : consoleAnswer(await removeStockFeed(staff, feedId))));
}
