import "server-only";
import { siteMenusRequestSchema, type SiteMenusRequest } from "@/contracts/console/site-menus";
import { siteDraftRequestSchema, type SiteDraftRequest } from "@/contracts/console/site-settings";
import { staffOfHeaders, type ConsoleStaff } from "@/server/console/staff-session";
import { apiError, readJson, validationError } from "./api-errors";
import { sameOrigin } from "./console-route";

/** Re-exported so the route names one helper module (front-door.test.ts reads the body limit from the first it imports). */
export { consoleAnswer, consoleRefusal } from "./console-route";

/**
 * Saving a site's settings draft. Like `consoleAction` (same origin, the staff member or 401, the body validated by the
 * settings schema or a 400 naming the setting) but with room for a site's settings: a console action's body is 16 KB,
 * a draft's up to 64 KB (the menus, slides, blog cards and lead routes of a large site), the front door's limit for
 * `/console/api/sites/{id}/draft` (front-door.test.ts reads this number).
 */
const SITE_DRAFT_BODY_BYTES = 64 * 1024;

export async function siteDraftAction(request: Request, act: (staff: ConsoleStaff, input: SiteDraftRequest) => Promise<Response>): Promise<Response> {
  if (!sameOrigin(request)) return apiError(403, "forbidden_origin", "The request's Origin is not the console's own; please send it from the console");
  const staff = await staffOfHeaders(request.headers);
  if (!staff) return apiError(401, "signed_out", "You are signed out; please sign in to the console again");
  const body = await readJson(request, SITE_DRAFT_BODY_BYTES);
  if (!body.ok) return body.response;
  const parsed = siteDraftRequestSchema.safeParse(body.value);
  if (!parsed.success) return validationError(parsed.error);
  return act(staff, parsed.data);
}

/** Saving a site's menus into its draft (`POST /console/api/sites/{id}/menus`): the same checks and room as a draft. */
export async function siteMenusAction(request: Request, act: (staff: ConsoleStaff, input: SiteMenusRequest) => Promise<Response>): Promise<Response> {
  if (!sameOrigin(request)) return apiError(403, "forbidden_origin", "The request's Origin is not the console's own; please send it from the console");
  const staff = await staffOfHeaders(request.headers);
  if (!staff) return apiError(401, "signed_out", "You are signed out; please sign in to the console again");
  const body = await readJson(request, SITE_DRAFT_BODY_BYTES);
  if (!body.ok) return body.response;
  const parsed = siteMenusRequestSchema.safeParse(body.value);
  if (!parsed.success) return validationError(parsed.error);
  return act(staff, parsed.data);
}
