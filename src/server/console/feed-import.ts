import "server-only";
import type { FeedChangeView, StockImportApplied, StockImportPreview } from "@/contracts/console/stock-import";
import { diffFeed, type FeedDiff } from "@/domain/console/feed-diff";
import { feedRowToVehicle, FIELD_LABELS, resolveMapping, type FeedField, type FeedVehicle, type SavedFeedMapping } from "@/domain/console/feed-mapping";
import { applyFeed, dealershipFeedStock, type RejectedFeedRow } from "@/server/data/stock-import";
import { logger } from "@/server/logger";
import { fetchFeedImages, type FeedImagesOutcome } from "./feed-images";
import { parseFeed, type FeedFormat } from "./feed-parse";
import { NOT_FOUND, refused, type ConsoleOutcome } from "./outcome";
import type { ConsoleStaff } from "./staff-session";

/**
 * A dealer's stock feed import (issue 35): a dry run shows what a file would change and writes nothing; applying
 * reads the same file again and writes it in one transaction (`applyFeed`), computed afresh against the stock as it
 * is then, so what is applied is never a stale preview and a second apply of the same file changes nothing. Only a
 * dealership's managers and owners: for anyone else the dealership is the console's 404, as one that does not exist.
 */

export interface FeedFile {
  name: string;
  bytes: Uint8Array;
  format?: FeedFormat;
  /** A full feed lists the whole stock: the cars it does not list are marked sold. */
  full?: boolean;
  mapping?: SavedFeedMapping;
}

/** How many of each list a preview carries (the counts are always whole). */
const LIST_LIMIT = 500;

interface ReadFeed {
  format: FeedFormat;
  rows: number;
  incoming: FeedVehicle[];
  rejected: RejectedFeedRow[];
  override: readonly FeedField[];
  /** Each car's line in the file, by stock number (for the pictures' report). */
  lines: Map<string, number>;
}

function managed(staff: ConsoleStaff, dealershipId: number): boolean {
  return staff.dealerships.some((d) => d.id === dealershipId) && staff.scope.managedDealershipIds.includes(dealershipId);
}

/** The file's cars and its refused rows, or why the file as a whole cannot be imported (a 400 naming `file`). */
async function readFeed(file: FeedFile, now: Date): Promise<ConsoleOutcome<ReadFeed>> {
  const parsed = await parseFeed({ name: file.name, bytes: file.bytes }, file.format);
  if (!parsed.ok) return refused({ kind: "invalid", field: "file", message: parsed.message });
  const mapping = resolveMapping(parsed.feed.headers, file.mapping);
  if (!mapping.ok) {
    const missing = mapping.missing.map((f) => FIELD_LABELS[f]).join(", ");
    return refused({ kind: "invalid", field: "file", message: `The file has no column for the ${missing} (its columns: ${parsed.feed.headers.slice(0, 30).join(", ")})` });
  }
  const context = { latestYear: now.getUTCFullYear() + 1 };
  const incoming: FeedVehicle[] = [];
  const rejected: RejectedFeedRow[] = [];
  const lineOf = new Map<string, number>();
  for (const row of parsed.feed.rows) {
    const read = feedRowToVehicle(row.cells, mapping.mapping, context);
    if (!read.ok) {
      rejected.push({ line: row.line, reason: read.reason, field: read.field });
      continue;
    }
    const first = lineOf.get(read.vehicle.stocknum);
    if (first !== undefined) {
      rejected.push({ line: row.line, reason: `stock number ${read.vehicle.stocknum} is on line ${first} already`, field: "stocknum" });
      continue;
    }
    lineOf.set(read.vehicle.stocknum, row.line);
    incoming.push(read.vehicle);
  }
  return { ok: true, value: { format: parsed.feed.format, rows: parsed.feed.rows.length, incoming, rejected, override: mapping.mapping.override, lines: lineOf } };
}

const money = (n: number): string => `$${n.toLocaleString("en-AU")}`;

function shown(field: FeedField, value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (field === "images" && Array.isArray(value)) return `${value.length} photo${value.length === 1 ? "" : "s"}`;
  if (Array.isArray(value)) return value.length === 0 ? "—" : value.join("; ").slice(0, 200);
  if ((field === "price" || field === "offerPrice") && typeof value === "number") return value === 0 ? "Price on application" : money(value);
  if (field === "km" && typeof value === "number") return `${value.toLocaleString("en-AU")} km`;
  if (field === "status" && typeof value === "string") return value.replace("_", " ");
  return String(value).slice(0, 200);
}

function previewOf(dealershipId: number, file: FeedFile, read: ReadFeed, diff: FeedDiff): StockImportPreview {
  return {
    dealershipId,
    fileName: file.name,
    format: read.format,
    full: file.full === true,
    rows: read.rows,
    counts: { added: diff.added.length, changed: diff.changed.length, missing: diff.missing.length, unchanged: diff.unchanged, rejected: read.rejected.length },
    added: diff.added.slice(0, LIST_LIMIT).map((v) => ({ stocknum: v.stocknum, title: [v.year, v.make, v.model, v.badge].filter(Boolean).join(" "), price: v.price ?? null })),
    changed: diff.changed.slice(0, LIST_LIMIT).map((c) => ({
      stocknum: c.stocknum,
      changes: c.changes.map((ch): FeedChangeView => ({ field: ch.field, label: FIELD_LABELS[ch.field], before: shown(ch.field, ch.before), after: shown(ch.field, ch.after) })),
      lockedSkipped: c.lockedSkipped.map((f) => FIELD_LABELS[f]),
    })),
    missing: diff.missing.slice(0, LIST_LIMIT).map((m) => ({ stocknum: m.stocknum })),
    rejected: read.rejected.slice(0, LIST_LIMIT),
    listLimit: LIST_LIMIT,
  };
}

/** What the file would change at the dealership, writing nothing. */
export async function dryRun(staff: ConsoleStaff, dealershipId: number, file: FeedFile, now: Date = new Date()): Promise<ConsoleOutcome<StockImportPreview>> {
  if (!managed(staff, dealershipId)) return NOT_FOUND;
  const read = await readFeed(file, now);
  if (!read.ok) return read;
  const existing = await dealershipFeedStock(staff.scope, dealershipId);
  if (existing === null) return NOT_FOUND;
  const diff = diffFeed(existing, read.value.incoming, { full: file.full === true, override: read.value.override });
  return { ok: true, value: previewOf(dealershipId, file, read.value, diff) };
}

/**
 * How an apply fetches the pictures the file names: `wait` (the feed job: the answer includes how it went) or `later`
 * (an upload: the answer comes at once and the cars get their pictures a moment later; the failures reach the import's
 * report when they are known).
 */
export type FeedImageMode = "wait" | "later";

const imageLog = logger.child({ component: "feed-import" });
const inFlight = new Set<Promise<unknown>>();

/** Pictures being fetched after an upload's apply, done (tests wait on this). */
export async function feedImagesSettled(): Promise<void> {
  while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
}

/** Applies the file at the dealership (re-read and compared afresh inside the write's transaction), then its pictures. */
export async function applyImport(
  staff: ConsoleStaff,
  dealershipId: number,
  file: FeedFile,
  now: Date = new Date(),
  options: { images?: FeedImageMode } = {},
): Promise<ConsoleOutcome<StockImportApplied & { images?: FeedImagesOutcome }>> {
  if (!managed(staff, dealershipId)) return NOT_FOUND;
  const read = await readFeed(file, now);
  if (!read.ok) return read;
  const applied = await applyFeed(
    staff.scope,
    dealershipId,
    { fileName: file.name, format: read.value.format, rows: read.value.rows, full: file.full === true, incoming: read.value.incoming, rejected: read.value.rejected, override: read.value.override },
    now,
  );
  if (applied === null) return NOT_FOUND;
  const value = { ...previewOf(dealershipId, file, read.value, applied.diff), importId: applied.importId };
  const named = read.value.incoming.some((v) => v.images !== undefined);
  if (!named) return { ok: true, value };
  const pictures = fetchFeedImages(staff.scope, dealershipId, applied.importId, read.value.override, read.value.lines, now);
  if (options.images === "wait") return { ok: true, value: { ...value, images: await pictures } };
  const tracked = pictures.catch((error: unknown) => imageLog.error({ err: error, importId: applied.importId }, "the import's pictures could not be fetched"));
  inFlight.add(tracked);
  void tracked.finally(() => inFlight.delete(tracked));
  return { ok: true, value };
}
