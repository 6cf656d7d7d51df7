import { stockFeedActionSchema } from "@/contracts/console/stock-feeds";
import { parseRowId } from "@/domain/ids/row-id";
import { runStockFeedNow } from "@/server/console/stock-feeds";
import { consoleAction, consoleAnswer, consoleRefusal } from "@/server/http/console-route";

/**
 * `POST /console/api/stock/feeds/{id}/run`: Run now. Queues the feed for the feed job, which fetches and applies it as
 * an upload is applied within seconds, and answers the feed at once, queued (409 while a run of it is in progress);
 * `GET /console/api/stock/feeds/{id}` then tells its outcome.
 */
export async function POST(request: Request, context: { params: Promise<{ id: string }> }): Promise<Response> {
  const feedId = parseRowId((await context.params).id);
  return consoleAction(request, stockFeedActionSchema, async (staff) => (feedId === null ? consoleRefusal({ kind: "not_found" }) : consoleAnswer(await runStockFeedNow(staff, feedId))));
}
