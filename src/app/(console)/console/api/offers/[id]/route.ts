import { offerUpdateSchema } from "@/contracts/console/offers";
import { parseRowId } from "@/domain/ids/row-id";
import { updateConsoleOffer } from "@/server/console/offers";
import { consoleAction, consoleAnswer, consoleRefusal } from "@/server/http/console-route";

/**
 * `POST /console/api/offers/{id}`: a manager or owner changes an offer (`offerUpdateSchema`: a 400 names the field).
 * Sales are refused (403), a change over someone else's is a 409, and another group's offer is the same 404 as none.
 */
export async function POST(request: Request, context: { params: Promise<{ id: string }> }): Promise<Response> {
  const offerId = parseRowId((await context.params).id);
  return consoleAction(request, offerUpdateSchema, async (staff, input) => (offerId === null ? consoleRefusal({ kind: "not_found" }) : consoleAnswer(await updateConsoleOffer(staff, offerId, input))));
}
