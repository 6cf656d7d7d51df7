import "server-only";
import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import {
  countCodesSince,
  deleteSession,
  insertSession,
  insertSignInCode,
  latestUnusedCode,
  shopperOfSessionHash,
  spendCode,
  takeCodeAttempt,
  upsertShopper,
} from "@/server/data/sign-in";
import { systemScope } from "@/server/data/scope";
import { smsSender } from "@/server/adapters/sms-sender";

export const CODE_TTL_MS = 10 * 60_000;
export const MAX_CODE_ATTEMPTS = 5;
export const MAX_CODES_PER_HOUR = 5;
export const SESSION_TTL_MS = 90 * 86_400_000;
export const SESSION_COOKIE = "fc_session";

/** A shopper is one account on every site (by phone), with codes and sessions of no site: see src/server/data/sign-in.ts. */
const SHOPPER_ACCOUNTS = systemScope("shoppers' sign-in: accounts, codes and sessions are platform-wide, found by phone or token hash");

export type SendCodeOutcome = { ok: true } | { ok: false; reason: "too_many_codes" };
export type VerifyOutcome =
  | { ok: true; token: string; userId: number; phone: string; expiresAt: Date }
  | { ok: false; reason: "no_code" | "expired" | "too_many_attempts" | "wrong_code" };

function sha256(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

function hashCode(phone: string, code: string): string {
  return sha256(`${phone}:${code}`);
}

/**
 * Sends a 6-digit sign-in code to an Australian mobile (already normalised to +614...). At most
 * MAX_CODES_PER_HOUR codes per number per hour, so the form cannot be used to flood a phone.
 */
export async function sendSignInCode(phone: string, siteName: string, now: Date = new Date()): Promise<SendCodeOutcome> {
  if ((await countCodesSince(SHOPPER_ACCOUNTS, phone, new Date(now.getTime() - 3_600_000))) >= MAX_CODES_PER_HOUR) return { ok: false, reason: "too_many_codes" };
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  await insertSignInCode(SHOPPER_ACCOUNTS, { phone, codeHash: hashCode(phone, code), expiresAt: new Date(now.getTime() + CODE_TTL_MS), createdAt: now });
  await smsSender().send({ to: phone, body: `${code} is your ${siteName} sign-in code. It expires in 10 minutes.` });
  return { ok: true };
}

/**
 * Checks the newest unused code for the number. Each check first takes one of the code's MAX_CODE_ATTEMPTS tries
 * (one atomic UPDATE: however many guesses arrive at once, at most that many are ever compared). A right code is
 * spent and opens a session (creating the shopper on first sign-in).
 */
export async function verifySignInCode(phone: string, code: string, now: Date = new Date()): Promise<VerifyOutcome> {
  const latest = await latestUnusedCode(SHOPPER_ACCOUNTS, phone);
  if (!latest) return { ok: false, reason: "no_code" };
  if (latest.expiresAt <= now) return { ok: false, reason: "expired" };
  const attempts = await takeCodeAttempt(SHOPPER_ACCOUNTS, latest.id, MAX_CODE_ATTEMPTS, now);
  if (attempts === null) return { ok: false, reason: "too_many_attempts" };
  const given = Buffer.from(hashCode(phone, code));
  const expected = Buffer.from(latest.codeHash);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: attempts >= MAX_CODE_ATTEMPTS ? "too_many_attempts" : "wrong_code" };
  }
  // Spend the code only if nobody else did in between.
  if (!(await spendCode(SHOPPER_ACCOUNTS, latest.id, now))) return { ok: false, reason: "no_code" };
  const userId = await upsertShopper(SHOPPER_ACCOUNTS, phone, now);
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await insertSession(SHOPPER_ACCOUNTS, { tokenHash: sha256(token), userId, expiresAt });
  return { ok: true, token, userId, phone, expiresAt };
}

export interface Shopper {
  userId: number;
  phone: string;
}

/** The shopper a session token belongs to, or null for a missing, unknown or expired token. */
export async function shopperOfToken(token: string | undefined, now: Date = new Date()): Promise<Shopper | null> {
  if (!token || token.length > 100) return null;
  return shopperOfSessionHash(SHOPPER_ACCOUNTS, sha256(token), now);
}

export async function endSession(token: string | undefined): Promise<void> {
  if (!token || token.length > 100) return;
  await deleteSession(SHOPPER_ACCOUNTS, sha256(token));
}
