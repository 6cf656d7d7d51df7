import { describe, expect, it } from "vitest";
import { isCalendarDate, offerDatesProblem, offerLocalDatesOf, offerRunsAt, offerWindowOf, offerWindowStatus } from "./offer-dates";

describe("an offer's dates on the dealership's calendar", () => {
  it("runs from the first day's midnight to the midnight after the last day, on the dealership's clock", () => {
    const melbourne = offerWindowOf({ startDate: "2026-03-01", endDate: "2026-03-31" }, "Australia/Melbourne");
    // Melbourne is UTC+11 in March (daylight saving): midnight there is 13:00 UTC the day before.
    expect(melbourne.startsAt?.toISOString()).toBe("2026-02-28T13:00:00.000Z");
    expect(melbourne.endsAt?.toISOString()).toBe("2026-03-31T13:00:00.000Z");
    const brisbane = offerWindowOf({ startDate: "2026-03-01", endDate: "2026-03-31" }, "Australia/Brisbane");
    expect(brisbane.startsAt?.toISOString()).toBe("2026-02-28T14:00:00.000Z");
    expect(brisbane.endsAt?.toISOString()).toBe("2026-03-31T14:00:00.000Z");
  });

  it("keeps the dates across a daylight-saving change (Melbourne's clocks go back on 5 April 2026)", () => {
    const window = offerWindowOf({ startDate: "2026-04-04", endDate: "2026-04-05" }, "Australia/Melbourne");
    expect(window.endsAt?.toISOString()).toBe("2026-04-05T14:00:00.000Z");
    expect(offerLocalDatesOf(window, "Australia/Melbourne")).toEqual({ startDate: "2026-04-04", endDate: "2026-04-05" });
  });

  it("leaves an open end open, and reads a stored window back as the dates entered", () => {
    expect(offerWindowOf({ startDate: null, endDate: null }, "Australia/Perth")).toEqual({ startsAt: null, endsAt: null });
    const window = offerWindowOf({ startDate: "2026-12-24", endDate: null }, "Australia/Perth");
    expect(offerLocalDatesOf(window, "Australia/Perth")).toEqual({ startDate: "2026-12-24", endDate: null });
    const oneDay = offerWindowOf({ startDate: "2026-12-26", endDate: "2026-12-26" }, "Australia/Sydney");
    expect(offerLocalDatesOf(oneDay, "Australia/Sydney")).toEqual({ startDate: "2026-12-26", endDate: "2026-12-26" });
  });

  it("shows an offer to shoppers only inside its window: not before its first day, not after its last", () => {
    const window = offerWindowOf({ startDate: "2026-03-01", endDate: "2026-03-31" }, "Australia/Melbourne");
    expect(offerRunsAt(window, new Date("2026-02-28T12:59:59Z"))).toBe(false);
    expect(offerWindowStatus(window, new Date("2026-02-28T12:59:59Z"))).toBe("scheduled");
    expect(offerRunsAt(window, new Date("2026-02-28T13:00:00Z"))).toBe(true);
    // 11:59 pm on 31 March in Melbourne: still the last day.
    expect(offerRunsAt(window, new Date("2026-03-31T12:59:00Z"))).toBe(true);
    expect(offerRunsAt(window, new Date("2026-03-31T13:00:00Z"))).toBe(false);
    expect(offerWindowStatus(window, new Date("2026-04-02T00:00:00Z"))).toBe("ended");
    expect(offerRunsAt({ startsAt: null, endsAt: null }, new Date())).toBe(true);
  });

  it("refuses a date that is not a real one, and a last day before the first, naming the field", () => {
    expect(isCalendarDate("2026-02-29")).toBe(false);
    expect(isCalendarDate("2028-02-29")).toBe(true);
    expect(isCalendarDate("1/3/2026")).toBe(false);
    expect(offerDatesProblem({ startDate: "2026-02-30", endDate: null })?.field).toBe("startDate");
    expect(offerDatesProblem({ startDate: null, endDate: "31-03-2026" })?.field).toBe("endDate");
    expect(offerDatesProblem({ startDate: "2026-03-31", endDate: "2026-03-01" })).toEqual({ field: "endDate", message: "The last day is before the first day" });
    expect(offerDatesProblem({ startDate: "2026-03-01", endDate: "2026-03-01" })).toBeNull();
  });
});
