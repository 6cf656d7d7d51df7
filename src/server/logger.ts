import pino from "pino";

/** Structured JSON logs on stdout. One logger for the process; children name their component. */
const globalKey = Symbol.for("forecourt.logger");
type WithLogger = typeof globalThis & { [globalKey]?: pino.Logger };

function create(): pino.Logger {
  const level = process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "warn" : "info");
  return pino({ level, base: { app: "forecourt" }, timestamp: pino.stdTimeFunctions.isoTime });
}

export const logger: pino.Logger = ((globalThis as WithLogger)[globalKey] ??= create());
