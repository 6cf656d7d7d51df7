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

describe("active filter chips of the weekly price and the listing date", () => {
  it("labels a subscription_price range per week and a created_at_timestamp range by its days", () => {
    expect(rangeChipLabel("subscription_price", { min: 150, max: 300 })).toBe("$150/wk – $300/wk");
    expect(rangeChipLabel("subscription_price", { max: 300 })).toBe("Up to $300/wk");
    expect(rangeChipLabel("created_at_timestamp", { min: 1_796_083_200 })).toBe("Listed from 1 Dec 2026");
    expect(rangeChipLabel("created_at_timestamp", {})).toBeNull();
  });
  it("shows a chip for a weekly band, a make and model, a category and a feature chosen", () => {
    const chips = activeFilters({ weekly_price_range: ["$150/wk - $250/wk"], make_model: ["Toyota HiLux"], categories: ["SUVs"], filtered_features: ["Apple CarPlay"] }, { subscription_price: { max: 300 } }, {});
    expect(chips.map((chip) => chip.label)).toEqual(["$150/wk - $250/wk", "Toyota HiLux", "SUVs", "Apple CarPlay", "Up to $300/wk"]);
  });
});
