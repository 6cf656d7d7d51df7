import { describe, expect, it } from "vitest";
import { announcementBarVisible, announcementText, primaryLocationCity, primaryLocationState } from "./announcement";

describe("announcementBarVisible", () => {
  const base = { enabled: true, dismissed: false, carCity: "Toowoomba", primaryCity: "Brisbane" };
  it.each([
    ["different cities", {}, true],
    ["same city", { carCity: "Brisbane" }, false],
    ["same city, other case and spacing", { carCity: " brisbane " }, false],
    ["dismissed", { dismissed: true }, false],
    ["switched off", { enabled: false }, false],
    ["car city unknown", { carCity: null }, false],
    ["primary city unknown", { primaryCity: "" }, false],
  ])("%s", (_, change, visible) => expect(announcementBarVisible({ ...base, ...change })).toBe(visible));
});

describe("primaryLocationCity", () => {
  it("the first primary location's city", () => {
    expect(primaryLocationCity([{ primary: false, city: "Ipswich" }, { primary: true, city: "Brisbane" }, { primary: true, city: "Cairns" }])).toBe("Brisbane");
    expect(primaryLocationCity([{ primary: false, city: "Ipswich" }])).toBeNull();
    expect(primaryLocationCity([])).toBeNull();
  });
});

describe("announcementText: offers to bring the car only where the dealer does and within the state (issue 15)", () => {
  const ipswich = { locationName: "Metro Ipswich Used", carCity: "Ipswich", carState: "QLD", primaryCity: "Dandenong", primaryState: "VIC" };
  it("never offers to bring a car in Ipswich (QLD) to Dandenong (VIC)", () => {
    const text = announcementText(ipswich, { transfersToMainLocation: true });
    expect(text).toBe("This car is at Metro Ipswich Used in Ipswich (QLD). Ask the team there about an inspection.");
    expect(text).not.toContain("bring it");
  });
  it("offers it within one state where the site moves cars between its locations", () => {
    expect(announcementText({ ...ipswich, primaryCity: "Brisbane", primaryState: "qld" }, { transfersToMainLocation: true })).toBe(
      "This car is at Metro Ipswich Used in Ipswich (QLD). We can bring it to Brisbane for you to inspect.",
    );
  });
  it("promises nothing where the site does not say it moves cars", () => {
    expect(announcementText({ ...ipswich, primaryCity: "Brisbane", primaryState: "QLD" }, { transfersToMainLocation: false })).not.toContain("bring it");
  });
  it("reads the primary location's state", () => {
    expect(primaryLocationState([{ primary: false, state: "QLD" }, { primary: true, state: "VIC" }])).toBe("VIC");
  });
});
