import { describe, expect, it } from "vitest";
import { isoDateIn, parseIsoDate, zonedDateParts } from "./time";

describe("zonedDateParts", () => {
  it("reads the Brisbane wall clock (UTC+10) by default", () => {
    expect(zonedDateParts(new Date("2026-12-31T14:00:00Z"))).toEqual({ year: 2027, month: 1, day: 1, hour: 0, minute: 0, second: 0 });
    expect(zonedDateParts(new Date("2026-12-31T13:59:59Z"))).toEqual({ year: 2026, month: 12, day: 31, hour: 23, minute: 59, second: 59 });
  });
  it("midnight is hour 0, not 24", () => expect(zonedDateParts(new Date("2026-01-01T00:00:00Z"), "UTC").hour).toBe(0));
});

describe("isoDateIn and parseIsoDate", () => {
  it("today's date in the zone", () => {
    expect(isoDateIn(new Date("2026-11-21T23:00:00Z"))).toBe("2026-11-22");
    expect(isoDateIn(new Date("2026-11-21T23:00:00Z"), "UTC")).toBe("2026-11-21");
  });
  it.each([
    ["2026-02-28", "2026-02-28"],
    ["2024-02-29T10:00:00Z", "2024-02-29"],
    ["2026-02-29", null],
    ["2026-00-10", null],
    ["2026-1-10", null],
    [null, null],
  ])("%j -> %j", (input, iso) => expect(parseIsoDate(input)?.iso ?? null).toBe(iso));
});
