import { parseRowId } from "@/domain/ids/row-id";
import { uploadPhotos } from "@/server/console/photos";
import { consoleAnswer, consoleRefusal, photoUploadAction } from "@/server/http/photo-upload-route";

export const runtime = "nodejs";

/**
 * `POST /console/api/stock/{id}/photos`: a manager or owner uploads photos of a car (multipart/form-data, the files in
 * `files`). Each is resized and stripped of its metadata, and all are added after the car's photos, or none is: a
 * refused file (not a picture, too large, too small) is a 4xx naming it. Sales are refused (403); another
 * dealership's car is the same 404 as a car that does not exist.
 */
export async function POST(request: Request, context: { params: Promise<{ id: string }> }): Promise<Response> {
  const vehicleId = parseRowId((await context.params).id);
  return photoUploadAction(request, async (staff, files) => (vehicleId === null ? consoleRefusal({ kind: "not_found" }) : consoleAnswer(await uploadPhotos(staff, vehicleId, files, new Date()))));
}
