import "server-only";
import pLimit from "p-limit";
import { PHOTO_MAX_FILE_BYTES, photoKey, UPLOADED_MEDIA_PREFIX } from "@/domain/console/photos";
import type { FeedField } from "@/domain/console/feed-mapping";
import { feedUrlShown } from "@/domain/console/stock-feeds";
import { remoteFetcher } from "@/server/adapters/remote-fetcher";
import { mediaStorage } from "@/server/adapters/storage";
import { pendingFeedPictures, recordImportPictureFailures, setFeedPictures } from "@/server/data/stock-import";
import type { StaffScope } from "@/server/data/scope";
import type { ImageRef } from "@/server/db/json-types";
import { logger } from "@/server/logger";
import { PhotoPipelineBusyError, processPhoto } from "@/server/media/photo-pipeline";

/**
 * The pictures a stock feed names (issue 35), fetched into the platform's media store after the import's transaction:
 * shoppers' pages never load a picture from the internet, only the platform's own `/media/u/` files. Each picture is
 * fetched through the bounded fetcher (src/server/adapters/remote-fetcher.ts: the same address checks as a feed's
 * file), at most FEED_IMAGE_CONCURRENCY at once, refused past PHOTO_MAX_FILE_BYTES or FEED_IMAGE_TIMEOUT_MS, then read
 * and rewritten by the photo pipeline exactly as an uploaded photo is, and stored under the car. A picture that fails
 * is reported in the import's report (the car's line, the picture's address without its query, and why) and does not
 * fail the car, which keeps the pictures that worked. A picture not fetched is tried again at the next import.
 */

const log = logger.child({ component: "feed-images" });

/** Pictures fetched at once, per import. */
export const FEED_IMAGE_CONCURRENCY = 4;
/** One picture's time (the whole fetch), and its size: an uploaded photo's limit. */
export const FEED_IMAGE_TIMEOUT_MS = 30_000;
export const FEED_IMAGE_MAX_BYTES = PHOTO_MAX_FILE_BYTES;
/** The most pictures one import fetches; the rest wait for the next. */
export const FEED_IMAGES_PER_RUN = 600;

export interface FeedImageFailure {
  line: number | null;
  stocknum: string;
  image: string;
  reason: string;
}

interface Failure extends FeedImageFailure {
  /** The picture's place in the car's list (the report's order). */
  index: number;
}

export interface FeedImagesOutcome {
  fetched: number;
  failed: FeedImageFailure[];
  /** Pictures left for the next import (past FEED_IMAGES_PER_RUN). */
  deferred: number;
}

const nameOf = (url: string): string => {
  try {
    return decodeURIComponent(new URL(url).pathname.split("/").pop() ?? "") || "the picture";
  } catch {
    return "the picture";
  }
};

async function fetchOne(vehicleId: number, url: string): Promise<{ ok: true; image: ImageRef; keys: string[] } | { ok: false; reason: string }> {
  const fetched = await remoteFetcher().fetch(url, { maxBytes: FEED_IMAGE_MAX_BYTES, timeoutMs: FEED_IMAGE_TIMEOUT_MS, accept: "image/*" });
  if (!fetched.ok) return { ok: false, reason: fetched.message };
  let result;
  try {
    result = await processPhoto(fetched.bytes, nameOf(url));
  } catch (error) {
    if (error instanceof PhotoPipelineBusyError) return { ok: false, reason: "many photos were being read at the time; it is tried again at the next import" };
    throw error;
  }
  if (!result.ok) return { ok: false, reason: result.refusal.message };
  const { hash, full, thumb } = result.photo;
  const fullKey = photoKey(vehicleId, hash, full.width);
  const thumbKey = photoKey(vehicleId, hash, thumb.width);
  await mediaStorage().put(fullKey, full.bytes, "image/webp");
  await mediaStorage().put(thumbKey, thumb.bytes, "image/webp");
  return {
    ok: true,
    keys: [fullKey, thumbKey],
    image: { id: hash, url: `${UPLOADED_MEDIA_PREFIX}${fullKey}`, thumbUrl: `${UPLOADED_MEDIA_PREFIX}${thumbKey}`, width: full.width, height: full.height, sourceUrl: url },
  };
}

/**
 * Fetches the dealership's missing feed pictures and writes each car's list (see the module's comment); the failures
 * are added to import `importId`'s report. `lines` gives each stock number's line in the file, for the report.
 */
export async function fetchFeedImages(scope: StaffScope, dealershipId: number, importId: number, override: readonly FeedField[], lines: ReadonlyMap<string, number>, now: Date = new Date()): Promise<FeedImagesOutcome> {
  const pending = (await pendingFeedPictures(scope, dealershipId, override)) ?? [];
  const limit = pLimit(FEED_IMAGE_CONCURRENCY);
  const outcome: FeedImagesOutcome = { fetched: 0, failed: [], deferred: 0 };
  const failed: Failure[] = [];
  let budget = FEED_IMAGES_PER_RUN;
  await Promise.all(
    pending.map(async (car) => {
      const urls = car.missing.slice(0, Math.max(0, budget));
      budget -= urls.length;
      outcome.deferred += car.missing.length - urls.length;
      if (urls.length === 0) return;
      const fetched = new Map<string, ImageRef>();
      const stored: string[] = [];
      await Promise.all(
        urls.map((url) =>
          limit(async () => {
            let result: Awaited<ReturnType<typeof fetchOne>>;
            try {
              result = await fetchOne(car.vehicleId, url);
            } catch (error) {
              log.warn({ code: (error as { code?: string }).code ?? (error as Error).name ?? null }, "a feed picture could not be stored");
              result = { ok: false, reason: "it could not be stored just now; it is tried again at the next import" };
            }
            if (result.ok) {
              fetched.set(url, result.image);
              stored.push(...result.keys);
            } else failed.push({ line: lines.get(car.stocknum) ?? null, stocknum: car.stocknum, image: feedUrlShown(url), reason: result.reason.slice(0, 300), index: car.feedImages.indexOf(url) });
          }),
        ),
      );
      if (fetched.size === 0) return;
      const written = await setFeedPictures(scope, dealershipId, car.vehicleId, car.feedImages, fetched, override, now);
      if (written) outcome.fetched += fetched.size;
      else await Promise.allSettled(stored.map((key) => mediaStorage().delete(key)));
    }),
  );
  failed.sort((a, b) => (a.line ?? 0) - (b.line ?? 0) || a.stocknum.localeCompare(b.stocknum) || a.index - b.index);
  outcome.failed = failed.map(({ index: _index, ...failure }) => failure);
  if (outcome.failed.length > 0) await recordImportPictureFailures(scope, importId, outcome.failed);
  if (outcome.fetched + outcome.failed.length > 0) log.info({ dealershipId, importId, fetched: outcome.fetched, failed: outcome.failed.length, deferred: outcome.deferred }, "feed pictures fetched");
  return outcome;
}
