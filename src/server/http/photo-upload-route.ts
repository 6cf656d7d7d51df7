import "server-only";
import { PHOTO_MAX_FILES_PER_UPLOAD, PHOTO_UPLOAD_FIELD } from "@/contracts/console/photos";
import { photoBytesProblem, photoFileLabel } from "@/domain/console/photos";
import type { UploadedPhotoFile } from "@/server/console/photos";
import { staffOfHeaders, type ConsoleStaff } from "@/server/console/staff-session";
import { apiError, readBoundedBody } from "./api-errors";
import { sameOrigin } from "./console-route";

/** Re-exported so a route names one helper module (front-door.test.ts reads the body limit from the first it imports). */
export { consoleAnswer, consoleRefusal } from "./console-route";

/**
 * The photo upload (`POST /console/api/stock/{id}/photos`): like `consoleAction` (same origin, the staff member or 401)
 * but its body is `multipart/form-data`, the files in the `files` field, at most PHOTO_UPLOAD_BODY_BYTES in all (the
 * front door's UPLOAD_BODY_LIMITS entry for the path; front-door.test.ts reads this number), each file at most 20 MB
 * and at most 10 of them. A refusal names the file or the field; nothing is read past the limit.
 */
const PHOTO_UPLOAD_BODY_BYTES = 41 * 1024 * 1024;

/** The contract's limit, which the photo manager checks before it sends (photo-upload.int.test.ts holds them equal). */
export const PHOTO_UPLOAD_ROUTE_LIMIT = PHOTO_UPLOAD_BODY_BYTES;

const MEBIBYTE = 1024 * 1024;

export async function photoUploadAction(request: Request, act: (staff: ConsoleStaff, files: UploadedPhotoFile[]) => Promise<Response>): Promise<Response> {
  if (!sameOrigin(request)) return apiError(403, "forbidden_origin", "The request's Origin is not the console's own; please send it from the console");
  const staff = await staffOfHeaders(request.headers);
  if (!staff) return apiError(401, "signed_out", "You are signed out; please sign in to the console again");
  const type = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;.*\bboundary=/i.test(type)) return apiError(415, "unsupported_media_type", "The request's Content-Type must be multipart/form-data (the photos as files)");
  const body = await readBody(request, PHOTO_UPLOAD_BODY_BYTES);
  if (!body.ok) return body.response;

  let form: FormData;
  try {
    form = await new Response(body.bytes, { headers: { "content-type": type } }).formData();
  } catch {
    return apiError(400, "invalid_request", "files: the upload is not a readable multipart form; choose the photos again", "files");
  }
  const files: UploadedPhotoFile[] = [];
  let index = 0;
  for (const [name, value] of form.entries()) {
    if (name !== PHOTO_UPLOAD_FIELD) return apiError(400, "invalid_request", `${name.slice(0, 40)}: is not a field of the upload; send the photos as "${PHOTO_UPLOAD_FIELD}"`, name.slice(0, 40));
    const field = `${PHOTO_UPLOAD_FIELD}.${index}`;
    if (typeof value === "string") return apiError(400, "invalid_request", `${field}: must be a file`, field);
    if (++index > PHOTO_MAX_FILES_PER_UPLOAD) return apiError(400, "invalid_request", `files: upload at most ${PHOTO_MAX_FILES_PER_UPLOAD} photos at a time`, "files");
    const label = photoFileLabel(value.name);
    const problem = photoBytesProblem(value.size);
    if (problem) return apiError(value.size === 0 ? 422 : 413, value.size === 0 ? "unprocessable" : "payload_too_large", `${field}: ${label} ${problem}. Nothing was uploaded.`, field);
    files.push({ name: value.name, bytes: new Uint8Array(await value.arrayBuffer()) });
  }
  if (files.length === 0) return apiError(400, "invalid_request", "files: choose at least one photo to upload", "files");
  return act(staff, files);
}

/** The body's bytes, at most `maxBytes` (a declared length past it is refused before anything is read). */
export async function readBody(request: Request, maxBytes: number): Promise<{ ok: true; bytes: Uint8Array<ArrayBuffer> } | { ok: false; response: Response }> {
  const tooLarge = () => ({
    ok: false as const,
    response: apiError(413, "payload_too_large", `files: the upload is larger than ${Math.floor(maxBytes / MEBIBYTE)} MB; send fewer photos at a time (each at most 20 MB)`, "files"),
  });
  const bytes = await readBoundedBody(request, maxBytes);
  if (bytes === null) return tooLarge();
  return { ok: true, bytes };
}
