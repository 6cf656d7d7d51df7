import { parseRowId } from "@/domain/ids/row-id";
import { saveConsoleSitePage } from "@/server/console/site-pages";
import { consoleAnswer, consoleRefusal, sitePageAction } from "@/server/http/site-page-route";

/**
 * `POST /console/api/sites/{id}/pages/{pageId}`: saves a plain page's title and body from the rich-text editor
 * (`sitePageSaveSchema`, the editor's own: a 400 names `title` or `doc`, a document off the allow-list included).
 * Owners and managers; sales 403; another group's site, or a page not of the site, the console's 404; a page saved by
 * someone else since the editor opened it a 409. The save is the page's draft: shoppers see it once the site is published.
 */
export async function POST(request: Request, context: { params: Promise<{ id: string; pageId: string }> }): Promise<Response> {
  const params = await context.params;
  const siteId = parseRowId(params.id);
  const pageId = parseRowId(params.pageId);
  return sitePageAction(request, async (staff, input) => (siteId === null || pageId === null ? consoleRefusal({ kind: "not_found" }) : consoleAnswer(await saveConsoleSitePage(staff, siteId, pageId, input))));
}
