import "server-only";
import type { PhotosSaved, SavedPhoto } from "@/contracts/console/photos";
import {
  PHOTO_MAX_FILES_PER_UPLOAD,
  photoFileLabel,
  photoIds,
  photoKey,
  photoKeyOfUrl,
  parsePhotoKey,
  UPLOADED_MEDIA_PREFIX,
  withCoverPhoto,
  withoutPhoto,
  withPhotosAdded,
  withPhotosOrdered,
} from "@/domain/console/photos";
import { mediaStorage, STORAGE_FULL_MESSAGE, storageFull } from "@/server/adapters/storage";
import { changeVehiclePhotos, vehiclePhotosOfStaff, type PhotoAction, type PhotoListEdit } from "@/server/data/vehicle-photos";
import type { ImageRef } from "@/server/db/json-types";
import { logger } from "@/server/logger";
import { PhotoPipelineBusyError, processPhoto, type PhotoRefusal } from "@/server/media/photo-pipeline";
import { NOT_FOUND, refused, type ConsoleOutcome, type ConsoleRefusal } from "./outcome";
import type { ConsoleStaff } from "./staff-session";

/**
 * A car's photos in the console (issue 35): upload (several files at once), reorder, make cover, delete; managers and
 * owners of the car's dealership only (sales are refused, another dealership's car is the console's 404).
 *
 * An upload is all or nothing: every file is read and rewritten first (src/server/media/photo-pipeline.ts), and one
 * refused file refuses the request, naming it, with nothing stored. Then the new pictures are written to the media
 * store (src/server/adapters/storage.ts) under names made from their content, and the list changes in one
 * transaction (src/server/data/vehicle-photos.ts); if that fails, the pictures just written are removed again. A
 * deleted photo's files are removed once its list has changed. Every change reaches shoppers by the stock-change
 * notification of the car's UPDATE (search, vehicle page, cached pages).
 */

const log = logger.child({ component: "console-photos" });

/** A file as the upload's form sent it. */
export interface UploadedPhotoFile {
  name: string;
  bytes: Uint8Array;
}

/** The photos as the page and the actions' answers show them. */
export function photoViews(images: readonly ImageRef[]): SavedPhoto[] {
  const ids = photoIds(images);
  return images.map((image, i) => ({ id: ids[i]!, url: image.url, thumbUrl: image.thumbUrl, width: image.width, height: image.height, uploaded: image.url.startsWith(UPLOADED_MEDIA_PREFIX) }));
}

const FILE_REFUSAL: Record<PhotoRefusal["status"], ConsoleRefusal["kind"]> = { 413: "too_large", 415: "unsupported", 422: "unprocessable" };

const FORBIDDEN = refused({ kind: "forbidden", message: "Only a manager or owner of this dealership can change its photos" });

/** The keys of an uploaded picture's two files that belong to this car (none for the feed's and the demo's pictures). */
function ownKeys(vehicleId: number, image: ImageRef): string[] {
  return [image.url, image.thumbUrl].map(photoKeyOfUrl).filter((key): key is string => key !== null && parsePhotoKey(key)?.vehicleId === vehicleId);
}

async function removeQuietly(keys: readonly string[]): Promise<void> {
  const results = await Promise.allSettled(keys.map((key) => mediaStorage().delete(key)));
  const failed = results.filter((r) => r.status === "rejected").length;
  if (failed > 0) log.warn({ failed }, "photo files could not be removed from the media store");
}

/** Adds the files to the car's photos, after the ones it has (see the module's comment). */
export async function uploadPhotos(staff: ConsoleStaff, vehicleId: number, files: readonly UploadedPhotoFile[], now: Date): Promise<ConsoleOutcome<PhotosSaved>> {
  const car = await vehiclePhotosOfStaff(staff.scope, vehicleId);
  if (!car) return NOT_FOUND;
  if (!car.managed) return FORBIDDEN;
  if (files.length === 0) return refused({ kind: "invalid", field: "files", message: "choose at least one photo to upload" });
  if (files.length > PHOTO_MAX_FILES_PER_UPLOAD) return refused({ kind: "invalid", field: "files", message: `upload at most ${PHOTO_MAX_FILES_PER_UPLOAD} photos at a time (${files.length} were sent)` });

  // Every file read first: one refused, the whole upload refused (every refused file named), nothing stored.
  const results = [];
  try {
    for (const file of files) results.push(await processPhoto(file.bytes, file.name));
  } catch (error) {
    if (error instanceof PhotoPipelineBusyError) return refused({ kind: "unavailable", message: "Many photos are being uploaded just now, so nothing was uploaded; please try again in a minute" });
    throw error;
  }
  const refusals = results.flatMap((r, i) => (r.ok ? [] : [{ index: i, refusal: r.refusal }]));
  const first = refusals[0];
  if (first) {
    const others = refusals.length > 1 ? `; ${refusals.slice(1).map((r) => r.refusal.message).join("; ")}` : "";
    return refused({ kind: FILE_REFUSAL[first.refusal.status], field: `files.${first.index}`, message: `${first.refusal.message}${others}. Nothing was uploaded.` });
  }

  const added: ImageRef[] = [];
  const names = new Map<string, string>();
  const uploads: Array<{ key: string; bytes: Uint8Array }> = [];
  const present = new Set(photoIds(car.images));
  results.forEach((result, i) => {
    if (!result.ok) return;
    const { hash, full, thumb } = result.photo;
    const fullKey = photoKey(vehicleId, hash, full.width);
    const thumbKey = photoKey(vehicleId, hash, thumb.width);
    added.push({ id: hash, url: `${UPLOADED_MEDIA_PREFIX}${fullKey}`, thumbUrl: `${UPLOADED_MEDIA_PREFIX}${thumbKey}`, width: full.width, height: full.height });
    if (!names.has(hash)) names.set(hash, photoFileLabel(files[i]!.name));
    if (!present.has(hash) && !uploads.some((u) => u.key === fullKey)) uploads.push({ key: fullKey, bytes: full.bytes }, { key: thumbKey, bytes: thumb.bytes });
  });

  const stored: string[] = [];
  try {
    for (const upload of uploads) {
      await mediaStorage().put(upload.key, upload.bytes, "image/webp");
      stored.push(upload.key);
    }
  } catch (error) {
    log.error({ code: (error as { code?: string; name?: string }).code ?? (error as Error).name ?? null }, storageFull(error) ? "the media store is full: photos were not written" : "photos could not be written to the media store");
    await removeQuietly(stored);
    if (storageFull(error)) return refused({ kind: "storage_full", field: "files", message: STORAGE_FULL_MESSAGE });
    return refused({ kind: "unavailable", message: "The photos could not be stored just now, so nothing was uploaded; please try again" });
  }

  /** The files written for photos that are not on the car after all (its list as it is now). */
  const removeUnused = async () => {
    const now = await vehiclePhotosOfStaff(staff.scope, vehicleId).catch(() => null);
    const kept = new Set((now?.images ?? []).flatMap((image) => [image.url, image.thumbUrl]));
    await removeQuietly(stored.filter((key) => !kept.has(`${UPLOADED_MEDIA_PREFIX}${key}`)));
  };
  let skipped: string[] = [];
  const edit: PhotoListEdit = (images) => {
    const result = withPhotosAdded(images, added);
    if (result.ok) skipped = result.skipped ?? [];
    return result;
  };
  let outcome: Awaited<ReturnType<typeof changeVehiclePhotos>>;
  try {
    outcome = await changeVehiclePhotos(staff.scope, vehicleId, "upload", edit, now);
  } catch (error) {
    await removeUnused();
    throw error;
  }
  if (!outcome.ok) {
    await removeUnused();
    return outcome.kind === "not_found" ? NOT_FOUND : refused(outcome);
  }
  const alreadyThere = [...new Set(skipped)].map((hash) => names.get(hash) ?? "a photo");
  return { ok: true, value: { vehicleId, photos: photoViews(outcome.value.images), changed: outcome.value.changed, ...(alreadyThere.length > 0 ? { alreadyThere } : {}) } };
}

async function changeList(staff: ConsoleStaff, vehicleId: number, action: PhotoAction, edit: PhotoListEdit, now: Date): Promise<{ outcome: ConsoleOutcome<PhotosSaved>; before: ImageRef[] }> {
  const result = await changeVehiclePhotos(staff.scope, vehicleId, action, edit, now);
  if (!result.ok) return { outcome: result.kind === "not_found" ? NOT_FOUND : refused(result), before: [] };
  return { outcome: { ok: true, value: { vehicleId, photos: photoViews(result.value.images), changed: result.value.changed } }, before: result.value.before };
}

/** Puts the car's photos in the order given (every photo's id once). */
export async function reorderPhotos(staff: ConsoleStaff, vehicleId: number, order: readonly string[], now: Date): Promise<ConsoleOutcome<PhotosSaved>> {
  return (await changeList(staff, vehicleId, "reorder", (images) => withPhotosOrdered(images, order), now)).outcome;
}

/** Makes a photo the cover (the first: the card's picture, the vehicle page's first). */
export async function setCoverPhoto(staff: ConsoleStaff, vehicleId: number, photoId: string, now: Date): Promise<ConsoleOutcome<PhotosSaved>> {
  return (await changeList(staff, vehicleId, "cover", (images) => withCoverPhoto(images, photoId), now)).outcome;
}

/** Deletes a photo; an uploaded one's files are removed from the media store once the list no longer names them. */
export async function deletePhoto(staff: ConsoleStaff, vehicleId: number, photoId: string, now: Date): Promise<ConsoleOutcome<PhotosSaved>> {
  const { outcome, before } = await changeList(staff, vehicleId, "delete", (images) => withoutPhoto(images, photoId), now);
  if (outcome.ok && outcome.value.changed) {
    const kept = new Set(outcome.value.photos.flatMap((p) => [p.url, p.thumbUrl]));
    const gone = before.flatMap((image) => ownKeys(vehicleId, image)).filter((key) => !kept.has(`${UPLOADED_MEDIA_PREFIX}${key}`));
    await removeQuietly(gone);
  }
  return outcome;
}
