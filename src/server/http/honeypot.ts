import "server-only";
import { HONEYPOT_FIELD } from "@/contracts/leads/honeypot";

function isPlainBody(body: unknown): body is Record<string, unknown> {
  return typeof body === "object" && body !== null && !Array.isArray(body);
}

/**
 * Whether a JSON body filled in the honeypot (src/contracts/leads/honeypot.ts): its own `fc_hp` is there and is anything but
 * the empty string a person's form sends (a robot's text, or a value no form sends at all).
 */
export function honeypotTripped(body: unknown): boolean {
  return isPlainBody(body) && Object.hasOwn(body, HONEYPOT_FIELD) && body[HONEYPOT_FIELD] !== "";
}

/** The body without an (empty) honeypot, for the route's strict schema; any other body as it is. */
export function withoutHoneypot(body: unknown): unknown {
  if (!isPlainBody(body) || !Object.hasOwn(body, HONEYPOT_FIELD)) return body;
  const { [HONEYPOT_FIELD]: _empty, ...rest } = body;
  return rest;
}
