/**
 * The rules every one-picture upload of a site shares (its logo, an offer's or promo's picture): its smallest size
 * either way up, its file's bytes, and its stored name under the site (`s/{siteId}/{kind}-{hash}-{width}.webp`, new
 * whenever its content changes). Each kind gives its own bounds (src/domain/console/site-logo.ts, site-picture.ts).
 */
import { mediaKeyProblem } from "./photos";

export interface StillPictureBounds {
  /** What the messages call it: "logo", "picture". */
  what: string;
  minLongSide: number;
  minShortSide: number;
  maxFileBytes: number;
}

/** Why a picture of these (upright) dimensions is refused under `bounds`, or null. */
export function stillSizeProblem(bounds: StillPictureBounds, width: number, height: number): string | null {
  const long = Math.max(width, height);
  const short = Math.min(width, height);
  if (long >= bounds.minLongSide && short >= bounds.minShortSide) return null;
  return `is ${width} × ${height} pixels; a ${bounds.what} must be at least ${bounds.minLongSide} pixels on its long side and ${bounds.minShortSide} on its short side`;
}

/** Why a file of this many bytes is refused under `bounds`, or null. */
export function stillBytesProblem(bounds: StillPictureBounds, bytes: number): string | null {
  if (bytes === 0) return "is empty";
  if (bytes > bounds.maxFileBytes) return `is ${(bytes / (1024 * 1024)).toFixed(1)} MB; a ${bounds.what} may be at most ${bounds.maxFileBytes / (1024 * 1024)} MB`;
  return null;
}

export type StillPictureKind = "logo" | "picture";

const STILL_KEY = /^s\/([1-9][0-9]{0,9})\/(logo|picture)-([0-9a-f]{20})-([1-9][0-9]{1,3})\.webp$/;

/** A site picture's storage key: `s/{siteId}/{kind}-{hash}-{width}.webp`. */
export function siteStillKey(kind: StillPictureKind, siteId: number, hash: string, width: number): string {
  if (!Number.isInteger(siteId) || siteId < 1) throw new Error(`${kind}Key: a site id is a positive integer`);
  const key = `s/${siteId}/${kind}-${hash}-${width}.webp`;
  if (!STILL_KEY.test(key) || mediaKeyProblem(key) !== null) throw new Error(`${kind}Key: the hash is 20 hex digits and the width 10 to 9999`);
  return key;
}

/** The site a key of this kind belongs to, or null when it is not one `siteStillKey` writes for the kind. */
export function siteOfStillKey(kind: StillPictureKind, key: string): number | null {
  const match = STILL_KEY.exec(key);
  return match && match[2] === kind ? Number(match[1]) : null;
}
