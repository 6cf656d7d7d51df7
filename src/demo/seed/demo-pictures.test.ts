import { describe, expect, it } from "vitest";
import { parseGeneratedImagePath } from "@/demo/art/generated-media";
import { isDemoPicture, MAX_PICTURE_SEED } from "./demo-pictures";
import { vehicleBatches } from "./load";
import { buildWorld } from "./world";

const referenceDate = new Date("2026-11-22T00:00:00Z");

/** Every /media/gen URL anywhere in a value (rows hold them in columns and JSON). */
function mediaUrls(value: unknown): string[] {
  return [...JSON.stringify(value).matchAll(/\/media\/gen\/[^"\\]+/g)].map((m) => m[0]);
}

function picture(url: string) {
  const input = parseGeneratedImagePath(url.replace(/^\/media\/gen\//, "").split("/"));
  if (!input) throw new Error(`not a generated picture: ${url}`);
  return input;
}

describe("the pictures /media/gen draws are the demo generator's", () => {
  it("accepts every picture the generator puts in the demo world (vehicles, catalogue models, offers)", () => {
    for (const seed of [20261122, 7]) {
      const world = buildWorld({ seed, referenceDate, vehicles: 1500 });
      const urls = new Set([...mediaUrls(world), ...mediaUrls([...vehicleBatches(world, seed, 500)].flat())]);
      expect(urls.size).toBeGreaterThan(5000);
      for (const url of urls) expect(isDemoPicture(picture(url)), url).toBe(true);
    }
  }, 30_000);

  it("refuses a made-up colour, a seed past the generator's and spins of another frame count", () => {
    const ok = picture("/media/gen/ute/f4f4f2/1234/p0.full.jpg");
    expect(isDemoPicture(ok)).toBe(true);
    expect(isDemoPicture({ ...ok, colour: "#f4f4f3" })).toBe(false);
    expect(isDemoPicture({ ...ok, seed: MAX_PICTURE_SEED + 1 })).toBe(false);
    expect(isDemoPicture({ ...ok, seed: 2 ** 31 })).toBe(false);
    expect(isDemoPicture({ ...ok, shot: { kind: "spin", frame: 3, frames: 24 } })).toBe(false);
    expect(isDemoPicture({ ...ok, shot: { kind: "spin", frame: 3, frames: 36 } })).toBe(true);
  });
});
