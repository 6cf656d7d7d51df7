/**
 * Rules for what a visitor sends that the platform stores, shared by the forms and their APIs. PostgreSQL text and
 * jsonb cannot hold the NUL character (U+0000); jsonb refuses a lone UTF-16 surrogate (`\ud800` with no partner), and
 * a text column would store it as U+FFFD, so it would not read back as sent; and its integer ids stop at 2^31 - 1.
 * Such input would fail the insert, answer 503 'try again' and fail again on every retry. It is refused as the
 * visitor's mistake instead, by the same rule on both databases: a 400 naming the field.
 */
import "@/lib/zod-jitless";
import { z } from "zod";
import { ROW_ID_MAX } from "@/domain/ids/row-id";

export const NUL_MESSAGE = "must not contain the NUL character (U+0000)";
export const LONE_SURROGATE_MESSAGE = "must not contain a lone UTF-16 surrogate (half of a character)";
/** A JSON key `__proto__` is an own key of the parsed body, but an object built from it loses it (zod's records do). */
export const PROTO_KEY_MESSAGE = "is a key every object inherits (__proto__), not a field";

/** A lone surrogate: one not part of a high-low pair (the `u` flag reads a pair as one code point). */
const LONE_SURROGATE = /\p{Cs}/u;

/** Why text cannot be stored (the message a 400 gives after the field's name), or null when it can. */
export function unstorableTextReason(text: string): string | null {
  if (text.includes("\u0000")) return NUL_MESSAGE;
  if (LONE_SURROGATE.test(text)) return LONE_SURROGATE_MESSAGE;
  return null;
}

/** Whether text can be stored: no NUL character and no lone surrogate. */
export function isStorableText(text: string): boolean {
  return unstorableTextReason(text) === null;
}

/** The check of a schema's string (`.superRefine(storableTextCheck)`): an issue with the reason when it cannot be stored. */
export function storableTextCheck(text: string, ctx: z.RefinementCtx): void {
  const reason = unstorableTextReason(text);
  if (reason) ctx.addIssue({ code: "custom", message: reason });
}

/** A string that can be stored (chain `.trim()`, `.min()`, `.max()` as usual). */
export function safeText(): z.ZodString {
  return z.string().superRefine(storableTextCheck);
}

/**
 * The first string of a JSON value (a key or a value, at any depth) that cannot be stored as sent: its path and why.
 * A key `__proto__` counts: it would be dropped, not stored.
 */
export function firstUnstorableString(value: unknown): { path: Array<string | number>; reason: string } | null {
  // A walk with its own stack, each entry linked to its parent: a body of nested arrays as deep as its size allows
  // neither overflows the call stack nor copies a path per level; the path is built only for what is found.
  type Entry = { value: unknown; key: string | number | null; parent: Entry | null };
  const pathOf = (entry: Entry | null, last?: string): Array<string | number> => {
    const path: Array<string | number> = last === undefined ? [] : [last];
    for (let at = entry; at && at.key !== null; at = at.parent) path.push(at.key);
    return path.reverse();
  };
  const stack: Entry[] = [{ value, key: null, parent: null }];
  while (stack.length > 0) {
    const entry = stack.pop()!;
    const at = entry.value;
    if (typeof at === "string") {
      const reason = unstorableTextReason(at);
      if (reason) return { path: pathOf(entry), reason };
    } else if (Array.isArray(at)) {
      for (let i = at.length - 1; i >= 0; i--) stack.push({ value: at[i], key: i, parent: entry });
    } else if (at !== null && typeof at === "object") {
      const entries = Object.entries(at);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, inner] = entries[i]!;
        const reason = key === "__proto__" ? PROTO_KEY_MESSAGE : unstorableTextReason(key);
        if (reason) return { path: pathOf(entry, key), reason };
        stack.push({ value: inner, key, parent: entry });
      }
    }
  }
  return null;
}

/** Whether a JSON value can be stored as jsonb: no unstorable string, key or value. */
export function isStorableJson(value: unknown): boolean {
  return firstUnstorableString(value) === null;
}

/** The check of a schema's JSON value (`.superRefine(storableJsonCheck)`), naming the inner key that cannot be stored. */
export function storableJsonCheck(value: unknown, ctx: z.RefinementCtx): void {
  const found = firstUnstorableString(value);
  if (found) ctx.addIssue({ code: "custom", message: `${found.path.length > 0 ? `${found.path.join(".")} ` : ""}${found.reason}` });
}

/** The largest id of a database row (PostgreSQL `integer`): the id rule's own figure. */
export const MAX_ROW_ID = ROW_ID_MAX;

/** A vehicle's id as a request names it: a whole number 1..2^31 - 1. */
export const vehicleIdSchema = z
  .number({ error: "must be a vehicle id" })
  .int("must be a vehicle id")
  .positive("must be a vehicle id")
  .max(MAX_ROW_ID, "must be a vehicle id");
