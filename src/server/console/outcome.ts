import "server-only";

/**
 * What a console service answers: its value, or a refusal in the console's own words with a kind the route maps to a
 * status in one table (`src/server/http/console-route.ts`). Defined here, not in the route helper, because services
 * do not speak HTTP (check:layers keeps src/server/http out of them); the route helper re-uses this type.
 */

export type ConsoleRefusal =
  | { kind: "not_found"; field?: string; message?: string }
  | { kind: "forbidden"; field?: string; message: string }
  | { kind: "invalid"; field: string; message: string }
  | { kind: "conflict"; field?: string; message: string; current?: Readonly<Record<string, number>> }
  | { kind: "unavailable"; field?: string; message: string }
  /** The media store's disk (or bucket quota) is full: nothing was stored (507 Insufficient Storage). */
  | { kind: "storage_full"; field?: string; message: string }
  /** A file too large to take (413), not of a type read (415), or read but unfit (422): the message names the file. */
  | { kind: "too_large"; field?: string; message: string }
  | { kind: "unsupported"; field?: string; message: string }
  | { kind: "unprocessable"; field?: string; message: string };

export type ConsoleOutcome<T> = { ok: true; value: T } | ({ ok: false } & ConsoleRefusal);

/** The one answer for a lead the staff member may not see and a lead that does not exist: the same words for both. */
export const NOT_FOUND: { ok: false } & ConsoleRefusal = { ok: false, kind: "not_found" };

/** A refusal as an outcome (the same helper main's console services use). */
export const refused = (refusal: ConsoleRefusal): { ok: false } & ConsoleRefusal => ({ ok: false, ...refusal });
