import { describe, expect, it } from "vitest";
import { REFINABLE_FACETS, type RefinableFacet } from "@/domain/search/facets";
import type { SearchRequest } from "@/contracts/search/search-params";
import { facetChoiceLinks, hrefFor, onThisPage } from "./search-links";

/** The plain form of a filter's links, the whole query written anew (the oracle facetChoiceLinks is checked against). */
function toggleHref(path: string, request: SearchRequest, facet: RefinableFacet, value: string): string {
  const current = request.filters[facet] ?? [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return hrefFor(path, { ...request, filters: { ...request.filters, [facet]: next }, page: undefined });
}
function clearFacetHref(path: string, request: SearchRequest, facet: RefinableFacet): string {
  const filters = { ...request.filters };
  delete filters[facet];
  return hrefFor(path, { ...request, filters, page: undefined });
}

const PATH = "/search/new-used-and-demo-cars";
const request = { query: "", filters: { make: ["Toyota"] }, ranges: {}, sort: "latest" as const, page: 3 };

describe("a filter's link, relative to the search page it is on", () => {
  it("keeps only the query when the path is the page's", () => {
    const links = facetChoiceLinks(PATH, request);
    expect(links.toggle("body", "SUV")).toBe("?make=Toyota&body=SUV&sortBy=latest");
    // Resolved against the page, it is the same search (the page number is dropped: a refinement starts at page 1).
    expect(new URL(links.toggle("make", "Toyota"), `http://a.localhost${PATH}?make=Toyota&page=3`).href).toBe(`http://a.localhost${PATH}?sortBy=latest`);
  });
  it("stays the path when nothing is left in the query, and leaves other paths whole", () => {
    const plain = { ...request, sort: "relevance" as const };
    expect(facetChoiceLinks(PATH, plain).clear("make")).toBe(PATH);
    expect(onThisPage(PATH, "/search/used-cars?make=Ford")).toBe("/search/used-cars?make=Ford");
    expect(onThisPage(PATH, `${PATH}-suv?make=Ford`)).toBe(`${PATH}-suv?make=Ford`);
  });
});

describe("facetChoiceLinks: the filters' links of one page, written once per facet", () => {
  it("are exactly the whole query written anew for each link, whatever the search", () => {
    // A small deterministic generator: every facet, values with characters the query encodes, ranges and sorts.
    let seed = 7;
    const next = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2147483648), seed % n);
    const values = ["Toyota", "Land Rover", "A&B", "x=y", "ü", "50/50", "(new)", "~!*'", "+"];
    const ROUNDS = 120;
    const sorts = ["relevance", "latest", "price-asc", "price-desc"] as const;
    // Mismatches are gathered and asserted once: forty thousand expect() calls cost seconds on a loaded machine.
    const mismatches: string[] = [];
    const same = (got: string, want: string) => {
      if (got !== want) mismatches.push(`${got} ≠ ${want}`);
    };
    let compared = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const filters: SearchRequest["filters"] = {};
      for (const facet of REFINABLE_FACETS) if (next(4) === 0) filters[facet] = values.filter(() => next(3) === 0);
      const request: SearchRequest = {
        query: next(3) === 0 ? "hilux sr5" : "",
        filters,
        ranges: next(2) === 0 ? { price: { min: next(2) ? 1000 : undefined, max: 50_000 }, km: { max: 80_000 } } : {},
        sort: sorts[next(4)]!,
        page: next(2) ? 4 : undefined,
      };
      const path = next(2) ? PATH : "/search/used-cars";
      const links = facetChoiceLinks(path, request);
      for (const facet of REFINABLE_FACETS) {
        same(links.clear(facet), onThisPage(path, clearFacetHref(path, request, facet)));
        for (const value of values) {
          same(links.toggle(facet, value), onThisPage(path, toggleHref(path, request, facet, value)));
          compared += 1;
        }
      }
    }
    expect(mismatches.slice(0, 5)).toEqual([]);
    expect(compared).toBe(ROUNDS * REFINABLE_FACETS.length * values.length);
  }, 30_000);
});
