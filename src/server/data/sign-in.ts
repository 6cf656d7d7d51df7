import "server-only";
import { and, desc, eq, gt, gte, isNull, lt, sql } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { shopperSessions, shoppers, signInCodes } from "@/server/db/schema";
import type { SystemScope } from "./scope";

/**
 * Sign-in codes, shoppers and their sessions, as stored. Only hashes of codes and session tokens are kept;
 * the rules (how many codes, how many tries, how long) are `src/server/services/shopper/phone-sign-in.ts`'s.
 * A shopper is one account on every site (by phone; the session cookie is each host's), so these rows have no site:
 * every function takes a SystemScope, and finds rows only by the phone, the code's id or the session token's hash.
 */
export type SignInCodeRow = typeof signInCodes.$inferSelect;

/** How many codes were sent to the number since `since`. */
export async function countCodesSince(_scope: SystemScope, phone: string, since: Date): Promise<number> {
  const db = await getDb();
  const [recent] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(signInCodes)
    .where(and(eq(signInCodes.phone, phone), gte(signInCodes.createdAt, since)));
  return recent?.n ?? 0;
}

export async function insertSignInCode(_scope: SystemScope, code: { phone: string; codeHash: string; expiresAt: Date; createdAt: Date }): Promise<void> {
  const db = await getDb();
  await db.insert(signInCodes).values(code);
}

/** The newest code sent to the number that has not been used. */
export async function latestUnusedCode(_scope: SystemScope, phone: string): Promise<SignInCodeRow | null> {
  const db = await getDb();
  const [latest] = await db
    .select()
    .from(signInCodes)
    .where(and(eq(signInCodes.phone, phone), isNull(signInCodes.usedAt)))
    .orderBy(desc(signInCodes.createdAt), desc(signInCodes.id))
    .limit(1);
  return latest ?? null;
}

/**
 * Takes one try of the code, in one UPDATE: counted only while it has had fewer than `maxAttempts`, is unused and has
 * not expired, so concurrent guesses can never try it more often than that. Answers the tries counted so far (this
 * one included), or null when it had none left (or was spent or expired meanwhile).
 */
export async function takeCodeAttempt(_scope: SystemScope, codeId: number, maxAttempts: number, now: Date): Promise<number | null> {
  const db = await getDb();
  const [taken] = await db
    .update(signInCodes)
    .set({ attempts: sql`${signInCodes.attempts} + 1` })
    .where(and(eq(signInCodes.id, codeId), lt(signInCodes.attempts, maxAttempts), isNull(signInCodes.usedAt), gt(signInCodes.expiresAt, now)))
    .returning({ attempts: signInCodes.attempts });
  return taken?.attempts ?? null;
}

/** Marks the code used unless someone else did in between; true when this call spent it. */
export async function spendCode(_scope: SystemScope, codeId: number, at: Date): Promise<boolean> {
  const db = await getDb();
  const spent = await db
    .update(signInCodes)
    .set({ usedAt: at })
    .where(and(eq(signInCodes.id, codeId), isNull(signInCodes.usedAt)))
    .returning({ id: signInCodes.id });
  return spent.length > 0;
}

/** The shopper with this phone, created on first sign-in. */
export async function upsertShopper(_scope: SystemScope, phone: string, at: Date): Promise<number> {
  const db = await getDb();
  const [shopper] = await db
    .insert(shoppers)
    .values({ phone })
    .onConflictDoUpdate({ target: shoppers.phone, set: { updatedAt: at } })
    .returning({ id: shoppers.id });
  if (!shopper) throw new Error("the shopper row was not written");
  return shopper.id;
}

export async function insertSession(_scope: SystemScope, session: { tokenHash: string; userId: number; expiresAt: Date }): Promise<void> {
  const db = await getDb();
  await db.insert(shopperSessions).values(session);
}

/** The shopper of an unexpired session, by the hash of its token. */
export async function shopperOfSessionHash(_scope: SystemScope, tokenHash: string, now: Date): Promise<{ userId: number; phone: string } | null> {
  const db = await getDb();
  const [row] = await db
    .select({ userId: shoppers.id, phone: shoppers.phone })
    .from(shopperSessions)
    .innerJoin(shoppers, eq(shoppers.id, shopperSessions.userId))
    .where(and(eq(shopperSessions.tokenHash, tokenHash), gt(shopperSessions.expiresAt, now)))
    .limit(1);
  return row ?? null;
}

export async function deleteSession(_scope: SystemScope, tokenHash: string): Promise<void> {
  const db = await getDb();
  await db.delete(shopperSessions).where(eq(shopperSessions.tokenHash, tokenHash));
}
