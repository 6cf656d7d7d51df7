import { describe, expect, it } from "vitest";
import { COUNTED_FACETS, FACET_PANEL_ORDER, facetTitle, REFINABLE_FACETS, SEARCH_FACETS } from "./facets";

describe("the facet table", () => {
  it("gives the filter panel its lists in order, with their headings", () => {
    expect(FACET_PANEL_ORDER.map(facetTitle)).toEqual([
      "Condition", "Make", "Model", "Body Type", "Price", "Fuel", "Transmission", "Drive", "Colour", "Year", "Seats",
      "Vehicle Type", "State", "Location", "Dealership",
    ]);
  });

  it("lets a shopper refine every facet but status, in URL order", () => {
    expect(REFINABLE_FACETS).toEqual([
      "make", "model", "badge", "car_type", "body", "colour", "fuel", "drive", "transmission", "seats", "year",
      "item_type", "tag", "certified", "state", "city", "location_name", "dealership_name", "price_range",
    ]);
    expect(COUNTED_FACETS).toEqual([...REFINABLE_FACETS, "status"]);
  });

  it("names each facet once and places each panel facet once", () => {
    const attributes = SEARCH_FACETS.map((row) => row.attribute);
    expect(new Set(attributes).size).toBe(attributes.length);
    const orders = SEARCH_FACETS.flatMap((row) => (row.order === null ? [] : [row.order]));
    expect([...orders].sort((a, b) => a - b)).toEqual(orders.map((_, i) => i + 1));
  });
});
