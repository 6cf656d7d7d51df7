import { parseRowId } from "@/domain/ids/row-id";
import { uploadLogo } from "@/server/console/site-logo";
import { consoleAnswer, consoleRefusal, logoUploadAction } from "@/server/http/logo-upload-route";

export const runtime = "nodejs";

/**
 * `POST /console/api/sites/{id}/logo`: an owner uploads the site's logo (multipart/form-data: `logo`, `draftVersion`,
 * `revision`). It is read and rewritten without metadata and kept in the draft until published; a file that is not a
 * picture is a 415, one too small a 422, one too large a 413, each naming `logo`. Managers 403 (the logo is the
 * theme's), sales 403, another group's site the console's 404.
 */
export async function POST(request: Request, context: { params: Promise<{ id: string }> }): Promise<Response> {
  const id = parseRowId((await context.params).id);
  return logoUploadAction(request, async (staff, upload) => (id === null ? consoleRefusal({ kind: "not_found" }) : consoleAnswer(await uploadLogo(staff, id, upload))));
}
