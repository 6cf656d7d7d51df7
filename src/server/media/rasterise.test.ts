import { mkdtemp, readdir, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cacheFile, RASTER_LIMITS, RasteriserBusyError, renderJpeg } from "./rasterise";
import type { VehicleArtInput } from "../../demo/art/vehicle-art";

const input: VehicleArtInput = { body: "Ute", colour: "#ffffff", seed: 1234, shot: { kind: "photo", index: 0 }, width: 600, height: 400 };
const dirs: string[] = [];

async function freshDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "media-cache-"));
  dirs.push(dir);
  return path.join(dir, "nested", "media-cache");
}

afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe("renderJpeg", () => {
  it("renders a 600×400 JPEG and creates the cache directory", async () => {
    const dir = await freshDir();
    const jpeg = await renderJpeg(input, dir);
    const meta = await sharp(jpeg).metadata();
    expect(meta.format).toBe("jpeg");
    expect([meta.width, meta.height]).toEqual([600, 400]);
    expect(await readdir(dir)).toEqual([path.basename(cacheFile(input, dir))]);
  });

  it("answers the second call from the cache file", async () => {
    const dir = await freshDir();
    await renderJpeg(input, dir);
    // Replace the cached bytes with a different, tiny JPEG: the second call must return exactly those.
    const marker = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#123456" } }).jpeg().toBuffer();
    await writeFile(cacheFile(input, dir), marker);
    const again = await renderJpeg(input, dir);
    expect(again.equals(marker)).toBe(true);
  });

  it("keys the cache by the whole input", async () => {
    const dir = await freshDir();
    await renderJpeg(input, dir);
    await renderJpeg({ ...input, colour: "#b3202a" }, dir);
    await renderJpeg({ ...input, width: 150, height: 100 }, dir);
    expect((await readdir(dir)).filter((f) => f.endsWith(".jpg"))).toHaveLength(3);
    const thumb = await sharp(await renderJpeg({ ...input, width: 150, height: 100 }, dir)).metadata();
    expect([thumb.width, thumb.height]).toEqual([150, 100]);
  });

  it("survives concurrent renders of one picture with one intact cache file and no temp files", async () => {
    const dir = await freshDir();
    const results = await Promise.all(Array.from({ length: 4 }, () => renderJpeg({ ...input, seed: 99 }, dir)));
    for (const bytes of results) expect(bytes.equals(results[0] as Buffer)).toBe(true);
    const files = await readdir(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^[0-9a-f]{40}\.jpg$/);
  });

  it("refuses absurd sizes", async () => {
    const dir = await freshDir();
    await expect(renderJpeg({ ...input, width: 100000, height: 400 }, dir)).rejects.toThrow(RangeError);
  });

  it("keeps the cache directory within its size, removing the least recently used pictures", async () => {
    const dir = await freshDir();
    const limit = RASTER_LIMITS.cacheBytes;
    RASTER_LIMITS.cacheBytes = 100 * 1024;
    try {
      const first = { ...input, seed: 500 };
      await renderJpeg(first, dir);
      for (let seed = 501; seed < 512; seed++) {
        await renderJpeg({ ...input, seed }, dir);
        await renderJpeg(first, dir); // used again: stays
      }
      await vi.waitFor(async () => {
        const sizes = await Promise.all((await readdir(dir)).map(async (name) => (await stat(path.join(dir, name))).size));
        expect(sizes.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(100 * 1024);
        expect(sizes.length).toBeLessThan(12);
      });
      expect(await readdir(dir)).toContain(path.basename(cacheFile(first, dir)));
    } finally {
      RASTER_LIMITS.cacheBytes = limit;
    }
  });

  it("draws a few pictures at a time and refuses what would queue past its limit, so they can be asked again", async () => {
    const dir = await freshDir();
    const queued = RASTER_LIMITS.queued;
    RASTER_LIMITS.queued = 2;
    try {
      const outcomes = await Promise.allSettled(Array.from({ length: 12 }, (_, i) => renderJpeg({ ...input, seed: 600 + i }, dir)));
      const refused = outcomes.filter((o) => o.status === "rejected");
      for (const o of refused) expect((o as PromiseRejectedResult).reason).toBeInstanceOf(RasteriserBusyError);
      expect(refused.length).toBeGreaterThanOrEqual(12 - RASTER_LIMITS.concurrency - 2);
      expect(outcomes.filter((o) => o.status === "fulfilled").length).toBeGreaterThanOrEqual(1);
      // Once the queue has drained, a refused picture is drawn.
      expect((await sharp(await renderJpeg({ ...input, seed: 611 }, dir)).metadata()).width).toBe(600);
    } finally {
      RASTER_LIMITS.queued = queued;
    }
  });
});
