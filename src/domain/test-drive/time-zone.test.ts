import { describe, expect, it } from "vitest";
import { localDateTimeOf, locationTimeZone, parseLocalDateTime, zonedTimeToUtc } from "./time-zone";

const utc = (local: string, zone: string) => zonedTimeToUtc(local, zone)?.toISOString();

describe("locationTimeZone", () => {
  it("gives each state's zone, in any case, and the default state's (qld) otherwise", () => {
    expect(locationTimeZone("qld")).toBe("Australia/Brisbane");
    expect(locationTimeZone("QLD")).toBe("Australia/Brisbane");
    expect(locationTimeZone("NSW")).toBe("Australia/Sydney");
    expect(locationTimeZone("act")).toBe("Australia/Sydney");
    expect(locationTimeZone("Vic")).toBe("Australia/Melbourne");
    expect(locationTimeZone("TAS")).toBe("Australia/Hobart");
    expect(locationTimeZone("SA")).toBe("Australia/Adelaide");
    expect(locationTimeZone("WA")).toBe("Australia/Perth");
    expect(locationTimeZone(" nt ")).toBe("Australia/Darwin");
    expect(locationTimeZone("")).toBe("Australia/Brisbane");
    expect(locationTimeZone(null)).toBe("Australia/Brisbane");
    expect(locationTimeZone("constructor")).toBe("Australia/Brisbane");
  });

  it("falls back to the site's default state for a missing or unknown state", () => {
    expect(locationTimeZone(null, "wa")).toBe("Australia/Perth");
    expect(locationTimeZone("Queensland", "vic")).toBe("Australia/Melbourne");
    expect(locationTimeZone("SA", "wa")).toBe("Australia/Adelaide");
    expect(locationTimeZone("", "nowhere")).toBe("Australia/Brisbane");
  });
});

describe("zonedTimeToUtc", () => {
  it("Sydney in April: clocks go back at 3:00 on Sunday 5 April 2026; the repeated hour is its first", () => {
    expect(utc("2026-04-04T09:00", "Australia/Sydney")).toBe("2026-04-03T22:00:00.000Z"); // AEDT, +11
    expect(utc("2026-04-05T01:30", "Australia/Sydney")).toBe("2026-04-04T14:30:00.000Z");
    expect(utc("2026-04-05T02:30", "Australia/Sydney")).toBe("2026-04-04T15:30:00.000Z"); // happens twice: the first
    expect(utc("2026-04-05T03:00", "Australia/Sydney")).toBe("2026-04-04T17:00:00.000Z"); // AEST, +10
    expect(utc("2026-04-05T09:00", "Australia/Sydney")).toBe("2026-04-04T23:00:00.000Z");
  });

  it("Sydney in October: clocks go forward at 2:00 on Sunday 4 October 2026; a skipped time moves on an hour", () => {
    expect(utc("2026-10-03T09:00", "Australia/Sydney")).toBe("2026-10-02T23:00:00.000Z"); // AEST, +10
    expect(utc("2026-10-04T01:30", "Australia/Sydney")).toBe("2026-10-03T15:30:00.000Z");
    expect(utc("2026-10-04T02:30", "Australia/Sydney")).toBe("2026-10-03T16:30:00.000Z"); // never shown: 3:30 AEDT
    expect(utc("2026-10-04T03:00", "Australia/Sydney")).toBe("2026-10-03T16:00:00.000Z"); // AEDT, +11
    expect(utc("2026-10-04T09:00", "Australia/Sydney")).toBe("2026-10-03T22:00:00.000Z");
  });

  it("Brisbane keeps +10 all year, on the same days", () => {
    for (const local of ["2026-04-05T02:30", "2026-04-05T09:00", "2026-10-04T02:30", "2026-10-04T09:00", "2026-01-15T09:00", "2026-07-15T09:00"]) {
      const instant = zonedTimeToUtc(local, "Australia/Brisbane");
      expect(instant?.getTime(), local).toBe(Date.parse(`${local}:00+10:00`));
    }
  });

  it("the other zones: Adelaide's half hour and daylight saving, Perth and Darwin without", () => {
    expect(utc("2026-01-15T09:00", "Australia/Adelaide")).toBe("2026-01-14T22:30:00.000Z"); // ACDT +10:30
    expect(utc("2026-07-15T09:00", "Australia/Adelaide")).toBe("2026-07-14T23:30:00.000Z"); // ACST +9:30
    expect(utc("2026-01-15T09:00", "Australia/Perth")).toBe("2026-01-15T01:00:00.000Z");
    expect(utc("2026-01-15T09:00", "Australia/Darwin")).toBe("2026-01-14T23:30:00.000Z");
    expect(utc("2026-01-15T09:00", "Australia/Hobart")).toBe("2026-01-14T22:00:00.000Z");
  });

  it("round-trips through the location's clock", () => {
    for (const local of ["2026-04-05T03:00", "2026-10-04T03:00", "2026-12-31T23:30", "2028-02-29T12:00"]) {
      const instant = zonedTimeToUtc(local, "Australia/Melbourne");
      expect(instant && localDateTimeOf(instant, "Australia/Melbourne")).toBe(local);
    }
  });

  it("is null for text that is no date and time", () => {
    for (const bad of ["", "2026-02-30T09:00", "2026-13-01T09:00", "2026-11-26T24:00", "2026-11-26T09:60", "2026-11-26 09:00", "2026-11-26T09:00:00", "2026-11-26T9:00", "x"]) {
      expect(zonedTimeToUtc(bad, "Australia/Sydney"), bad).toBeNull();
    }
  });
});

describe("parseLocalDateTime", () => {
  it("splits a form's date and time", () => {
    expect(parseLocalDateTime("2026-11-26T09:30")).toEqual({ date: "2026-11-26", time: "09:30", year: 2026, month: 11, day: 26, hour: 9, minute: 30 });
    expect(parseLocalDateTime(20261126)).toBeNull();
  });
});
