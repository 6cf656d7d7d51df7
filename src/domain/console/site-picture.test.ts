import { describe, expect, it } from "vitest";
import { PICTURE_MAX_FILE_BYTES, pictureBytesProblem, pictureKey, pictureSizeProblem, siteOfPictureKey } from "./site-picture";

describe("a site's uploaded picture", () => {
  it("is at least 400 × 200 pixels, either way up", () => {
    expect(pictureSizeProblem(400, 200)).toBeNull();
    expect(pictureSizeProblem(200, 400)).toBeNull();
    expect(pictureSizeProblem(399, 300)).toBe("is 399 × 300 pixels; a picture must be at least 400 pixels on its long side and 200 on its short side");
    expect(pictureSizeProblem(1000, 199)).not.toBeNull();
  });

  it("is a file of 1 byte to 10 MB", () => {
    expect(pictureBytesProblem(0)).toBe("is empty");
    expect(pictureBytesProblem(PICTURE_MAX_FILE_BYTES)).toBeNull();
    expect(pictureBytesProblem(PICTURE_MAX_FILE_BYTES + 1)).toBe("is 10.0 MB; a picture may be at most 10 MB");
  });

  it("is stored under its site and content, and only such keys name a site", () => {
    const key = pictureKey(12, "0123456789abcdef0123", 1600);
    expect(key).toBe("s/12/picture-0123456789abcdef0123-1600.webp");
    expect(siteOfPictureKey(key)).toBe(12);
    expect(siteOfPictureKey("s/12/logo-0123456789abcdef0123-800.webp")).toBeNull();
    expect(siteOfPictureKey("s/12/picture-0123456789abcdef0123-1600.webp/../x")).toBeNull();
    expect(() => pictureKey(0, "0123456789abcdef0123", 1600)).toThrow();
    expect(() => pictureKey(3, "../../etc", 1600)).toThrow();
  });
});
