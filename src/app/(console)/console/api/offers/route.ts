import { offerCreateSchema } from "@/contracts/console/offers";
import { createConsoleOffer } from "@/server/console/offers";
import { consoleAction, consoleAnswer } from "@/server/http/console-route";

/**
 * `POST /console/api/offers`: a manager or owner makes an offer of one of the site's dealerships (`offerCreateSchema`,
 * the form's own: a 400 names the field, `endDate`). Sales are refused (403); another group's site or dealership is the
 * console's 404; nothing is written for any of them. Live at commit, within its dates, on every site showing it.
 */
export async function POST(request: Request): Promise<Response> {
  return consoleAction(request, offerCreateSchema, async (staff, input) => consoleAnswer(await createConsoleOffer(staff, input)));
}
