import { describe, expect, it } from "vitest";
import { optimisedImageUrl, responsiveImage } from "./responsive-image";

const url = (w: number) => optimisedImageUrl("/media/gen/suv/p0.full.jpg", w);

describe("responsiveImage: the optimiser's srcset without next/image", () => {
  it("encodes the picture's path and asks for the platform's quality", () => {
    expect(url(640)).toBe("/_next/image?url=/media/gen/suv/p0.full.jpg&w=640&q=75");
    // Only the slashes stay as they are: what would end the parameter is escaped.
    expect(optimisedImageUrl("/media/a&b=c?d#e f.jpg", 640)).toBe("/_next/image?url=/media/a%26b%3Dc%3Fd%23e%20f.jpg&w=640&q=75");
  });
  it("with sizes: every width from the smallest device width times the smallest vw share", () => {
    // 25vw of 640 is 160: widths from 256 up (the card grid, as next/image gave it).
    const card = responsiveImage("/media/gen/suv/p0.full.jpg", { sizes: "(min-width: 1280px) 25vw, (min-width: 768px) 33vw, (min-width: 640px) 50vw, 100vw" });
    expect(card.srcSet.split(", ").map((c) => c.split(" ")[1])).toEqual(["256w", "384w", "640w", "828w", "1080w", "1200w", "1920w"]);
    expect(card.src).toBe(url(1920));
    // 60vw of 640 is 384: the gallery starts at 384.
    expect(responsiveImage("/media/gen/suv/p0.full.jpg", { sizes: "(min-width: 1024px) 60vw, 100vw" }).srcSet.split(", ")[0]).toBe(`${url(384)} 384w`);
    // A fixed size in px names no vw share: every width.
    expect(responsiveImage("/media/gen/suv/p0.full.jpg", { sizes: "120px" }).srcSet.split(", ")).toHaveLength(9);
  });
  it("with a fixed width: 1x and 2x, each the next optimiser width up", () => {
    expect(responsiveImage("/media/gen/suv/p0.full.jpg", { width: 640 })).toEqual({ src: url(1920), srcSet: `${url(640)} 1x, ${url(1920)} 2x` });
    expect(responsiveImage("/media/gen/suv/p0.full.jpg", { width: 3000 })).toEqual({ src: url(1920), srcSet: `${url(1920)} 1x` });
  });
});
