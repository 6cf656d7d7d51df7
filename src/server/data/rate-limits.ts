import "server-only";
import { lt } from "drizzle-orm";
import { processDatabase, type DatabaseHandle } from "@/server/db/client";
import { rateLimits } from "@/server/db/schema";

/**
 * The store of the rate limits' counters: the `rate_limits` table (created by migration 0008_rate_limits, never by the library)
 * as rate-limiter-flexible's PostgreSQL store reads and writes it. That store sends its own statements (one
 * `INSERT ... ON CONFLICT (key) DO UPDATE ... RETURNING points, expire` per counted request: atomic, so processes and
 * concurrent requests agree) through `query({ text, values })`; this adapter runs them on the process's database,
 * PGlite or node-postgres alike, and answers in node-postgres's shape.
 */
export const RATE_LIMIT_TABLE = "rate_limits";

export interface RateLimitStoreClient {
  query(statement: { text: string; values?: unknown[] }): Promise<{ rows: Array<Record<string, unknown>>; rowCount: number }>;
}

/** The store on `database` (another connection, for tests of two processes), or on the process's database. */
export function rateLimitStoreClient(database?: DatabaseHandle): RateLimitStoreClient {
  return {
    async query(statement) {
      const handle = database ?? (await processDatabase());
      const rows = await handle.query<Record<string, unknown>>(statement.text, statement.values ?? []);
      // node-postgres answers bigint columns as strings, PGlite as numbers: `expire` is epoch milliseconds either way.
      const normalised = rows.map((row) => (typeof row.expire === "string" ? { ...row, expire: Number(row.expire) } : row));
      return { rows: normalised, rowCount: normalised.length };
    },
  };
}

/** Deletes the counters whose window ended before `nowMs`; answers how many. Keeps the table as small as the live windows. */
export async function deleteExpiredRateLimits(nowMs: number, database?: DatabaseHandle): Promise<number> {
  const handle = database ?? (await processDatabase());
  const deleted = await handle.db.delete(rateLimits).where(lt(rateLimits.expire, nowMs)).returning({ key: rateLimits.key });
  return deleted.length;
}
