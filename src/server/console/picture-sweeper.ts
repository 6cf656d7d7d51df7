import "server-only";
import { PICTURE_UNUSED_DAYS } from "@/domain/console/site-picture";
import { mediaStorage } from "@/server/adapters/storage";
import { systemScope } from "@/server/data/scope";
import { forgetUnusedSitePictures, unusedSitePictures } from "@/server/data/site-pictures";
import { logger } from "@/server/logger";
import { startPeriodicJob, type PeriodicJob } from "./periodic-job";

/**
 * The picture sweep (issue 36): a picture a site's staff uploaded that no offer or promo names, PICTURE_UNUSED_DAYS
 * after its upload (an upload left unsaved, a picture an edit replaced, an offer deleted), is removed from the media
 * store and from `site_pictures`, which frees the site's room for new ones. Its row goes first, and only while it is
 * still unused, so a picture an editor saves meanwhile stays; a stored object whose removal fails is logged by key's
 * site only and is no longer counted. Run by every platform process; several may overlap safely.
 */

const PICTURE_SWEEP = systemScope("the picture sweep: every site's uploaded pictures that no offer or promo names");

/** Pictures taken per batch; a pass goes on until fewer come back. */
const BATCH = 100;

const log = logger.child({ component: "picture-sweep" });

export interface PictureSweep {
  removed: number;
  failed: number;
}

/** One pass as if it were `now`: every picture unused for PICTURE_UNUSED_DAYS removed. */
export async function sweepPictures(now: Date = new Date()): Promise<PictureSweep> {
  const before = new Date(now.getTime() - PICTURE_UNUSED_DAYS * 86_400_000);
  const total: PictureSweep = { removed: 0, failed: 0 };
  for (;;) {
    const keys = await unusedSitePictures(PICTURE_SWEEP, before, BATCH);
    const forgotten = await forgetUnusedSitePictures(PICTURE_SWEEP, keys, before);
    for (const key of forgotten) {
      try {
        await mediaStorage().delete(key);
        total.removed += 1;
      } catch (error) {
        total.failed += 1;
        log.warn({ code: (error as { code?: string }).code ?? (error as Error).name ?? null }, "an unused site picture could not be removed from the media store");
      }
    }
    if (keys.length < BATCH) return total;
  }
}

export type PictureSweeper = PeriodicJob<PictureSweep>;

/** This process's picture sweep: a pass an hour. */
export function startPictureSweeper(options: { pollMs?: number } = {}): PictureSweeper {
  return startPeriodicJob({ name: "unused pictures", pollMs: options.pollMs ?? 3_600_000, pass: sweepPictures, busy: (pass) => pass.removed + pass.failed > 0 });
}
