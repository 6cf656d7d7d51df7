import { parseRowId } from "@/domain/ids/row-id";
import { saveDraft } from "@/server/console/site-settings";
import { consoleAnswer, consoleRefusal, siteDraftAction } from "@/server/http/site-settings-route";

/**
 * `POST /console/api/sites/{id}/draft`: saves the settings editor's values as the site's draft (`siteDraftRequestSchema`:
 * a 400 names the setting, with the schema's message; up to 64 KB). A draft saved by someone else since the editor
 * opened is a 409 naming them; a manager's change to a setting that is not content a 403 naming it; a site the member
 * may not edit the console's 404.
 */
export async function POST(request: Request, context: { params: Promise<{ id: string }> }): Promise<Response> {
  const id = parseRowId((await context.params).id);
  return siteDraftAction(request, async (staff, input) => (id === null ? consoleRefusal({ kind: "not_found" }) : consoleAnswer(await saveDraft(staff, id, input))));
}
