import { describe, expect, it } from "vitest";
import { countUpValue, SALES_COUNTER_ANIMATION_MS, SALES_COUNTER_TIME_ZONE, salesCounterValue, salesMonthStart } from "./sales-this-month";

/** A Brisbane wall-clock time (UTC+10, no daylight saving) as an instant. */
const brisbane = (iso: string) => new Date(`${iso}+10:00`);

describe("constants", () => {
  it("Australia/Brisbane, animate 2 s", () => {
    expect(SALES_COUNTER_TIME_ZONE).toBe("Australia/Brisbane");
    expect(SALES_COUNTER_ANIMATION_MS).toBe(2_000);
  });
});

describe("salesMonthStart: midnight on the 1st on the Brisbane clock", () => {
  it.each([
    ["2026-11-01T00:00:00", "2026-10-31T14:00:00.000Z"],
    ["2026-11-22T09:15:00", "2026-10-31T14:00:00.000Z"],
    ["2026-12-31T23:59:59", "2026-11-30T14:00:00.000Z"],
    ["2027-01-01T00:00:00", "2026-12-31T14:00:00.000Z"],
  ])("%s Brisbane -> %s", (time, start) => expect(salesMonthStart(brisbane(time)).toISOString()).toBe(start));

  it("reads the Brisbane clock, not UTC: 31 October 14:30 UTC is already November there", () => {
    expect(salesMonthStart(new Date("2026-10-31T14:30:00Z")).toISOString()).toBe("2026-10-31T14:00:00.000Z");
    expect(salesMonthStart(new Date("2026-10-31T13:59:00Z")).toISOString()).toBe("2026-09-30T14:00:00.000Z");
  });
  it("an invalid date throws", () => expect(() => salesMonthStart(new Date(Number.NaN))).toThrow(RangeError));
});

describe("salesCounterValue: the site's real sales, or no banner", () => {
  it("shows the count of cars sold this month, not a clock estimate", () => {
    expect(salesCounterValue(true, 7)).toBe(7);
    expect(salesCounterValue(true, 1)).toBe(1);
  });
  it("hides the banner with no sale this month, or where the site does not show it", () => {
    expect(salesCounterValue(true, 0)).toBeNull();
    expect(salesCounterValue(false, 12)).toBeNull();
  });
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
