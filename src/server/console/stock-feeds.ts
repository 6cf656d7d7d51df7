import "server-only";
import type { StockFeedColumns, StockFeedColumnsRequest, StockFeedInput, StockFeedView } from "@/contracts/console/stock-feeds";
import type { FeedField, SavedFeedMapping } from "@/domain/console/feed-mapping";
import { feedNextRunAt, feedUrlProblem, feedUrlShown, mappingEditorColumns, parseHostAllowlist } from "@/domain/console/stock-feeds";
import { remoteFetcher } from "@/server/adapters/remote-fetcher";
import { systemScope } from "@/server/data/scope";
import {
  claimDueStockFeed,
  requestStockFeedRun,
  createStockFeed,
  deleteStockFeed,
  finishStockFeedRun,
  managedStockFeed,
  managedStockFeeds,
  updateStockFeed,
  type StockFeedRow,
  type StockFeedValues,
} from "@/server/data/stock-feeds";
import type { StockFeedMapping } from "@/server/db/schema";
import { logger } from "@/server/logger";
import { applyImport } from "./feed-import";
import { MAX_FEED_BYTES, parseFeed, type FeedFormat } from "./feed-parse";
import { NOT_FOUND, refused, type ConsoleOutcome } from "./outcome";
import { staffOfUser, type ConsoleStaff } from "./staff-session";

/**
 * Saved stock feeds (issue 35): a dealership's feed at a web address with its own mapping of columns, run on a
 * schedule by the feed job (src/server/console/feed-scheduler.ts) or by Run now. A run fetches the file through the
 * bounded fetcher (src/server/adapters/remote-fetcher.ts) and applies it through the very path an uploaded file takes
 * (`applyImport`: the same checks, locks, report and audit entry), as the member who saved the feed, with their roles
 * as they are then: a member who no longer manages the dealership makes the run fail, saying so. Every failure (the
 * address refused, a timeout, too large, a 404, a file that cannot be read) is recorded on the feed with its reason
 * and never stops the job. Only the dealership's managers and owners see or change its feeds; for anyone else a feed
 * is the console's 404.
 */

const log = logger.child({ component: "stock-feeds" });

/** A feed's file at most (the parser's own limit), and the time its fetch may take. */
export const FEED_FETCH_MAX_BYTES = MAX_FEED_BYTES;
export const FEED_FETCH_TIMEOUT_MS = 30_000;

const FEED_JOB = systemScope("the stock feed job: every dealership's saved feeds that are due to be fetched");

const allowlist = (): string[] => parseHostAllowlist(process.env.FEED_FETCH_ALLOW_HOSTS);

function managed(staff: ConsoleStaff, dealershipId: number): boolean {
  return staff.dealerships.some((d) => d.id === dealershipId) && staff.scope.managedDealershipIds.includes(dealershipId);
}

function savedMapping(mapping: StockFeedMapping): SavedFeedMapping {
  return { columns: mapping.columns as Partial<Record<FeedField, string>>, override: mapping.override as FeedField[] };
}

export function feedView(row: StockFeedRow, now: Date = new Date()): StockFeedView {
  const mapping = savedMapping(row.mapping);
  return {
    id: row.id,
    dealershipId: row.dealershipId,
    dealershipName: row.dealershipName,
    name: row.name,
    url: row.sourceUrl,
    urlShown: feedUrlShown(row.sourceUrl),
    format: row.format,
    full: row.full,
    scheduleHours: row.scheduleHours,
    mapping: { columns: mapping.columns ?? {}, override: [...(mapping.override ?? [])] },
    running: row.runningSince !== null,
    queued: row.runRequestedAt !== null && row.runningSince === null,
    lastRunAt: row.lastRunAt?.toISOString() ?? null,
    lastOutcome: row.lastOutcome,
    lastMessage: row.lastMessage,
    lastImportId: row.lastImportId,
    nextRunAt: feedNextRunAt(row, now)?.toISOString() ?? null,
  };
}

/** The feeds of every dealership the member manages. */
export async function listStockFeeds(staff: ConsoleStaff): Promise<StockFeedView[]> {
  const now = new Date();
  return (await managedStockFeeds(staff.scope)).map((row) => feedView(row, now));
}

export async function stockFeedOf(staff: ConsoleStaff, feedId: number): Promise<ConsoleOutcome<StockFeedView>> {
  const row = await managedStockFeed(staff.scope, feedId);
  return row ? { ok: true, value: feedView(row) } : NOT_FOUND;
}

function valuesOf(input: StockFeedInput): ConsoleOutcome<StockFeedValues> {
  const problem = feedUrlProblem(input.url, allowlist());
  if (problem) return refused({ kind: "invalid", field: "url", message: problem });
  const columns: Record<string, string> = {};
  for (const [field, header] of Object.entries(input.mapping.columns)) if (header) columns[field] = header;
  return { ok: true, value: { name: input.name, sourceUrl: input.url, format: input.format, full: input.full, scheduleHours: input.scheduleHours, mapping: { columns, override: [...new Set(input.mapping.override)] } } };
}

/** Saves a new feed at a dealership the member manages. */
export async function saveNewStockFeed(staff: ConsoleStaff, dealershipId: number, input: StockFeedInput, now: Date = new Date()): Promise<ConsoleOutcome<StockFeedView>> {
  if (!managed(staff, dealershipId)) return NOT_FOUND;
  const values = valuesOf(input);
  if (!values.ok) return values;
  const id = await createStockFeed(staff.scope, dealershipId, values.value, now);
  if (id === null) return NOT_FOUND;
  return stockFeedOf(staff, id);
}

/** Saves changes to a feed. */
export async function saveStockFeed(staff: ConsoleStaff, feedId: number, input: StockFeedInput, now: Date = new Date()): Promise<ConsoleOutcome<StockFeedView>> {
  if (!(await managedStockFeed(staff.scope, feedId))) return NOT_FOUND;
  const values = valuesOf(input);
  if (!values.ok) return values;
  if (!(await updateStockFeed(staff.scope, feedId, values.value, now))) return NOT_FOUND;
  return stockFeedOf(staff, feedId);
}

export async function removeStockFeed(staff: ConsoleStaff, feedId: number): Promise<ConsoleOutcome<{ deleted: number }>> {
  return (await deleteStockFeed(staff.scope, feedId)) ? { ok: true, value: { deleted: feedId } } : NOT_FOUND;
}

/** The name a fetched file is imported under: its address's last segment, else the feed's name. */
function fileNameOf(url: string, fallback: string): string {
  try {
    const last = decodeURIComponent(new URL(url).pathname.split("/").pop() ?? "").replace(/[\u0000-\u001f\u007f]/g, "").trim();
    return (last || fallback).slice(0, 200);
  } catch {
    return fallback.slice(0, 200);
  }
}

const formatOf = (format: "auto" | "csv" | "xml", contentType: string | null): FeedFormat | undefined =>
  format !== "auto" ? format : contentType && /[/+]xml\b/i.test(contentType) ? "xml" : undefined;

/** The feed's file fetched, or why not (in words for the dealer: the host, never the address's query). */
async function fetchFeedFile(url: string, format: "auto" | "csv" | "xml", name: string): Promise<{ ok: true; name: string; bytes: Uint8Array; format?: FeedFormat } | { ok: false; message: string }> {
  const problem = feedUrlProblem(url, allowlist());
  if (problem) return { ok: false, message: `The feed's address is refused: ${problem}` };
  const fetched = await remoteFetcher().fetch(url, { maxBytes: FEED_FETCH_MAX_BYTES, timeoutMs: FEED_FETCH_TIMEOUT_MS, accept: "text/csv, application/xml, text/xml, text/plain, */*" });
  if (!fetched.ok) return { ok: false, message: `The feed could not be fetched: ${fetched.message}` };
  const detected = formatOf(format, fetched.contentType);
  return { ok: true, name: fileNameOf(url, name), bytes: fetched.bytes, ...(detected ? { format: detected } : {}) };
}

/** The mapping editor's preview: the file's column headers, and the header each field would be read from. */
export async function stockFeedColumns(staff: ConsoleStaff, request: StockFeedColumnsRequest): Promise<ConsoleOutcome<StockFeedColumns>> {
  if (!managed(staff, request.dealershipId)) return NOT_FOUND;
  let file: { name: string; bytes: Uint8Array; format?: FeedFormat };
  if (request.source.kind === "url") {
    const fetched = await fetchFeedFile(request.source.url, request.format, "feed");
    if (!fetched.ok) return refused({ kind: "invalid", field: "source.url", message: fetched.message });
    file = fetched;
  } else {
    file = { name: request.source.fileName, bytes: new TextEncoder().encode(request.source.text), ...(request.format !== "auto" ? { format: request.format } : {}) };
  }
  const parsed = await parseFeed(file, file.format);
  const field = request.source.kind === "url" ? "source.url" : "source.text";
  if (!parsed.ok) return refused({ kind: "invalid", field, message: parsed.message });
  const saved = request.mapping ? { columns: request.mapping.columns, override: request.mapping.override } : undefined;
  return { ok: true, value: { format: parsed.feed.format, rows: parsed.feed.rows.length, headers: parsed.feed.headers.slice(0, 300), columns: mappingEditorColumns(parsed.feed.headers, saved) } };
}

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? "" : "s"}`;

/** One run of a claimed feed as `staff` (see the module's comment): the outcome recorded on the feed. */
async function runClaimed(
  staff: ConsoleStaff | null,
  feed: StockFeedRow,
  claimedAt: Date,
  recorder: "staff" | "job",
): Promise<{ outcome: "applied" | "failed"; message: string; importId: number | null }> {
  const scope = recorder === "staff" && staff ? staff.scope : FEED_JOB;
  let result: { outcome: "applied" | "failed"; message: string; importId: number | null };
  try {
    if (!staff || !managed(staff, feed.dealershipId)) {
      result = { outcome: "failed", message: "The member who saved this feed no longer manages its dealership; a manager should open the feed and save it again", importId: null };
    } else {
      const file = await fetchFeedFile(feed.sourceUrl, feed.format, feed.name);
      if (!file.ok) result = { outcome: "failed", message: file.message, importId: null };
      else {
        const applied = await applyImport(staff, feed.dealershipId, { name: file.name, bytes: file.bytes, ...(file.format ? { format: file.format } : {}), full: feed.full, mapping: savedMapping(feed.mapping) }, claimedAt, { images: "wait" });
        if (!applied.ok) result = { outcome: "failed", message: `The feed's file was not imported: ${applied.message ?? "its dealership was not found"}`, importId: null };
        else {
          const c = applied.value.counts;
          const pictures = applied.value.images;
          const picturesText = pictures && pictures.fetched + pictures.failed.length > 0 ? `; ${plural(pictures.fetched, "picture")} fetched${pictures.failed.length > 0 ? `, ${pictures.failed.length} could not be (see the report)` : ""}` : "";
          result = {
            outcome: "applied",
            message: `${plural(c.added, "car")} added, ${c.changed} changed, ${c.missing} marked sold, ${c.unchanged} unchanged, ${plural(c.rejected, "row")} refused${picturesText}`,
            importId: applied.value.importId,
          };
        }
      }
    }
  } catch (error) {
    log.error({ err: error, feedId: feed.id }, "a stock feed run failed");
    result = { outcome: "failed", message: "The run failed unexpectedly; it is tried again at its next time", importId: null };
  }
  await finishStockFeedRun(scope, feed.id, claimedAt, result);
  log.info({ feedId: feed.id, dealershipId: feed.dealershipId, outcome: result.outcome, importId: result.importId }, "stock feed run");
  return result;
}

/** This process's feed job, woken by Run now (registered by src/server/console/feed-scheduler.ts when it starts). */
let feedJobWaker: (() => void) | null = null;
export function setFeedJobWaker(wake: (() => void) | null): void {
  feedJobWaker = wake;
}
function wakeFeedJob(): void {
  feedJobWaker?.();
}

/**
 * Run now: queues the feed for the feed job and wakes this process's job, so the request answers at once (a fetch may
 * take up to its deadline, an apply longer): the feed's view says it is queued, then running, then its outcome. 409
 * while a run of it is in progress.
 */
export async function runStockFeedNow(staff: ConsoleStaff, feedId: number, now: Date = new Date()): Promise<ConsoleOutcome<StockFeedView>> {
  const queued = await requestStockFeedRun(staff.scope, feedId, now);
  if (queued === null) return NOT_FOUND;
  if (queued === "running") return refused({ kind: "conflict", message: "This feed is being fetched already; its outcome shows here when it is done" });
  wakeFeedJob();
  return stockFeedOf(staff, feedId);
}

export interface FeedJobPass {
  applied: number;
  failed: number;
}

/** The most feeds one pass runs (the rest wait for the next pass). */
const FEEDS_PER_PASS = 20;

/** One pass of the feed job as if it were `now`: every due feed claimed and run, one after another. */
export async function runDueStockFeeds(now: Date = new Date()): Promise<FeedJobPass> {
  const pass: FeedJobPass = { applied: 0, failed: 0 };
  for (let i = 0; i < FEEDS_PER_PASS; i++) {
    const feed = await claimDueStockFeed(FEED_JOB, now);
    if (!feed) break;
    const claimedAt = feed.runningSince ?? now;
    // Run now's run applies the feed as the member who asked, a scheduled one as the member who saved it.
    const member = feed.runRequestedBy ?? feed.createdBy;
    const staff = member ? await staffOfUser(member, "stock-feed-job").catch(() => null) : null;
    const result = await runClaimed(staff, { ...feed, dealershipName: "" }, claimedAt, feed.runRequestedBy ? "staff" : "job");
    pass[result.outcome === "applied" ? "applied" : "failed"]++;
  }
  return pass;
}
