import { describe, expect, it } from "vitest";
import { SPIN_PREVIEW_WIDTH } from "@/domain/vehicle-page/media-viewer-spin";
import { IMAGE_ICON_SIZES } from "./image-sizes";
import { isOptimisable, optimisedImageUrl, optimiserTargetOf, optimiserTargetOfQuery, responsiveImage } from "./responsive-image";

const url = (w: number) => optimisedImageUrl("/media/gen/suv/p0.full.jpg", w);

describe("responsiveImage: the optimiser's srcset without next/image", () => {
  it("names a picture at a width by a short path, each segment of the picture's path encoded", () => {
    expect(url(640)).toBe("/img/640/media/gen/suv/p0.full.jpg");
    // What would end the path or start a query is escaped; the slashes stay.
    expect(optimisedImageUrl("/media/a&b=c?d#e f.jpg", 640)).toBe("/img/640/media/a%26b%3Dc%3Fd%23e%20f.jpg");
  });
  it("turns a short path back into Next's optimiser request, at the platform's quality", () => {
    expect(optimiserTargetOf(url(640))).toBe("/_next/image?url=%2Fmedia%2Fgen%2Fsuv%2Fp0.full.jpg&w=640&q=75");
    expect(optimiserTargetOf(optimisedImageUrl("/media/a&b=c e f.jpg", 256))).toBe(`/_next/image?url=${encodeURIComponent("/media/a&b=c e f.jpg")}&w=256&q=75`);
    expect(optimiserTargetOf(optimisedImageUrl("/media/gen/Ōtaki ute.jpg", 384))).toBe(`/_next/image?url=${encodeURIComponent("/media/gen/Ōtaki ute.jpg")}&w=384&q=75`);
    expect(optimiserTargetOf("/img/96/brand/toyota.svg")).toBe("/_next/image?url=%2Fbrand%2Ftoyota.svg&w=96&q=75");
  });
  it("holds a request made straight to Next's optimiser to the same rules", () => {
    expect(optimiserTargetOfQuery("url=%2Fmedia%2Fgen%2Fsuv%2Fp0.full.jpg&w=640&q=75")).toBe("/_next/image?url=%2Fmedia%2Fgen%2Fsuv%2Fp0.full.jpg&w=640&q=75");
    expect(optimiserTargetOfQuery("url=/media/gen/suv/p0.full.jpg&w=640&q=75")).toBe("/_next/image?url=%2Fmedia%2Fgen%2Fsuv%2Fp0.full.jpg&w=640&q=75");
    for (const query of ["url=%2Fmedia%2F%25&w=640&q=75", "url=%2Fmedia%2Fp.jpg&w=641&q=75", "url=%2Fmedia%2Fp.jpg&w=640&q=90", "url=%2Fetc%2Fpasswd&w=640&q=75", "url=https%3A%2F%2Fevil.example%2Fp.jpg&w=640&q=75", "w=640&q=75", ""]) {
      expect(optimiserTargetOfQuery(query), query).toBeNull();
    }
  });
  it("refuses what is not a short image path the optimiser serves", () => {
    for (const path of [
      "/img/641/media/p.jpg", // not one of the optimiser's widths
      "/img/0640/media/p.jpg",
      "/img/+640/media/p.jpg",
      "/img/640", // no picture
      "/img//media/p.jpg",
      "/img/640/etc/passwd", // outside /media and /brand
      "/img/640/media/../etc/passwd",
      "/img/640/media/%2E%2E/secret",
      "/img/640/media/./p.jpg",
      "/img/640/media/%00.jpg", // a NUL byte
      "/img/640/media/%E0%A4%A.jpg", // malformed percent-encoding
      "/img/640/media/%25", // a % left after decoding (Next decodes again: its 500)
      "/img/640/media/gen/x%25.jpg",
      "/img/640/media//gen/p.jpg", // an empty segment (Next's redirect: its 500)
      "/img/640/media/gen/p.jpg/",
      "/img/640/media/p.jpg%3Fv%3D1", // a query or fragment: endless URLs for one picture
      "/img/640/media/p.jpg%23x",
      "/img/640/media/%67en/p.jpg", // not as optimisedImageUrl writes it (an escaped 'g')
      "/img/640/media/..%5Cp.jpg", // a backslash
      "/img/640/media/%0Ap.jpg", // a control character
      "/images/640/media/p.jpg",
      "/media/p.jpg",
    ]) {
      expect(optimiserTargetOf(path), path).toBeNull();
    }
  });
  it("with sizes: every width from the smallest device width times the smallest vw share", () => {
    // 25vw of 640 is 160: widths from 256 up (the card grid, as next/image gave it).
    const card = responsiveImage("/media/gen/suv/p0.full.jpg", { sizes: "(min-width: 1280px) 25vw, (min-width: 768px) 33vw, (min-width: 640px) 50vw, 100vw" });
    expect(card.srcSet.split(", ").map((c) => c.split(" ")[1])).toEqual(["256w", "384w", "640w", "828w", "1080w", "1200w", "1920w"]);
    expect(card.src).toBe(url(1920));
    // 60vw of 640 is 384: the gallery starts at 384.
    expect(responsiveImage("/media/gen/suv/p0.full.jpg", { sizes: "(min-width: 1024px) 60vw, 100vw" }).srcSet.split(", ")[0]).toBe(`${url(384)} 384w`);
    // Never shown wider than 1200 px: no wider candidate, and the largest is the fallback src.
    const capped = responsiveImage("/media/gen/suv/p0.full.jpg", { sizes: "(min-width: 640px) 50vw, 100vw", maxWidth: 1200 });
    expect(capped.srcSet.split(", ").map((c) => c.split(" ")[1])).toEqual(["384w", "640w", "828w", "1080w", "1200w"]);
    expect(capped.src).toBe(url(1200));
    // A ceiling between two widths keeps the first above it (the picture is never blurred).
    expect(responsiveImage("/media/gen/suv/p0.full.jpg", { sizes: "100vw", maxWidth: 900 }).srcSet.split(", ").at(-1)).toBe(`${url(1080)} 1080w`);
    // A fixed size in px names no vw share: every width.
    expect(responsiveImage("/media/gen/suv/p0.full.jpg", { sizes: "120px" }).srcSet.split(", ")).toHaveLength(9);
  });
  it("with a fixed width: 1x and 2x, each the next optimiser width up", () => {
    expect(responsiveImage("/media/gen/suv/p0.full.jpg", { width: 640 })).toEqual({ src: url(1920), srcSet: `${url(640)} 1x, ${url(1920)} 2x` });
    expect(responsiveImage("/media/gen/suv/p0.full.jpg", { width: 3000 })).toEqual({ src: url(1920), srcSet: `${url(1920)} 1x` });
  });
});

describe("the spin's previews (issue 39, 10)", () => {
  it("are at a width the optimiser serves, of the pictures it serves", () => {
    expect(IMAGE_ICON_SIZES).toContain(SPIN_PREVIEW_WIDTH);
    expect(optimiserTargetOf(optimisedImageUrl("/media/gen/suv/s3.jpg", SPIN_PREVIEW_WIDTH))).not.toBeNull();
    expect(isOptimisable("/media/gen/suv/s3.jpg")).toBe(true);
    expect(isOptimisable("https://cdn.example.com/s3.jpg")).toBe(false);
  });
});

