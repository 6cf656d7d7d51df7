/**
 * Turns a generated picture into JPEG bytes with sharp, keeping a disk cache so each picture is drawn
 * once. Cache files are written to a temporary name and renamed into place, so concurrent renders of
 * the same picture (in this process or another) never leave a torn file; renders of the same picture
 * already in flight in this process are shared.
 */
import { createHash, randomUUID } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { MAX_IMAGE_SIDE, renderVehicleSvg, type VehicleArtInput } from "./vehicle-art";

/** Bump when the drawings change, so cached pictures are drawn again. */
export const ART_VERSION = 1;

const JPEG_QUALITY = 80;

const inFlight = new Map<string, Promise<Buffer>>();

/** The cache key: a hash of everything that affects the picture. */
export function cacheKey(input: VehicleArtInput): string {
  const canonical = JSON.stringify([
    ART_VERSION,
    input.body,
    input.colour.toLowerCase(),
    input.seed,
    input.shot.kind,
    input.shot.kind === "photo" ? input.shot.index : input.shot.kind === "spin" ? [input.shot.frame, input.shot.frames] : null,
    input.width,
    input.height,
    input.label ?? null,
  ]);
  return createHash("sha256").update(canonical).digest("hex").slice(0, 40);
}

/** Where rendered pictures are cached: DATA_DIR/media-cache. */
export function mediaCacheDir(): string {
  return path.resolve(process.env.DATA_DIR || ".data", "media-cache");
}

export function cacheFile(input: VehicleArtInput, cacheDir: string): string {
  return path.join(cacheDir, `${cacheKey(input)}.jpg`);
}

/** JPEG bytes of the picture at input.width × input.height, from the cache when it is there. */
export async function renderJpeg(input: VehicleArtInput, cacheDir: string): Promise<Buffer> {
  const { width, height } = input;
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1 || width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE) {
    throw new RangeError(`Image size must be whole pixels 1..${MAX_IMAGE_SIDE}: ${width}×${height}`);
  }
  const file = cacheFile(input, cacheDir);
  const pending = inFlight.get(file);
  if (pending) return pending;
  const job = readOrRender(input, file, cacheDir).finally(() => inFlight.delete(file));
  inFlight.set(file, job);
  return job;
}

async function readOrRender(input: VehicleArtInput, file: string, cacheDir: string): Promise<Buffer> {
  try {
    return await readFile(file);
  } catch {
    // Not cached yet (or the cache cannot be read): draw it.
  }
  const svg = renderVehicleSvg(input);
  const jpeg = await sharp(Buffer.from(svg), { density: 72 })
    .resize(input.width, input.height, { fit: "fill" })
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: JPEG_QUALITY, mozjpeg: false })
    .toBuffer();
  const temp = `${file}.${process.pid}.${randomUUID()}.tmp`;
  try {
    await mkdir(cacheDir, { recursive: true });
    await writeFile(temp, jpeg);
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true }).catch(() => undefined);
    // A picture that cannot be cached is still a picture: serve it and leave caching for next time.
    if ((error as NodeJS.ErrnoException).code === undefined) throw error;
  }
  return jpeg;
}
