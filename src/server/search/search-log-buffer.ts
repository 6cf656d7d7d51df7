import "server-only";
import { resultBand, SEARCH_LOG_TIME_ZONE, searchLogKey, type SearchLogFilters } from "@/domain/search/search-log";
import { isoDateIn } from "@/domain/vehicle-page/time";
import { systemScope } from "@/server/data/scope";
import { addSearchCounts, type SearchCount } from "@/server/data/search-log";
import { logger } from "@/server/logger";

/**
 * The search log's buffer: a search page adds its search here, in memory, and nothing else (no database round trip on
 * the page's path). Identical searches of a site and day add up in one entry; every SEARCH_LOG_FLUSH_MS the entries
 * are written as one upsert (`addSearchCounts`), and at shutdown (platform-server) once more. The buffer holds at
 * most SEARCH_LOG_MAX_ENTRIES combinations: past that the oldest is dropped and counted (`dropped`, logged with the
 * next flush), so a flood of unique searches costs bounded memory. A failed flush drops its batch (logged with its
 * size): the log is a report's input, not a record anyone relies on, and retrying would grow the buffer.
 */

/** Combinations held between flushes, at most. */
export const SEARCH_LOG_MAX_ENTRIES = 5_000;
/** How often the buffer is written. */
export const SEARCH_LOG_FLUSH_MS = 10_000;

const SCOPE = systemScope("the search log's flush: every site's counted searches in one batch");

interface Buffer {
  entries: Map<string, SearchCount>;
  dropped: number;
  timer: NodeJS.Timeout | null;
  flushing: Promise<void> | null;
}

// One buffer per process, whichever bundle of Next loaded this module (like the logger).
const globalKey = Symbol.for("forecourt.searchLogBuffer");
const buffer: Buffer = ((globalThis as { [globalKey]?: Buffer })[globalKey] ??= { entries: new Map(), dropped: 0, timer: null, flushing: null });

/** Counts one shopper search of a site: its logged filters and how many cars it found. Never throws, never waits. */
export function recordSearch(siteId: number, filters: SearchLogFilters, resultCount: number, now: Date = new Date()): void {
  const day = isoDateIn(now, SEARCH_LOG_TIME_ZONE);
  const band = resultBand(resultCount);
  const key = `${siteId}|${day}|${band}|${searchLogKey(filters)}`;
  const entry = buffer.entries.get(key);
  if (entry) {
    entry.searches += 1;
    return;
  }
  if (buffer.entries.size >= SEARCH_LOG_MAX_ENTRIES) {
    const oldest = buffer.entries.keys().next();
    if (!oldest.done) {
      buffer.dropped += buffer.entries.get(oldest.value)?.searches ?? 0;
      buffer.entries.delete(oldest.value);
    }
  }
  buffer.entries.set(key, { siteId, day, resultBand: band, ...filters, searches: 1 });
  if (buffer.timer === null) {
    buffer.timer = setTimeout(() => {
      buffer.timer = null;
      void flushSearchLog();
    }, SEARCH_LOG_FLUSH_MS);
    buffer.timer.unref();
  }
}

/** What the buffer holds now (tests, and the flush's log line). */
export function searchLogBufferState(): { entries: number; dropped: number } {
  return { entries: buffer.entries.size, dropped: buffer.dropped };
}

/**
 * Writes what the buffer holds now in one batch and empties it (a flush already under way is waited for first, so two
 * never overlap). Never throws: a failure is logged with the number of searches lost.
 */
export async function flushSearchLog(): Promise<void> {
  while (buffer.flushing) await buffer.flushing;
  if (buffer.timer !== null) {
    clearTimeout(buffer.timer);
    buffer.timer = null;
  }
  if (buffer.entries.size === 0 && buffer.dropped === 0) return;
  const batch = [...buffer.entries.values()];
  const dropped = buffer.dropped;
  buffer.entries = new Map();
  buffer.dropped = 0;
  if (dropped > 0) logger.warn({ dropped }, "search log buffer full: the oldest searches were not counted");
  buffer.flushing = addSearchCounts(SCOPE, batch)
    .catch((error: unknown) => logger.warn({ err: error, combinations: batch.length }, "search log flush failed: these searches were not counted"))
    .finally(() => {
      buffer.flushing = null;
    });
  await buffer.flushing;
}
