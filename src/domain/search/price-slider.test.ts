import { describe, expect, it } from "vitest";
import { boundsWithinRange, boundWithinRange, normaliseSliderValues, sliderLabel, sliderRange } from "./price-slider";

describe("price slider", () => {
  it("defaults to 0-100000 with a step of a hundredth of the range", () => {
    expect(sliderRange(null)).toEqual({ min: 0, max: 100000, step: 1000 });
    expect(sliderRange({ min: 5000, max: 55000 })).toEqual({ min: 5000, max: 55000, step: 500 });
  });
  it("rounds price and km to the nearest 1000, clamps to the range and keeps min <= max", () => {
    const range = sliderRange({ min: 5000, max: 55000 });
    expect(normaliseSliderValues([12_499, 40_501], range, "price")).toEqual([12000, 41000]);
    expect(normaliseSliderValues([1_000, 90_000], range, "price")).toEqual([5000, 55000]);
    expect(normaliseSliderValues([40_000, 20_000], range, "km")).toEqual([20000, 40000]);
    expect(normaliseSliderValues([2011.4, 2019.6], { min: 2005, max: 2026, step: 1 }, "year")).toEqual([2011.4, 2019.6]);
  });
  it("ignores a bound outside the range", () => {
    const range = sliderRange({ min: 5000, max: 55000 });
    expect(boundWithinRange(60000, range)).toBeUndefined();
    expect(boundWithinRange(10000, range)).toBe(10000);
    expect(boundsWithinRange({ min: 90_000_000, max: 20_000 }, { min: 5000, max: 55000 })).toEqual({ max: 20_000 });
    expect(boundsWithinRange({ min: 1000 }, null)).toEqual({ min: 1000 });
    expect(boundsWithinRange(undefined, null)).toEqual({});
  });
  it("labels subscription prices per week", () => {
    expect(sliderLabel(199, "subscription_price")).toBe("$199/wk");
    expect(sliderLabel(45990, "price")).toBe("$45,990");
  });
});
