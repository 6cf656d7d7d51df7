/**
 * Rules for what a visitor sends that the platform stores, shared by the forms and their APIs. PostgreSQL text and
 * jsonb cannot hold the NUL character (U+0000), and its integer ids stop at 2^31 - 1: such input would fail the
 * insert, answer 503 'try again' and fail again on every retry. They are refused as the visitor's mistake instead:
 * a 400 naming the field.
 */
import { z } from "zod";

export const NUL_MESSAGE = "must not contain the NUL character (U+0000)";

/** Whether text can be stored: no NUL character. */
export function isStorableText(text: string): boolean {
  return !text.includes("\u0000");
}

/** A string that can be stored (chain `.trim()`, `.min()`, `.max()` as usual). */
export function safeText(): z.ZodString {
  return z.string().refine(isStorableText, NUL_MESSAGE);
}

/** Whether a JSON value can be stored as jsonb: no NUL in any string, key or value. */
export function isStorableJson(value: unknown): boolean {
  return !JSON.stringify(value).includes("\\u0000");
}

/** The largest id of a database row (PostgreSQL `integer`). */
export const MAX_ROW_ID = 2_147_483_647;

/** A vehicle's id as a request names it: a whole number 1..2^31 - 1. */
export const vehicleIdSchema = z
  .number({ error: "must be a vehicle id" })
  .int("must be a vehicle id")
  .positive("must be a vehicle id")
  .max(MAX_ROW_ID, "must be a vehicle id");
