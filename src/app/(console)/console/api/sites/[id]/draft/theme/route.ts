import { siteThemeDraftRequestSchema } from "@/contracts/console/site-settings";
import { parseRowId } from "@/domain/ids/row-id";
import { saveThemeDraft } from "@/server/console/site-settings";
import { consoleAction, consoleAnswer, consoleRefusal } from "@/server/http/console-route";

/**
 * `POST /console/api/sites/{id}/draft/theme`: saves the theme editor's six colours into the site's draft
 * (`siteThemeDraftRequestSchema`: a colour that is not hex is a 400 naming it). A colour pair below WCAG AA is a 400
 * naming the colour; a manager's save a 403 naming it (the theme is an owner's); a draft saved or published by someone
 * else since the editor opened a 409 naming them; a site the member may not edit the console's 404.
 */
export async function POST(request: Request, context: { params: Promise<{ id: string }> }): Promise<Response> {
  const id = parseRowId((await context.params).id);
  return consoleAction(request, siteThemeDraftRequestSchema, async (staff, input) => (id === null ? consoleRefusal({ kind: "not_found" }) : consoleAnswer(await saveThemeDraft(staff, id, input))));
}
