import { sitePageDeleteSchema } from "@/contracts/console/site-pages";
import { parseRowId } from "@/domain/ids/row-id";
import { deleteConsoleSitePage } from "@/server/console/site-pages";
import { consoleAction, consoleAnswer, consoleRefusal } from "@/server/http/console-route";

/**
 * `POST /console/api/sites/{id}/pages/{pageId}/delete`: deletes a plain page as a draft (`sitePageDeleteSchema`: the
 * `updatedAt` the editor loaded): shoppers keep the page until the site is published; a page made and never published
 * is gone at once. Owners and managers; sales 403; another group's site, or a page not of the site, the console's 404;
 * a page saved by someone else since the editor opened it a 409.
 */
export async function POST(request: Request, context: { params: Promise<{ id: string; pageId: string }> }): Promise<Response> {
  const params = await context.params;
  const siteId = parseRowId(params.id);
  const pageId = parseRowId(params.pageId);
  return consoleAction(request, sitePageDeleteSchema, async (staff, input) => (siteId === null || pageId === null ? consoleRefusal({ kind: "not_found" }) : consoleAnswer(await deleteConsoleSitePage(staff, siteId, pageId, input))));
}
