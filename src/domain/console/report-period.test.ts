import { describe, expect, it } from "vitest";
import { formatMinutes } from "./duration";
import { dayAfter, reportDays, reportPeriod } from "./report-period";

const SYDNEY = "Australia/Sydney";

describe("a report's period", () => {
  it("defaults to the last 30 days, today included, and compares with the 30 before", () => {
    const p = reportPeriod({}, new Date("2025-03-15T02:00:00Z"), SYDNEY);
    expect([p.fromDate, p.toDate, p.days, p.previousFromDate, p.previousToDate]).toEqual(["2025-02-14", "2025-03-15", 30, "2025-01-15", "2025-02-13"]);
    // Midnight in Sydney (daylight saving, +11) is 13:00 the day before in UTC.
    expect(p.start.toISOString()).toBe("2025-02-13T13:00:00.000Z");
    expect(p.end.toISOString()).toBe("2025-03-15T13:00:00.000Z");
    expect(p.previousStart.toISOString()).toBe("2025-01-14T13:00:00.000Z");
  });
  it("swaps dates the wrong way round, stops at today, ignores junk and caps the length", () => {
    const now = new Date("2025-06-30T00:00:00Z");
    expect(reportPeriod({ from: "2025-06-10", to: "2025-06-01" }, now, SYDNEY)).toMatchObject({ fromDate: "2025-06-01", toDate: "2025-06-10", days: 10 });
    expect(reportPeriod({ from: "2025-06-29", to: "2031-01-01" }, now, SYDNEY)).toMatchObject({ toDate: "2025-06-30", days: 2 });
    expect(reportPeriod({ from: "0x10", to: "yesterday" }, now, SYDNEY)).toMatchObject({ toDate: "2025-06-30", days: 30 });
    expect(reportPeriod({ from: "2020-01-01", to: "2025-06-30" }, now, SYDNEY).days).toBe(366);
  });
});

describe("a response time's words", () => {
  it("says minutes, then hours and minutes", () => {
    expect([0, 45, 60, 65, 125.4, 1565, null].map(formatMinutes)).toEqual(["0 min", "45 min", "1 h", "1 h 5 min", "2 h 5 min", "26 h 5 min", "–"]);
  });
});

describe("a report's days", () => {
  it("lists every date of the period, across a month's end, and the date after it", () => {
    expect(reportDays({ fromDate: "2025-02-27", days: 4 })).toEqual(["2025-02-27", "2025-02-28", "2025-03-01", "2025-03-02"]);
    expect(reportDays(reportPeriod({ from: "2025-06-01", to: "2025-06-30" }, new Date("2025-07-10T00:00:00Z"), "Australia/Sydney"))).toHaveLength(30);
    expect(dayAfter("2024-12-31")).toBe("2025-01-01");
  });
});
