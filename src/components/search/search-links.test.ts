import { describe, expect, it } from "vitest";
import { clearFacetHref, onThisPage, toggleHref } from "./search-links";

const PATH = "/search/new-used-and-demo-cars";
const request = { query: "", filters: { make: ["Toyota"] }, ranges: {}, sort: "latest" as const, page: 3 };

describe("a filter's link, relative to the search page it is on", () => {
  it("keeps only the query when the path is the page's", () => {
    expect(toggleHref(PATH, request, "body", "SUV")).toBe(`${PATH}?make=Toyota&body=SUV&sortBy=latest`);
    expect(onThisPage(PATH, toggleHref(PATH, request, "body", "SUV"))).toBe("?make=Toyota&body=SUV&sortBy=latest");
    // Resolved against the page, it is the same search (the page number is dropped: a refinement starts at page 1).
    expect(new URL(onThisPage(PATH, toggleHref(PATH, request, "make", "Toyota")), `http://a.localhost${PATH}?make=Toyota&page=3`).href).toBe(`http://a.localhost${PATH}?sortBy=latest`);
  });
  it("stays the path when nothing is left in the query, and leaves other paths whole", () => {
    const plain = { ...request, sort: "relevance" as const };
    expect(onThisPage(PATH, clearFacetHref(PATH, plain, "make"))).toBe(PATH);
    expect(onThisPage(PATH, "/search/used-cars?make=Ford")).toBe("/search/used-cars?make=Ford");
    expect(onThisPage(PATH, `${PATH}-suv?make=Ford`)).toBe(`${PATH}-suv?make=Ford`);
  });
});
