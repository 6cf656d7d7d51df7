import "@/lib/zod-jitless";
import { z } from "zod";
import type { FeedField } from "@/domain/console/feed-mapping";

/**
 * The stock feed import (`/console/stock/import`) and its two actions (`POST /console/api/stock/import/dry-run` and
 * `/apply`) share this. The file travels as JSON text, not as an upload: the front door takes no state-changing
 * request that is not `application/json` (so no form can post cross-site). The browser reads the file as UTF-8 and
 * refuses one that is not before sending it; the server checks again.
 */

/** The most file text one request carries; the front door's limit for the two routes is this plus the JSON around it. */
export const STOCK_IMPORT_MAX_TEXT = 5 * 1024 * 1024 - 4 * 1024;

export const stockImportRequestSchema = z
  .object({
    dealershipId: z.number({ error: "Choose a dealership" }).int().min(1).max(2_147_483_647),
    fileName: z.string().trim().min(1, "Choose a file").max(200, "The file's name is longer than 200 characters"),
    format: z.enum(["csv", "xml"], { error: "The file must be CSV or XML" }),
    text: z.string().min(1, "The file is empty").max(STOCK_IMPORT_MAX_TEXT, "The file is larger than 5 MB; import it in parts"),
    /** A full feed lists the whole stock: the cars it does not list are marked sold. */
    full: z.boolean().default(false),
  })
  .strict();
export type StockImportRequest = z.infer<typeof stockImportRequestSchema>;

export interface FeedChangeView {
  field: FeedField;
  label: string;
  before: string;
  after: string;
}

/** What a dry run (and an apply) shows: counts, and each new, changed, missing and refused car. */
export interface StockImportPreview {
  dealershipId: number;
  fileName: string;
  format: "csv" | "xml";
  full: boolean;
  rows: number;
  counts: { added: number; changed: number; missing: number; unchanged: number; rejected: number };
  added: Array<{ stocknum: string; title: string; price: number | null }>;
  changed: Array<{ stocknum: string; changes: FeedChangeView[]; lockedSkipped: string[] }>;
  missing: Array<{ stocknum: string }>;
  rejected: Array<{ line: number; reason: string; field: string | null }>;
  /** The lists show at most this many of each (the counts are whole). */
  listLimit: number;
}

export interface StockImportApplied extends StockImportPreview {
  importId: number;
}
