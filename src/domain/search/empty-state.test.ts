import { describe, expect, it } from "vitest";
import { parseSiteSettings } from "../site/settings";
import { searchEmptyState } from "./empty-state";

describe("the search's empty state (spec 001 §2)", () => {
  it("says no offers meet the search conditions by default", () => {
    expect(searchEmptyState(parseSiteSettings("t", {}).search)).toEqual({
      title: "No Results Available",
      description: "There are currently no offers that meet your search conditions.",
    });
  });

  it("the directory variant words it as a directory", () => {
    expect(searchEmptyState(parseSiteSettings("t", { search: { directoryVariant: true } }).search).description).toBe(
      "No results found for your search at this time. Please try adjusting the filters for more results.",
    );
  });

  it("a site's own wording wins over either", () => {
    const own = "Nothing here yet: call us and we'll find one.";
    expect(searchEmptyState(parseSiteSettings("t", { search: { directoryVariant: true, emptyStateDescription: own } }).search).description).toBe(own);
  });
});
