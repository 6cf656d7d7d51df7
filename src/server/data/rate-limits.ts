import "server-only";
import { statementName } from "@/server/db/named-statement";
import { lt } from "drizzle-orm";
import { processDatabase, type DatabaseHandle } from "@/server/db/client";
import { rateLimits } from "@/server/db/schema";
import type { SystemScope } from "./scope";

/**
 * The rate limits' counters: rows of `rate_limits` (migration 0008_rate_limits; unlogged since 0009), one per key
 * (`{group}:{scope}:{who}`), each the points counted in a window and the window's end in epoch milliseconds.
 */
export const RATE_LIMIT_TABLE = "rate_limits";

/** One counter a request is counted against: its key, how many points its window allows, and the window's length. */
export interface CounterStep {
  key: string;
  limit: number;
  windowMs: number;
}

/** A counter after the count: its points in the current window and when that window ends (epoch ms). */
export interface CountedStep {
  key: string;
  points: number;
  expire: number;
}

/**
 * Counts one request against `steps` in order, in ONE statement (chained data-modifying CTEs): each counter's upsert
 * adds a point, or starts a new window with 1 when the last one ended; a counter past its limit stops the count there,
 * so the wider counters after it are not charged. Answers the counters counted, in order (fewer than `steps` when one
 * was past its limit). Atomic per counter (`INSERT ... ON CONFLICT DO UPDATE`), so processes and concurrent requests
 * agree. One statement instead of one per counter: a lead's three counters cost one round trip, not three.
 */
export async function countRequest(_scope: SystemScope, steps: readonly CounterStep[], nowMs: number, database?: DatabaseHandle): Promise<CountedStep[]> {
  if (steps.length === 0) return [];
  const handle = database ?? (await processDatabase());
  const values: unknown[] = [nowMs];
  const param = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  const ctes = steps.map((step, i) => {
    const source = i === 0 ? `values (${param(step.key)}, 1, ${param(nowMs + step.windowMs)}::bigint)` : `select ${param(step.key)}, 1, ${param(nowMs + step.windowMs)}::bigint from c${i - 1} where c${i - 1}.points <= ${param(steps[i - 1]!.limit)}`;
    return `c${i} as (insert into ${RATE_LIMIT_TABLE} as r (key, points, expire) ${source}
      on conflict (key) do update set
        points = case when r.expire <= $1 then 1 else r.points + 1 end,
        expire = case when r.expire <= $1 then excluded.expire else r.expire end
      returning key, points, expire)`;
  });
  const select = steps.map((_, i) => `select ${i} as step, key, points, expire from c${i}`).join(" union all ");
  const text = `with ${ctes.join(", ")} ${select} order by step`;
  // Named: every request runs one of a few texts (one per number of steps), so it is planned once per connection.
  const rows = await handle.query<{ step: number; key: string; points: number | string; expire: number | string }>(text, values, { name: statementName("rate_count", text) });
  // node-postgres answers bigint columns as strings, PGlite as numbers.
  return rows.map((row) => ({ key: row.key, points: Number(row.points), expire: Number(row.expire) }));
}

/** Deletes the counters whose window ended before `nowMs`; answers how many. Keeps the table as small as the live windows. */
export async function deleteExpiredRateLimits(_scope: SystemScope, nowMs: number, database?: DatabaseHandle): Promise<number> {
  const handle = database ?? (await processDatabase());
  const deleted = await handle.db.delete(rateLimits).where(lt(rateLimits.expire, nowMs)).returning({ key: rateLimits.key });
  return deleted.length;
}
