import "server-only";
import { sitePageSaveSchema, type SitePageSave } from "@/contracts/console/site-pages";
import type { ConsoleStaff } from "@/server/console/staff-session";
import { consoleAction } from "./console-route";

/** Re-exported so the route names one helper module (front-door.test.ts reads the body limit from the first it imports). */
export { consoleAnswer, consoleRefusal } from "./console-route";

/**
 * Saving a site's plain page from the rich-text editor. Like `consoleAction` (same origin, the staff member or 401, the
 * body validated by the editor's own schema or a 400 naming the field) but with room for a long page: a document of
 * the allow-list's most text (100,000 characters) with its JSON around it, the front door's limit for
 * `/console/api/sites/{id}/pages/{pageId}` (front-door.test.ts reads this number).
 */
const SITE_PAGE_BODY_BYTES = 512 * 1024;

export function sitePageAction(request: Request, act: (staff: ConsoleStaff, input: SitePageSave) => Promise<Response>): Promise<Response> {
  return consoleAction(request, sitePageSaveSchema, act, { maxBytes: SITE_PAGE_BODY_BYTES });
}
