/**
 * A site's uploaded logo (issue 36): what an upload must be and how the stored picture is named. The picture is read
 * and rewritten by the photos' pipeline (src/server/media/photo-pipeline.ts `processLogo`: its format from its bytes,
 * its size from its header before any pixel is decoded, written again as WebP without any metadata), kept in the
 * site's draft as `theme.logoUrl` and shown in the shopper's header once published.
 */
import { mediaKeyProblem } from "./photos";

/** The smallest logo accepted: 120 pixels on its long side and 32 on its short one (the header draws it 36 px high). */
export const LOGO_MIN_LONG_SIDE = 120;
export const LOGO_MIN_SHORT_SIDE = 32;

/** A logo's file at most (a logo is a small picture; a photo may be 20 MB). */
export const LOGO_MAX_FILE_BYTES = 5 * 1024 * 1024;

/** The box the stored logo fits in (the header's 200 × 40 CSS pixels at 4x), never enlarged. */
export const LOGO_MAX_WIDTH = 800;
export const LOGO_MAX_HEIGHT = 200;

/** The form field the upload sends the file in. */
export const LOGO_UPLOAD_FIELD = "logo";

/** Why a logo of these (upright) dimensions is refused, or null. */
export function logoSizeProblem(width: number, height: number): string | null {
  const long = Math.max(width, height);
  const short = Math.min(width, height);
  if (long >= LOGO_MIN_LONG_SIDE && short >= LOGO_MIN_SHORT_SIDE) return null;
  return `is ${width} × ${height} pixels; a logo must be at least ${LOGO_MIN_LONG_SIDE} pixels on its long side and ${LOGO_MIN_SHORT_SIDE} on its short side`;
}

/** Why a logo file of this many bytes is refused, or null. */
export function logoBytesProblem(bytes: number): string | null {
  if (bytes === 0) return "is empty";
  if (bytes > LOGO_MAX_FILE_BYTES) return `is ${(bytes / (1024 * 1024)).toFixed(1)} MB; a logo may be at most ${LOGO_MAX_FILE_BYTES / (1024 * 1024)} MB`;
  return null;
}

const LOGO_KEY = /^s\/([1-9][0-9]{0,9})\/logo-([0-9a-f]{20})-([1-9][0-9]{1,3})\.webp$/;

/** A logo's storage key: `s/{siteId}/logo-{hash}-{width}.webp`, new whenever its content changes. */
export function logoKey(siteId: number, hash: string, width: number): string {
  if (!Number.isInteger(siteId) || siteId < 1) throw new Error("logoKey: a site id is a positive integer");
  const key = `s/${siteId}/logo-${hash}-${width}.webp`;
  if (!LOGO_KEY.test(key) || mediaKeyProblem(key) !== null) throw new Error("logoKey: the hash is 20 hex digits and the width 10 to 9999");
  return key;
}

/** The site a logo's key belongs to, or null when it is not one `logoKey` writes. */
export function siteOfLogoKey(key: string): number | null {
  const match = LOGO_KEY.exec(key);
  return match ? Number(match[1]) : null;
}
