import "server-only";
import { PICTURE_MAX_FILE_BYTES, PICTURE_UPLOAD_FIELD, pictureBytesProblem } from "@/domain/console/site-picture";
import { staffOfHeaders, type ConsoleStaff } from "@/server/console/staff-session";
import { apiError } from "./api-errors";
import { sameOrigin } from "./console-route";
import { readBody } from "./photo-upload-route";
import { readStillUploadForm } from "./still-upload-form";

/** Re-exported so the route names one helper module (front-door.test.ts reads the body limit from the first it imports). */
export { consoleAnswer, consoleRefusal } from "./console-route";

/**
 * A site picture's upload (`POST /console/api/sites/{id}/pictures`): like the logo's (same origin, the staff member or
 * 401, `multipart/form-data`) with one file in `picture` (at most PICTURE_MAX_FILE_BYTES) and nothing else. The body is
 * at most PICTURE_UPLOAD_BODY_BYTES (the front door's UPLOAD_BODY_LIMITS entry for the path); a refusal names the field.
 */
const PICTURE_UPLOAD_BODY_BYTES = 11 * 1024 * 1024;

export interface PictureUpload {
  name: string;
  bytes: Uint8Array;
}

export async function pictureUploadAction(request: Request, act: (staff: ConsoleStaff, upload: PictureUpload) => Promise<Response>): Promise<Response> {
  if (!sameOrigin(request)) return apiError(403, "forbidden_origin", "The request's Origin is not the console's own; please send it from the console");
  const staff = await staffOfHeaders(request.headers);
  if (!staff) return apiError(401, "signed_out", "You are signed out; please sign in to the console again");
  const type = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;.*\bboundary=/i.test(type)) return apiError(415, "unsupported_media_type", "The request's Content-Type must be multipart/form-data (the picture as a file)");
  const body = await readBody(request, PICTURE_UPLOAD_BODY_BYTES);
  if (!body.ok) return apiError(413, "payload_too_large", `picture: the upload is larger than ${PICTURE_UPLOAD_BODY_BYTES / (1024 * 1024)} MB; a picture may be at most ${PICTURE_MAX_FILE_BYTES / (1024 * 1024)} MB`, "picture");
  const form = await readStillUploadForm(body.bytes, type, { field: PICTURE_UPLOAD_FIELD, counters: [], bytesProblem: pictureBytesProblem, unchanged: "Nothing was uploaded." });
  if (!form.ok) return form.response;
  return act(staff, { name: form.name, bytes: form.bytes });
}
