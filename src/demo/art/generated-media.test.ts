import { describe, expect, it } from "vitest";
import { brandLogoUrl, generatedImageUrl, parseGeneratedImagePath, siteLogoUrl } from "./generated-media";
import type { ArtShot } from "./vehicle-art";

const segments = (url: string) => url.replace(/^\/media\/gen\//, "").split("/");

describe("generated media URLs", () => {
  it("builds the documented scheme", () => {
    expect(generatedImageUrl({ body: "Ute", colour: "#FFFFFF", seed: 1234, shot: { kind: "photo", index: 0 }, size: "full" })).toBe("/media/gen/ute/ffffff/1234/p0.full.jpg");
    expect(generatedImageUrl({ body: "People Mover", colour: "c0c0c0", seed: 0, shot: { kind: "spin", frame: 35, frames: 36 }, size: "thumb" })).toBe("/media/gen/people-mover/c0c0c0/0/s35.thumb.jpg");
    expect(generatedImageUrl({ body: "Camper Trailer", colour: "#123abc", seed: 7, shot: { kind: "spin", frame: 71, frames: 72 }, size: "large" })).toBe("/media/gen/camper-trailer/123abc/7/s71-72.large.jpg");
    expect(generatedImageUrl({ body: "Pop Top", colour: "#123abc", seed: 7, shot: { kind: "interior" }, size: "large" })).toBe("/media/gen/pop-top/123abc/7/int.large.jpg");
  });

  const shots: ArtShot[] = [
    ...Array.from({ length: 8 }, (_, index) => ({ kind: "photo", index }) as const),
    { kind: "spin", frame: 0, frames: 36 },
    { kind: "spin", frame: 35, frames: 36 },
    { kind: "spin", frame: 11, frames: 24 },
    { kind: "spin", frame: 71, frames: 72 },
    { kind: "interior" },
  ];
  const sizes = { thumb: [150, 100], full: [600, 400], large: [1200, 800] } as const;

  it.each(shots)("round-trips %o in every size", (shot) => {
    for (const [size, [width, height]] of Object.entries(sizes)) {
      const url = generatedImageUrl({ body: "Cab Chassis", colour: "#0a7f3c", seed: 2 ** 31, shot, size: size as keyof typeof sizes });
      expect(parseGeneratedImagePath(segments(url))).toEqual({ body: "Cab Chassis", colour: "#0a7f3c", seed: 2 ** 31, shot, width, height });
    }
  });

  it("parses the example", () => {
    expect(parseGeneratedImagePath(["ute", "ffffff", "1234", "p0.full.jpg"])).toEqual({
      body: "Ute",
      colour: "#ffffff",
      seed: 1234,
      shot: { kind: "photo", index: 0 },
      width: 600,
      height: 400,
    });
  });

  it.each([
    ["path traversal", ["..", "etc", "passwd"]],
    ["traversal in a segment", ["ute", "ffffff", "..", "p0.full.jpg"]],
    ["unknown body", ["spaceship", "ffffff", "1", "p0.full.jpg"]],
    ["body not in slug form", ["People Mover", "ffffff", "1", "p0.full.jpg"]],
    ["bad colour", ["ute", "zzzzzz", "1", "p0.full.jpg"]],
    ["short colour", ["ute", "fff", "1", "p0.full.jpg"]],
    ["upper-case colour", ["ute", "FFFFFF", "1", "p0.full.jpg"]],
    ["negative seed", ["ute", "ffffff", "-1", "p0.full.jpg"]],
    ["fractional seed", ["ute", "ffffff", "1.5", "p0.full.jpg"]],
    ["seed with leading zero", ["ute", "ffffff", "01", "p0.full.jpg"]],
    ["seed over 2^31", ["ute", "ffffff", "2147483649", "p0.full.jpg"]],
    ["huge seed", ["ute", "ffffff", "99999999999999999999", "p0.full.jpg"]],
    ["spin frame out of range", ["ute", "ffffff", "1", "s99.full.jpg"]],
    ["spin frame past the default 36", ["ute", "ffffff", "1", "s36.full.jpg"]],
    ["spin frame past its count", ["ute", "ffffff", "1", "s12-12.full.jpg"]],
    ["default frame count spelled out", ["ute", "ffffff", "1", "s1-36.full.jpg"]],
    ["too many frames", ["ute", "ffffff", "1", "s1-99.full.jpg"]],
    ["photo index 8", ["ute", "ffffff", "1", "p8.full.jpg"]],
    ["unknown shot", ["ute", "ffffff", "1", "x1.full.jpg"]],
    ["unknown size", ["ute", "ffffff", "1", "p0.huge.jpg"]],
    ["prototype size", ["ute", "ffffff", "1", "p0.constructor.jpg"]],
    ["wrong extension", ["ute", "ffffff", "1", "p0.full.png"]],
    ["missing size", ["ute", "ffffff", "1", "p0.jpg"]],
    ["too few segments", ["ute", "ffffff", "p0.full.jpg"]],
    ["too many segments", ["ute", "ffffff", "1", "p0.full.jpg", "x"]],
    ["empty", []],
  ])("rejects %s", (_name, input) => {
    expect(parseGeneratedImagePath(input)).toBeNull();
  });

  it("never throws, whatever it is given", () => {
    const junk = [null, undefined, 5, {}, [1, 2, 3, 4], ["ute", null, "1", "p0.full.jpg"], "ute/ffffff/1/p0.full.jpg"];
    for (const value of junk) expect(parseGeneratedImagePath(value as unknown as string[])).toBeNull();
  });

  it("refuses to build URLs it could not parse", () => {
    expect(() => generatedImageUrl({ body: "Ute", colour: "red", seed: 1, shot: { kind: "photo", index: 0 }, size: "full" })).toThrow(RangeError);
    expect(() => generatedImageUrl({ body: "Ute", colour: "#ffffff", seed: -1, shot: { kind: "photo", index: 0 }, size: "full" })).toThrow(RangeError);
    expect(() => generatedImageUrl({ body: "Ute", colour: "#ffffff", seed: 1, shot: { kind: "spin", frame: 36, frames: 36 }, size: "full" })).toThrow(RangeError);
  });

  it("builds logo URLs", () => {
    expect(brandLogoUrl("land-rover")).toBe("/media/brand/land-rover.svg");
    expect(siteLogoUrl("coastal-motors")).toBe("/media/site-logo/coastal-motors.svg");
  });
});
