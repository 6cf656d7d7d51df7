"use client";
/**
 * Sending a lead to POST /api/leads: JSON with an Idempotency-Key that stays the same while the shopper retries the
 * same submission (after a network error or a 5xx) and changes when they send something else. The answer is the
 * lead's id, or the message to show: beside a field when the server names one of the form's, else in the form's alert.
 */
import { HONEYPOT_FIELD } from "@/contracts/leads/honeypot";

/** The spec's text (and spelling) when a lead is not accepted and the server gives no reason. */
export const LEAD_UNEXPECTED_ERROR = "An unexpected error occured";

export type LeadSubmitResult = { ok: true; leadId: number } | { ok: false; message: string; field?: string; retryable: boolean };

/** A v4 UUID: a submission's Idempotency-Key. */
export function uuid(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  // Not a secure context (a custom host over plain http): a v4 UUID from the same generator.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** One per form: remembers the key of the last submission that may be retried. */
export class LeadSender {
  private last: { body: string; key: string } | null = null;

  async send(lead: Record<string, unknown>, honeypot: string): Promise<LeadSubmitResult> {
    const body = JSON.stringify({ ...lead, [HONEYPOT_FIELD]: honeypot });
    const key = this.last?.body === body ? this.last.key : uuid();
    this.last = { body, key };
    let response: Response;
    try {
      response = await fetch("/api/leads", { method: "POST", headers: { "content-type": "application/json", "idempotency-key": key }, body });
    } catch (error) {
      console.error("lead not sent", error);
      return { ok: false, message: LEAD_UNEXPECTED_ERROR, retryable: true };
    }
    const retryable = response.status >= 500;
    if (!retryable) this.last = null;
    let json: unknown = null;
    try {
      json = await response.json();
    } catch {
      json = null;
    }
    if (response.ok) {
      const leadId = typeof json === "object" && json !== null && "lead_id" in json ? json.lead_id : undefined;
      if (typeof leadId === "number") return { ok: true, leadId };
      return { ok: false, message: LEAD_UNEXPECTED_ERROR, retryable: false };
    }
    const error = typeof json === "object" && json !== null && "error" in json && typeof json.error === "object" && json.error !== null ? (json.error as Record<string, unknown>) : null;
    const message = typeof error?.message === "string" && error.message ? error.message : LEAD_UNEXPECTED_ERROR;
    const field = typeof error?.field === "string" ? error.field : undefined;
    return { ok: false, message: field && message.startsWith(`${field}: `) ? message.slice(field.length + 2) : message, ...(field ? { field } : {}), retryable };
  }
}
