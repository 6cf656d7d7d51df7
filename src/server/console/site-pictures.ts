import "server-only";
import { UPLOADED_MEDIA_PREFIX } from "@/domain/console/photos";
import { PICTURE_UPLOAD_FIELD, pictureKey, pictureQuotaProblem } from "@/domain/console/site-picture";
import { mediaStorage, STORAGE_FULL_MESSAGE, storageFull } from "@/server/adapters/storage";
import { forgetSitePicture, recordSitePicture, sitePictureKept, sitePictureUsage } from "@/server/data/site-pictures";
import { logger } from "@/server/logger";
import { PhotoPipelineBusyError, processSitePicture } from "@/server/media/photo-pipeline";
import { NOT_FOUND, refused, type ConsoleOutcome, type ConsoleRefusal } from "./outcome";
import { editableSite } from "./site-settings";
import type { ConsoleStaff } from "./staff-session";

/**
 * A picture for a site's offer or promo card, uploaded in the console (issue 36, "offers and promos"): read and
 * rewritten by the photos' pipeline (`processSitePicture`: the format from its bytes, its size checked before a pixel
 * is decoded, written again as WebP with no metadata, inside 1600 × 1200), stored through the media storage adapter
 * under a name made from its content (`s/{site}/picture-{hash}-{width}.webp`). The answer is the picture's address,
 * which the editor puts in the form's picture field: nothing a shopper sees changes until the offer or promo is saved
 * (that save checks the member's right to the offer and writes its audit entry). Owners and managers of the site may
 * upload; sales are refused (403) and another group's staff get the console's 404, before anything is read. A site
 * keeps at most SITE_PICTURE_QUOTA (a 413 naming the field past it, checked by count before the picture is decoded and
 * by bytes after); each stored picture is recorded before it is written, so the sweep (picture-sweeper.ts) finds every
 * one that nothing names.
 */

const log = logger.child({ component: "console-site-picture" });

const FILE_REFUSAL: Record<413 | 415 | 422, ConsoleRefusal["kind"]> = { 413: "too_large", 415: "unsupported", 422: "unprocessable" };

export interface SitePictureSaved {
  url: string;
  width: number;
  height: number;
}

export async function uploadSitePicture(staff: ConsoleStaff, siteId: number, upload: { name: string; bytes: Uint8Array }): Promise<ConsoleOutcome<SitePictureSaved>> {
  const found = await editableSite(staff, siteId);
  if (!found) {
    if (staff.scope.siteIds.includes(siteId)) return refused({ kind: "forbidden", field: PICTURE_UPLOAD_FIELD, message: "Only a manager or owner of this site's dealerships can upload its pictures" });
    return NOT_FOUND;
  }
  const usage = await sitePictureUsage(staff.scope, siteId);
  const full = pictureQuotaProblem(usage, 0);
  if (full) return refused({ kind: "too_large", field: PICTURE_UPLOAD_FIELD, message: `${full}. Nothing was uploaded.` });
  let result: Awaited<ReturnType<typeof processSitePicture>>;
  try {
    result = await processSitePicture(upload.bytes, upload.name);
  } catch (error) {
    if (error instanceof PhotoPipelineBusyError) return refused({ kind: "unavailable", message: "Many pictures are being uploaded just now, so this one was not; please try again in a minute" });
    throw error;
  }
  if (!result.ok) return refused({ kind: FILE_REFUSAL[result.refusal.status], field: PICTURE_UPLOAD_FIELD, message: `${result.refusal.message}. Nothing was uploaded.` });
  const key = pictureKey(siteId, result.still.hash, result.still.width);
  // The same picture again takes no more room; a new one must fit in what the site may keep.
  const kept = await sitePictureKept(staff.scope, siteId, key);
  const over = kept ? null : pictureQuotaProblem(usage, result.still.bytes.byteLength);
  if (over) return refused({ kind: "too_large", field: PICTURE_UPLOAD_FIELD, message: `${over}. Nothing was uploaded.` });
  await recordSitePicture(staff.scope, siteId, key, result.still.bytes.byteLength);
  try {
    await mediaStorage().put(key, result.still.bytes, "image/webp");
  } catch (error) {
    if (!kept) await forgetSitePicture(staff.scope, siteId, key).catch(() => undefined);
    log.error({ code: (error as { code?: string }).code ?? (error as Error).name ?? null }, storageFull(error) ? "the media store is full: a site picture was not written" : "a site picture could not be written to the media store");
    if (storageFull(error)) return refused({ kind: "storage_full", field: PICTURE_UPLOAD_FIELD, message: `${STORAGE_FULL_MESSAGE}. Nothing was uploaded.` });
    return refused({ kind: "unavailable", message: "The picture could not be stored just now; please try again" });
  }
  return { ok: true, value: { url: `${UPLOADED_MEDIA_PREFIX}${key}`, width: result.still.width, height: result.still.height } };
}
