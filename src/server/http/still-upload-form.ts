import "server-only";
import { photoFileLabel } from "@/domain/console/photos";
import { apiError } from "./api-errors";

/**
 * The form of a one-picture upload (the site's logo, an offer's or promo's picture), read once its route helper has
 * checked the origin, the staff member, the Content-Type and the body's size (`readBody`, each with its own limit):
 * only the upload's own fields, exactly one file in `field`, whole-number `counters`, and the file's bytes within the
 * picture's rules. Each refusal is a 4xx naming the field.
 */
export interface StillUploadSpec {
  /** The file's field, as every message names it ("logo", "picture"). */
  field: string;
  /** Other fields, each a whole number 0 or more (a draft's version and revision). */
  counters: readonly string[];
  /** Why a file of this many bytes is refused, or null. */
  bytesProblem(bytes: number): string | null;
  /** What the refusal says was not done ("The logo was not changed."). */
  unchanged: string;
}

export type StillUploadForm = { ok: true; name: string; bytes: Uint8Array; counters: Record<string, number> } | { ok: false; response: Response };

const counterOf = (value: FormDataEntryValue | null): number | null => (typeof value === "string" && /^(0|[1-9][0-9]{0,9})$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null);

export async function readStillUploadForm(body: Uint8Array<ArrayBuffer>, type: string, spec: StillUploadSpec): Promise<StillUploadForm> {
  const refuse = (status: number, code: string, message: string, field?: string): StillUploadForm => ({ ok: false, response: apiError(status, code, message, field) });
  let form: FormData;
  try {
    form = await new Response(body, { headers: { "content-type": type } }).formData();
  } catch {
    return refuse(400, "invalid_request", `${spec.field}: the upload is not a readable multipart form; choose the file again`, spec.field);
  }
  for (const name of form.keys()) {
    if (name !== spec.field && !spec.counters.includes(name)) return refuse(400, "invalid_request", `${name.slice(0, 40)}: is not a field of the upload`, name.slice(0, 40));
  }
  const files = form.getAll(spec.field);
  const file = files[0];
  if (files.length !== 1 || file === undefined || typeof file === "string") return refuse(400, "invalid_request", `${spec.field}: choose one picture to upload`, spec.field);
  const counters: Record<string, number> = {};
  for (const name of spec.counters) {
    const value = counterOf(form.get(name));
    if (value === null) return refuse(400, "invalid_request", `${name}: must be a whole number, 0 or more`, name);
    counters[name] = value;
  }
  const problem = spec.bytesProblem(file.size);
  if (problem) return refuse(file.size === 0 ? 422 : 413, file.size === 0 ? "unprocessable" : "payload_too_large", `${spec.field}: ${photoFileLabel(file.name)} ${problem}. ${spec.unchanged}`, spec.field);
  return { ok: true, name: file.name, bytes: new Uint8Array(await file.arrayBuffer()), counters };
}
