import { offerDeleteSchema } from "@/contracts/console/offers";
import { parseRowId } from "@/domain/ids/row-id";
import { deleteConsoleOffer } from "@/server/console/offers";
import { consoleAction, consoleAnswer, consoleRefusal } from "@/server/http/console-route";

/**
 * `POST /console/api/offers/{id}/delete`: a manager or owner deletes an offer (gone from every site showing its
 * dealership at commit). Sales 403; a delete of an offer changed since it was loaded 409; another group's offer 404.
 */
export async function POST(request: Request, context: { params: Promise<{ id: string }> }): Promise<Response> {
  const offerId = parseRowId((await context.params).id);
  return consoleAction(request, offerDeleteSchema, async (staff, input) => (offerId === null ? consoleRefusal({ kind: "not_found" }) : consoleAnswer(await deleteConsoleOffer(staff, offerId, input))));
}
