/**
 * An uploaded car photo made fit to serve, with sharp: its format read from its bytes (JPEG, PNG, WebP, or HEIC/AVIF
 * where this build of libvips decodes it), its size checked from the header before any pixel is decoded (a
 * decompression bomb is refused by its declared size, and decoding is bounded by `limitInputPixels` as well), turned
 * upright by its EXIF orientation, then written without any metadata (no EXIF, no GPS position, no camera serial, no
 * ICC profile: sharp writes none unless asked) as WebP at the widths the pages use (`PHOTO_FULL_WIDTH`,
 * `PHOTO_THUMB_WIDTH`). Its name is a hash of the full picture written, so a changed photo is a new URL.
 *
 * A refusal names the file and says why, with the HTTP status it deserves: 413 too large, 415 not a picture read
 * here, 422 too small. Nothing is stored here: the caller stores the result once every file of a request passed.
 * A site's logo (`processLogo`, issue 36) passes the same checks with its own bounds and is written once, smaller.
 */
import "server-only";
import { createHash } from "node:crypto";
import pLimit from "p-limit";
import sharp, { type Metadata, type OutputInfo } from "sharp";
import {
  isPhotoFormat,
  PHOTO_FORMATS_LABEL,
  PHOTO_FULL_WIDTH,
  PHOTO_MAX_PIXELS,
  PHOTO_THUMB_WIDTH,
  photoBytesProblem,
  photoFileLabel,
  photoPixelProblem,
  photoSizeProblem,
} from "@/domain/console/photos";
import { LOGO_MAX_HEIGHT, LOGO_MAX_WIDTH, logoBytesProblem, logoSizeProblem } from "@/domain/console/site-logo";
import { PICTURE_MAX_HEIGHT, PICTURE_MAX_WIDTH, pictureBytesProblem, pictureSizeProblem } from "@/domain/console/site-picture";

export interface ProcessedPhoto {
  /** The content hash its names carry (20 hex digits). */
  hash: string;
  full: { bytes: Uint8Array; width: number; height: number };
  thumb: { bytes: Uint8Array; width: number; height: number };
}

export interface PhotoRefusal {
  status: 413 | 415 | 422;
  /** The file's name as the message quotes it. */
  file: string;
  /** The whole message, starting with the file's name. */
  message: string;
}

export type PhotoResult = { ok: true; photo: ProcessedPhoto } | { ok: false; refusal: PhotoRefusal };

/** Photos decoded at once in this process (libvips uses several threads for each). */
const decoding = pLimit(2);

const WEBP = { quality: 82, effort: 4 } as const;

const HEIC_UNREADABLE = "is a HEIC photo this server cannot decode (its HEVC codec is not built in); export it as JPEG (on an iPhone: Settings, Camera, Formats, Most Compatible) and upload that";

/** Whether the bytes start as an HEIF file of HEVC pictures (an `ftyp` box of a HEIC brand), which libvips may not read. */
function isHevcHeic(bytes: Uint8Array): boolean {
  if (bytes.byteLength < 12) return false;
  const text = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  return text(4, 8) === "ftyp" && ["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1"].includes(text(8, 12));
}

const refuse = (status: PhotoRefusal["status"], file: string, why: string): PhotoResult => ({ ok: false, refusal: { status, file, message: `${file} ${why}` } });

/** Photos waiting for their turn before further ones are refused (each holds its upload's bytes meanwhile). */
const QUEUED_MAX = 24;

/** Too many photos are being read in this process: the upload is refused whole, to be tried again shortly. */
export class PhotoPipelineBusyError extends Error {
  override name = "PhotoPipelineBusyError";
}

/**
 * Reads and rewrites one uploaded photo (see the module's comment). `name` is the file's name as the browser sent it.
 * Throws PhotoPipelineBusyError when QUEUED_MAX photos are already waiting.
 */
export function processPhoto(bytes: Uint8Array, name: string): Promise<PhotoResult> {
  if (decoding.pendingCount >= QUEUED_MAX) return Promise.reject(new PhotoPipelineBusyError("too many photos are being read"));
  return decoding(() => process(bytes, photoFileLabel(name)));
}

/** How every uploaded picture is decoded: at most PHOTO_MAX_PIXELS, a damaged file an error, read once front to back. */
const INPUT = { limitInputPixels: PHOTO_MAX_PIXELS, failOn: "error", sequentialRead: true } as const;

/** What a picture's checks need: its bytes' limit and its smallest size (a photo's, a logo's). */
interface PictureRules {
  bytesProblem(bytes: number): string | null;
  sizeProblem(width: number, height: number): string | null;
}

type Checked = { ok: true; metadata: Metadata } | { ok: false; refusal: PhotoRefusal };

/** The checks every uploaded picture passes before a pixel is decoded: its bytes, its format and its size. */
async function checkPicture(bytes: Uint8Array, file: string, rules: PictureRules): Promise<Checked> {
  const bytesProblem = rules.bytesProblem(bytes.byteLength);
  if (bytesProblem) return refuse(bytes.byteLength === 0 ? 422 : 413, file, bytesProblem) as Checked;
  let metadata: Metadata;
  try {
    // The header only (no pixel is decoded), without the pixel limit, so a bomb is refused with the size it claims.
    metadata = await sharp(bytes, { ...INPUT, limitInputPixels: false }).metadata();
  } catch {
    if (isHevcHeic(bytes)) return refuse(415, file, HEIC_UNREADABLE) as Checked;
    return refuse(415, file, `is not a ${PHOTO_FORMATS_LABEL} image`) as Checked;
  }
  if (!isPhotoFormat(metadata.format)) return refuse(415, file, `is not a ${PHOTO_FORMATS_LABEL} image${metadata.format ? ` (it is ${String(metadata.format).toUpperCase()})` : ""}`) as Checked;
  const pixelProblem = photoPixelProblem(metadata.width, metadata.height);
  if (pixelProblem) return refuse(413, file, pixelProblem) as Checked;
  const upright = metadata.autoOrient ?? { width: metadata.width, height: metadata.height };
  const sizeProblem = rules.sizeProblem(upright.width, upright.height);
  if (sizeProblem) return refuse(422, file, sizeProblem) as Checked;
  return { ok: true, metadata };
}

async function process(bytes: Uint8Array, file: string): Promise<PhotoResult> {
  const checked = await checkPicture(bytes, file, { bytesProblem: photoBytesProblem, sizeProblem: photoSizeProblem });
  if (!checked.ok) return checked;
  const { metadata } = checked;
  const input = INPUT;

  let full: { data: Buffer; info: OutputInfo };
  try {
    full = await sharp(bytes, input)
      .autoOrient()
      .resize({ width: PHOTO_FULL_WIDTH, height: PHOTO_FULL_WIDTH, fit: "inside", withoutEnlargement: true })
      .webp(WEBP)
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    const text = error instanceof Error ? error.message : "";
    if (/pixel limit/i.test(text)) return refuse(413, file, `is larger than ${PHOTO_MAX_PIXELS / 1_000_000} megapixels`);
    if (metadata.format === "heif") return refuse(415, file, HEIC_UNREADABLE);
    return refuse(415, file, `could not be read as a ${PHOTO_FORMATS_LABEL} image (it may be damaged or cut short)`);
  }
  const thumb = await sharp(full.data).resize({ width: PHOTO_THUMB_WIDTH, withoutEnlargement: true }).webp(WEBP).toBuffer({ resolveWithObject: true });
  const hash = createHash("sha256").update(full.data).digest("hex").slice(0, 20);
  return {
    ok: true,
    photo: {
      hash,
      full: { bytes: new Uint8Array(full.data), width: full.info.width, height: full.info.height },
      thumb: { bytes: new Uint8Array(thumb.data), width: thumb.info.width, height: thumb.info.height },
    },
  };
}

/** A still picture as stored: one WebP inside its box (a logo, a site picture). */
export interface ProcessedStill {
  hash: string;
  bytes: Uint8Array;
  width: number;
  height: number;
}

export type ProcessedLogo = ProcessedStill;

export type LogoResult = { ok: true; logo: ProcessedLogo } | { ok: false; refusal: PhotoRefusal };
export type StillResult = { ok: true; still: ProcessedStill } | { ok: false; refusal: PhotoRefusal };

/**
 * Reads and rewrites one uploaded still picture with the photos' checks (its format from its bytes, its size from its
 * header, the pixel limit, upright by its EXIF orientation) and the picture's own `rules`: written as WebP (its
 * transparency kept) inside `box`, never enlarged, with no metadata. Throws PhotoPipelineBusyError like `processPhoto`.
 */
function processStill(bytes: Uint8Array, name: string, rules: PictureRules, box: { width: number; height: number }): Promise<StillResult> {
  if (decoding.pendingCount >= QUEUED_MAX) return Promise.reject(new PhotoPipelineBusyError("too many pictures are being read"));
  return decoding(async (): Promise<StillResult> => {
    const file = photoFileLabel(name);
    const checked = await checkPicture(bytes, file, rules);
    if (!checked.ok) return checked;
    let out: { data: Buffer; info: OutputInfo };
    try {
      out = await sharp(bytes, INPUT)
        .autoOrient()
        .resize({ width: box.width, height: box.height, fit: "inside", withoutEnlargement: true })
        .webp({ ...WEBP, alphaQuality: 100 })
        .toBuffer({ resolveWithObject: true });
    } catch {
      return refuse(415, file, `could not be read as a ${PHOTO_FORMATS_LABEL} image (it may be damaged or cut short)`) as StillResult;
    }
    const hash = createHash("sha256").update(out.data).digest("hex").slice(0, 20);
    return { ok: true, still: { hash, bytes: new Uint8Array(out.data), width: out.info.width, height: out.info.height } };
  });
}

/** A site's logo (`logoBytesProblem`, `logoSizeProblem`, inside LOGO_MAX_WIDTH × LOGO_MAX_HEIGHT): see `processStill`. */
export async function processLogo(bytes: Uint8Array, name: string): Promise<LogoResult> {
  const result = await processStill(bytes, name, { bytesProblem: logoBytesProblem, sizeProblem: logoSizeProblem }, { width: LOGO_MAX_WIDTH, height: LOGO_MAX_HEIGHT });
  return result.ok ? { ok: true, logo: result.still } : result;
}

/** An offer's or promo's picture (`pictureBytesProblem`, `pictureSizeProblem`, inside PICTURE_MAX_WIDTH × PICTURE_MAX_HEIGHT): see `processStill`. */
export function processSitePicture(bytes: Uint8Array, name: string): Promise<StillResult> {
  return processStill(bytes, name, { bytesProblem: pictureBytesProblem, sizeProblem: pictureSizeProblem }, { width: PICTURE_MAX_WIDTH, height: PICTURE_MAX_HEIGHT });
}
