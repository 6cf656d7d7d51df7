import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";

/**
 * The database being unreachable, told apart from every other failure: PostgreSQL restarting, stopped, not yet
 * accepting connections, out of connection slots, or the network to it down. A request that meets one is answered
 * 503 with `Retry-After` (src/server/http/unavailable.ts), not 500: nothing was wrong with the request, and the pool
 * connects again by itself once the server is back, with no restart of the platform.
 */

/** How long a client is asked to wait before trying again (the Retry-After of every 503 of the platform's own). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Socket errors that mean the server could not be reached or the connection went away. */
const CONNECTION_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ECONNABORTED", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EAI_AGAIN", "ENOTCONN"]);

/**
 * PostgreSQL's SQLSTATEs for the same: class 08 (connection exception), 57P01–57P03 (the server shutting down or
 * starting up: "the database system is starting up"), 53300 (too many connections).
 */
const SERVER_CODES = /^(08\d{3}|57P0[1-3]|53300)$/;

/** node-postgres's own messages for a connection that ended or could not be made (they carry no code). */
const CONNECTION_MESSAGES = [
  /connection terminated/i,
  /^timeout expired$/i,
  /timeout exceeded when trying to connect/i,
  /connection (?:timeout|timed out)/i,
  /client has encountered a connection error and is not queryable/i,
  /cannot use a pool after calling end on the pool/i,
  /client was closed and is not queryable/i,
];

/**
 * Whether `error` (or anything in its `cause` chain, as drizzle wraps the driver's error in "Failed query: ...", or
 * an AggregateError's errors, as a connection to both of localhost's addresses fails) says the database could not be
 * reached. A query error (a constraint, a syntax error, a serialization failure) is not.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 8 || typeof error !== "object" || error === null) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && (CONNECTION_CODES.has(code) || SERVER_CODES.test(code))) return true;
  const message = (error as { message?: unknown }).message;
  if (typeof message === "string" && CONNECTION_MESSAGES.some((pattern) => pattern.test(message))) return true;
  const errors = (error as { errors?: unknown }).errors;
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable((error as { cause?: unknown }).cause, depth + 1);
}

/** What a request learned of the database while it was handled: whether a query found it unreachable. */
export interface DatabaseWatch {
  unavailable: boolean;
}

const KEY = Symbol.for("forecourt.databaseWatch");

/** One store for every copy of this module (the start script's and Next's build's), as response-status.ts does. */
function storage(): AsyncLocalStorage<DatabaseWatch> {
  const holder = globalThis as { [KEY]?: AsyncLocalStorage<DatabaseWatch> };
  holder[KEY] ??= new AsyncLocalStorage<DatabaseWatch>();
  return holder[KEY];
}

/** Runs a request's handling with its watch (the platform's HTTP listener, once per request). */
export function watchingDatabase<T>(watch: DatabaseWatch, handle: () => T): T {
  return storage().run(watch, handle);
}

/**
 * Notes a failed query or connection (the PostgreSQL pool calls it for each, src/server/db/client.ts): when the
 * database was unreachable the request being handled says so, whichever layer caught the error and whatever answer
 * it was about to make of it (Next's 500 page, a route's own error). Outside a request it does nothing.
 */
export function noteDatabaseError(error: unknown): void {
  if (!isDatabaseUnavailable(error)) return;
  const watch = storage().getStore();
  if (watch) watch.unavailable = true;
}
