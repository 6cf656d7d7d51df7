import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createdAtTimestamp, filteredFeatures, FILTERED_FEATURES, makeModelValue, vehicleCategories, WEEKLY_PRICE_RANGE_LABELS, weeklyAmountLabel, weeklyPriceRangeLabel } from "./facet-values";
import { orderFacetItems } from "./facets";
import { MODEL_BODY_FILTERS } from "../vehicle/model-range";

describe("facet make_model", () => {
  it("is the make and model as one name, and nothing without a model", () => {
    expect(makeModelValue("Toyota", "HiLux")).toBe("Toyota HiLux");
    expect(makeModelValue("Land Rover", " Defender ")).toBe("Land Rover Defender");
    expect(makeModelValue("Toyota", "")).toBeNull();
    expect(makeModelValue("Toyota", null)).toBeNull();
  });
});

describe("facet weekly_price_range: the weekly label for subscription price ($X/wk)", () => {
  it("bands a weekly price with the /wk labels the subscription price shows", () => {
    expect(weeklyAmountLabel(249)).toBe("$249/wk");
    expect(weeklyPriceRangeLabel(99)).toBe("Under $150/wk");
    expect(weeklyPriceRangeLabel(150)).toBe("$150/wk - $250/wk");
    expect(weeklyPriceRangeLabel(399)).toBe("$250/wk - $400/wk");
    expect(weeklyPriceRangeLabel(1_250)).toBe("$1,000/wk+");
  });
  it("gives no band to a car with no weekly price", () => {
    expect(weeklyPriceRangeLabel(null)).toBeNull();
    expect(weeklyPriceRangeLabel(0)).toBeNull();
  });
  it("lists the bands cheapest first whatever their counts, as price ranges are", () => {
    fc.assert(
      fc.property(fc.shuffledSubarray([...WEEKLY_PRICE_RANGE_LABELS], { minLength: WEEKLY_PRICE_RANGE_LABELS.length }), (shuffled) => {
        const counts = new Map(shuffled.map((label, i) => [label, 100 - i] as const));
        expect(orderFacetItems("weekly_price_range", counts, []).map((item) => item.value)).toEqual(WEEKLY_PRICE_RANGE_LABELS);
      }),
    );
  });
  it("puts every weekly price in exactly the band its label says", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5_000 }), (weekly) => {
        const label = weeklyPriceRangeLabel(weekly)!;
        const numbers = [...label.matchAll(/\$([\d,]+)/g)].map((m) => Number(m[1]!.replace(/,/g, "")));
        if (label.startsWith("Under")) expect(weekly).toBeLessThan(numbers[0]!);
        else if (label.endsWith("+")) expect(weekly).toBeGreaterThanOrEqual(numbers[0]!);
        else {
          expect(weekly).toBeGreaterThanOrEqual(numbers[0]!);
          expect(weekly).toBeLessThan(numbers[1]!);
        }
      }),
    );
  });
});

describe("facet categories", () => {
  it("puts a car in its body's group and an electric car in Electric besides", () => {
    expect(vehicleCategories({ body: "SUV", fuel: "Petrol", itemType: "car" })).toEqual(["SUVs"]);
    expect(vehicleCategories({ body: "SUV", fuel: "Electric", itemType: "car" })).toEqual(["SUVs", "Electric"]);
    expect(vehicleCategories({ body: "Ute", fuel: "Diesel", itemType: "car" })).toEqual(["Trucks"]);
    expect(vehicleCategories({ body: "Hatch", fuel: "PHEV", itemType: "car" })).toEqual(["Cars", "Electric"]);
    expect(vehicleCategories({ body: "Coupe", fuel: "Petrol", itemType: "car" })).toEqual(["Performance"]);
    expect(vehicleCategories({ body: "People Mover", fuel: "Hybrid", itemType: "car" })).toEqual(["People Movers"]);
  });
  it("puts every truck in Trucks, and a motorcycle, a caravan or an unknown body in none", () => {
    expect(vehicleCategories({ body: "Prime Mover", fuel: "Diesel", itemType: "truck" })).toEqual(["Trucks"]);
    expect(vehicleCategories({ body: "Naked", fuel: "Petrol", itemType: "motorcycle" })).toEqual([]);
    expect(vehicleCategories({ body: "Caravan", fuel: null, itemType: "caravan" })).toEqual([]);
    expect(vehicleCategories({ body: null, fuel: null, itemType: "car" })).toEqual([]);
  });
  it("names only the model range's own groups, so /models and the search agree", () => {
    const groups = new Set<string>(MODEL_BODY_FILTERS.flatMap((filter) => (filter.category === null ? [] : [filter.category])));
    for (const body of ["SUV", "Ute", "Cab Chassis", "Van", "Bus", "People Mover", "Coupe", "Convertible", "Hatch", "Sedan", "Wagon"]) {
      for (const category of vehicleCategories({ body, fuel: "Electric", itemType: "car" })) expect(groups.has(category), category).toBe(true);
    }
  });
});

describe("facet filtered_features", () => {
  it("keeps the features shoppers filter by, in the list's order, and drops the rest of the equipment", () => {
    expect(filteredFeatures(["7 Airbags", "Reversing Camera", "Alloy Wheels", "Apple CarPlay"])).toEqual(["Apple CarPlay", "Reversing Camera"]);
  });
  it("knows a feed's spelling of a feature (case, spaces, hyphens) and names it once", () => {
    expect(filteredFeatures(["apple carplay", "Apple CarPlay", "reversing-camera", "HEAD UP DISPLAY"])).toEqual(["Apple CarPlay", "Reversing Camera", "Head-Up Display"]);
    expect(filteredFeatures([])).toEqual([]);
  });
  it("gives each feature of the list back as itself", () => {
    for (const feature of FILTERED_FEATURES) expect(filteredFeatures([feature])).toEqual([feature]);
  });
});

describe("facet created_at_timestamp", () => {
  it("is when the car was listed, in whole seconds since 1970", () => {
    expect(createdAtTimestamp(new Date("2026-12-01T00:00:00.999Z"))).toBe(1_796_083_200);
  });
});
