import { describe, expect, it } from "vitest";
import {
  mediaKeyProblem,
  parsePhotoKey,
  photoBytesProblem,
  photoFileLabel,
  photoIds,
  photoKey,
  photoKeyOfUrl,
  photoPixelProblem,
  PHOTOS_PER_CAR_MAX,
  photoSizeProblem,
  withCoverPhoto,
  withoutPhoto,
  withPhotosAdded,
  withPhotosOrdered,
  type PhotoRef,
} from "./photos";

const ref = (name: string, id?: string): PhotoRef => ({ ...(id ? { id } : {}), url: `/media/gen/${name}.jpg`, thumbUrl: `/media/gen/${name}.thumb.jpg`, width: 1600, height: 1067 });
const HASH_A = "0123456789abcdef0123";
const HASH_B = "fedcba9876543210fedc";

describe("photoSizeProblem", () => {
  it("takes 640 × 480 landscape and 480 × 640 portrait, and larger", () => {
    expect(photoSizeProblem(640, 480)).toBeNull();
    expect(photoSizeProblem(480, 640)).toBeNull();
    expect(photoSizeProblem(4032, 3024)).toBeNull();
  });
  it("refuses a smaller photo, naming its size and the minimum", () => {
    expect(photoSizeProblem(639, 480)).toBe("is 639 × 480 pixels; a photo must be at least 640 × 480 (or 480 × 640 upright)");
    expect(photoSizeProblem(640, 479)).toMatch(/^is 640 × 479 pixels/);
    expect(photoSizeProblem(1000, 300)).not.toBeNull();
  });
});

describe("photoPixelProblem and photoBytesProblem", () => {
  it("reads up to 60 megapixels", () => {
    expect(photoPixelProblem(8064, 6048)).toBeNull();
    expect(photoPixelProblem(20_000, 20_000)).toBe("is 20000 × 20000 pixels (400 megapixels); at most 60 megapixels are read");
  });
  it("takes files of 1 byte to 20 MB", () => {
    expect(photoBytesProblem(0)).toBe("is empty");
    expect(photoBytesProblem(20 * 1024 * 1024)).toBeNull();
    expect(photoBytesProblem(1024 * 1024 * 1024)).toBe("is 1024.0 MB; a photo may be at most 20 MB");
  });
});

describe("photoFileLabel", () => {
  it("quotes the file's own name without a path or control characters, shortened", () => {
    expect(photoFileLabel("C:\\Users\\me\\front.jpg")).toBe("front.jpg");
    expect(photoFileLabel("a\u0000b\nc.png")).toBe("abc.png");
    expect(photoFileLabel("")).toBe("the file");
    expect(photoFileLabel(`${"x".repeat(100)}.jpg`)).toHaveLength(78);
  });
});

describe("photo keys", () => {
  it("names a photo by its car, content hash and width, and reads the name back", () => {
    expect(photoKey(12, HASH_A, 1920)).toBe(`v/12/${HASH_A}-1920.webp`);
    expect(parsePhotoKey(`v/12/${HASH_A}-384.webp`)).toEqual({ vehicleId: 12, hash: HASH_A, width: 384 });
    expect(photoKeyOfUrl(`/media/u/v/12/${HASH_A}-384.webp`)).toBe(`v/12/${HASH_A}-384.webp`);
    expect(photoKeyOfUrl("/media/gen/suv/red/1/p0.full.jpg")).toBeNull();
  });
  it("refuses any other spelling", () => {
    for (const key of [`v/012/${HASH_A}-384.webp`, `v/12/${HASH_A.toUpperCase()}-384.webp`, `v/12/../${HASH_A}-384.webp`, `/v/12/${HASH_A}-384.webp`, `v/12/${HASH_A}-384.jpg`, `v/12/${HASH_A}-0384.webp`]) {
      expect(parsePhotoKey(key), key).toBeNull();
    }
    expect(() => photoKey(0, HASH_A, 384)).toThrow();
    expect(() => photoKey(1, "../x", 384)).toThrow();
  });
  it("a store key is relative, lowercase, with no dot segments", () => {
    expect(mediaKeyProblem(`v/12/${HASH_A}-384.webp`)).toBeNull();
    for (const key of ["", "/etc/passwd", "a/../b", "a//b", "./a", "a/", "A.webp", "a\\b", "a b", "x".repeat(201)]) expect(mediaKeyProblem(key), key).not.toBeNull();
  });
});

describe("photoIds", () => {
  it("is an uploaded photo's hash, else a hash of the URL; repeats are numbered", () => {
    const ids = photoIds([ref("a", HASH_A), ref("b"), ref("b")]);
    expect(ids[0]).toBe(HASH_A);
    expect(ids[1]).toMatch(/^u[0-9a-f]{8}$/);
    expect(ids[2]).toBe(`${ids[1]}-2`);
    expect(photoIds([ref("b")])[0]).toBe(ids[1]);
  });
});

describe("the list's changes", () => {
  const a = ref("a", HASH_A);
  const b = ref("b", HASH_B);
  const c = ref("c");
  const cId = photoIds([c])[0]!;

  it("adds after the photos there, skipping one already on the car", () => {
    expect(withPhotosAdded([c], [a, b, a])).toEqual({ ok: true, images: [c, a, b], skipped: [HASH_A] });
    expect(withPhotosAdded([a], [a])).toEqual({ ok: true, images: [a], skipped: [HASH_A] });
  });
  it("refuses more than a car keeps", () => {
    const many = Array.from({ length: PHOTOS_PER_CAR_MAX }, (_, i) => ref(`p${i}`, i.toString(16).padStart(20, "0")));
    expect(withPhotosAdded(many, [a])).toMatchObject({ ok: false, field: "files" });
    expect(withPhotosAdded(many.slice(1), [a]).ok).toBe(true);
  });
  it("reorders by a list naming every photo once", () => {
    expect(withPhotosOrdered([a, b, c], [cId, HASH_A, HASH_B])).toEqual({ ok: true, images: [c, a, b] });
    for (const order of [[HASH_A, HASH_B], [HASH_A, HASH_B, HASH_B], [HASH_A, HASH_B, cId, "nope"], [HASH_A, HASH_B, "nope"]]) {
      expect(withPhotosOrdered([a, b, c], order), order.join()).toMatchObject({ ok: false, field: "order" });
    }
  });
  it("makes a photo the cover by moving it first", () => {
    expect(withCoverPhoto([a, b, c], cId)).toEqual({ ok: true, images: [c, a, b] });
    expect(withCoverPhoto([a, b, c], HASH_A)).toEqual({ ok: true, images: [a, b, c] });
    expect(withCoverPhoto([a, b], cId)).toMatchObject({ ok: false, field: "photoId" });
  });
  it("deletes one photo; the next is the cover when the first goes", () => {
    expect(withoutPhoto([a, b, c], HASH_A)).toEqual({ ok: true, images: [b, c], removed: a });
    expect(withoutPhoto([a], "nope")).toMatchObject({ ok: false, field: "photoId" });
  });
});
