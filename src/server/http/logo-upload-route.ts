import "server-only";
import { LOGO_MAX_FILE_BYTES, LOGO_UPLOAD_FIELD, logoBytesProblem } from "@/domain/console/site-logo";
import { photoFileLabel } from "@/domain/console/photos";
import { staffOfHeaders, type ConsoleStaff } from "@/server/console/staff-session";
import { apiError } from "./api-errors";
import { sameOrigin } from "./console-route";
import { readBody } from "./photo-upload-route";

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

const counterOf = (value: FormDataEntryValue | null): number | null => (typeof value === "string" && /^(0|[1-9][0-9]{0,9})$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null);

export async function logoUploadAction(request: Request, act: (staff: ConsoleStaff, upload: LogoUpload) => Promise<Response>): Promise<Response> {
  if (!sameOrigin(request)) return apiError(403, "forbidden_origin", "The request's Origin is not the console's own; please send it from the console");
  const staff = await staffOfHeaders(request.headers);
  if (!staff) return apiError(401, "signed_out", "You are signed out; please sign in to the console again");
  const type = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;.*\bboundary=/i.test(type)) return apiError(415, "unsupported_media_type", "The request's Content-Type must be multipart/form-data (the logo as a file)");
  const body = await readBody(request, LOGO_UPLOAD_BODY_BYTES);
  if (!body.ok) return apiError(413, "payload_too_large", `logo: the upload is larger than ${LOGO_UPLOAD_BODY_BYTES / (1024 * 1024)} MB; a logo may be at most ${LOGO_MAX_FILE_BYTES / (1024 * 1024)} MB`, "logo");
  let form: FormData;
  try {
    form = await new Response(body.bytes, { headers: { "content-type": type } }).formData();
  } catch {
    return apiError(400, "invalid_request", "logo: the upload is not a readable multipart form; choose the logo again", "logo");
  }
  for (const name of form.keys()) {
    if (![LOGO_UPLOAD_FIELD, "draftVersion", "revision"].includes(name)) return apiError(400, "invalid_request", `${name.slice(0, 40)}: is not a field of the upload`, name.slice(0, 40));
  }
  const files = form.getAll(LOGO_UPLOAD_FIELD);
  const file = files[0];
  if (files.length !== 1 || file === undefined || typeof file === "string") return apiError(400, "invalid_request", "logo: choose one picture to upload", "logo");
  const draftVersion = counterOf(form.get("draftVersion"));
  if (draftVersion === null) return apiError(400, "invalid_request", "draftVersion: must be a whole number, 0 or more", "draftVersion");
  const revision = counterOf(form.get("revision"));
  if (revision === null) return apiError(400, "invalid_request", "revision: must be a whole number, 0 or more", "revision");
  const problem = logoBytesProblem(file.size);
  if (problem) return apiError(file.size === 0 ? 422 : 413, file.size === 0 ? "unprocessable" : "payload_too_large", `logo: ${photoFileLabel(file.name)} ${problem}. The logo was not changed.`, "logo");
  return act(staff, { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()), draftVersion, revision });
}
