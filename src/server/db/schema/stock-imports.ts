/**
 * Stock feed imports (issue 35): one row per applied file, with what it did and the rows it refused, so a dealer can
 * see later what a feed changed and why a car did not arrive. A dry run writes nothing here.
 */
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { dealerships } from "./sites";
import { staffUsers } from "./staff";

/** What an import's report keeps: every refused row with its line and reason, and the stock numbers it touched. */
export interface StockImportReport {
  full: boolean;
  rejected: Array<{ line: number; reason: string; field: string | null }>;
  created: string[];
  updated: string[];
  sold: string[];
  /**
   * The pictures the feed named that could not be fetched or read (src/server/console/feed-images.ts), written once
   * they have been tried, after the import's transaction: the car's line in the file, the picture's address without
   * its query, and why. The car itself is imported either way.
   */
  images?: Array<{ line: number | null; stocknum: string; image: string; reason: string }>;
}

export const stockImports = pgTable(
  "stock_imports",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    dealershipId: integer()
      .notNull()
      .references(() => dealerships.id, { onDelete: "cascade" }),
    actorId: text().references(() => staffUsers.id, { onDelete: "set null" }),
    fileName: text().notNull(),
    format: text({ enum: ["csv", "xml"] }).notNull(),
    /** The rows the file had (cars read and refused). */
    rows: integer().notNull(),
    created: integer().notNull(),
    updated: integer().notNull(),
    sold: integer().notNull(),
    rejected: integer().notNull(),
    report: jsonb().$type<StockImportReport>().notNull(),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("stock_imports_dealership_created_idx").on(t.dealershipId, t.createdAt)],
);
