import { describe, expect, it } from "vitest";
import { isCalendarDate, isClockTime, MAX_SPECIAL_HOURS, specialHoursProblem, weeklyHoursProblem } from "./hours-edit";

const week = (over: Record<number, Partial<{ status: "Open" | "Closed"; open: string | null; close: string | null }>> = {}) =>
  Array.from({ length: 7 }, (_, weekday) => ({ weekday, status: weekday === 0 ? ("Closed" as const) : ("Open" as const), open: "08:30", close: "17:30", ...over[weekday] }));

describe("a location's hours as the console edits them", () => {
  it("reads 24-hour times 00:00 to 23:59 and 24:00, nothing else", () => {
    for (const ok of ["00:00", "08:30", "23:59", "24:00"]) expect(isClockTime(ok)).toBe(true);
    for (const bad of ["8:30", "24:01", "25:00", "12:60", "noon", "", null, undefined, "08:30 "]) expect(isClockTime(bad)).toBe(false);
  });
  it("reads real calendar dates only", () => {
    expect(isCalendarDate("2026-12-25")).toBe(true);
    expect(isCalendarDate("2028-02-29")).toBe(true);
    for (const bad of ["2026-02-29", "2026-02-30", "2026-13-01", "2026-00-10", "26-12-25", "2026-12-25T00:00", "1999-12-31"]) expect(isCalendarDate(bad)).toBe(false);
  });
  it("takes a week of seven days with each open day closing after it opens", () => {
    expect(weeklyHoursProblem(week())).toBeNull();
    expect(weeklyHoursProblem(week({ 6: { open: "09:00", close: "24:00" } }))).toBeNull();
    // A closed day's times are not read.
    expect(weeklyHoursProblem(week({ 0: { status: "Closed", open: "nonsense", close: null } }))).toBeNull();
  });
  it("names the field of the week's first problem", () => {
    expect(weeklyHoursProblem(week().slice(0, 6))?.field).toBe("openingHours");
    expect(weeklyHoursProblem(week({ 2: { close: "08:00" } }))).toEqual({ field: "openingHours.2.close", message: "Tuesday: the closing time must be after the opening time (08:30)" });
    expect(weeklyHoursProblem(week({ 3: { close: "08:30" } }))?.field).toBe("openingHours.3.close");
    expect(weeklyHoursProblem(week({ 1: { open: "8am" } }))?.field).toBe("openingHours.1.open");
    expect(weeklyHoursProblem(week({ 5: { close: null } }))?.field).toBe("openingHours.5.close");
    const swapped = week();
    [swapped[1], swapped[2]] = [swapped[2]!, swapped[1]!];
    expect(weeklyHoursProblem(swapped)?.field).toBe("openingHours.1.weekday");
  });
  it("names the field of the holiday hours' first problem: a date that is not real, twice, a time backwards, too many", () => {
    const day = (date: string, over = {}) => ({ date, name: "Christmas Day", status: "Open" as const, startHour: "10:00", endHour: "15:00", ...over });
    expect(specialHoursProblem([day("2026-12-25"), day("2026-12-26", { status: "Closed", startHour: null, endHour: null })])).toBeNull();
    expect(specialHoursProblem([day("2026-12-25"), day("2026-02-30")])?.field).toBe("specialHours.1.date");
    expect(specialHoursProblem([day("2026-12-25"), day("2026-12-25")])).toEqual({ field: "specialHours.1.date", message: "2026-12-25 is listed twice; give each date once" });
    expect(specialHoursProblem([day("2026-12-25", { endHour: "09:00" })])?.field).toBe("specialHours.0.endHour");
    expect(specialHoursProblem([day("2026-12-25", { startHour: "10" })])?.field).toBe("specialHours.0.startHour");
    expect(specialHoursProblem([day("2026-12-25", { name: "x".repeat(81) })])?.field).toBe("specialHours.0.name");
    const many = Array.from({ length: MAX_SPECIAL_HOURS + 1 }, (_, i) => day(new Date(Date.UTC(2027, 0, 1 + i)).toISOString().slice(0, 10)));
    expect(specialHoursProblem(many)?.field).toBe("specialHours");
    expect(specialHoursProblem(many.slice(0, MAX_SPECIAL_HOURS))).toBeNull();
  });
});
