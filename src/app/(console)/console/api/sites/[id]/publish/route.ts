import { sitePublishRequestSchema } from "@/contracts/console/site-settings";
import { parseRowId } from "@/domain/ids/row-id";
import { publishDraft } from "@/server/console/site-settings";
import { consoleAction, consoleAnswer, consoleRefusal } from "@/server/http/console-route";

/**
 * `POST /console/api/sites/{id}/publish`: makes the draft the editor loaded the site's live settings, as a new revision
 * with an audit entry; every process drops the site's cached pages within a second. A newer draft or revision is a 409.
 */
export async function POST(request: Request, context: { params: Promise<{ id: string }> }): Promise<Response> {
  const id = parseRowId((await context.params).id);
  return consoleAction(request, sitePublishRequestSchema, async (staff, input) => (id === null ? consoleRefusal({ kind: "not_found" }) : consoleAnswer(await publishDraft(staff, id, input))));
}
