import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { searchRequestSchema } from "@/contracts/search/search-request";
import { listedSinceChoices, listedSinceItems } from "@/domain/search/listed-since";
import type { FacetItem } from "@/domain/search/facets";
import { FacetPanel } from "./facet-panel";

const item = (value: string, count: number, isRefined = false): FacetItem => ({ label: value, value, count, isRefined });
const makeModels = ["Toyota HiLux", "Toyota RAV4", "Toyota Corolla", "Mazda CX-5", "Ford Ranger", "Kia Sportage", "Hyundai Tucson", "Mazda 3", "Ford Everest"].map((v, i) => item(v, 20 - i));
const choices = listedSinceChoices(new Date("2026-12-03T09:00:00Z"), 8);
const path = "/search/used-cars";

describe("the filter panel shows make_model and created_at_timestamp (issue 38)", () => {
  it("lists 'Make and Model' with counts as links to the URL's make_model, the first 7 before 'Show all makes and models'", () => {
    const request = searchRequestSchema.parse({});
    const html = renderToStaticMarkup(<FacetPanel mode={{ kind: "links", path, request }} facets={{ make_model: makeModels }} />);
    expect(html).toContain('<h2 id="facet-make_model" class="mb-1 text-sm font-semibold">Make and Model</h2>');
    expect(html).toContain('href="?make_model=Toyota+HiLux"');
    expect(html).toContain("<span>Toyota HiLux</span><span>20</span>");
    expect(html).toContain("Show all makes and models");
    // The 8th is behind the summary.
    expect(html.indexOf("Mazda 3")).toBeGreaterThan(html.indexOf("Show all makes and models"));
  });

  it("lists 'Listed' with each window's count, as created_at_timestamp_min, the chosen one current and 'All' clearing it", () => {
    const min = choices[1]!.min;
    const request = searchRequestSchema.parse({ filters: { make: ["Toyota"] }, ranges: { created_at_timestamp: { min } } });
    const listed = listedSinceItems(choices, [3, 12, 40], request.ranges.created_at_timestamp);
    const html = renderToStaticMarkup(<FacetPanel mode={{ kind: "links", path, request }} facets={{}} listed={listed} />);
    expect(html).toContain('<h2 id="facet-created_at_timestamp" class="mb-1 text-sm font-semibold">Listed</h2>');
    expect(html).toContain(`href="?make=Toyota&amp;created_at_timestamp_min=${choices[0]!.min}" rel="nofollow"><span>Last 8 days</span><span>3</span>`);
    expect(html).toContain(`href="?make=Toyota&amp;created_at_timestamp_min=${min}" aria-current="true" rel="nofollow"><span>Last 30 days</span><span>12</span>`);
    expect(html).toContain('href="?make=Toyota" rel="nofollow" class="facet-all">All</a>');
  });

  it("in the drawer, 'Listed' choices are buttons on the draft, 'All' pressed when none is chosen", () => {
    const listed = listedSinceItems(choices, [3, 12, 40], undefined);
    const html = renderToStaticMarkup(
      <FacetPanel mode={{ kind: "draft", filters: {}, onToggle() {}, onClear() {}, onListedSince() {} }} facets={{}} listed={listed} idPrefix="drawer-facet" />,
    );
    expect(html).toContain('id="drawer-facet-created_at_timestamp"');
    expect(html).toContain('<button type="button" aria-pressed="true" class="facet-all">All</button>');
    expect(html).toContain('<button type="button" aria-pressed="false"><span>Last 90 days</span><span>40</span></button>');
    // No windows (a search without facets): no section.
    expect(renderToStaticMarkup(<FacetPanel mode={{ kind: "links", path, request: searchRequestSchema.parse({}) }} facets={{}} />)).not.toContain("Listed");
  });
});
