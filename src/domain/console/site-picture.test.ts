import { describe, expect, it } from "vitest";
import { PICTURE_MAX_FILE_BYTES, pictureBytesProblem, pictureKey, pictureQuotaProblem, pictureSizeProblem, SITE_PICTURE_QUOTA, siteOfPictureKey } from "./site-picture";

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

  it("is one of at most 300 pictures and 300 MB a site keeps", () => {
    const MB = 1024 * 1024;
    expect(SITE_PICTURE_QUOTA).toEqual({ pictures: 300, bytes: 300 * MB });
    expect(pictureQuotaProblem({ pictures: 0, bytes: 0 }, 0)).toBeNull();
    expect(pictureQuotaProblem({ pictures: 299, bytes: 299 * MB }, MB)).toBeNull();
    expect(pictureQuotaProblem({ pictures: 300, bytes: 10 * MB }, 0)).toBe("This site already keeps 300 uploaded pictures, as many as it may; pictures no offer or promo uses are removed after 7 days");
    expect(pictureQuotaProblem({ pictures: 10, bytes: 300 * MB }, 1)).toBe("This site's uploaded pictures would pass the 300 MB it may keep; pictures no offer or promo uses are removed after 7 days");
  });
});
