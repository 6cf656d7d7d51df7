import { stockFeedColumns } from "@/server/console/stock-feeds";
import { consoleAnswer, feedColumnsAction } from "@/server/http/feed-columns-route";

/**
 * `POST /console/api/stock/feeds/columns`: the mapping editor's preview: the column headers of the feed at an address
 * (fetched within the feed's bounds) or of a file the browser read, with the header each field would be read from.
 */
export async function POST(request: Request): Promise<Response> {
  return feedColumnsAction(request, async (staff, input) => consoleAnswer(await stockFeedColumns(staff, input)));
}
