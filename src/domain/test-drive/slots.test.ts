import { describe, expect, it } from "vitest";
import { checkTestDriveTime, hoursOn, parseClockTime, testDriveDayLabel, testDriveSlots, testDriveTimeLabel, TEST_DRIVE_SLOT_RULES, type OpeningHourEntry, type SpecialHourEntry } from "./slots";
import { zonedTimeToUtc } from "./time-zone";

const SYDNEY = "Australia/Sydney";
const at = (local: string, zone = SYDNEY): Date => {
  const instant = zonedTimeToUtc(local, zone);
  if (!instant) throw new Error(local);
  return instant;
};

/** Like the demo's sales hours: weekdays 8:30 to 5:30, late Thursday to 7, Saturday 8 to 4, Sunday closed. */
const HOURS: OpeningHourEntry[] = [
  { weekday: 0, status: "Closed", open: null, close: null },
  ...[1, 2, 3, 5].map((weekday) => ({ weekday, status: "Open", open: "08:30", close: "17:30" })),
  { weekday: 4, status: "Open", open: "08:30", close: "19:00" },
  { weekday: 6, status: "Open", open: "08:00", close: "16:00" },
];
const HOLIDAYS: SpecialHourEntry[] = [
  { date: "2026-12-25", status: "Closed", startHour: null, endHour: null },
  { date: "2026-12-26", status: "Open", startHour: "10:00", endHour: "15:00" },
];
const halfHours = (from: string, to: string): string[] => {
  const out: string[] = [];
  for (let m = parseClockTime(from) ?? 0; m <= (parseClockTime(to) ?? 0); m += 30) out.push(`${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`);
  return out;
};

describe("testDriveSlots", () => {
  it("the issue's rules: 14 days, 30-minute slots, an hour's notice", () => expect(TEST_DRIVE_SLOT_RULES).toEqual({ days: 14, slotMinutes: 30, leadMinutes: 60 }));

  const thursdayMorning = at("2026-11-26T09:10");
  const days = testDriveSlots({ openingHours: HOURS, timeZone: SYDNEY, from: thursdayMorning });

  it("starts today, an hour from now at the earliest, and ends the last slot by closing time", () => {
    expect(days[0]).toEqual({ date: "2026-11-26", times: halfHours("10:30", "18:30") });
    expect(days[1]).toEqual({ date: "2026-11-27", times: halfHours("08:30", "17:00") });
    expect(days[2]).toEqual({ date: "2026-11-28", times: halfHours("08:00", "15:30") });
  });

  it("leaves out closed days and keeps to 14 days", () => {
    expect(days.map((d) => d.date)).not.toContain("2026-11-29"); // Sunday
    expect(days.map((d) => d.date)).toEqual(["2026-11-26", "2026-11-27", "2026-11-28", "2026-11-30", "2026-12-01", "2026-12-02", "2026-12-03", "2026-12-04", "2026-12-05", "2026-12-07", "2026-12-08", "2026-12-09"]);
  });

  it("leaves out booked slots, and both slots a booking at another time overlaps", () => {
    const booked = [at("2026-11-27T09:00"), at("2026-11-27T11:45")];
    const friday = testDriveSlots({ openingHours: HOURS, timeZone: SYDNEY, from: thursdayMorning, booked })[1];
    expect(friday?.times).toEqual(halfHours("08:30", "17:00").filter((t) => !["09:00", "11:30", "12:00"].includes(t)));
  });

  it("gives no time today after the last slot less an hour", () => {
    const evening = testDriveSlots({ openingHours: HOURS, timeZone: SYDNEY, from: at("2026-11-26T17:45") });
    expect(evening[0]?.date).toBe("2026-11-27");
    const justInTime = testDriveSlots({ openingHours: HOURS, timeZone: SYDNEY, from: at("2026-11-26T17:30") });
    expect(justInTime[0]).toEqual({ date: "2026-11-26", times: ["18:30"] });
  });

  it("follows holiday hours over the weekday's: Christmas closed, Boxing Day 10 to 3", () => {
    const december = testDriveSlots({ openingHours: HOURS, specialHours: HOLIDAYS, timeZone: SYDNEY, from: at("2026-12-21T07:00") });
    expect(december.map((d) => d.date)).not.toContain("2026-12-25");
    expect(december.find((d) => d.date === "2026-12-26")?.times).toEqual(halfHours("10:00", "14:30"));
    expect(december.find((d) => d.date === "2026-12-24")?.times).toEqual(halfHours("08:30", "18:30")); // a Thursday
  });

  it("the day is the location's: late evening in Perth is already tomorrow in Sydney", () => {
    const perthNight = new Date("2026-11-26T14:30:00Z"); // 22:30 in Perth, 01:30 Friday in Sydney
    expect(testDriveSlots({ openingHours: HOURS, timeZone: "Australia/Perth", from: perthNight })[0]?.date).toBe("2026-11-27");
    expect(testDriveSlots({ openingHours: HOURS, timeZone: SYDNEY, from: perthNight })[0]?.date).toBe("2026-11-27");
    expect(testDriveSlots({ openingHours: HOURS, timeZone: "Australia/Perth", from: new Date("2026-11-26T08:00:00Z") })[0]).toEqual({ date: "2026-11-26", times: halfHours("17:00", "18:30") });
  });

  it("skips the hour the clocks jump over, and offers the repeated hour once", () => {
    const night: OpeningHourEntry[] = [{ weekday: 0, status: "Open", open: "01:00", close: "04:00" }];
    const october = testDriveSlots({ openingHours: night, timeZone: SYDNEY, from: at("2026-10-01T12:00"), days: 7 });
    expect(october).toEqual([{ date: "2026-10-04", times: ["01:00", "01:30", "03:00", "03:30"] }]);
    const april = testDriveSlots({ openingHours: night, timeZone: SYDNEY, from: at("2026-04-01T12:00"), days: 7 });
    expect(april).toEqual([{ date: "2026-04-05", times: ["01:00", "01:30", "02:00", "02:30", "03:00", "03:30"] }]);
    expect(testDriveSlots({ openingHours: night, timeZone: "Australia/Brisbane", from: at("2026-10-01T12:00", "Australia/Brisbane"), days: 7 })[0]?.times).toHaveLength(6);
  });

  it("offers nothing when every day is closed", () => {
    expect(testDriveSlots({ openingHours: [], timeZone: SYDNEY, from: thursdayMorning })).toEqual([]);
    expect(testDriveSlots({ openingHours: HOURS.map((h) => ({ ...h, status: "Closed" })), timeZone: SYDNEY, from: thursdayMorning })).toEqual([]);
  });
});

describe("hoursOn", () => {
  it("reads the weekday's hours, a holiday's own hours, and a holiday Open without hours as the weekday's", () => {
    expect(hoursOn("2026-11-26", HOURS)).toEqual({ open: 510, close: 1140 });
    expect(hoursOn("2026-11-29", HOURS)).toBeNull();
    expect(hoursOn("2026-12-25", HOURS, HOLIDAYS)).toBeNull();
    expect(hoursOn("2026-12-26", HOURS, HOLIDAYS)).toEqual({ open: 600, close: 900 });
    expect(hoursOn("2026-12-24", HOURS, [{ date: "2026-12-24", status: "Open", startHour: null, endHour: null }])).toEqual({ open: 510, close: 1140 });
    expect(hoursOn("2026-11-26", [{ weekday: 4, status: "Open", open: "17:00", close: "09:00" }])).toBeNull();
  });
});

describe("parseClockTime", () => {
  it("reads 24-hour and 12-hour times", () => {
    expect(parseClockTime("09:00")).toBe(540);
    expect(parseClockTime("9:00")).toBe(540);
    expect(parseClockTime("17:30")).toBe(1050);
    expect(parseClockTime("5:30 pm")).toBe(1050);
    expect(parseClockTime("5:30PM")).toBe(1050);
    expect(parseClockTime("12:00 am")).toBe(0);
    expect(parseClockTime("12:30 p.m.")).toBe(750);
    expect(parseClockTime("24:00")).toBe(1440);
    for (const bad of ["25:00", "9", "9:60", "13:00 pm", "", null, undefined]) expect(parseClockTime(bad), String(bad)).toBeNull();
  });
});

describe("checkTestDriveTime", () => {
  const from = at("2026-11-26T09:10");
  const check = (localTime: string, booked: Date[] = []) => checkTestDriveTime({ openingHours: HOURS, specialHours: HOLIDAYS, timeZone: SYDNEY, from, booked, localTime });

  it("accepts an offered time: the slot's start and end", () => {
    expect(check("2026-11-27T09:00")).toEqual({ ok: true, startsAt: new Date("2026-11-26T22:00:00Z"), endsAt: new Date("2026-11-26T22:30:00Z") });
  });

  it("refuses, saying why: booked, closed, too soon, too far, not a time", () => {
    expect(check("2026-11-27T09:00", [at("2026-11-27T09:00")])).toEqual({ ok: false, reason: "booked" });
    expect(check("2026-11-29T10:00")).toEqual({ ok: false, reason: "closed" }); // Sunday
    expect(check("2026-11-27T17:30")).toEqual({ ok: false, reason: "closed" }); // would end after closing
    expect(check("2026-11-27T09:15")).toEqual({ ok: false, reason: "closed" }); // not a slot
    expect(check("2026-11-26T10:00")).toEqual({ ok: false, reason: "too_soon" });
    expect(check("2026-11-25T10:00")).toEqual({ ok: false, reason: "too_soon" });
    expect(check("2026-12-09T10:00").ok).toBe(true);
    expect(check("2026-12-10T10:00")).toEqual({ ok: false, reason: "too_far" });
    expect(check("2026-02-30T10:00")).toEqual({ ok: false, reason: "invalid" });
    expect(check("tomorrow")).toEqual({ ok: false, reason: "invalid" });
  });
});

describe("testDriveDayLabel", () => {
  it("writes a day as the picker shows it", () => {
    expect(testDriveDayLabel("2026-11-26")).toBe("Thu 26 Nov");
    expect(testDriveDayLabel("2027-01-03")).toBe("Sun 3 Jan");
  });
});

describe("testDriveTimeLabel", () => {
  it("writes a time in 12-hour form", () => {
    expect(testDriveTimeLabel("09:00")).toBe("9:00 am");
    expect(testDriveTimeLabel("12:00")).toBe("12:00 pm");
    expect(testDriveTimeLabel("13:30")).toBe("1:30 pm");
    expect(testDriveTimeLabel("00:30")).toBe("12:30 am");
  });
});
