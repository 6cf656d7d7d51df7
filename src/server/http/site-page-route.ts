import "server-only";
import { sitePageSaveSchema, type SitePageSave } from "@/contracts/console/site-pages";
import { staffOfHeaders, type ConsoleStaff } from "@/server/console/staff-session";
import { apiError, readJson, validationError } from "./api-errors";
import { sameOrigin } from "./console-route";

/** Re-exported so the route names one helper module (front-door.test.ts reads the body limit from the first it imports). */
export { consoleAnswer, consoleRefusal } from "./console-route";

/**
 * Saving a site's plain page from the rich-text editor. Like `consoleAction` (same origin, the staff member or 401, the
 * body validated by the editor's own schema or a 400 naming the field) but with room for a long page: a document of
 * the allow-list's most text (100,000 characters) with its JSON around it, the front door's limit for
 * `/console/api/sites/{id}/pages/{pageId}` (front-door.test.ts reads this number).
 */
const SITE_PAGE_BODY_BYTES = 512 * 1024;

export async function sitePageAction(request: Request, act: (staff: ConsoleStaff, input: SitePageSave) => Promise<Response>): Promise<Response> {
  if (!sameOrigin(request)) return apiError(403, "forbidden_origin", "The request's Origin is not the console's own; please send it from the console");
  const staff = await staffOfHeaders(request.headers);
  if (!staff) return apiError(401, "signed_out", "You are signed out; please sign in to the console again");
  const body = await readJson(request, SITE_PAGE_BODY_BYTES);
  if (!body.ok) return body.response;
  const parsed = sitePageSaveSchema.safeParse(body.value);
  if (!parsed.success) return validationError(parsed.error);
  return act(staff, parsed.data);
}
