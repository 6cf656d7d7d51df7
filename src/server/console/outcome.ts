import "server-only";

/**
 * What a console service answers: its value, or a refusal with a kind that the route maps to a status in one table
 * (src/server/http/console-route.ts). Services never speak HTTP.
 */
export type ConsoleRefusal =
  | { kind: "not_found"; message?: string }
  | { kind: "forbidden"; message: string }
  | { kind: "invalid"; field: string; message: string }
  | { kind: "conflict"; message: string }
  | { kind: "unavailable"; message: string };

export type ConsoleOutcome<T> = { ok: true; value: T } | ({ ok: false } & ConsoleRefusal);

export const refused = (refusal: ConsoleRefusal): { ok: false } & ConsoleRefusal => ({ ok: false, ...refusal });
