import { describe, expect, it } from "vitest";
import { activeFilters, rangeChipLabel } from "./active-filters";

describe("active filter chips", () => {
  it("has one chip per selected value in URL order, labelled as the facet list labels it, then the ranges", () => {
    const chips = activeFilters(
      { car_type: ["new"], make: ["Toyota", "Mazda"] },
      { km: { max: 50_000 }, price: { min: 10_000, max: 40_000 } },
      { car_type: [{ value: "new", label: "New", count: 3, isRefined: true }] },
    );
    expect(chips.map((c) => c.label)).toEqual(["Toyota", "Mazda", "New", "$10,000 – $40,000", "Up to 50,000 km"]);
    expect(chips[0]).toEqual({ kind: "facet", facet: "make", value: "Toyota", label: "Toyota" });
    expect(chips[3]).toEqual({ kind: "range", attribute: "price", label: "$10,000 – $40,000" });
  });
  it("has none without filters, and no chip for an empty range", () => {
    expect(activeFilters({}, { price: {} }, {})).toEqual([]);
  });
  it("labels one-sided ranges and years", () => {
    expect(rangeChipLabel("price", { min: 15_000 })).toBe("From $15,000");
    expect(rangeChipLabel("year", { min: 2015, max: 2020 })).toBe("2015 – 2020");
    expect(rangeChipLabel("km", {})).toBeNull();
  });
});
