import { describe, expect, it } from "vitest";
import { median, percentile, responseTimeSummary } from "./percentiles";

describe("percentile", () => {
  it("interpolates linearly between closest ranks", () => {
    const values = [15, 20, 35, 40, 50];
    expect(percentile(values, 0)).toBe(15);
    expect(percentile(values, 25)).toBe(20);
    expect(percentile(values, 40)).toBe(29); // rank 1.6: 20 + 0.6 × 15
    expect(percentile(values, 90)).toBe(46); // rank 3.6: 40 + 0.6 × 10
    expect(percentile(values, 100)).toBe(50);
  });

  it("sorts the values first and ignores non-finite ones", () => {
    expect(percentile([40, 15, Number.NaN, 50, 20, 35, Number.POSITIVE_INFINITY], 90)).toBe(46);
  });

  it("gives the one value of a single-value list, and null for an empty one", () => {
    expect(percentile([7], 90)).toBe(7);
    expect(percentile([], 50)).toBeNull();
    expect(percentile([Number.NaN], 50)).toBeNull();
  });

  it("refuses p outside 0–100", () => {
    expect(() => percentile([1, 2], 101)).toThrow(RangeError);
    expect(() => percentile([1, 2], -1)).toThrow(RangeError);
    expect(() => percentile([1, 2], Number.NaN)).toThrow(RangeError);
  });
});

describe("median", () => {
  it("is the middle value, or the mean of the two middle ones", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([10, 40, 20, 30])).toBe(25);
    expect(median([])).toBeNull();
  });
});

describe("responseTimeSummary", () => {
  it("counts and summarises response minutes", () => {
    expect(responseTimeSummary([5, 12, 30, 45, 60, 90, 120, 180, 240, 600])).toEqual({ count: 10, median: 75, p90: 276 });
  });

  it("gives nulls for no responses", () => {
    expect(responseTimeSummary([])).toEqual({ count: 0, median: null, p90: null });
  });
});
