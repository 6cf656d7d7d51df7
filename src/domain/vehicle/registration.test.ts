import { describe, expect, it } from "vitest";
import { formatAustralianDate, registrationCurrent, registrationExpiresText, registrationText, UNREGISTERED_TEXT } from "./registration";

// 2026-11-22 09:00 in Brisbane (UTC+10) is 2026-11-21 23:00 UTC.
const now = new Date("2026-11-21T23:00:00Z");

describe("formatAustralianDate: dd/mm/yyyy", () => {
  it.each([
    ["2026-11-22", "22/11/2026"],
    ["2027-01-05", "05/01/2027"],
    ["2027-01-05T00:00:00Z", "05/01/2027"],
    ["2028-02-29", "29/02/2028"],
  ])("%s -> %s", (iso, text) => expect(formatAustralianDate(iso)).toBe(text));
  it.each([[null], [undefined], [""], ["22/11/2026"], ["2026-13-01"], ["2027-02-29"], ["2026-04-31"]])("%s is not a date", (iso) => {
    expect(formatAustralianDate(iso)).toBeNull();
  });
});

describe("registrationCurrent: the expiry day is after today in Brisbane", () => {
  it.each([
    ["2026-11-23", true],
    ["2026-11-22", false], // expires today (Brisbane) although it is still the 21st in UTC
    ["2026-11-21", false],
    [null, false],
    ["garbage", false],
  ])("%s -> %s", (expiry, current) => expect(registrationCurrent(expiry, now)).toBe(current));
  it("reads today in the given zone", () => {
    expect(registrationCurrent("2026-11-22", now, "UTC")).toBe(true);
  });
});

describe("registrationText", () => {
  it("shows 'Expires on {date}' in the future", () => {
    expect(registrationText("2027-03-09", { now, showUnregistered: false })).toBe("Expires on 09/03/2027");
    expect(registrationExpiresText("01/02/2030")).toBe("Expires on 01/02/2030");
  });
  it.each([["2026-11-01"], [null], ["not a date"]])("past or missing (%s): 'Unregistered' where set, else omitted", (expiry) => {
    expect(registrationText(expiry, { now, showUnregistered: true })).toBe(UNREGISTERED_TEXT);
    expect(UNREGISTERED_TEXT).toBe("Unregistered");
    expect(registrationText(expiry, { now, showUnregistered: false })).toBeNull();
  });
});
