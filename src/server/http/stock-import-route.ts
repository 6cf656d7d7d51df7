import "server-only";
import { stockImportRequestSchema, type StockImportRequest } from "@/contracts/console/stock-import";
import type { FeedFile } from "@/server/console/feed-import";
import { staffOfHeaders, type ConsoleStaff } from "@/server/console/staff-session";
import { apiError, readJson, validationError } from "./api-errors";
import { sameOrigin } from "./console-route";

/** Re-exported so a route names one helper module (front-door.test.ts reads the body limit from the first it imports). */
export { consoleAnswer } from "./console-route";

/**
 * The stock import's two actions (dry run, apply). Like `consoleAction` (same origin, the staff member or 401, the
 * body validated or a 400 naming the field) but with room for a file: a console action's body is 16 KB, a feed's up
 * to 5 MB, the front door's BODY_LIMITS entry for both paths (front-door.test.ts reads this number).
 */
const STOCK_IMPORT_BODY_BYTES = 5 * 1024 * 1024;

export async function stockImportAction(request: Request, act: (staff: ConsoleStaff, dealershipId: number, file: FeedFile) => Promise<Response>): Promise<Response> {
  if (!sameOrigin(request)) return apiError(403, "forbidden_origin", "The request's Origin is not the console's own; please send it from the console");
  const staff = await staffOfHeaders(request.headers);
  if (!staff) return apiError(401, "signed_out", "You are signed out; please sign in to the console again");
  const body = await readJson(request, STOCK_IMPORT_BODY_BYTES);
  if (!body.ok) return body.response;
  const parsed = stockImportRequestSchema.safeParse(body.value);
  if (!parsed.success) return validationError(parsed.error);
  const input: StockImportRequest = parsed.data;
  return act(staff, input.dealershipId, { name: input.fileName, bytes: new TextEncoder().encode(input.text), format: input.format, full: input.full });
}
