import "server-only";
import type { z } from "zod";
import { fieldName } from "@/lib/field-name";
import { firstUnstorableString } from "@/lib/stored-text";
import { DATABASE_RETRY_AFTER_SECONDS } from "@/server/db/unavailable";

/**
 * The one error shape of every API: `{ "error": { "code", "message", "field"? } }`.
 * A validation failure is a 400 whose message names the field.
 */
export interface ApiErrorBody {
  error: { code: string; message: string; field?: string };
}

/**
 * An error answer. A 503 (the database or a service briefly unreachable: the request itself was fine) says when to
 * try again, `Retry-After` in seconds, unless the route names its own wait.
 */
export function apiError(status: number, code: string, message: string, field?: string, retryAfterSeconds?: number): Response {
  const body: ApiErrorBody = { error: { code, message, ...(field ? { field } : {}) } };
  const wait = retryAfterSeconds ?? (status === 503 ? DATABASE_RETRY_AFTER_SECONDS : undefined);
  return Response.json(body, { status, headers: { "cache-control": "no-store", ...(wait === undefined ? {} : { "retry-after": String(wait) }) } });
}

export function validationError(error: z.ZodError): Response {
  const issue = error.issues[0];
  // A key the schema does not know is named itself; any other issue with no path is about the body as a whole (an
  // array, a string, null).
  if (issue?.code === "unrecognized_keys" && issue.keys.length > 0) {
    const field = fieldName([...issue.path, issue.keys[0] ?? ""]);
    return apiError(400, "invalid_request", `${field}: is not a field of this form`, field);
  }
  const field = issue && issue.path.length > 0 ? fieldName(issue.path) : "body";
  const message = `${field}: ${issue?.message ?? "is invalid"}`;
  return apiError(400, "invalid_request", message, field);
}

function tooLarge(maxBytes: number): { ok: false; response: Response } {
  return { ok: false, response: apiError(413, "payload_too_large", `The request body is larger than ${maxBytes} bytes`) };
}

/**
 * Reads a JSON body of at most `maxBytes` bytes (UTF-8 bytes, not characters): a `Content-Length` above the limit is
 * answered 413 before anything is read, and reading stops (the stream is cancelled) as soon as the bytes pass the
 * limit. A body that is not UTF-8 or not JSON is a 400, and so is one holding a string the database cannot store (a
 * NUL character or a lone surrogate, written as `\u0000` or `\ud800` in the JSON) anywhere, key or value: a 400 naming
 * its field (`items.2.value`), whichever route's schema reads it, so no such text reaches a query on either database.
 */
/**
 * A request body's bytes, at most `maxBytes`, or null past it: a declared length past it is refused before anything
 * is read, and a body that grows past it is cancelled as soon as it does (readJson, the photo upload).
 */
export async function readBoundedBody(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = request.headers.get("content-length");
  if (declared !== null && /^\d+$/.test(declared.trim()) && Number(declared) > maxBytes) return null;
  const chunks: Uint8Array[] = [];
  let length = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      length += value.byteLength;
      if (length > maxBytes) {
        await reader.cancel().catch(() => {});
        return null;
      }
      chunks.push(value);
    }
  }
  const bytes = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

export async function readJson(request: Request, maxBytes = 64 * 1024): Promise<{ ok: true; value: unknown } | { ok: false; response: Response }> {
  const bytes = await readBoundedBody(request, maxBytes);
  if (bytes === null) return tooLarge(maxBytes);
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes)) as unknown;
  } catch {
    return { ok: false, response: apiError(400, "invalid_json", "The request body is not valid JSON") };
  }
  const unstorable = firstUnstorableString(value);
  if (unstorable) {
    // A key that is itself the problem is named with the characters it cannot hold shown as U+FFFD.
    const field = unstorable.path.length > 0 ? fieldName(unstorable.path.map((part) => String(part).replace(/\u0000|\p{Cs}/gu, "\uFFFD"))) : "body";
    return { ok: false, response: apiError(400, "invalid_request", `${field}: ${unstorable.reason}`, field) };
  }
  return { ok: true, value };
}
