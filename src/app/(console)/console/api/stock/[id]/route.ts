import { stockEditSchema } from "@/contracts/console/stock";
import { parseRowId } from "@/domain/ids/row-id";
import { saveStockEdit } from "@/server/console/stock";
import { consoleAction, consoleAnswer, consoleRefusal } from "@/server/http/console-route";

/**
 * `POST /console/api/stock/{id}`: a manager or owner saves their edit of a car (`stockEditSchema`, the form's own
 * schema). Sales staff are refused (403) and nothing is written; another dealership's car is the same 404 as a car
 * that does not exist.
 */
export async function POST(request: Request, context: { params: Promise<{ id: string }> }): Promise<Response> {
  const { id } = await context.params;
  const vehicleId = parseRowId(id);
  return consoleAction(request, stockEditSchema, async (staff, input) => (vehicleId === null ? consoleRefusal({ kind: "not_found" }) : consoleAnswer(await saveStockEdit(staff, vehicleId, input, new Date()))));
}
