import { describe, expect, it } from "vitest";
import { noOnlineEstimateMessage, noOnlineEstimateReason, ONLINE_ESTIMATE_LIMITS, tradeInAgeYears } from "./online-estimate";

describe("the FAQ rule: no online estimate over 7 years or 100,000 km (spec 002 §5)", () => {
  it("has the spec's limits", () => {
    expect(ONLINE_ESTIMATE_LIMITS).toEqual({ maxAgeYears: 7, maxKm: 100_000 });
  });

  it.each([
    [2019, 60_000, null],
    [2018, 60_000, "age"],
    [2026, 100_000, null],
    [2026, 100_001, "km"],
    [2019, 100_000, null],
    [2015, 150_000, "age"],
    [2027, 0, null],
  ] as const)("in 2026 a %i car with %i km: %s", (year, km, reason) => {
    expect(noOnlineEstimateReason({ year, km }, 2026)).toBe(reason);
  });

  it("counts the age in whole years, never below 0", () => {
    expect(tradeInAgeYears(2019, 2026)).toBe(7);
    expect(tradeInAgeYears(2018, 2026)).toBe(8);
    expect(tradeInAgeYears(2027, 2026)).toBe(0);
  });

  it("tells the shopper why, in the FAQ's words", () => {
    expect(noOnlineEstimateMessage("age", { title: "2016 Mazda CX-5 Maxx", year: 2016, km: 40_000 }, 2026)).toBe(
      "Your 2016 Mazda CX-5 Maxx is 10 years old: cars over 7 years old or with more than 100,000 km generally can't be given an online estimate. Send us the details and our team will value it for you.",
    );
    expect(noOnlineEstimateMessage("km", { title: "2022 Ford Ranger XLT", year: 2022, km: 143_500 }, 2026)).toMatch(/^Your 2022 Ford Ranger XLT has 143,500 km on it: cars over 7 years/);
  });
});
