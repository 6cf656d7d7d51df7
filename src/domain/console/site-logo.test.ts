import { describe, expect, it } from "vitest";
import { LOGO_MAX_FILE_BYTES, logoBytesProblem, logoKey, logoSizeProblem, siteOfLogoKey } from "./site-logo";

describe("the site logo's rules", () => {
  it("takes a wide logo and refuses one too small to read in the header", () => {
    expect(logoSizeProblem(400, 100)).toBeNull();
    expect(logoSizeProblem(32, 120)).toBeNull();
    expect(logoSizeProblem(100, 100)).toMatch(/at least 120 pixels on its long side/);
    expect(logoSizeProblem(600, 20)).toMatch(/32 on its short side/);
  });
  it("bounds the file", () => {
    expect(logoBytesProblem(0)).toBe("is empty");
    expect(logoBytesProblem(LOGO_MAX_FILE_BYTES)).toBeNull();
    expect(logoBytesProblem(LOGO_MAX_FILE_BYTES + 1)).toMatch(/at most 5 MB/);
  });
  it("names the stored logo by its site and content", () => {
    const key = logoKey(7, "0123456789abcdef0123", 800);
    expect(key).toBe("s/7/logo-0123456789abcdef0123-800.webp");
    expect(siteOfLogoKey(key)).toBe(7);
    expect(siteOfLogoKey("v/7/0123456789abcdef0123-800.webp")).toBeNull();
    expect(() => logoKey(7, "../../etc", 800)).toThrow();
  });
});
