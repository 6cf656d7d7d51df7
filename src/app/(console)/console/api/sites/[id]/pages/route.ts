import { sitePageCreateSchema } from "@/contracts/console/site-pages";
import { parseRowId } from "@/domain/ids/row-id";
import { createConsoleSitePage } from "@/server/console/site-pages";
import { consoleAction, consoleAnswer, consoleRefusal } from "@/server/http/console-route";

/**
 * `POST /console/api/sites/{id}/pages`: makes a plain page (`sitePageCreateSchema`: its title and its address, one
 * segment) as a draft: the site's preview shows it, shoppers once the site is published. Owners and managers; sales
 * 403; another group's site the console's 404; an address of the site's own routes, or one it answers already, a 400
 * naming `slug`; an address a page (or a page's draft) has a 409.
 */
export async function POST(request: Request, context: { params: Promise<{ id: string }> }): Promise<Response> {
  const siteId = parseRowId((await context.params).id);
  return consoleAction(request, sitePageCreateSchema, async (staff, input) => (siteId === null ? consoleRefusal({ kind: "not_found" }) : consoleAnswer(await createConsoleSitePage(staff, siteId, input))));
}
