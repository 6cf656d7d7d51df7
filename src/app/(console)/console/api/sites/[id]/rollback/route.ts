import { siteRollbackRequestSchema } from "@/contracts/console/site-settings";
import { parseRowId } from "@/domain/ids/row-id";
import { rollBack } from "@/server/console/site-settings";
import { consoleAction, consoleAnswer, consoleRefusal } from "@/server/http/console-route";

/** `POST /console/api/sites/{id}/rollback`: makes an earlier revision live again, as a new revision (a newer revision than the page showed is a 409). */
export async function POST(request: Request, context: { params: Promise<{ id: string }> }): Promise<Response> {
  const id = parseRowId((await context.params).id);
  return consoleAction(request, siteRollbackRequestSchema, async (staff, input) => (id === null ? consoleRefusal({ kind: "not_found" }) : consoleAnswer(await rollBack(staff, id, input))));
}
