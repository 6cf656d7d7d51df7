import { describe, expect, it } from "vitest";
import { type BusinessHours, businessMinutesBetween, responseMinutes } from "./business-time";

const at = (iso: string) => new Date(iso);
const day = (weekday: number, open: string | null, close: string | null) =>
  ({ weekday, status: open && close ? "Open" : "Closed", open, close }) as const;

/** Mon–Fri 08:00–17:30, Sat 08:00–12:00, Sun closed. */
const STANDARD: BusinessHours = {
  weekly: [day(0, null, null), day(1, "08:00", "17:30"), day(2, "08:00", "17:30"), day(3, "08:00", "17:30"), day(4, "08:00", "17:30"), day(5, "08:00", "17:30"), day(6, "08:00", "12:00")],
  special: [],
};
/** STANDARD, and Sunday 10:00–16:00. */
const SEVEN_DAYS: BusinessHours = { weekly: [...STANDARD.weekly.filter((d) => d.weekday !== 0), day(0, "10:00", "16:00")], special: [] };
const BRISBANE = "Australia/Brisbane"; // UTC+10 all year
const SYDNEY = "Australia/Sydney"; // UTC+10, UTC+11 from the first Sunday of October to the first Sunday of April
const minutes = (from: string, to: string, hours: BusinessHours, zone = BRISBANE) => businessMinutesBetween(at(from), at(to), hours, zone);

describe("businessMinutesBetween: weekdays and weekends (Brisbane)", () => {
  it("counts nothing from 21:00 Saturday to 08:00 Monday when Monday opens at 08:00", () => {
    // Sat 7 Mar 2026 21:00 → Mon 9 Mar 08:00 local.
    expect(minutes("2026-03-07T11:00:00Z", "2026-03-08T22:00:00Z", STANDARD)).toBe(0);
    expect(minutes("2026-03-07T11:00:00Z", "2026-03-08T23:15:00Z", STANDARD)).toBe(75);
  });

  it("counts Saturday's 08:00–12:00 hours", () => {
    // Sat 11:00 → Mon 08:30: Saturday's last hour and Monday's first half hour.
    expect(minutes("2026-03-07T01:00:00Z", "2026-03-08T22:30:00Z", STANDARD)).toBe(90);
    // Fri 17:00 → Sat 09:00.
    expect(minutes("2026-03-06T07:00:00Z", "2026-03-06T23:00:00Z", STANDARD)).toBe(90);
  });

  it("counts an interval inside one day, and nothing outside the hours", () => {
    // Wed 11 Mar 10:15 → 11:45.
    expect(minutes("2026-03-11T00:15:00Z", "2026-03-11T01:45:00Z", STANDARD)).toBe(90);
    // Wed 06:00 → 07:59, and Wed 17:30 → 23:00.
    expect(minutes("2026-03-10T20:00:00Z", "2026-03-10T21:59:00Z", STANDARD)).toBe(0);
    expect(minutes("2026-03-11T07:30:00Z", "2026-03-11T13:00:00Z", STANDARD)).toBe(0);
    // Seconds are rounded down to the minute.
    expect(minutes("2026-03-11T00:15:00Z", "2026-03-11T00:16:59Z", STANDARD)).toBe(1);
  });

  it("counts a whole week", () => {
    // Mon 9 Mar 00:00 → Mon 16 Mar 00:00: five days of 570 minutes and Saturday's 240.
    expect(minutes("2026-03-08T14:00:00Z", "2026-03-15T14:00:00Z", STANDARD)).toBe(5 * 570 + 240);
  });

  it("gives 0 when the start is at or after the end", () => {
    expect(minutes("2026-03-11T02:00:00Z", "2026-03-11T01:00:00Z", STANDARD)).toBe(0);
    expect(minutes("2026-03-11T01:00:00Z", "2026-03-11T01:00:00Z", STANDARD)).toBe(0);
    expect(businessMinutesBetween(new Date(Number.NaN), at("2026-03-11T01:00:00Z"), STANDARD, BRISBANE)).toBe(0);
  });
});

describe("businessMinutesBetween: special hours", () => {
  it("skips a Monday public holiday (special Closed)", () => {
    // Fri 23 Jan 2026 17:00 → Tue 27 Jan 08:30; Monday 26 Jan is Australia Day.
    const holiday: BusinessHours = { ...STANDARD, special: [{ date: "2026-01-26", status: "Closed", startHour: null, endHour: null }] };
    expect(minutes("2026-01-23T07:00:00Z", "2026-01-26T22:30:00Z", holiday)).toBe(30 + 240 + 30);
    expect(minutes("2026-01-23T07:00:00Z", "2026-01-26T22:30:00Z", STANDARD)).toBe(30 + 240 + 570 + 30);
  });

  it("uses a date's own opening hours over its weekday's", () => {
    // Christmas Eve, Thursday 24 Dec 2026: 08:00–12:00 only.
    const eve: BusinessHours = { ...STANDARD, special: [{ date: "2026-12-24", status: "Open", startHour: "08:00", endHour: "12:00" }] };
    expect(minutes("2026-12-23T14:00:00Z", "2026-12-24T14:00:00Z", eve)).toBe(240);
  });
});

describe("businessMinutesBetween: daylight saving", () => {
  it("opens at the clocks' 10:00 on the Sunday Sydney's clocks go forward (4 Oct 2026)", () => {
    // Sun 09:00 AEDT → 11:00 AEDT, opening at 10:00 AEDT (2026-10-03T23:00Z, not 2026-10-04T00:00Z).
    expect(minutes("2026-10-03T22:00:00Z", "2026-10-04T00:00:00Z", SEVEN_DAYS, SYDNEY)).toBe(60);
    // Sat 3 Oct 00:00 AEST → Mon 5 Oct 00:00 AEDT: Saturday's 240 and Sunday's 360.
    expect(minutes("2026-10-02T14:00:00Z", "2026-10-04T13:00:00Z", SEVEN_DAYS, SYDNEY)).toBe(600);
    expect(minutes("2026-10-02T14:00:00Z", "2026-10-04T13:00:00Z", SEVEN_DAYS, "Australia/Melbourne")).toBe(600);
  });

  it("opens at the clocks' 10:00 on the Sunday Sydney's clocks go back (5 Apr 2026)", () => {
    // Sun 09:30 AEST → 10:30 AEST, opening at 10:00 AEST (2026-04-05T00:00Z, not 2026-04-04T23:00Z).
    expect(minutes("2026-04-04T23:30:00Z", "2026-04-05T00:30:00Z", SEVEN_DAYS, SYDNEY)).toBe(30);
  });

  it("gives the changeover night its true length: 00:00–06:00 is 5 hours in October, 7 in April", () => {
    const night = (date: string): BusinessHours => ({ weekly: [], special: [{ date, status: "Open", startHour: "00:00", endHour: "06:00" }] });
    expect(minutes("2026-10-03T12:00:00Z", "2026-10-05T00:00:00Z", night("2026-10-04"), SYDNEY)).toBe(300);
    expect(minutes("2026-04-04T12:00:00Z", "2026-04-06T00:00:00Z", night("2026-04-05"), SYDNEY)).toBe(420);
    // Brisbane keeps UTC+10: six hours.
    expect(minutes("2026-10-03T12:00:00Z", "2026-10-05T00:00:00Z", night("2026-10-04"), BRISBANE)).toBe(360);
  });
});

describe("businessMinutesBetween: fallbacks", () => {
  it("counts the wall clock when the location has no open hours at all", () => {
    const closed: BusinessHours = { weekly: [0, 1, 2, 3, 4, 5, 6].map((d) => day(d, null, null)), special: [] };
    expect(minutes("2026-03-07T11:00:00Z", "2026-03-07T13:00:00Z", closed)).toBe(120);
    expect(minutes("2026-03-07T11:00:00Z", "2026-03-07T13:00:00Z", { weekly: [], special: [] })).toBe(120);
  });

  it("counts the wall clock after the first 400 days", () => {
    // Open only on Mon 5 Jan 2026, 09:00–10:00; from 1 Jan 2026 00:00 for 500 days: 60 minutes, then 100 whole days.
    const once: BusinessHours = { weekly: [], special: [{ date: "2026-01-05", status: "Open", startHour: "09:00", endHour: "10:00" }] };
    const start = at("2025-12-31T14:00:00Z");
    const end = new Date(start.getTime() + 500 * 86_400_000);
    expect(businessMinutesBetween(start, end, once, BRISBANE)).toBe(60 + 100 * 1440);
  });
});

describe("responseMinutes", () => {
  it("stops at the first response", () => {
    const lead = { createdAt: at("2026-03-11T00:15:00Z"), firstResponseAt: at("2026-03-11T01:45:00Z") };
    expect(responseMinutes(lead, at("2026-03-20T00:00:00Z"), { hours: STANDARD, timeZone: BRISBANE })).toEqual({ minutes: 90, answered: true });
  });

  it("counts an unanswered lead up to now", () => {
    const lead = { createdAt: at("2026-03-07T11:00:00Z"), firstResponseAt: null };
    expect(responseMinutes(lead, at("2026-03-08T23:15:00Z"), { hours: STANDARD, timeZone: BRISBANE })).toEqual({ minutes: 75, answered: false });
    // No location's hours to count on: wall-clock whole minutes.
    expect(responseMinutes({ createdAt: at("2026-03-08T23:00:00Z"), firstResponseAt: null }, at("2026-03-08T23:15:30Z"), null)).toEqual({ minutes: 15, answered: false });
  });
});
