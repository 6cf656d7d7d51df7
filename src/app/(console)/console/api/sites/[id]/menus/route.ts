import { parseRowId } from "@/domain/ids/row-id";
import { saveMenus } from "@/server/console/site-menus";
import { consoleAnswer, consoleRefusal, siteMenusAction } from "@/server/http/site-settings-route";

/**
 * `POST /console/api/sites/{id}/menus`: saves the menu editor's header and footer trees into the site's draft
 * (`siteMenusRequestSchema`: a 400 names the field, `header.0.children.1.label`; up to 64 KB), answering the links a
 * publish would refuse. Owners and managers; sales 403; another group's site the console's 404; a draft saved by
 * someone else since the editor opened a 409 naming them.
 */
export async function POST(request: Request, context: { params: Promise<{ id: string }> }): Promise<Response> {
  const id = parseRowId((await context.params).id);
  return siteMenusAction(request, async (staff, input) => (id === null ? consoleRefusal({ kind: "not_found" }) : consoleAnswer(await saveMenus(staff, id, input))));
}
