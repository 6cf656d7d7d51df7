import "server-only";
import { stockFeedColumnsSchema, type StockFeedColumnsRequest } from "@/contracts/console/stock-feeds";
import { staffOfHeaders, type ConsoleStaff } from "@/server/console/staff-session";
import { apiError, readJson, validationError } from "./api-errors";
import { sameOrigin } from "./console-route";

/** Re-exported so the route names one helper module (front-door.test.ts reads the body limit from the first it imports). */
export { consoleAnswer } from "./console-route";

/**
 * The mapping editor's preview (`POST /console/api/stock/feeds/columns`): like `consoleAction`, with room for a file
 * the browser read (the import's 5 MB, the front door's BODY_LIMITS entry for the path).
 */
const FEED_COLUMNS_BODY_BYTES = 5 * 1024 * 1024;

export async function feedColumnsAction(request: Request, act: (staff: ConsoleStaff, input: StockFeedColumnsRequest) => Promise<Response>): Promise<Response> {
  if (!sameOrigin(request)) return apiError(403, "forbidden_origin", "The request's Origin is not the console's own; please send it from the console");
  const staff = await staffOfHeaders(request.headers);
  if (!staff) return apiError(401, "signed_out", "You are signed out; please sign in to the console again");
  const body = await readJson(request, FEED_COLUMNS_BODY_BYTES);
  if (!body.ok) return body.response;
  const parsed = stockFeedColumnsSchema.safeParse(body.value);
  if (!parsed.success) return validationError(parsed.error);
  return act(staff, parsed.data);
}
