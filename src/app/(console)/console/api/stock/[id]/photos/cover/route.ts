import { photoPickSchema } from "@/contracts/console/photos";
import { parseRowId } from "@/domain/ids/row-id";
import { setCoverPhoto } from "@/server/console/photos";
import { consoleAction, consoleAnswer, consoleRefusal } from "@/server/http/console-route";

/**
 * `POST /console/api/stock/{id}/photos/cover`: a manager or owner makes a photo the cover (`{ photoId }`): the first photo, the card's and the vehicle page's.
 * Sales are refused (403); another dealership's car is the same 404 as a car that does not exist.
 */
export async function POST(request: Request, context: { params: Promise<{ id: string }> }): Promise<Response> {
  const vehicleId = parseRowId((await context.params).id);
  return consoleAction(request, photoPickSchema, async (staff, input) => (vehicleId === null ? consoleRefusal({ kind: "not_found" }) : consoleAnswer(await setCoverPhoto(staff, vehicleId, input.photoId, new Date()))));
}
