import { crc32, deflateSync } from "node:zlib";
import sharp, { type Sharp } from "sharp";
import { describe, expect, it } from "vitest";
import { processPhoto } from "./photo-pipeline";

/** A photo-like picture (a gradient, so it compresses like one and not to nothing). */
async function picture(width: number, height: number): Promise<Sharp> {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      raw[i] = (x * 255) / width;
      raw[i + 1] = (y * 255) / height;
      raw[i + 2] = ((x + y) * 97) % 256;
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } });
}

/** A JPEG as a phone writes one: camera make and model, a GPS position, the taker's name, an orientation. */
async function phoneJpeg(width: number, height: number, orientation = 1): Promise<Buffer> {
  const image = await picture(width, height);
  return image
    .withExif({
      IFD0: { Make: "TestPhone", Model: "Model X", Artist: "Jane Citizen", Copyright: "Jane Citizen" },
      IFD3: { GPSLatitudeRef: "S", GPSLatitude: "33/1 51/1 3540/100", GPSLongitudeRef: "E", GPSLongitude: "151/1 12/1 3000/100" },
    })
    .withMetadata({ orientation })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** A PNG's header claiming `width` × `height`, with one tiny compressed row: what a decompression bomb declares. */
function claimedPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", header), chunk("IDAT", deflateSync(Buffer.alloc(1 + width * 3))), chunk("IEND", Buffer.alloc(0))]);
}

async function ok(bytes: Uint8Array, name = "photo.jpg") {
  const result = await processPhoto(bytes, name);
  if (!result.ok) throw new Error(result.refusal.message);
  return result.photo;
}

describe("processPhoto", () => {
  it("writes a full picture at most 1920 wide and a 384 thumbnail as WebP, named by a hash of what it wrote", async () => {
    const photo = await ok(await (await picture(2400, 1600)).jpeg().toBuffer());
    expect(photo.full).toMatchObject({ width: 1920, height: 1280 });
    expect(photo.thumb).toMatchObject({ width: 384, height: 256 });
    expect(await sharp(photo.full.bytes).metadata()).toMatchObject({ format: "webp", width: 1920, height: 1280 });
    expect(await sharp(photo.thumb.bytes).metadata()).toMatchObject({ format: "webp", width: 384 });
    expect(photo.hash).toMatch(/^[0-9a-f]{20}$/);
    // The same photo twice: the same name; a different one: another.
    expect((await ok(await (await picture(2400, 1600)).jpeg().toBuffer())).hash).toBe(photo.hash);
    expect((await ok(await (await picture(2400, 1601)).jpeg().toBuffer())).hash).not.toBe(photo.hash);
  });

  it("never enlarges a smaller photo", async () => {
    const photo = await ok(await (await picture(800, 600)).png().toBuffer(), "small.png");
    expect(photo.full).toMatchObject({ width: 800, height: 600 });
  });

  it("removes EXIF and GPS data (and every other metadata) and turns the photo upright first", async () => {
    const jpeg = await phoneJpeg(1200, 900, 6);
    const before = await sharp(jpeg).metadata();
    expect(before.exif?.includes(Buffer.from("TestPhone"))).toBe(true);
    expect(before.exif?.includes(Buffer.from("Jane Citizen"))).toBe(true);
    expect(before.orientation).toBe(6);

    const photo = await ok(jpeg);
    // Orientation 6 is a quarter turn: the stored picture is upright, 900 × 1200.
    expect(photo.full).toMatchObject({ width: 900, height: 1200 });
    for (const bytes of [photo.full.bytes, photo.thumb.bytes]) {
      const after = await sharp(bytes).metadata();
      expect(after.exif).toBeUndefined();
      expect(after.xmp).toBeUndefined();
      expect(after.iptc).toBeUndefined();
      expect(after.icc).toBeUndefined();
      expect(after.orientation).toBeUndefined();
      const raw = Buffer.from(bytes);
      for (const text of ["TestPhone", "Jane Citizen", "GPS", "Exif"]) expect(raw.includes(Buffer.from(text)), text).toBe(false);
    }
  });

  it("reads PNG, WebP and HEIF (AVIF) as well as JPEG", async () => {
    const image = await picture(1024, 768);
    for (const [name, bytes] of [
      ["a.png", await image.clone().png().toBuffer()],
      ["a.webp", await image.clone().webp().toBuffer()],
      ["a.avif", await image.clone().avif({ effort: 0 }).toBuffer()],
    ] as const) {
      expect((await ok(bytes, name)).full.width, name).toBe(1024);
    }
  });

  it("refuses a photo smaller than 640 × 480 with its size and the minimum", async () => {
    const result = await processPhoto(await (await picture(600, 400)).jpeg().toBuffer(), "thumb.jpg");
    expect(result).toEqual({ ok: false, refusal: { status: 422, file: "thumb.jpg", message: "thumb.jpg is 600 × 400 pixels; a photo must be at least 640 × 480 (or 480 × 640 upright)" } });
    // Upright portrait of the minimum is taken.
    expect((await processPhoto(await (await picture(480, 640)).jpeg().toBuffer(), "p.jpg")).ok).toBe(true);
  });

  it("refuses a file that is not a picture, or a picture of another kind, naming the file", async () => {
    const text = await processPhoto(new TextEncoder().encode("<html>not a photo</html>"), "brochure.jpg");
    expect(text).toEqual({ ok: false, refusal: { status: 415, file: "brochure.jpg", message: "brochure.jpg is not a JPEG, PNG or WebP image" } });
    const svg = await processPhoto(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="800"><script>alert(1)</script></svg>'), "logo.svg");
    expect(svg).toMatchObject({ ok: false, refusal: { status: 415, message: "logo.svg is not a JPEG, PNG or WebP image (it is SVG)" } });
    const gif = await processPhoto(await (await picture(800, 600)).gif().toBuffer(), "anim.gif");
    expect(gif).toMatchObject({ ok: false, refusal: { status: 415, message: "anim.gif is not a JPEG, PNG or WebP image (it is GIF)" } });
    // An iPhone's HEIC (HEVC inside): named as such, with what to do, when this libvips cannot decode it.
    const heic = new Uint8Array([0, 0, 0, 24, ...new TextEncoder().encode("ftypheic"), 0, 0, 0, 0, ...new TextEncoder().encode("mif1heic"), 0, 0, 0, 8, 0x6d, 0x65, 0x74, 0x61]);
    const heicResult = await processPhoto(heic, "IMG_0001.HEIC");
    expect(heicResult).toMatchObject({ ok: false, refusal: { status: 415, file: "IMG_0001.HEIC" } });
    if (!heicResult.ok) expect(heicResult.refusal.message).toMatch(/^IMG_0001\.HEIC (is a HEIC photo this server cannot decode|could not be read)/);
    // A JPEG cut short.
    const jpeg = await (await picture(1200, 900)).jpeg().toBuffer();
    const cut = await processPhoto(jpeg.subarray(0, Math.floor(jpeg.length / 3)), "cut.jpg");
    expect(cut).toMatchObject({ ok: false, refusal: { status: 415, file: "cut.jpg" } });
  });

  it("refuses a decompression bomb by the size it declares, before decoding it", async () => {
    const bomb = claimedPng(30_000, 30_000);
    expect(bomb.length).toBeLessThan(200_000);
    const started = Date.now();
    const result = await processPhoto(bomb, "bomb.png");
    expect(result).toEqual({ ok: false, refusal: { status: 413, file: "bomb.png", message: "bomb.png is 30000 × 30000 pixels (900 megapixels); at most 60 megapixels are read" } });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("refuses an empty file and one past 20 MB without reading it", async () => {
    expect(await processPhoto(new Uint8Array(0), "empty.jpg")).toMatchObject({ ok: false, refusal: { status: 422, message: "empty.jpg is empty" } });
    expect(await processPhoto(new Uint8Array(20 * 1024 * 1024 + 1), "huge.jpg")).toMatchObject({ ok: false, refusal: { status: 413, message: "huge.jpg is 20.0 MB; a photo may be at most 20 MB" } });
  });
});
