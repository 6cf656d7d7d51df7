/**
 * A site's uploaded logo (issue 36): what an upload must be and how the stored picture is named. The picture is read
 * and rewritten by the photos' pipeline (src/server/media/photo-pipeline.ts `processLogo`: its format from its bytes,
 * its size from its header before any pixel is decoded, written again as WebP without any metadata), kept in the
 * site's draft as `theme.logoUrl` and shown in the shopper's header once published.
 */
import { siteOfStillKey, siteStillKey, stillBytesProblem, stillSizeProblem, type StillPictureBounds } from "./still-picture";

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

const LOGO: StillPictureBounds = { what: "logo", minLongSide: LOGO_MIN_LONG_SIDE, minShortSide: LOGO_MIN_SHORT_SIDE, maxFileBytes: LOGO_MAX_FILE_BYTES };

/** Why a logo of these (upright) dimensions is refused, or null. */
export const logoSizeProblem = (width: number, height: number): string | null => stillSizeProblem(LOGO, width, height);

/** Why a logo file of this many bytes is refused, or null. */
export const logoBytesProblem = (bytes: number): string | null => stillBytesProblem(LOGO, bytes);

/** A logo's storage key: `s/{siteId}/logo-{hash}-{width}.webp`, new whenever its content changes. */
export const logoKey = (siteId: number, hash: string, width: number): string => siteStillKey("logo", siteId, hash, width);

/** The site a logo's key belongs to, or null when it is not one `logoKey` writes. */
export const siteOfLogoKey = (key: string): number | null => siteOfStillKey("logo", key);
