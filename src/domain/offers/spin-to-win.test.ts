import { describe, expect, it } from "vitest";
import { spinAngle, spinLanding } from "./spin-to-win";

describe("issue 38: /spin-to-win behind sign-in (the wheel's landing)", () => {
  it("lands on each segment equally, never outside the wheel", () => {
    const counts = [0, 0, 0, 0];
    for (let i = 0; i < 400; i += 1) counts[spinLanding(4, i / 400)]! += 1;
    expect(counts).toEqual([100, 100, 100, 100]);
    expect(spinLanding(3, 0)).toBe(0);
    expect(spinLanding(3, 0.9999999)).toBe(2);
    expect(spinLanding(3, 1)).toBe(2);
    expect(spinLanding(3, -1)).toBe(0);
    expect(spinLanding(3, Number.NaN)).toBe(0);
    expect(spinLanding(1, 0.7)).toBe(0);
    expect(() => spinLanding(0, 0.5)).toThrow(RangeError);
  });

  it("turns forward and stops with the landed segment's middle under the top pointer", () => {
    for (const [index, segments] of [[0, 4], [3, 4], [2, 5]] as const) {
      const angle = spinAngle(index, segments, 720 + 37);
      expect(angle).toBeGreaterThan(720 + 37 + 360 * 4);
      const size = 360 / segments;
      // The segment's middle, drawn at index*size + size/2 clockwise from the top, is at 0 (mod 360) once turned.
      expect((((index * size + size / 2 + angle) % 360) + 360) % 360).toBeCloseTo(0);
    }
  });
});
