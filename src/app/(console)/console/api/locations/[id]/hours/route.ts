import { locationHoursSchema } from "@/contracts/console/locations";
import { parseRowId } from "@/domain/ids/row-id";
import { saveConsoleLocationHours } from "@/server/console/locations";
import { consoleAction, consoleAnswer, consoleRefusal } from "@/server/http/console-route";

/**
 * `POST /console/api/locations/{id}/hours`: a manager or owner saves a location's week and holiday hours
 * (`locationHoursSchema`, the form's own: a 400 names the field). Sales are refused (403), a save over someone else's
 * is a 409, and another group's location is the same 404 as none; nothing is written for any of them.
 */
export async function POST(request: Request, context: { params: Promise<{ id: string }> }): Promise<Response> {
  const { id } = await context.params;
  const locationId = parseRowId(id);
  return consoleAction(request, locationHoursSchema, async (staff, input) => (locationId === null ? consoleRefusal({ kind: "not_found" }) : consoleAnswer(await saveConsoleLocationHours(staff, locationId, input))));
}
