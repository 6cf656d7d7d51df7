"use client";
import type { LeadActionError } from "@/contracts/console/lead-actions";

export type LeadActionName = "status" | "assign" | "notes" | "replies" | "resend";
export type LeadActionResult = { ok: true; value: unknown } | { ok: false; field: string | null; message: string };

/**
 * Posts one of a lead's actions as JSON (the browser adds the Origin the console's routes check) and reads the one
 * error shape: a 400 names its field, whose message the form shows under that control, without the "field: " the
 * API puts in front for clients that show only the message.
 */
export async function postLeadAction(leadId: number, action: LeadActionName, body: unknown): Promise<LeadActionResult> {
  let response: Response;
  try {
    response = await fetch(`/console/api/leads/${leadId}/${action}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  } catch {
    return { ok: false, field: null, message: "The console could not be reached; check your connection and try again" };
  }
  const json = (await response.json().catch(() => null)) as unknown;
  if (response.ok) return { ok: true, value: json };
  const error = (json as LeadActionError | null)?.error;
  const field = error?.field ?? null;
  const message = error?.message ?? `Something went wrong (${response.status}); please try again`;
  return { ok: false, field, message: field && message.startsWith(`${field}: `) ? message.slice(field.length + 2) : message };
}

/** The console's select, styled as a field (there is no select primitive: a native one is the most usable on a phone). */
export const selectClassName =
  "h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 text-base text-foreground shadow-xs md:text-sm focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-ring aria-invalid:border-destructive";
