/**
 * Turns a generated picture into JPEG bytes with sharp, keeping a disk cache so each picture is drawn
 * once. Cache files are written to a temporary name and renamed into place, so concurrent renders of
 * the same picture (in this process or another) never leave a torn file; renders of the same picture
 * already in flight in this process are shared.
 *
 * Bounded: at most RASTER_LIMITS.concurrency pictures are drawn at once and at most RASTER_LIMITS.queued wait;
 * past that renderJpeg throws RasteriserBusyError (the route answers 503 with Retry-After). The cache directory
 * keeps at most RASTER_LIMITS.cacheBytes of pictures (`pictureFiles` in cache/caches.ts), the least recently used
 * removed first.
 */
import "server-only";
import { createHash, randomUUID } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { LRUCache } from "lru-cache";
import pLimit from "p-limit";
import sharp from "sharp";
import { CACHE_LIMITS } from "@/server/cache/caches";
import { MAX_IMAGE_SIDE, renderVehicleSvg, type VehicleArtInput } from "../../demo/art/vehicle-art";

export const RASTER_LIMITS = {
  /** Pictures drawn at once (sharp also uses libvips threads per picture). */
  concurrency: 2,
  /** Pictures waiting to be drawn before further ones are refused. */
  queued: 32,
  /** Bytes of JPEG kept in the cache directory (a 600×400 picture is about 25 KB). */
  cacheBytes: CACHE_LIMITS.pictureFiles.maxBytes,
};

/** Too many pictures are being drawn: try again shortly. */
export class RasteriserBusyError extends Error {
  override name = "RasteriserBusyError";
}

const drawing = pLimit(RASTER_LIMITS.concurrency);

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
  const cached = await diskCache(cacheDir);
  try {
    const jpeg = await readFile(file);
    cached.used(file, jpeg.length);
    return jpeg;
  } catch {
    // Not cached yet (or the cache cannot be read): draw it.
  }
  if (drawing.activeCount + drawing.pendingCount >= RASTER_LIMITS.concurrency + RASTER_LIMITS.queued) {
    throw new RasteriserBusyError("Too many pictures are being drawn; try again shortly");
  }
  const jpeg = await drawing(() => draw(input));
  const temp = `${file}.${process.pid}.${randomUUID()}.tmp`;
  try {
    await mkdir(cacheDir, { recursive: true });
    await writeFile(temp, jpeg);
    await rename(temp, file);
    cached.used(file, jpeg.length);
  } catch (error) {
    await rm(temp, { force: true }).catch(() => undefined);
    // A picture that cannot be cached is still a picture: serve it and leave caching for next time.
    if ((error as NodeJS.ErrnoException).code === undefined) throw error;
  }
  return jpeg;
}

function draw(input: VehicleArtInput): Promise<Buffer> {
  return sharp(Buffer.from(renderVehicleSvg(input)), { density: 72 })
    .resize(input.width, input.height, { fit: "fill" })
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: JPEG_QUALITY, mozjpeg: false })
    .toBuffer();
}

/** The cache directory's pictures by recency of use, their sizes summed; past the limit the oldest file is removed. */
interface DiskCache {
  used(file: string, bytes: number): void;
}

const diskCaches = new Map<string, Promise<DiskCache>>();

function diskCache(cacheDir: string): Promise<DiskCache> {
  let cache = diskCaches.get(cacheDir);
  if (!cache) {
    cache = openDiskCache(cacheDir);
    diskCaches.set(cacheDir, cache);
  }
  return cache;
}

async function openDiskCache(cacheDir: string): Promise<DiskCache> {
  const files = new LRUCache<string, number>({
    maxSize: RASTER_LIMITS.cacheBytes,
    sizeCalculation: (bytes) => Math.max(1, bytes),
    dispose: (_bytes, file, reason) => {
      if (reason === "evict") void rm(file, { force: true }).catch(() => undefined);
    },
  });
  // What earlier runs left, oldest first, so the limit holds across restarts.
  const names = await readdir(cacheDir).catch(() => [] as string[]);
  const found = await Promise.all(
    names.filter((name) => name.endsWith(".jpg")).map(async (name) => {
      const file = path.join(cacheDir, name);
      const info = await stat(file).catch(() => null);
      return info ? { file, bytes: info.size, at: info.mtimeMs } : null;
    }),
  );
  for (const entry of found.filter((e) => e !== null).sort((a, b) => a.at - b.at)) files.set(entry.file, entry.bytes);
  return {
    used(file, bytes) {
      if (files.get(file) === undefined) files.set(file, bytes);
    },
  };
}
