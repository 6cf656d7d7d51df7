import { promoCreateSchema } from "@/contracts/console/promos";
import { createConsolePromo } from "@/server/console/promos";
import { consoleAction, consoleAnswer } from "@/server/http/console-route";

/**
 * `POST /console/api/promos`: a manager or owner of the site's dealerships makes a promo card for its search results
 * (`promoCreateSchema`: a 400 names the field). Sales 403; another group's site the console's 404; nothing written for them.
 */
export async function POST(request: Request): Promise<Response> {
  return consoleAction(request, promoCreateSchema, async (staff, input) => consoleAnswer(await createConsolePromo(staff, input)));
}
