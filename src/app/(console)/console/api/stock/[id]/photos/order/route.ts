import { photoOrderSchema } from "@/contracts/console/photos";
import { parseRowId } from "@/domain/ids/row-id";
import { reorderPhotos } from "@/server/console/photos";
import { consoleAction, consoleAnswer, consoleRefusal } from "@/server/http/console-route";

/**
 * `POST /console/api/stock/{id}/photos/order`: a manager or owner puts the car's photos in the order given (`{ order: [photo ids] }`, every photo once).
 * Sales are refused (403); another dealership's car is the same 404 as a car that does not exist.
 */
export async function POST(request: Request, context: { params: Promise<{ id: string }> }): Promise<Response> {
  const vehicleId = parseRowId((await context.params).id);
  return consoleAction(request, photoOrderSchema, async (staff, input) => (vehicleId === null ? consoleRefusal({ kind: "not_found" }) : consoleAnswer(await reorderPhotos(staff, vehicleId, input.order, new Date()))));
}
