"use client";
import { LEAD_UNEXPECTED_ERROR } from "@/components/forms/lead-submit";

export type ApiAnswer<T> = { ok: true; json: T } | { ok: false; status: number; message: string; field?: string };

/** POSTs JSON to one of the site's APIs; a refusal's message without its "field: " prefix, and the field it names. */
export async function postJson<T>(path: string, body: unknown): Promise<ApiAnswer<T>> {
  let response: Response;
  try {
    response = await fetch(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  } catch {
    return { ok: false, status: 0, message: "We couldn't reach the server. Please check your connection and try again." };
  }
  const json = (await response.json().catch(() => null)) as unknown;
  if (response.ok) return { ok: true, json: json as T };
  const error = typeof json === "object" && json !== null && "error" in json ? (json.error as { message?: unknown; field?: unknown }) : null;
  const field = typeof error?.field === "string" ? error.field : undefined;
  const raw = typeof error?.message === "string" && error.message ? error.message : LEAD_UNEXPECTED_ERROR;
  return { ok: false, status: response.status, message: field && raw.startsWith(`${field}: `) ? raw.slice(field.length + 2) : raw, ...(field ? { field } : {}) };
}
