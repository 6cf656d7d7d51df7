/**
 * A picture a site's staff upload for its content (issue 36): an offer's or a promo card's picture. It is read and
 * rewritten by the photos' pipeline (src/server/media/photo-pipeline.ts `processSitePicture`: its format from its
 * bytes, its size from its header before any pixel is decoded, written again as WebP without any metadata), stored
 * through the media storage adapter under a name made from its content, and its address (`/media/u/s/{site}/…`) is
 * put in the form's picture field, which the offer's or promo's own save then keeps.
 */
import { siteOfStillKey, siteStillKey, stillBytesProblem, stillSizeProblem, type StillPictureBounds } from "./still-picture";

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

const PICTURE: StillPictureBounds = { what: "picture", minLongSide: PICTURE_MIN_LONG_SIDE, minShortSide: PICTURE_MIN_SHORT_SIDE, maxFileBytes: PICTURE_MAX_FILE_BYTES };

/** Why a picture of these (upright) dimensions is refused, or null. */
export const pictureSizeProblem = (width: number, height: number): string | null => stillSizeProblem(PICTURE, width, height);

/** Why a picture file of this many bytes is refused, or null. */
export const pictureBytesProblem = (bytes: number): string | null => stillBytesProblem(PICTURE, bytes);

/** A site picture's storage key: `s/{siteId}/picture-{hash}-{width}.webp`, new whenever its content changes. */
export const pictureKey = (siteId: number, hash: string, width: number): string => siteStillKey("picture", siteId, hash, width);

/** The site a picture's key belongs to, or null when it is not one `pictureKey` writes. */
export const siteOfPictureKey = (key: string): number | null => siteOfStillKey("picture", key);

/**
 * What one site may keep of uploaded pictures: 300 of them and 300 MB (a stored picture is WebP inside 1600 × 1200,
 * usually 100 to 400 KB, so a site with dozens of offers and promos, each changed a few times, is far inside it).
 * Pictures no offer or promo names are removed after PICTURE_UNUSED_DAYS, which frees their room.
 */
export const SITE_PICTURE_QUOTA = { pictures: 300, bytes: 300 * 1024 * 1024 } as const;

/** How long an uploaded picture that no offer or promo names is kept: an editor left open for days can still save it. */
export const PICTURE_UNUSED_DAYS = 7;

export interface SitePictureUsage {
  pictures: number;
  bytes: number;
}

/**
 * Why a site holding `usage` may not store one more picture of `adding` bytes (null when it may; `adding` unknown
 * before the picture is processed is 0, which checks the count alone).
 */
export function pictureQuotaProblem(usage: SitePictureUsage, adding: number): string | null {
  if (usage.pictures >= SITE_PICTURE_QUOTA.pictures) {
    return `This site already keeps ${SITE_PICTURE_QUOTA.pictures} uploaded pictures, as many as it may; pictures no offer or promo uses are removed after ${PICTURE_UNUSED_DAYS} days`;
  }
  if (usage.bytes + adding > SITE_PICTURE_QUOTA.bytes) {
    return `This site's uploaded pictures would pass the ${SITE_PICTURE_QUOTA.bytes / (1024 * 1024)} MB it may keep; pictures no offer or promo uses are removed after ${PICTURE_UNUSED_DAYS} days`;
  }
  return null;
}
