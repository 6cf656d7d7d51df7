/**
 * Saved stock feeds (issue 35): a dealership's feed at a web address, fetched on a schedule by the feed job
 * (src/server/console/feed-scheduler.ts) or when a manager presses Run now, and applied exactly as an uploaded file is
 * (src/server/console/feed-import.ts), with the dealer's own mapping of its columns. The last run's outcome is kept on
 * the row: when it ran, whether it worked, its message, and the import's report row when it applied.
 */
import { sql } from "drizzle-orm";
import { bigint, bigserial, boolean, check, index, integer, jsonb, pgTable, smallint, text, timestamp } from "drizzle-orm/pg-core";
// Relative, not "@/": drizzle-kit loads this file without the project's path aliases.
import { dealerships } from "./sites";
import { staffUsers } from "./staff";
import { stockImports } from "./stock-imports";

/** A feed's saved mapping, as src/domain/console/feed-mapping.ts's SavedFeedMapping (field → the file's header). */
export interface StockFeedMapping {
  columns: Record<string, string>;
  override: string[];
}

export const STOCK_FEED_FORMATS = ["auto", "csv", "xml"] as const;
export const STOCK_FEED_OUTCOMES = ["applied", "failed"] as const;

export const stockFeeds = pgTable(
  "stock_feeds",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    dealershipId: integer()
      .notNull()
      .references(() => dealerships.id, { onDelete: "cascade" }),
    name: text().notNull(),
    /** Where the feed is fetched from: https (http only for an allowlisted loopback host: tests and the demo). */
    sourceUrl: text().notNull(),
    /** `auto`: by the address's extension, else by whether the text starts with `<`. */
    format: text({ enum: STOCK_FEED_FORMATS }).notNull().default("auto"),
    /** A full feed lists the whole stock: the cars it does not list are marked sold. */
    full: boolean().notNull().default(false),
    /** Hours between runs (1 to 168); null: only when someone presses Run now. */
    scheduleHours: smallint(),
    mapping: jsonb().$type<StockFeedMapping>().notNull().default({ columns: {}, override: [] }),
    /** The member who saved it: scheduled runs apply it as them, with their roles as they are at the time. */
    createdBy: text().references(() => staffUsers.id, { onDelete: "set null" }),
    /** A run in progress since (a claim; a run older than the lease is presumed dead). */
    runningSince: timestamp({ withTimezone: true, mode: "date" }),
    /** Run now: asked for at (the feed job claims it on its next pass in any process; cleared by the claim). */
    runRequestedAt: timestamp({ withTimezone: true, mode: "date" }),
    /** Who pressed Run now: that run applies the feed as them. */
    runRequestedBy: text().references(() => staffUsers.id, { onDelete: "set null" }),
    lastRunAt: timestamp({ withTimezone: true, mode: "date" }),
    lastOutcome: text({ enum: STOCK_FEED_OUTCOMES }),
    /** What the last run did or why it failed, in the dealer's words (never the address's query). */
    lastMessage: text(),
    lastImportId: bigint({ mode: "number" }).references(() => stockImports.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    index("stock_feeds_dealership_idx").on(t.dealershipId),
    index("stock_feeds_due_idx").on(t.lastRunAt).where(sql`${t.scheduleHours} is not null`),
    check("stock_feeds_schedule_hours_check", sql`${t.scheduleHours} is null or ${t.scheduleHours} between 1 and 168`),
  ],
);
