import { parseRowId } from "@/domain/ids/row-id";
import { uploadSitePicture } from "@/server/console/site-pictures";
import { consoleAnswer, consoleRefusal, pictureUploadAction } from "@/server/http/picture-upload-route";

export const runtime = "nodejs";

/**
 * `POST /console/api/sites/{id}/pictures`: an owner or manager uploads a picture for one of the site's offers or promo
 * cards (multipart/form-data: `picture`). It is read and rewritten without metadata and stored; the answer is its
 * address, which the offer's or promo's own save then keeps. A file that is not a picture is a 415, one too small a
 * 422, one too large a 413, each naming `picture`. Sales 403, another group's site the console's 404.
 */
export async function POST(request: Request, context: { params: Promise<{ id: string }> }): Promise<Response> {
  const id = parseRowId((await context.params).id);
  return pictureUploadAction(request, async (staff, upload) => (id === null ? consoleRefusal({ kind: "not_found" }) : consoleAnswer(await uploadSitePicture(staff, id, upload))));
}
