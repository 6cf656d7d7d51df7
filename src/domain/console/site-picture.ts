/**
 * A picture a site's staff upload for its content (issue 36): an offer's or a promo card's picture. It is read and
 * rewritten by the photos' pipeline (src/server/media/photo-pipeline.ts `processSitePicture`: its format from its
 * bytes, its size from its header before any pixel is decoded, written again as WebP without any metadata), stored
 * through the media storage adapter under a name made from its content, and its address (`/media/u/s/{site}/…`) is
 * put in the form's picture field, which the offer's or promo's own save then keeps.
 */
import { mediaKeyProblem } from "./photos";

/** The smallest picture accepted: 400 pixels on its long side and 200 on its short one (a card is about 400 px wide). */
export const PICTURE_MIN_LONG_SIDE = 400;
export const PICTURE_MIN_SHORT_SIDE = 200;

/** A picture's file at most. */
export const PICTURE_MAX_FILE_BYTES = 10 * 1024 * 1024;

/** The box the stored picture fits in (an offer's banner at 2x), never enlarged. */
export const PICTURE_MAX_WIDTH = 1600;
export const PICTURE_MAX_HEIGHT = 1200;

/** The form field the upload sends the file in. */
export const PICTURE_UPLOAD_FIELD = "picture";

/** Why a picture of these (upright) dimensions is refused, or null. */
export function pictureSizeProblem(width: number, height: number): string | null {
  const long = Math.max(width, height);
  const short = Math.min(width, height);
  if (long >= PICTURE_MIN_LONG_SIDE && short >= PICTURE_MIN_SHORT_SIDE) return null;
  return `is ${width} × ${height} pixels; a picture must be at least ${PICTURE_MIN_LONG_SIDE} pixels on its long side and ${PICTURE_MIN_SHORT_SIDE} on its short side`;
}

/** Why a picture file of this many bytes is refused, or null. */
export function pictureBytesProblem(bytes: number): string | null {
  if (bytes === 0) return "is empty";
  if (bytes > PICTURE_MAX_FILE_BYTES) return `is ${(bytes / (1024 * 1024)).toFixed(1)} MB; a picture may be at most ${PICTURE_MAX_FILE_BYTES / (1024 * 1024)} MB`;
  return null;
}

const PICTURE_KEY = /^s\/([1-9][0-9]{0,9})\/picture-([0-9a-f]{20})-([1-9][0-9]{1,3})\.webp$/;

/** A site picture's storage key: `s/{siteId}/picture-{hash}-{width}.webp`, new whenever its content changes. */
export function pictureKey(siteId: number, hash: string, width: number): string {
  if (!Number.isInteger(siteId) || siteId < 1) throw new Error("pictureKey: a site id is a positive integer");
  const key = `s/${siteId}/picture-${hash}-${width}.webp`;
  if (!PICTURE_KEY.test(key) || mediaKeyProblem(key) !== null) throw new Error("pictureKey: the hash is 20 hex digits and the width 10 to 9999");
  return key;
}

/** The site a picture's key belongs to, or null when it is not one `pictureKey` writes. */
export function siteOfPictureKey(key: string): number | null {
  const match = PICTURE_KEY.exec(key);
  return match ? Number(match[1]) : null;
}
