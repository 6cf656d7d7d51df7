/**
 * A car's photo manager (`/console/stock/{id}`) and its actions share these: the upload's form field and limits
 * (`POST /console/api/stock/{id}/photos`, multipart/form-data), and the JSON bodies of reorder
 * (`.../photos/order`), make cover (`.../photos/cover`) and delete (`.../photos/delete`), with the answer all four give.
 */
import "@/lib/zod-jitless";
import { z } from "zod";
import { PHOTO_MAX_FILE_BYTES, PHOTO_MAX_FILES_PER_UPLOAD, PHOTOS_PER_CAR_MAX } from "@/domain/console/photos";

/** The multipart field each file is sent in. */
export const PHOTO_UPLOAD_FIELD = "files";

/**
 * One upload request's whole body at most: its files (each at most PHOTO_MAX_FILE_BYTES, at most
 * PHOTO_MAX_FILES_PER_UPLOAD) and the multipart framing. The front door holds no more than this (BODY_LIMITS).
 */
export const PHOTO_UPLOAD_MAX_BYTES = 2 * PHOTO_MAX_FILE_BYTES + 1024 * 1024;

export { PHOTO_MAX_FILE_BYTES, PHOTO_MAX_FILES_PER_UPLOAD };

/** A photo's id as `photoIds` writes it: an upload's hash, or `u` and a URL's hash, perhaps numbered. */
const photoId = z.string({ error: "must be a photo's id" }).regex(/^(?:[0-9a-f]{20}|u[0-9a-f]{8})(?:-[1-9][0-9]{0,2})?$/, "must be a photo's id");

export const photoOrderSchema = z.strictObject({
  order: z.array(photoId, { error: "must be the list of the car's photo ids" }).max(PHOTOS_PER_CAR_MAX, `must list at most ${PHOTOS_PER_CAR_MAX} photos`),
});
export type PhotoOrder = z.infer<typeof photoOrderSchema>;

export const photoPickSchema = z.strictObject({ photoId });
export type PhotoPick = z.infer<typeof photoPickSchema>;

/** One photo as an answer lists it (the shape of the page's `StockPhotoView`, which contracts may not import). */
export interface SavedPhoto {
  id: string;
  url: string;
  thumbUrl: string;
  width: number;
  height: number;
  uploaded: boolean;
}

/** The answer of every photo action: the car's photos as they now are. */
export interface PhotosSaved {
  vehicleId: number;
  photos: SavedPhoto[];
  /** Whether anything was written (an upload of photos the car already has, or the same order, writes nothing). */
  changed: boolean;
  /** The files of an upload left out because the car already had that photo, by name. */
  alreadyThere?: string[];
}
