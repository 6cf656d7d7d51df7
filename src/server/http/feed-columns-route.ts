import "server-only";
import { stockFeedColumnsSchema, type StockFeedColumnsRequest } from "@/contracts/console/stock-feeds";
import type { ConsoleStaff } from "@/server/console/staff-session";
import { consoleAction } from "./console-route";

/** Re-exported so the route names one helper module (front-door.test.ts reads the body limit from the first it imports). */
export { consoleAnswer } from "./console-route";

/**
 * The mapping editor's preview (`POST /console/api/stock/feeds/columns`): like `consoleAction`, with room for a file
 * the browser read (the import's 5 MB, the front door's BODY_LIMITS entry for the path).
 */
const FEED_COLUMNS_BODY_BYTES = 5 * 1024 * 1024;

export function feedColumnsAction(request: Request, act: (staff: ConsoleStaff, input: StockFeedColumnsRequest) => Promise<Response>): Promise<Response> {
  return consoleAction(request, stockFeedColumnsSchema, act, { maxBytes: FEED_COLUMNS_BODY_BYTES });
}
