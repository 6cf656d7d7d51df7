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
