import { stockFeedUpdateSchema } from "@/contracts/console/stock-feeds";
import { parseRowId } from "@/domain/ids/row-id";
import { saveStockFeed, stockFeedOf } from "@/server/console/stock-feeds";
import { consoleAction, consoleAnswer, consoleRead, consoleRefusal } from "@/server/http/console-route";

/** `POST /console/api/stock/feeds/{id}`: saves changes to a feed (another dealership's is the console's 404). */
export async function POST(request: Request, context: { params: Promise<{ id: string }> }): Promise<Response> {
  const feedId = parseRowId((await context.params).id);
  return consoleAction(request, stockFeedUpdateSchema, async (staff, input) => (feedId === null ? consoleRefusal({ kind: "not_found" }) : consoleAnswer(await saveStockFeed(staff, feedId, input))));
}

/** `GET /console/api/stock/feeds/{id}`: the feed as the list shows it (queued, running, its last outcome): Run now polls it. */
export async function GET(request: Request, context: { params: Promise<{ id: string }> }): Promise<Response> {
  const feedId = parseRowId((await context.params).id);
  return consoleRead(request, async (staff) => {
    if (feedId === null) return consoleRefusal({ kind: "not_found" });
    const answer = consoleAnswer(await stockFeedOf(staff, feedId));
    answer.headers.set("cache-control", "no-store");
    return answer;
  });
}
