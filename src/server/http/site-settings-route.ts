import "server-only";
import { siteMenusRequestSchema, type SiteMenusRequest } from "@/contracts/console/site-menus";
import { siteDraftRequestSchema, type SiteDraftRequest } from "@/contracts/console/site-settings";
import type { ConsoleStaff } from "@/server/console/staff-session";
import { consoleAction } from "./console-route";

/** Re-exported so the route names one helper module (front-door.test.ts reads the body limit from the first it imports). */
export { consoleAnswer, consoleRefusal } from "./console-route";

/**
 * Saving a site's settings draft. Like `consoleAction` (same origin, the staff member or 401, the body validated by the
 * settings schema or a 400 naming the setting) but with room for a site's settings: a console action's body is 16 KB,
 * a draft's up to 64 KB (the menus, slides, blog cards and lead routes of a large site), the front door's limit for
 * `/console/api/sites/{id}/draft` (front-door.test.ts reads this number).
 */
const SITE_DRAFT_BODY_BYTES = 64 * 1024;

export function siteDraftAction(request: Request, act: (staff: ConsoleStaff, input: SiteDraftRequest) => Promise<Response>): Promise<Response> {
  return consoleAction(request, siteDraftRequestSchema, act, { maxBytes: SITE_DRAFT_BODY_BYTES });
}

/** Saving a site's menus into its draft (`POST /console/api/sites/{id}/menus`): the same checks and room as a draft. */
export function siteMenusAction(request: Request, act: (staff: ConsoleStaff, input: SiteMenusRequest) => Promise<Response>): Promise<Response> {
  return consoleAction(request, siteMenusRequestSchema, act, { maxBytes: SITE_DRAFT_BODY_BYTES });
}
