import "server-only";
import type { z } from "zod";

/**
 * The one error shape of every API: `{ "error": { "code", "message", "field"? } }`.
 * A validation failure is a 400 whose message names the field.
 */
export interface ApiErrorBody {
  error: { code: string; message: string; field?: string };
}

export function apiError(status: number, code: string, message: string, field?: string): Response {
  const body: ApiErrorBody = { error: { code, message, ...(field ? { field } : {}) } };
  return Response.json(body, { status, headers: { "cache-control": "no-store" } });
}

export function validationError(error: z.ZodError): Response {
  const issue = error.issues[0];
  // An issue with no path is about the body as a whole (an array, a string, null).
  const field = issue && issue.path.length > 0 ? issue.path.join(".") : "body";
  const message = `${field}: ${issue?.message ?? "is invalid"}`;
  return apiError(400, "invalid_request", message, field);
}

/** Reads a JSON body; null when the body is not JSON (the caller answers 400). */
export async function readJson(request: Request, maxBytes = 64 * 1024): Promise<{ ok: true; value: unknown } | { ok: false; response: Response }> {
  const text = await request.text();
  if (text.length > maxBytes) return { ok: false, response: apiError(413, "payload_too_large", `The request body is larger than ${maxBytes} bytes`) };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, response: apiError(400, "invalid_json", "The request body is not valid JSON") };
  }
}
