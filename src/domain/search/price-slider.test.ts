import { describe, expect, it } from "vitest";
import { boundsWithinRange, rangesWithinStats, boundWithinRange, moveSliderThumb, sliderBounds, sliderLabel, sliderRange, sliderValuesOf } from "./price-slider";

describe("price slider", () => {
  it("defaults to 0-100000 with a step of a hundredth of the range", () => {
    expect(sliderRange(null)).toEqual({ min: 0, max: 100000, step: 1000 });
    expect(sliderRange({ min: 5000, max: 55000 })).toEqual({ min: 5000, max: 55000, step: 500 });
  });
  it("rounds a moved price or km thumb to the nearest 1000, clamps it to the range and keeps min <= max", () => {
    const range = sliderRange({ min: 5000, max: 55000 });
    expect(moveSliderThumb([5000, 55000], [12_499, 55000], range, "price")).toEqual([12000, 55000]);
    expect(moveSliderThumb([12000, 55000], [12000, 40_501], range, "km")).toEqual([12000, 41000]);
    expect(moveSliderThumb([12000, 41000], [1_000, 41000], range, "price")).toEqual([5000, 41000]);
    expect(moveSliderThumb([12000, 41000], [12000, 90_000], range, "price")).toEqual([12000, 55000]);
    // The minimum may not pass the maximum: the moved thumb stops at the other.
    expect(moveSliderThumb([12000, 20000], [20_400, 20000], range, "price")).toEqual([20000, 20000]);
    expect(moveSliderThumb([2011, 2019], [2011, 2019.6], { min: 2005, max: 2026, step: 1 }, "year")).toEqual([2011, 2019.6]);
  });
  it("keeps the thumb that did not move where it was: nudging the maximum sets no minimum (issue 15)", () => {
    // HiLux from $45,990 to $72,990: the ends are not multiples of 1000.
    const range = sliderRange({ min: 45_990, max: 72_990 });
    const start = sliderValuesOf({}, range);
    expect(start).toEqual([45_990, 72_990]);
    const moved = moveSliderThumb(start, [45_990, 72_990 - range.step], range, "price");
    expect(moved).toEqual([45_990, 72_000]);
    expect(sliderBounds(moved, range)).toEqual({ max: 72_000 });
    // A thumb taken back to its end is the end exactly, and no bound.
    expect(moveSliderThumb(moved, [45_990, 72_990], range, "price")).toEqual([45_990, 72_990]);
    expect(sliderBounds([45_990, 72_990], range)).toEqual({});
    // Near the end, rounding past it is the end, not a bound beyond the dearest car.
    expect(moveSliderThumb([45_990, 72_000], [45_990, 72_800], range, "price")).toEqual([45_990, 72_990]);
    // A keyboard step smaller than 500 still moves to the next thousand, never back where it was.
    expect(moveSliderThumb([45_990, 72_000], [45_990, 72_000 - range.step], range, "price")).toEqual([45_990, 71_000]);
    expect(moveSliderThumb([47_000, 72_000], [47_000 + range.step, 72_000], range, "price")).toEqual([48_000, 72_000]);
  });
  it("follows the range of the current results: bounds outside it sit at its ends", () => {
    const range = sliderRange({ min: 45_990, max: 72_990 });
    expect(sliderValuesOf({ min: 50_000 }, range)).toEqual([50_000, 72_990]);
    expect(sliderValuesOf({ min: 10_000, max: 90_000 }, range)).toEqual([45_990, 72_990]);
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

describe("rangesWithinStats", () => {
  const stats = { price: { min: 10_000, max: 60_000 }, km: { min: 5, max: 90_000 } };
  it("leaves out each bound outside its slider's range, keeps the rest, and says whether any went", () => {
    expect(rangesWithinStats({ price: { min: 20_000, max: 50_000 } }, stats)).toEqual({ ranges: { price: { min: 20_000, max: 50_000 } }, dropped: false });
    expect(rangesWithinStats({ price: { min: 20_000, max: 90_000_000 } }, stats)).toEqual({ ranges: { price: { min: 20_000 } }, dropped: true });
    expect(rangesWithinStats({ price: { max: 90_000_000 }, km: { max: 50_000 } }, stats)).toEqual({ ranges: { km: { max: 50_000 } }, dropped: true });
    expect(rangesWithinStats({}, stats)).toEqual({ ranges: {}, dropped: false });
  });
});

describe("the subscription price's slider (facet subscription_price, labelled $X/wk)", () => {
  it("moves in whole dollars a week, labelled per week, within the weekly range", () => {
    const range = sliderRange({ min: 89, max: 1_450 });
    const moved = moveSliderThumb([89, 1_450], [203.6, 1_450], range, "subscription_price");
    expect(moved).toEqual([204, 1_450]);
    expect(sliderLabel(moved[0], "subscription_price")).toBe("$204/wk");
    expect(moveSliderThumb([89, 1_450], [50, 1_450], range, "subscription_price")).toEqual([89, 1_450]);
  });
  it("drops a weekly bound outside the weekly range, as the price slider does", () => {
    expect(rangesWithinStats({ subscription_price: { min: 5, max: 300 } }, { subscription_price: { min: 89, max: 1_450 } })).toEqual({ ranges: { subscription_price: { max: 300 } }, dropped: true });
  });
});
