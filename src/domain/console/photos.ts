/**
 * A car's photos as the console manages them (issue 35): what an upload must be, how a stored photo is named, and
 * the list operations (add, reorder, make cover, delete) on `vehicles.media.images`, each a pure function the data
 * layer applies inside its transaction. The cover is the first photo: the feed, the card and the vehicle page all
 * read `images[0]` (and `primary_image_url`, kept equal to it).
 */

/** The smallest photo accepted, on its long and short side (a landscape 640 × 480, or a portrait 480 × 640). */
export const PHOTO_MIN_LONG_SIDE = 640;
export const PHOTO_MIN_SHORT_SIDE = 480;

/** The most pixels a photo may decode to (a 48-megapixel phone camera fits; a decompression bomb does not). */
export const PHOTO_MAX_PIXELS = 60_000_000;

/** One file's bytes at most, and a request's files at most. */
export const PHOTO_MAX_FILE_BYTES = 20 * 1024 * 1024;
export const PHOTO_MAX_FILES_PER_UPLOAD = 10;

/** The most photos a car keeps (the feed's own cap on imported images is of the same order). */
export const PHOTOS_PER_CAR_MAX = 60;

/**
 * The widths each uploaded photo is written at: the full picture (at most 1920 wide, the optimiser's largest device
 * width, so every `/img/{width}/` the pages ask for is made from it) and the thumbnail strip's picture (the viewer's
 * thumbnails are 120 CSS px, 256 at 2x; 384 leaves room). A smaller original is never enlarged.
 */
export const PHOTO_FULL_WIDTH = 1920;
export const PHOTO_THUMB_WIDTH = 384;

/** Why a photo of these (upright) dimensions is refused, or null when it is big enough. */
export function photoSizeProblem(width: number, height: number): string | null {
  const long = Math.max(width, height);
  const short = Math.min(width, height);
  if (long >= PHOTO_MIN_LONG_SIDE && short >= PHOTO_MIN_SHORT_SIDE) return null;
  return `is ${width} × ${height} pixels; a photo must be at least ${PHOTO_MIN_LONG_SIDE} × ${PHOTO_MIN_SHORT_SIDE} (or ${PHOTO_MIN_SHORT_SIDE} × ${PHOTO_MIN_LONG_SIDE} upright)`;
}

/** Why a photo of this many pixels is refused (a decompression bomb, or a panorama past the limit), or null. */
export function photoPixelProblem(width: number, height: number): string | null {
  const pixels = width * height;
  if (pixels <= PHOTO_MAX_PIXELS) return null;
  return `is ${width} × ${height} pixels (${Math.round(pixels / 1_000_000)} megapixels); at most ${PHOTO_MAX_PIXELS / 1_000_000} megapixels are read`;
}

const MEBIBYTE = 1024 * 1024;

/** Why a file of this many bytes is refused, or null. */
export function photoBytesProblem(bytes: number): string | null {
  if (bytes === 0) return "is empty";
  if (bytes > PHOTO_MAX_FILE_BYTES) return `is ${(bytes / MEBIBYTE).toFixed(1)} MB; a photo may be at most ${PHOTO_MAX_FILE_BYTES / MEBIBYTE} MB`;
  return null;
}

/** The image formats read (as the decoder names them, from the file's bytes, never its name or declared type). */
export const PHOTO_FORMATS = ["jpeg", "png", "webp", "heif"] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];
/** What the manager says it takes: an iPhone HEIC photo (HEVC) is refused with how to export it, since this sharp build does not decode HEVC. */
export const PHOTO_FORMATS_LABEL = "JPEG, PNG or WebP";
/** What a file input offers (`accept`). */
export const PHOTO_ACCEPT = "image/jpeg,image/png,image/webp,image/heic,image/heif,.jpg,.jpeg,.png,.webp,.heic,.heif";

export function isPhotoFormat(format: string | undefined): format is PhotoFormat {
  return (PHOTO_FORMATS as readonly string[]).includes(format ?? "");
}

/**
 * A file's name as a message may quote it: control characters and the path a browser may send dropped, at most 80
 * characters; "the file" when nothing is left.
 */
export function photoFileLabel(name: string | undefined): string {
  const base = (name ?? "").split(/[\\/]/).pop() ?? "";
  const clean = base.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, "").trim();
  if (clean === "") return "the file";
  return clean.length > 80 ? `${clean.slice(0, 77)}…` : clean;
}

// ---- stored names ----

/** A photo's content hash as it appears in its name: 20 lowercase hex digits (80 bits of SHA-256). */
const PHOTO_HASH = /^[0-9a-f]{20}$/;
const PHOTO_KEY = /^v\/([1-9][0-9]{0,9})\/([0-9a-f]{20})-([1-9][0-9]{1,3})\.webp$/;

/** The URL prefix uploaded media is served under (`src/app/(platform)/media/u/[...key]`). */
export const UPLOADED_MEDIA_PREFIX = "/media/u/";

/** A photo's storage key: `v/{vehicleId}/{hash}-{width}.webp`, new whenever its content changes. */
export function photoKey(vehicleId: number, hash: string, width: number): string {
  if (!Number.isInteger(vehicleId) || vehicleId < 1) throw new Error("photoKey: a vehicle id is a positive integer");
  if (!PHOTO_HASH.test(hash)) throw new Error("photoKey: the hash is 20 hex digits");
  if (!Number.isInteger(width) || width < 10 || width > 9999) throw new Error("photoKey: the width is 10 to 9999");
  return `v/${vehicleId}/${hash}-${width}.webp`;
}

/** The parts of a photo's storage key, or null when it is not one `photoKey` writes. */
export function parsePhotoKey(key: string): { vehicleId: number; hash: string; width: number } | null {
  const match = PHOTO_KEY.exec(key);
  if (!match) return null;
  return { vehicleId: Number(match[1]), hash: match[2]!, width: Number(match[3]) };
}

/** The storage key of an uploaded photo's URL (`/media/u/{key}`), or null for any other picture (the feed's, the demo's). */
export function photoKeyOfUrl(url: string): string | null {
  if (!url.startsWith(UPLOADED_MEDIA_PREFIX)) return null;
  const key = url.slice(UPLOADED_MEDIA_PREFIX.length);
  return parsePhotoKey(key) ? key : null;
}

/** A key of the media store (any adapter): at most 200 characters of `[a-z0-9._-]` segments, none `.` or `..`, no leading or trailing `/`. */
export function mediaKeyProblem(key: string): string | null {
  if (key.length === 0 || key.length > 200) return "must be 1 to 200 characters";
  const segments = key.split("/");
  for (const segment of segments) {
    if (segment === "" || segment === "." || segment === "..") return "must be relative, without empty, '.' or '..' segments";
    if (!/^[a-z0-9._-]+$/.test(segment)) return "may hold only lowercase letters, digits, '.', '_', '-' and '/'";
  }
  return null;
}

// ---- the list ----

/** One image of the list, as stored (`ImageRef` of src/server/db/json-types.ts, which the domain does not import). */
export interface PhotoRef {
  /** An uploaded photo's content hash; absent on the feed's and the demo's pictures. */
  id?: string;
  url: string;
  thumbUrl: string;
  width: number;
  height: number;
  alt?: string;
}

/** A short stable hash of a text (FNV-1a, 32 bits, as 8 hex digits): the id of an image that has none. */
function textHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, "0");
}

/**
 * Every image's id in list order: an uploaded photo's own, else `u{hash of its URL}` (the feed's and the demo's
 * pictures), the second and later of a repeated id suffixed `-2`, `-3`... so each id names one place in the list.
 */
export function photoIds(images: readonly PhotoRef[]): string[] {
  const seen = new Map<string, number>();
  return images.map((image) => {
    const base = image.id ?? `u${textHash(image.url)}`;
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return n === 1 ? base : `${base}-${n}`;
  });
}

export type PhotoListChange<T extends PhotoRef> = { ok: true; images: T[] } | { ok: false; field: string; message: string };

/**
 * The list with `added` after the photos already there, skipping any already on the car (the same content, so the
 * same id) or repeated in `added`; refused when the car would have more than PHOTOS_PER_CAR_MAX. `skipped` are the
 * ids left out as already there.
 */
export function withPhotosAdded<T extends PhotoRef>(images: readonly T[], added: readonly T[]): PhotoListChange<T> & { skipped?: string[] } {
  const ids = new Set(photoIds(images));
  const fresh: T[] = [];
  const skipped: string[] = [];
  for (const photo of added) {
    const id = photo.id ?? "";
    if (id === "" || ids.has(id)) {
      skipped.push(id);
      continue;
    }
    ids.add(id);
    fresh.push(photo);
  }
  const total = images.length + fresh.length;
  if (total > PHOTOS_PER_CAR_MAX) {
    return { ok: false, field: "files", message: `A car keeps at most ${PHOTOS_PER_CAR_MAX} photos; it has ${images.length} and this adds ${fresh.length}` };
  }
  return { ok: true, images: [...images, ...fresh], skipped };
}

/**
 * The list in the order of `order`, which must name every image's id (`photoIds`) exactly once: a list that misses
 * one, repeats one or names one the car does not have is refused (a photo added or deleted meanwhile in another tab
 * is not silently dropped or kept).
 */
export function withPhotosOrdered<T extends PhotoRef>(images: readonly T[], order: readonly string[]): PhotoListChange<T> {
  const ids = photoIds(images);
  const at = new Map(ids.map((id, i) => [id, i]));
  if (order.length !== ids.length || new Set(order).size !== order.length || order.some((id) => !at.has(id))) {
    return { ok: false, field: "order", message: "must list each of the car's photos once; reload the page to see its photos as they are now" };
  }
  return { ok: true, images: order.map((id) => images[at.get(id)!]!) };
}

/** The list with the photo `id` first (the cover), the others in their order. */
export function withCoverPhoto<T extends PhotoRef>(images: readonly T[], id: string): PhotoListChange<T> {
  const index = photoIds(images).indexOf(id);
  if (index < 0) return { ok: false, field: "photoId", message: "is not one of the car's photos; reload the page to see its photos as they are now" };
  return { ok: true, images: [images[index]!, ...images.slice(0, index), ...images.slice(index + 1)] };
}

/** The list without the photo `id` (the next becomes the cover when it was first). */
export function withoutPhoto<T extends PhotoRef>(images: readonly T[], id: string): PhotoListChange<T> & { removed?: T } {
  const index = photoIds(images).indexOf(id);
  if (index < 0) return { ok: false, field: "photoId", message: "is not one of the car's photos; reload the page to see its photos as they are now" };
  return { ok: true, images: [...images.slice(0, index), ...images.slice(index + 1)], removed: images[index]! };
}
