import { describe, expect, it } from "vitest";
import { announcementBarVisible, primaryLocationCity } from "./announcement";

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
