/**
 * URLs of generated media, built and parsed without I/O.
 *
 *   /media/gen/{body-slug}/{colour}/{seed}/{shot}.{size}.jpg
 *
 * body-slug: the body type lower-cased with spaces as hyphens ("people-mover"); colour: six lower-case
 * hex digits without "#"; seed: a whole number 0..2^31 without leading zeros; shot: p0..p7 (photos),
 * s{frame} (turntable frame of 36) or s{frame}-{frames} (2..72 frames), or int (interior panorama);
 * size: thumb (150×100), full (600×400) or large (1200×800). Only canonical spellings parse, so every
 * picture has exactly one URL and one cache entry.
 */
import { ART_BODIES, PHOTO_COUNT, type ArtBody, type ArtShot, type VehicleArtInput } from "./vehicle-art";

export const IMAGE_SIZES = {
  thumb: { width: 150, height: 100 },
  full: { width: 600, height: 400 },
  large: { width: 1200, height: 800 },
} as const;

export type ImageSize = keyof typeof IMAGE_SIZES;

export const DEFAULT_SPIN_FRAMES = 36;
export const MAX_SPIN_FRAMES = 72;
export const MAX_SEED = 2 ** 31;

const SLUG_TO_BODY = new Map<string, ArtBody>(ART_BODIES.map((body) => [bodySlug(body), body]));

export function bodySlug(body: ArtBody): string {
  return body.toLowerCase().replace(/ /g, "-");
}

/** Builds the URL of a generated picture. Throws a RangeError for values no URL can carry. */
export function generatedImageUrl(args: { body: ArtBody; colour: string; seed: number; shot: ArtShot; size: ImageSize }): string {
  if (!SLUG_TO_BODY.has(bodySlug(args.body))) throw new RangeError(`Unknown body type: ${String(args.body)}`);
  const hex = /^#?([0-9a-fA-F]{6})$/.exec(args.colour.trim())?.[1];
  if (!hex) throw new RangeError(`Colour must be six hex digits: ${args.colour}`);
  if (!Number.isInteger(args.seed) || args.seed < 0 || args.seed > MAX_SEED) throw new RangeError(`Seed must be a whole number 0..2^31: ${args.seed}`);
  if (!(args.size in IMAGE_SIZES)) throw new RangeError(`Unknown size: ${String(args.size)}`);
  return `/media/gen/${bodySlug(args.body)}/${hex.toLowerCase()}/${args.seed}/${shotCode(args.shot)}.${args.size}.jpg`;
}

function shotCode(shot: ArtShot): string {
  if (shot.kind === "interior") return "int";
  if (shot.kind === "photo") {
    if (!Number.isInteger(shot.index) || shot.index < 0 || shot.index >= PHOTO_COUNT) throw new RangeError(`Photo index must be 0..${PHOTO_COUNT - 1}: ${shot.index}`);
    return `p${shot.index}`;
  }
  const { frame, frames } = shot;
  if (!Number.isInteger(frames) || frames < 2 || frames > MAX_SPIN_FRAMES) throw new RangeError(`Spin frames must be 2..${MAX_SPIN_FRAMES}: ${frames}`);
  if (!Number.isInteger(frame) || frame < 0 || frame >= frames) throw new RangeError(`Spin frame must be 0..${frames - 1}: ${frame}`);
  return frames === DEFAULT_SPIN_FRAMES ? `s${frame}` : `s${frame}-${frames}`;
}

/** A canonical decimal: no sign, no leading zeros (except "0"), at most `maxDigits` digits. */
function wholeNumber(text: string, maxDigits: number): number | null {
  if (text.length === 0 || text.length > maxDigits || !/^(0|[1-9][0-9]*)$/.test(text)) return null;
  return Number(text);
}

function parseShot(code: string): ArtShot | null {
  if (code === "int") return { kind: "interior" };
  const photo = /^p([0-9])$/.exec(code);
  if (photo) {
    const index = Number(photo[1]);
    return index < PHOTO_COUNT ? { kind: "photo", index } : null;
  }
  const spin = /^s([0-9]{1,2})(?:-([0-9]{1,2}))?$/.exec(code);
  if (!spin) return null;
  const frame = wholeNumber(spin[1] ?? "", 2);
  const frames = spin[2] === undefined ? DEFAULT_SPIN_FRAMES : wholeNumber(spin[2], 2);
  if (frame === null || frames === null) return null;
  // The default frame count is never spelled out, so each frame has one URL.
  if (spin[2] !== undefined && frames === DEFAULT_SPIN_FRAMES) return null;
  if (frames < 2 || frames > MAX_SPIN_FRAMES || frame >= frames) return null;
  return { kind: "spin", frame, frames };
}

/**
 * The picture a generated-media path asks for, from the segments after /media/gen/, or null for
 * anything malformed. Never throws.
 */
export function parseGeneratedImagePath(segments: readonly string[]): VehicleArtInput | null {
  try {
    if (!Array.isArray(segments) || segments.length !== 4) return null;
    const [slug, colour, seedText, file] = segments;
    if (typeof slug !== "string" || typeof colour !== "string" || typeof seedText !== "string" || typeof file !== "string") return null;
    const body = SLUG_TO_BODY.get(slug);
    if (!body) return null;
    if (!/^[0-9a-f]{6}$/.test(colour)) return null;
    const seed = wholeNumber(seedText, 10);
    if (seed === null || seed > MAX_SEED) return null;
    const match = /^([a-z0-9-]{1,8})\.([a-z]{1,8})\.jpg$/.exec(file);
    if (!match) return null;
    const shot = parseShot(match[1] ?? "");
    const size = match[2] ?? "";
    if (!shot || !Object.hasOwn(IMAGE_SIZES, size)) return null;
    const { width, height } = IMAGE_SIZES[size as ImageSize];
    return { body, colour: `#${colour}`, seed, shot, width, height };
  } catch {
    return null;
  }
}

/** Logo tile of a vehicle brand, served by the brand-logo route. */
export function brandLogoUrl(slug: string): string {
  return `/media/brand/${encodeURIComponent(slug)}.svg`;
}

/** Wordmark of a dealership site, served by the site-logo route. */
export function siteLogoUrl(slug: string): string {
  return `/media/site-logo/${encodeURIComponent(slug)}.svg`;
}
