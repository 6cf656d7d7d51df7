/**
 * Saved stock feeds (issue 35): `/console/stock/feeds` lists a manager's feeds and edits one; its actions are
 * `POST /console/api/stock/feeds` (save a new feed), `/console/api/stock/feeds/{id}` (save changes),
 * `/console/api/stock/feeds/{id}/run` (Run now), `/console/api/stock/feeds/{id}/delete`, and
 * `/console/api/stock/feeds/columns` (the mapping editor's preview: a file's column headers, fetched from the feed's
 * address or read from a file chosen in the browser).
 */
import "@/lib/zod-jitless";
import { z } from "zod";
import { FEED_FIELDS, type FeedField } from "@/domain/console/feed-mapping";
import { FEED_SCHEDULE_MAX_HOURS, FEED_SCHEDULE_MIN_HOURS, FEED_URL_MAX_CHARS } from "@/domain/console/stock-feeds";
import { STOCK_IMPORT_MAX_TEXT } from "./stock-import";

const fieldSchema = z.enum(FEED_FIELDS, { error: "is not a field of a car the feed can fill" });

export const stockFeedMappingSchema = z.strictObject({
  columns: z.partialRecord(fieldSchema, z.string().trim().min(1, "Choose a column").max(200, "A column's name is at most 200 characters")).default({}),
  override: z.array(fieldSchema).max(FEED_FIELDS.length).default([]),
});
export type StockFeedMappingInput = z.infer<typeof stockFeedMappingSchema>;

const feedFields = {
  name: z.string({ error: "Name the feed" }).trim().min(1, "Name the feed").max(80, "The name is at most 80 characters"),
  url: z.string({ error: "Give the feed's address" }).trim().min(1, "Give the feed's address").max(FEED_URL_MAX_CHARS, `The address is at most ${FEED_URL_MAX_CHARS} characters`),
  format: z.enum(["auto", "csv", "xml"], { error: "The format is auto, CSV or XML" }).default("auto"),
  full: z.boolean({ error: "Full feed is yes or no" }).default(false),
  /** Hours between runs; null: manual only (Run now). */
  scheduleHours: z
    .number({ error: "The schedule is a number of hours, or manual" })
    .int("The schedule is whole hours")
    .min(FEED_SCHEDULE_MIN_HOURS, `Fetch it at most every ${FEED_SCHEDULE_MIN_HOURS} hour`)
    .max(FEED_SCHEDULE_MAX_HOURS, `Fetch it at least every ${FEED_SCHEDULE_MAX_HOURS} hours (a week), or choose manual`)
    .nullable(),
  mapping: stockFeedMappingSchema.default({ columns: {}, override: [] }),
};

const dealershipId = z.number({ error: "Choose a dealership" }).int().min(1).max(2_147_483_647);

/** A new feed. */
export const stockFeedCreateSchema = z.strictObject({ dealershipId, ...feedFields });
/** Changes to a feed (its dealership stays). */
export const stockFeedUpdateSchema = z.strictObject(feedFields);
export type StockFeedInput = z.infer<typeof stockFeedUpdateSchema>;

/** Run now and delete take no fields. */
export const stockFeedActionSchema = z.strictObject({});

/** The mapping editor's preview: the columns of the feed at `url`, or of a file the browser read. */
export const stockFeedColumnsSchema = z.strictObject({
  dealershipId,
  format: feedFields.format,
  mapping: stockFeedMappingSchema.optional(),
  source: z.discriminatedUnion(
    "kind",
    [
      z.strictObject({ kind: z.literal("url"), url: feedFields.url }),
      z.strictObject({
        kind: z.literal("file"),
        fileName: z.string().trim().min(1, "Choose a file").max(200, "The file's name is longer than 200 characters"),
        text: z.string().min(1, "The file is empty").max(STOCK_IMPORT_MAX_TEXT, "The file is larger than 5 MB"),
      }),
    ],
    { error: "The source is the feed's address or a file" },
  ),
});
export type StockFeedColumnsRequest = z.infer<typeof stockFeedColumnsSchema>;

export interface StockFeedColumns {
  format: "csv" | "xml";
  rows: number;
  headers: string[];
  /** For each field, the header the import would read it from (the saved mapping's, else the default spellings'). */
  columns: Record<FeedField, string | null>;
}

export interface StockFeedView {
  id: number;
  dealershipId: number;
  dealershipName: string;
  name: string;
  url: string;
  /** The address as the list shows it: without its query. */
  urlShown: string;
  format: "auto" | "csv" | "xml";
  full: boolean;
  scheduleHours: number | null;
  mapping: { columns: Partial<Record<FeedField, string>>; override: FeedField[] };
  running: boolean;
  /** Run now was pressed and no process has taken it yet (it runs within seconds: the feed job's next pass). */
  queued: boolean;
  lastRunAt: string | null;
  lastOutcome: "applied" | "failed" | null;
  lastMessage: string | null;
  lastImportId: number | null;
  nextRunAt: string | null;
}

export interface StockFeedRun {
  feed: StockFeedView;
}
