import { describe, expect, it } from "vitest";
import { brandStatValues } from "./brand-stats";

describe("brandStatValues: counted numbers come from the data", () => {
  it("shows a group with 20 locations and 12 brands as 20 and 12, not '50+' and '40+'", () => {
    expect(
      brandStatValues(
        [
          { count: "locations", label: "Locations" },
          { count: "brands", label: "Brands" },
          { value: "30+", label: "Years" },
        ],
        { locations: 20, brands: 12 },
      ),
    ).toEqual([
      { value: "20", label: "Locations" },
      { value: "12", label: "Brands" },
      { value: "30+", label: "Years" },
    ]);
  });
  it("leaves out a counted statistic with nothing to count", () => {
    expect(brandStatValues([{ count: "brands", label: "Brands" }], { locations: 3, brands: 0 })).toEqual([]);
  });
});
