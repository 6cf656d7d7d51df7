import { leadStatusChangeSchema } from "@/contracts/console/lead-actions";
import { parseRowId } from "@/domain/ids/row-id";
import { changeStatus } from "@/server/console/lead-actions";
import { consoleAction, consoleAnswer, consoleRefusal } from "@/server/http/console-route";

type Props = { params: Promise<{ id: string }> };

/**
 * A lead's new status (Lost with its reason): `changeStatus`, which writes the timeline and the audit log.
 * An id that names no row (`0x10`, `016`) is the same 404 as another dealership's lead; it is answered only once the
 * caller is a signed-in staff member, so the signed-out learn nothing from it.
 */
export async function POST(request: Request, { params }: Props): Promise<Response> {
  const leadId = parseRowId((await params).id);
  return consoleAction(request, leadStatusChangeSchema, async (staff, input) =>
    leadId === null ? consoleRefusal({ kind: "not_found" }) : consoleAnswer(await changeStatus(staff, leadId, input)),
  );
}
