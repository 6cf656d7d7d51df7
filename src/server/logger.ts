import "server-only";
import pino from "pino";

/**
 * Structured JSON logs on stdout. One logger for the process; children name their component.
 *
 * A shopper's personal data is never logged. A failed query's error carries its SQL parameters (drizzle puts them in
 * `params` and in the message after "params:"; node-postgres puts row values in `detail`), which for a lead are the
 * shopper's name, email, phone and message: the error serializer drops them, keeping the SQL and the database's
 * reason. Fields that name a person are redacted wherever a log call puts them.
 */
const globalKey = Symbol.for("forecourt.logger");
type WithLogger = typeof globalThis & { [globalKey]?: pino.Logger };

/** Keys that hold what a shopper typed or who they are; never written to a log. */
const PERSONAL_KEYS = ["firstName", "lastName", "email", "phone", "phone_number", "postcode", "params", "detail"];

export const REDACTED = "[redacted]";

export const redactPaths: string[] = PERSONAL_KEYS.flatMap((key) => [key, `*.${key}`]);

/** Error fields that may hold a query's values. */
const VALUE_FIELDS = new Set(["params", "parameters", "detail", "where"]);

/** The error without its query parameters: a copy (the original may still be handled), its causes likewise. */
export function withoutQueryValues(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error) || depth > 5) return error;
  const at = error.message.indexOf("\nparams:");
  const message = at === -1 ? error.message : `${error.message.slice(0, at)}\nparams: ${REDACTED}`;
  const copy = Object.create(Object.getPrototypeOf(error) as object) as Error & Record<string, unknown>;
  for (const [key, value] of Object.entries(error)) if (!VALUE_FIELDS.has(key)) copy[key] = value;
  Object.defineProperty(copy, "message", { value: message, enumerable: false, writable: true });
  const stack = error.stack ?? "";
  Object.defineProperty(copy, "stack", { value: at === -1 ? stack : stack.replace(error.message, message), enumerable: false, writable: true });
  if (error.cause !== undefined) Object.defineProperty(copy, "cause", { value: withoutQueryValues(error.cause, depth + 1), enumerable: false, writable: true });
  return copy;
}

export const logSerializers: pino.LoggerOptions["serializers"] = {
  err: (error: unknown) => pino.stdSerializers.err(withoutQueryValues(error) as Error),
};

/** The logger's options (exported so a test can write through the same ones). */
export function loggerOptions(level: string): pino.LoggerOptions {
  return {
    level,
    base: { app: "forecourt" },
    timestamp: pino.stdTimeFunctions.isoTime,
    serializers: logSerializers,
    redact: { paths: redactPaths, censor: REDACTED },
  };
}

function create(): pino.Logger {
  const level = process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "warn" : "info");
  return pino(loggerOptions(level));
}

export const logger: pino.Logger = ((globalThis as WithLogger)[globalKey] ??= create());
