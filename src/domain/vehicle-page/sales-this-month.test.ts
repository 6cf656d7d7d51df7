import { describe, expect, it } from "vitest";
import { countUpValue, SALES_COUNTER_ANIMATION_MS, SALES_COUNTER_REFRESH_MS, SALES_COUNTER_TIME_ZONE, salesThisMonth, secondsElapsedToday } from "./sales-this-month";

/** A Brisbane wall-clock time (UTC+10, no daylight saving) as an instant. */
const brisbane = (iso: string) => new Date(`${iso}+10:00`);

describe("constants", () => {
  it("Australia/Brisbane, refresh every 150 s, animate 2 s", () => {
    expect(SALES_COUNTER_TIME_ZONE).toBe("Australia/Brisbane");
    expect(SALES_COUNTER_REFRESH_MS).toBe(150_000);
    expect(SALES_COUNTER_ANIMATION_MS).toBe(2_000);
  });
});

describe("salesThisMonth = (day − 1) × 192 + seconds today / 450", () => {
  it.each([
    ["2026-11-01T00:00:00", 0],
    ["2026-11-01T00:07:29", 0],
    ["2026-11-01T00:07:30", 1],
    ["2026-11-01T12:00:00", 96],
    ["2026-11-01T23:59:59", 191],
    ["2026-11-02T00:00:00", 192],
    ["2026-11-22T09:15:00", 21 * 192 + 74],
    ["2026-12-31T23:59:59", 30 * 192 + 191],
    ["2027-01-01T00:00:00", 0],
  ])("%s Brisbane -> %s", (time, count) => expect(salesThisMonth(brisbane(time))).toBe(count));

  it("reads the Brisbane clock, not UTC or the host's zone", () => {
    // 2026-10-31 14:30 UTC is already 1 November 00:30 in Brisbane.
    expect(salesThisMonth(new Date("2026-10-31T14:30:00Z"))).toBe(4);
    // Sydney is on daylight saving (UTC+11) in November: same instant, an hour later on the clock.
    expect(salesThisMonth(new Date("2026-10-31T14:30:00Z"), "Australia/Sydney")).toBe(12);
  });
  it("secondsElapsedToday", () => {
    expect(secondsElapsedToday(brisbane("2026-06-15T01:02:03"))).toBe(3723);
    expect(secondsElapsedToday(brisbane("2026-06-15T00:00:00"))).toBe(0);
  });
  it("an invalid date throws", () => expect(() => salesThisMonth(new Date(Number.NaN))).toThrow(RangeError));
});

describe("countUpValue", () => {
  it.each([
    [0, 100, 0, 1000, 0],
    [0, 100, 500, 1000, 50],
    [0, 100, 999, 1000, 99],
    [0, 100, 1000, 1000, 100],
    [0, 100, 5000, 1000, 100],
    [0, 100, -10, 1000, 0],
    [40, 50, 500, 1000, 45],
    [0, 7, 100, 0, 7],
  ])("%s -> %s at %s of %s ms: %s", (from, to, elapsed, duration, value) => expect(countUpValue(from, to, elapsed, duration)).toBe(value));
});
