import { describe, expect, it } from "vitest";
import { seriesContradictsYear, seriesForYear } from "./model-year-series";

describe("a model-year series follows the vehicle's year", () => {
  it("labels a 2019 caravan of a model now sold as MY25 'MY19'", () => {
    expect(seriesForYear("MY25", 2019)).toBe("MY19");
    expect(seriesForYear("MY25", 2025)).toBe("MY25");
    expect(seriesForYear("MY24", 2008)).toBe("MY08");
  });
  it("keeps any other series and no series", () => {
    expect(seriesForYear("J300", 2019)).toBe("J300");
    expect(seriesForYear(null, 2019)).toBeNull();
  });
  it("tells a contradiction", () => {
    expect(seriesContradictsYear("MY25", 2019)).toBe(true);
    expect(seriesContradictsYear("MY19", 2019)).toBe(false);
    expect(seriesContradictsYear("Series 2", 2019)).toBe(false);
  });
});
