import "server-only";
import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { and, desc, eq, gt, gte, isNull, sql } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { signInCodes, userSessions, users } from "@/server/db/schema";
import { smsSender } from "@/server/adapters/sms-sender";

export const CODE_TTL_MS = 10 * 60_000;
export const MAX_CODE_ATTEMPTS = 5;
export const MAX_CODES_PER_HOUR = 5;
export const SESSION_TTL_MS = 90 * 86_400_000;
export const SESSION_COOKIE = "fc_session";

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
  const db = await getDb();
  const [recent] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(signInCodes)
    .where(and(eq(signInCodes.phone, phone), gte(signInCodes.createdAt, new Date(now.getTime() - 3_600_000))));
  if ((recent?.n ?? 0) >= MAX_CODES_PER_HOUR) return { ok: false, reason: "too_many_codes" };
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  await db.insert(signInCodes).values({ phone, codeHash: hashCode(phone, code), expiresAt: new Date(now.getTime() + CODE_TTL_MS), createdAt: now });
  await smsSender().send({ to: phone, body: `${code} is your ${siteName} sign-in code. It expires in 10 minutes.` });
  return { ok: true };
}

/**
 * Checks the newest unused code for the number. A right code is spent and opens a session (creating the
 * shopper on first sign-in); a wrong one counts an attempt.
 */
export async function verifySignInCode(phone: string, code: string, now: Date = new Date()): Promise<VerifyOutcome> {
  const db = await getDb();
  const [latest] = await db
    .select()
    .from(signInCodes)
    .where(and(eq(signInCodes.phone, phone), isNull(signInCodes.usedAt)))
    .orderBy(desc(signInCodes.createdAt), desc(signInCodes.id))
    .limit(1);
  if (!latest) return { ok: false, reason: "no_code" };
  if (latest.expiresAt <= now) return { ok: false, reason: "expired" };
  if (latest.attempts >= MAX_CODE_ATTEMPTS) return { ok: false, reason: "too_many_attempts" };
  const given = Buffer.from(hashCode(phone, code));
  const expected = Buffer.from(latest.codeHash);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    await db.update(signInCodes).set({ attempts: sql`${signInCodes.attempts} + 1` }).where(eq(signInCodes.id, latest.id));
    return { ok: false, reason: latest.attempts + 1 >= MAX_CODE_ATTEMPTS ? "too_many_attempts" : "wrong_code" };
  }
  // Spend the code only if nobody else did in between.
  const spent = await db
    .update(signInCodes)
    .set({ usedAt: now })
    .where(and(eq(signInCodes.id, latest.id), isNull(signInCodes.usedAt)))
    .returning({ id: signInCodes.id });
  if (spent.length === 0) return { ok: false, reason: "no_code" };
  const [user] = await db
    .insert(users)
    .values({ phone })
    .onConflictDoUpdate({ target: users.phone, set: { updatedAt: now } })
    .returning({ id: users.id });
  if (!user) throw new Error("the shopper row was not written");
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await db.insert(userSessions).values({ tokenHash: sha256(token), userId: user.id, expiresAt });
  return { ok: true, token, userId: user.id, phone, expiresAt };
}

export interface Shopper {
  userId: number;
  phone: string;
}

/** The shopper a session token belongs to, or null for a missing, unknown or expired token. */
export async function shopperOfToken(token: string | undefined, now: Date = new Date()): Promise<Shopper | null> {
  if (!token || token.length > 100) return null;
  const db = await getDb();
  const [row] = await db
    .select({ userId: users.id, phone: users.phone })
    .from(userSessions)
    .innerJoin(users, eq(users.id, userSessions.userId))
    .where(and(eq(userSessions.tokenHash, sha256(token)), gt(userSessions.expiresAt, now)))
    .limit(1);
  return row ?? null;
}

export async function endSession(token: string | undefined): Promise<void> {
  if (!token || token.length > 100) return;
  const db = await getDb();
  await db.delete(userSessions).where(eq(userSessions.tokenHash, sha256(token)));
}
