import { describe, expect, it } from "vitest";
import { monthAfter, monthOf, monthsAndEdgeDays, reportMonthsAndDays } from "./report-months";
import { dayAfter, reportDays, reportPeriod } from "./report-period";

const days = (from: string, n: number) => reportDays({ fromDate: from, days: n });

/** Every day the split covers: its months' days expanded and its days, less its minus days, in order. */
function covered(split: { months: string[]; days: string[]; minusDays: string[] }): string[] {
  const all = [...split.days];
  for (const m of split.months) for (let d = m; d < monthAfter(m); d = dayAfter(d)) all.push(d);
  for (const d of split.minusDays) {
    const at = all.indexOf(d);
    expect(at, `${d} taken away but not read`).toBeGreaterThanOrEqual(0);
    all.splice(at, 1);
  }
  return all.sort();
}

describe("a month's first day and the next month's", () => {
  it("names a month by its first day, across a year's end and a leap day", () => {
    expect(monthOf("2024-02-29")).toBe("2024-02-01");
    expect(monthOf("2025-01-01")).toBe("2025-01-01");
    expect(monthAfter("2024-12-15")).toBe("2025-01-01");
    expect(monthAfter("2024-02-01")).toBe("2024-03-01");
    expect(monthAfter("2024-09-30")).toBe("2024-10-01");
  });
});

describe("days as months and the fewest days", () => {
  it("reads a month held mostly as the month less the days outside, one held a little as its days", () => {
    // 15 Jan to 10 Apr (until 11 Apr): Feb and Mar whole; 17 of January's 31 days (so January less its first 14), and
    // 10 of April's 30 (as days).
    const split = monthsAndEdgeDays("2025-01-15", "2025-04-11");
    expect(split.months).toEqual(["2025-01-01", "2025-02-01", "2025-03-01"]);
    expect(split.days).toEqual(days("2025-04-01", 10));
    expect(split.minusDays).toEqual(days("2025-01-01", 14));
  });
  it("takes a span that starts on the 1st and ends on a month's last day as whole months only", () => {
    expect(monthsAndEdgeDays("2025-03-01", "2025-06-01")).toEqual({ months: ["2025-03-01", "2025-04-01", "2025-05-01"], days: [], minusDays: [] });
    expect(monthsAndEdgeDays("2025-03-01", "2025-04-01")).toEqual({ months: ["2025-03-01"], days: [], minusDays: [] });
  });
  it("starting on the 1st, leaves only the last month's few days as days", () => {
    expect(monthsAndEdgeDays("2025-03-01", "2025-05-04")).toEqual({ months: ["2025-03-01", "2025-04-01"], days: days("2025-05-01", 3), minusDays: [] });
  });
  it("reads a span inside one month as its days when they are half the month or fewer, else as the month less the rest", () => {
    expect(monthsAndEdgeDays("2025-06-03", "2025-06-16")).toEqual({ months: [], days: days("2025-06-03", 13), minusDays: [] });
    expect(monthsAndEdgeDays("2025-06-03", "2025-06-20")).toEqual({ months: ["2025-06-01"], days: [], minusDays: [...days("2025-06-01", 2), ...days("2025-06-20", 11)] });
    // Half of June exactly (15 of 30) is read as days.
    expect(monthsAndEdgeDays("2025-06-16", "2025-07-01")).toEqual({ months: [], days: days("2025-06-16", 15), minusDays: [] });
    expect(monthsAndEdgeDays("2025-06-15", "2025-07-15")).toEqual({ months: ["2025-06-01"], days: days("2025-07-01", 14), minusDays: days("2025-06-01", 14) });
  });
  it("counts February's 29 days in a leap year and 28 in another", () => {
    expect(monthsAndEdgeDays("2024-01-31", "2024-03-02")).toEqual({ months: ["2024-02-01"], days: ["2024-01-31", "2024-03-01"], minusDays: [] });
    expect(monthsAndEdgeDays("2024-02-01", "2024-02-29")).toEqual({ months: ["2024-02-01"], days: [], minusDays: ["2024-02-29"] });
    expect(monthsAndEdgeDays("2024-02-01", "2024-03-01").months).toEqual(["2024-02-01"]);
    expect(monthsAndEdgeDays("2025-02-10", "2025-03-01")).toEqual({ months: ["2025-02-01"], days: [], minusDays: days("2025-02-01", 9) });
    expect(covered(monthsAndEdgeDays("2023-12-31", "2025-01-02"))).toEqual(days("2023-12-31", 368));
  });
  it("is empty for no days, and covers every day exactly once whatever the span, with at most half a month of days at each edge", () => {
    expect(monthsAndEdgeDays("2025-05-05", "2025-05-05")).toEqual({ months: [], days: [], minusDays: [] });
    expect(monthsAndEdgeDays("2025-05-06", "2025-05-05")).toEqual({ months: [], days: [], minusDays: [] });
    for (const from of ["2023-11-30", "2024-02-28", "2024-03-01", "2024-12-31", "2025-01-15", "2025-06-17"]) {
      for (const n of [1, 14, 15, 16, 17, 27, 28, 29, 30, 31, 59, 60, 61, 365, 366, 732]) {
        const split = monthsAndEdgeDays(from, dayAfter(days(from, n).at(-1)!));
        expect(covered(split)).toEqual(days(from, n));
        expect(split.days.length + split.minusDays.length).toBeLessThanOrEqual(31);
      }
    }
  });
});

describe("a report's months and days", () => {
  it("splits the period and the period before each on its own, so no month straddles the two", () => {
    // 366 days to 30 Jun 2025, the period before the 366 days to 29 Jun 2024 (a leap year's February in it).
    const period = reportPeriod({ from: "2024-06-30", to: "2025-06-30" }, new Date("2025-07-01T00:00:00Z"), "Australia/Sydney");
    const { current, previous } = reportMonthsAndDays(period);
    expect(current.months).toEqual(days("2024-07-01", 365).filter((d) => d.endsWith("-01")));
    expect(current.days).toEqual(["2024-06-30"]);
    // 30 Jun 2023 as a day; July to May whole; 29 of June 2024's 30 days as June less its 30th.
    expect(previous.months).toEqual(["2023-07-01", "2023-08-01", "2023-09-01", "2023-10-01", "2023-11-01", "2023-12-01", "2024-01-01", "2024-02-01", "2024-03-01", "2024-04-01", "2024-05-01", "2024-06-01"]);
    expect(previous.days).toEqual(["2023-06-30"]);
    expect(previous.minusDays).toEqual(["2024-06-30"]);
    expect(covered(previous)).toEqual(days(period.previousFromDate, 366));
  });
  it("reads a period that starts on the 1st as whole months, and the period before from its edge days", () => {
    const period = reportPeriod({ from: "2025-03-01", to: "2025-04-30" }, new Date("2025-07-01T00:00:00Z"), "Australia/Sydney");
    expect(reportMonthsAndDays(period)).toEqual({
      current: { months: ["2025-03-01", "2025-04-01"], days: [], minusDays: [] },
      // 61 days before 1 March: 30 and 31 December, then January and February whole.
      previous: { months: ["2025-01-01", "2025-02-01"], days: ["2024-12-30", "2024-12-31"], minusDays: [] },
    });
  });
  it("reads 30 days of a 31-day month as the month less its last day, and the 30 before them, June, as one whole month", () => {
    const period = reportPeriod({ from: "2025-07-01", to: "2025-07-30" }, new Date("2025-08-10T00:00:00Z"), "Australia/Sydney");
    const { current, previous } = reportMonthsAndDays(period);
    expect(current).toEqual({ months: ["2025-07-01"], days: [], minusDays: ["2025-07-31"] });
    expect(previous).toEqual({ months: ["2025-06-01"], days: [], minusDays: [] });
  });
});
