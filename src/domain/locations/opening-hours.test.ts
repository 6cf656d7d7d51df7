import { describe, expect, it } from "vitest";
import { holidayHoursLines, openNowStatus, openingHoursLines, twelveHourTime, type OpeningHourEntry } from "./opening-hours";
import { locationTimeZone } from "../test-drive/time-zone";

const day = (weekday: number, open: string | null, close: string | null): OpeningHourEntry => ({ weekday, status: open ? "Open" : "Closed", open, close });

/** Monday to Friday 8:30 to 5:30, Saturday 8 to 4, Sunday closed. */
const sameWeekdays = [day(0, null, null), ...[1, 2, 3, 4, 5].map((d) => day(d, "08:30", "17:30")), day(6, "08:00", "16:00")];
/** As above with a late night on Thursday. */
const lateThursday = sameWeekdays.map((h) => (h.weekday === 4 ? day(4, "08:30", "19:00") : h));

describe("twelveHourTime", () => {
  it("reads 24-hour times in 12-hour form", () => {
    expect(twelveHourTime("08:30")).toBe("8:30 am");
    expect(twelveHourTime("17:00")).toBe("5:00 pm");
    expect(twelveHourTime("12:00")).toBe("12:00 pm");
    expect(twelveHourTime("00:15")).toBe("12:15 am");
    expect(twelveHourTime("9am")).toBeNull();
  });
});

describe("openingHoursLines (spec 002 §4)", () => {
  it("collapses Monday to Friday into one line when all five are equal, then Saturday and Sunday", () => {
    expect(openingHoursLines(sameWeekdays, "Closed")).toEqual([
      { days: "Monday - Friday", hours: { kind: "open", text: "8:30 am - 5:30 pm" } },
      { days: "Saturday", hours: { kind: "open", text: "8:00 am - 4:00 pm" } },
      { days: "Sunday", hours: { kind: "closed", text: "Closed" } },
    ]);
  });

  it("lists each weekday when one differs", () => {
    const lines = openingHoursLines(lateThursday, "Closed");
    expect(lines.map((l) => l.days)).toEqual(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]);
    expect(lines[3]?.hours.text).toBe("8:30 am - 7:00 pm");
    expect(lines[4]?.hours.text).toBe("8:30 am - 5:30 pm");
  });

  it("lists each weekday when one is closed, whatever the entries' order", () => {
    const hours = sameWeekdays.map((h) => (h.weekday === 1 ? day(1, null, null) : h)).reverse();
    const lines = openingHoursLines(hours, "Closed");
    expect(lines).toHaveLength(7);
    expect(lines[0]).toEqual({ days: "Monday", hours: { kind: "closed", text: "Closed" } });
  });

  it("reads a Closed day by the site's setting: By appointment only, or an enquiry link", () => {
    expect(openingHoursLines(sameWeekdays, "By appointment only")[2]?.hours).toEqual({ kind: "closed", text: "By appointment only" });
    expect(openingHoursLines(sameWeekdays, "enquiry-link")[2]?.hours).toEqual({ kind: "enquiry", text: "Enquire for an appointment" });
  });

  it("counts a missing day or an unreadable time as closed", () => {
    const lines = openingHoursLines([day(1, "08:00", "17:00"), { weekday: 6, status: "Open", open: "09:00", close: null }], "Closed");
    expect(lines.map((l) => l.hours.text)).toEqual(["8:00 am - 5:00 pm", "Closed", "Closed", "Closed", "Closed", "Closed", "Closed"]);
  });
});

describe("holidayHoursLines (spec 002 §9: 12-hour format, in UTC)", () => {
  const special = [
    { date: "2026-12-26", name: "Boxing Day", status: "Open" as const, startHour: "10:00", endHour: "15:00" },
    { date: "2026-12-25", name: "Christmas Day", status: "Closed" as const, startHour: null, endHour: null },
    { date: "2026-04-25", name: "Anzac Day", status: "Closed" as const, startHour: null, endHour: null },
  ];

  it("lists the coming holidays by date, with their hours in 12-hour form and the day as written", () => {
    expect(holidayHoursLines(special, "2026-11-26")).toEqual([
      { date: "2026-12-25", dateText: "Friday 25 December 2026", name: "Christmas Day", hours: "Closed" },
      { date: "2026-12-26", dateText: "Saturday 26 December 2026", name: "Boxing Day", hours: "10:00 am - 3:00 pm" },
    ]);
  });

  it("keeps today's holiday and drops past ones", () => {
    expect(holidayHoursLines(special, "2026-12-26").map((l) => l.name)).toEqual(["Boxing Day"]);
  });
});

describe("openNowStatus: by the location's own clock", () => {
  const brisbane = locationTimeZone("QLD");
  const perth = locationTimeZone("wa");

  it("is open with its closing time during the day's hours", () => {
    // Wednesday 25 November 2026, 10:00 in Brisbane (UTC+10).
    expect(openNowStatus(sameWeekdays, [], new Date("2026-11-25T00:00:00Z"), brisbane)).toEqual({ open: true, text: "Open now - closes at 5:30 pm" });
  });

  it("reads the same instant on Perth's clock (UTC+8): 8:00 there, before opening", () => {
    expect(openNowStatus(sameWeekdays, [], new Date("2026-11-25T00:00:00Z"), perth)).toEqual({ open: false, text: "Closed now - opens at 8:30 am" });
  });

  it("after closing, says when it opens next: tomorrow, or a named day over a closed Sunday", () => {
    // Wednesday 18:00 in Brisbane.
    expect(openNowStatus(sameWeekdays, [], new Date("2026-11-25T08:00:00Z"), brisbane).text).toBe("Closed now - opens tomorrow at 8:30 am");
    // Saturday 28 November 17:00 in Brisbane: Sunday closed, Monday 8:30.
    expect(openNowStatus(sameWeekdays, [], new Date("2026-11-28T07:00:00Z"), brisbane).text).toBe("Closed now - opens Monday at 8:30 am");
  });

  it("closes at the late-night time on that day", () => {
    // Thursday 26 November 2026, 18:00 in Brisbane.
    expect(openNowStatus(lateThursday, [], new Date("2026-11-26T08:00:00Z"), brisbane).text).toBe("Open now - closes at 7:00 pm");
  });

  it("follows a holiday's hours over the week's", () => {
    const christmas = [{ date: "2026-12-25", name: "Christmas Day", status: "Closed" as const, startHour: null, endHour: null }];
    // Friday 25 December 2026, 11:00 in Brisbane.
    expect(openNowStatus(sameWeekdays, christmas, new Date("2026-12-25T01:00:00Z"), brisbane).text).toBe("Closed now - opens tomorrow at 8:00 am");
  });

  it("is closed with no opening in the coming week", () => {
    expect(openNowStatus([], [], new Date("2026-11-25T00:00:00Z"), brisbane)).toEqual({ open: false, text: "Closed now" });
  });
});
