import { sitePublishRequestSchema } from "@/contracts/console/site-settings";
import { parseRowId } from "@/domain/ids/row-id";
import { discardDraft } from "@/server/console/site-settings";
import { consoleAction, consoleAnswer, consoleRefusal } from "@/server/http/console-route";

/** `POST /console/api/sites/{id}/draft/discard`: drops the draft the editor loaded (a newer one is a 409). */
export async function POST(request: Request, context: { params: Promise<{ id: string }> }): Promise<Response> {
  const id = parseRowId((await context.params).id);
  return consoleAction(request, sitePublishRequestSchema, async (staff, input) => (id === null ? consoleRefusal({ kind: "not_found" }) : consoleAnswer(await discardDraft(staff, id, input))));
}
