import { leadAssignSchema } from "@/contracts/console/lead-actions";
import { parseRowId } from "@/domain/ids/row-id";
import { assign } from "@/server/console/lead-actions";
import { consoleAction, consoleAnswer, consoleRefusal } from "@/server/http/console-route";

type Props = { params: Promise<{ id: string }> };

/**
 * Who has the lead: `assign` (managers assign anyone at the dealership; sales take an unassigned lead).
 * An id that names no row (`0x10`, `016`) is the same 404 as another dealership's lead; it is answered only once the
 * caller is a signed-in staff member, so the signed-out learn nothing from it.
 */
export async function POST(request: Request, { params }: Props): Promise<Response> {
  const leadId = parseRowId((await params).id);
  return consoleAction(request, leadAssignSchema, async (staff, input) =>
    leadId === null ? consoleRefusal({ kind: "not_found" }) : consoleAnswer(await assign(staff, leadId, input)),
  );
}
