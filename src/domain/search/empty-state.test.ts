import { describe, expect, it } from "vitest";
import { parseSiteSettings } from "../site/settings";
import { droppedFilterName, nearestWiderSearch, searchEmptyState, widerSearches, widerSearchLabel } from "./empty-state";

describe("the search's empty state (spec 001 §2, issue 39 item 8)", () => {
  it("a car search says no cars meet the search conditions, not offers", () => {
    expect(searchEmptyState(parseSiteSettings("t", {}).search, "cars")).toEqual({
      title: "No Results Available",
      description: "There are currently no cars that meet your search conditions.",
    });
    expect(searchEmptyState(parseSiteSettings("t", {}).search, "caravans").description).toBe("There are currently no caravans that meet your search conditions.");
  });

  it("the offers page says offers", () => {
    expect(searchEmptyState(parseSiteSettings("t", {}).search, "offers").description).toBe("There are currently no offers that meet your search conditions.");
  });

  it("the directory variant words it as a directory", () => {
    expect(searchEmptyState(parseSiteSettings("t", { search: { directoryVariant: true } }).search, "cars").description).toBe(
      "No results found for your search at this time. Please try adjusting the filters for more results.",
    );
  });

  it("a site's own wording wins over either", () => {
    const own = "Nothing here yet: call us and we'll find one.";
    expect(searchEmptyState(parseSiteSettings("t", { search: { directoryVariant: true, emptyStateDescription: own } }).search, "cars").description).toBe(own);
  });
});

describe("the nearest wider search (issue 39 item 8)", () => {
  const search = { query: "wildtrak", filters: { make: ["Ford"], model: ["Ranger"], colour: ["Red"] }, ranges: { price: { max: 30_000 } }, sort: "relevance" as const, page: 2 };

  it("drops one filter at a time, the narrowest first: the text, then the model, the colour, the price, the make", () => {
    const steps = widerSearches(search);
    expect(steps.map((s) => s.dropped)).toEqual(["query", "model", "colour", "range:price", "make"]);
    expect(steps[1]?.search).toEqual({ query: "wildtrak", filters: { make: ["Ford"], colour: ["Red"] }, ranges: { price: { max: 30_000 } }, sort: "relevance", page: undefined });
    expect(steps[3]?.search.ranges).toEqual({});
  });

  it("a search without filters has no wider search", () => {
    expect(widerSearches({ query: "  ", filters: { make: [] }, ranges: { price: {} } })).toEqual([]);
  });

  it("the nearest is the first step that finds cars", () => {
    expect(nearestWiderSearch([{ dropped: "query", count: 0 }, { dropped: "model", count: 4 }, { dropped: "make", count: 40 }])).toEqual({ dropped: "model", count: 4 });
    expect(nearestWiderSearch([{ dropped: "query", count: 0 }])).toBeNull();
  });

  it("names what it dropped as the shopper chose it, with the count", () => {
    expect(droppedFilterName("query", search)).toBe("“wildtrak”");
    expect(droppedFilterName("model", { ...search, filters: { model: ["Ranger", "Everest"] } })).toBe("Ranger or Everest");
    expect(droppedFilterName("range:price", search)).toBe("the price limit");
    expect(widerSearchLabel("“wildtrak”", 1, { one: "car", many: "cars" })).toBe("Without “wildtrak”: 1 car");
    expect(widerSearchLabel("Ranger", 4, { one: "car", many: "cars" })).toBe("Without Ranger: 4 cars");
  });
});
