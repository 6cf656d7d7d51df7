import { siteHomeBlocksRequestSchema } from "@/contracts/console/home-blocks";
import { parseRowId } from "@/domain/ids/row-id";
import { saveHomeBlocks } from "@/server/console/site-home";
import { consoleAction, consoleAnswer, consoleRefusal } from "@/server/http/console-route";

/**
 * `POST /console/api/sites/{id}/home`: saves the home page's blocks, in order, into the site's draft
 * (`siteHomeBlocksRequestSchema`, the editor's own: a 400 names `blocks`). Owners and managers; sales 403; another
 * group's site the console's 404; a draft saved, published or rolled back by someone else since the editor opened a
 * 409 naming them. Nothing shoppers see changes until the draft is published.
 */
export async function POST(request: Request, context: { params: Promise<{ id: string }> }): Promise<Response> {
  const siteId = parseRowId((await context.params).id);
  return consoleAction(request, siteHomeBlocksRequestSchema, async (staff, input) => (siteId === null ? consoleRefusal({ kind: "not_found" }) : consoleAnswer(await saveHomeBlocks(staff, siteId, input))));
}
