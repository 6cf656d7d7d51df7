import { promoUpdateSchema } from "@/contracts/console/promos";
import { parseRowId } from "@/domain/ids/row-id";
import { updateConsolePromo } from "@/server/console/promos";
import { consoleAction, consoleAnswer, consoleRefusal } from "@/server/http/console-route";

/** `POST /console/api/promos/{id}`: changes a promo (sales 403, a stale copy 409, another group's 404). */
export async function POST(request: Request, context: { params: Promise<{ id: string }> }): Promise<Response> {
  const promoId = parseRowId((await context.params).id);
  return consoleAction(request, promoUpdateSchema, async (staff, input) => (promoId === null ? consoleRefusal({ kind: "not_found" }) : consoleAnswer(await updateConsolePromo(staff, promoId, input))));
}
