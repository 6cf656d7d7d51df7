import { leadRulesRequestSchema } from "@/contracts/console/lead-rules";
import { parseRowId } from "@/domain/ids/row-id";
import { updateLeadRules } from "@/server/console/lead-rules";
import { consoleAction, consoleAnswer, consoleRefusal } from "@/server/http/console-route";

/**
 * `POST /console/api/lead-rules/{dealershipId}`: a manager or owner saves the dealership's lead rules (the editor's
 * JSON, `leadRulesRequestSchema`). A dealership they do not manage is the same 404 as one that does not exist.
 */
export async function POST(request: Request, context: { params: Promise<{ dealershipId: string }> }): Promise<Response> {
  const { dealershipId } = await context.params;
  const id = parseRowId(dealershipId);
  return consoleAction(request, leadRulesRequestSchema, async (staff, input) => (id === null ? consoleRefusal({ kind: "not_found" }) : consoleAnswer(await updateLeadRules(staff, id, input))));
}
