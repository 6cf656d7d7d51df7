import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { cacheFile, renderJpeg } from "./rasterise";
import type { VehicleArtInput } from "./vehicle-art";

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
});
