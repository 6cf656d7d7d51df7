import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Webhook signatures. The `Forecourt-Signature` header is `t={unix seconds},v1={hex HMAC-SHA256 of "{t}.{body}"}`
 * under the target's shared secret. A receiver recomputes it over the raw body it received, refuses a timestamp
 * more than 5 minutes from its clock, and remembers the `Forecourt-Event-Id` header (the same on every retry of the
 * same lead to the same target) to drop a repeat: the timestamp bounds how long a captured request can be replayed,
 * the event id makes a retry within that window harmless.
 */
export function signWebhook(input: { secret: string; timestamp: number; body: string }): string {
  const { secret, timestamp, body } = input;
  if (secret === "") throw new TypeError("A webhook secret must not be empty");
  if (!Number.isSafeInteger(timestamp) || timestamp < 0) throw new TypeError("A webhook timestamp is whole seconds since 1970");
  return `t=${timestamp},v1=${hmacHex(secret, timestamp, body)}`;
}

export type WebhookVerification =
  | { ok: true; timestamp: number }
  | { ok: false; reason: "missing" | "malformed" | "expired" | "mismatch" };

/**
 * Checks a `Forecourt-Signature` header against the raw body: "missing" (no header), "malformed" (not
 * `t=...,v1=...`), "mismatch" (no v1 matches: wrong secret or a changed body or timestamp), "expired" (signed, but
 * more than `toleranceSeconds` from `now`, either way). Several v1 values are accepted (one per secret while a
 * secret is being rotated). Comparison is constant-time.
 */
export function verifyWebhook(input: {
  header: string | null | undefined;
  body: string;
  secret: string;
  /** Unix seconds; defaults to the clock. */
  now?: number;
  toleranceSeconds?: number;
}): WebhookVerification {
  const { header, body, secret, now = Math.floor(Date.now() / 1000), toleranceSeconds = 300 } = input;
  if (secret === "") throw new TypeError("A webhook secret must not be empty");
  if (header === null || header === undefined || header.trim() === "") return { ok: false, reason: "missing" };

  let timestamp: number | undefined;
  const signatures: Buffer[] = [];
  for (const part of header.split(",")) {
    const at = part.indexOf("=");
    if (at === -1) return { ok: false, reason: "malformed" };
    const key = part.slice(0, at).trim();
    const value = part.slice(at + 1).trim();
    if (key === "t") {
      if (timestamp !== undefined || !/^\d{1,15}$/.test(value)) return { ok: false, reason: "malformed" };
      timestamp = Number(value);
    } else if (key === "v1") {
      if (!/^[0-9a-fA-F]{64}$/.test(value)) return { ok: false, reason: "malformed" };
      signatures.push(Buffer.from(value, "hex"));
    }
    // Other schemes (v0, v2 ...) are ignored, so a sender may add one without breaking receivers.
  }
  if (timestamp === undefined || signatures.length === 0) return { ok: false, reason: "malformed" };

  const expected = Buffer.from(hmacHex(secret, timestamp, body), "hex");
  let matched = false;
  for (const candidate of signatures) {
    // Equal lengths (both 32 bytes) as timingSafeEqual requires; checked anyway.
    if (candidate.length === expected.length && timingSafeEqual(candidate, expected)) matched = true;
  }
  if (!matched) return { ok: false, reason: "mismatch" };
  if (Math.abs(now - timestamp) > toleranceSeconds) return { ok: false, reason: "expired" };
  return { ok: true, timestamp };
}

function hmacHex(secret: string, timestamp: number, body: string): string {
  return createHmac("sha256", secret).update(`${timestamp}.${body}`, "utf8").digest("hex");
}
