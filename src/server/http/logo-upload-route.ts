import "server-only";
import { LOGO_MAX_FILE_BYTES, LOGO_UPLOAD_FIELD, logoBytesProblem } from "@/domain/console/site-logo";
import { staffOfHeaders, type ConsoleStaff } from "@/server/console/staff-session";
import { apiError } from "./api-errors";
import { sameOrigin } from "./console-route";
import { readBody } from "./photo-upload-route";
import { readStillUploadForm } from "./still-upload-form";

/** Re-exported so the route names one helper module (front-door.test.ts reads the body limit from the first it imports). */
export { consoleAnswer, consoleRefusal } from "./console-route";

/**
 * The logo upload (`POST /console/api/sites/{id}/logo`): like the photo upload (same origin, the staff member or 401,
 * `multipart/form-data`) with one file in `logo` (at most LOGO_MAX_FILE_BYTES) and the draft version and revision the
 * editor loaded (`draftVersion`, `revision`). The body is at most LOGO_UPLOAD_BODY_BYTES (the front door's
 * UPLOAD_BODY_LIMITS entry for the path); a refusal names the field.
 */
const LOGO_UPLOAD_BODY_BYTES = 6 * 1024 * 1024;

export interface LogoUpload {
  name: string;
  bytes: Uint8Array;
  draftVersion: number;
  revision: number;
}

export async function logoUploadAction(request: Request, act: (staff: ConsoleStaff, upload: LogoUpload) => Promise<Response>): Promise<Response> {
  if (!sameOrigin(request)) return apiError(403, "forbidden_origin", "The request's Origin is not the console's own; please send it from the console");
  const staff = await staffOfHeaders(request.headers);
  if (!staff) return apiError(401, "signed_out", "You are signed out; please sign in to the console again");
  const type = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;.*\bboundary=/i.test(type)) return apiError(415, "unsupported_media_type", "The request's Content-Type must be multipart/form-data (the logo as a file)");
  const body = await readBody(request, LOGO_UPLOAD_BODY_BYTES);
  if (!body.ok) return apiError(413, "payload_too_large", `logo: the upload is larger than ${LOGO_UPLOAD_BODY_BYTES / (1024 * 1024)} MB; a logo may be at most ${LOGO_MAX_FILE_BYTES / (1024 * 1024)} MB`, "logo");
  const form = await readStillUploadForm(body.bytes, type, { field: LOGO_UPLOAD_FIELD, counters: ["draftVersion", "revision"], bytesProblem: logoBytesProblem, unchanged: "The logo was not changed." });
  if (!form.ok) return form.response;
  return act(staff, { name: form.name, bytes: form.bytes, draftVersion: form.counters.draftVersion!, revision: form.counters.revision! });
}
