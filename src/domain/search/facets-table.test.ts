import { describe, expect, it } from "vitest";
import { COUNTED_FACETS, FACET_PANEL_ORDER, facetTitle, LIST_FACETS, REFINABLE_FACETS, SEARCH_FACETS, siteCountedFacets } from "./facets";

describe("the facet table", () => {
  it("gives the filter panel its lists in order, with their headings", () => {
    expect(FACET_PANEL_ORDER.map(facetTitle)).toEqual([
      "Condition", "Make", "Model", "Make and Model", "Category", "Body Type", "Price", "Weekly Price", "Fuel", "Transmission", "Drive", "Colour", "Year", "Seats",
      "Features", "Vehicle Type", "State", "Location", "Dealership",
    ]);
  });

  it("lets a shopper refine every facet but status, in URL order", () => {
    expect(REFINABLE_FACETS).toEqual([
      "make", "model", "badge", "car_type", "body", "colour", "fuel", "drive", "transmission", "seats", "year",
      "item_type", "tag", "certified", "state", "city", "location_name", "dealership_name", "price_range",
      "weekly_price_range", "make_model", "categories", "filtered_features",
    ]);
    expect(COUNTED_FACETS).toEqual([...REFINABLE_FACETS, "status"]);
  });

  it("names each facet once and places each panel facet once", () => {
    const attributes = SEARCH_FACETS.map((row) => row.attribute);
    expect(new Set(attributes).size).toBe(attributes.length);
    const orders = SEARCH_FACETS.flatMap((row) => (row.order === null ? [] : [row.order]));
    expect([...orders].sort((a, b) => a - b)).toEqual(orders.map((_, i) => i + 1));
  });

  it("has every facet the spec's facet attributes list that the stock search keeps as values", () => {
    for (const attribute of ["categories", "filtered_features", "make_model", "weekly_price_range"]) expect(REFINABLE_FACETS).toContain(attribute);
    expect(LIST_FACETS).toEqual(["categories", "filtered_features"]);
  });

  it("counts the weekly price bands only where the site offers subscriptions", () => {
    expect(siteCountedFacets({ subscription: true })).toEqual(COUNTED_FACETS);
    expect(siteCountedFacets({ subscription: false })).not.toContain("weekly_price_range");
    expect(siteCountedFacets({ subscription: false })).toEqual(COUNTED_FACETS.filter((facet) => facet !== "weekly_price_range"));
  });
});
