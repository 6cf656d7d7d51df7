import "server-only";
import { stockImportRequestSchema, type StockImportRequest } from "@/contracts/console/stock-import";
import type { FeedFile } from "@/server/console/feed-import";
import type { ConsoleStaff } from "@/server/console/staff-session";
import { consoleAction } from "./console-route";

/** Re-exported so a route names one helper module (front-door.test.ts reads the body limit from the first it imports). */
export { consoleAnswer } from "./console-route";

/**
 * The stock import's two actions (dry run, apply). Like `consoleAction` (same origin, the staff member or 401, the
 * body validated or a 400 naming the field) but with room for a file: a console action's body is 16 KB, a feed's up
 * to 5 MB, the front door's BODY_LIMITS entry for both paths (front-door.test.ts reads this number).
 */
const STOCK_IMPORT_BODY_BYTES = 5 * 1024 * 1024;

export function stockImportAction(request: Request, act: (staff: ConsoleStaff, dealershipId: number, file: FeedFile) => Promise<Response>): Promise<Response> {
  return consoleAction(
    request,
    stockImportRequestSchema,
    (staff, input: StockImportRequest) => act(staff, input.dealershipId, { name: input.fileName, bytes: new TextEncoder().encode(input.text), format: input.format, full: input.full }),
    { maxBytes: STOCK_IMPORT_BODY_BYTES },
  );
}
