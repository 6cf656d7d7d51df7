/**
 * The rate limits' shared counters.
 */
import { bigint, integer, pgTable, varchar } from "drizzle-orm/pg-core";

/**
 * The request counters of the rate limits (src/server/http/rate-limits/rate-limits.ts), shared by every process: one row per
 * limited key (`{group}:{scope}:{key}`: an address, a site, a phone number, or the whole platform), its points in
 * the current window and when that window ends (epoch milliseconds). This is exactly the table rate-limiter-flexible's
 * PostgreSQL store expects (its INSERT names no columns: keep their order); expired rows are deleted every minute.
 * No index on `expire`: a counter's increment then stays a heap-only update, and the table stays small.
 */
export const rateLimits = pgTable("rate_limits", {
  key: varchar({ length: 255 }).primaryKey(),
  points: integer().notNull().default(0),
  expire: bigint({ mode: "number" }),
});
