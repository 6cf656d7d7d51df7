import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { searchRequestSchema } from "@/contracts/search/search-request";
import { SearchToolbar } from "./search-toolbar";

vi.mock("next/navigation", () => ({ useRouter: () => ({ push() {}, replace() {} }), useSearchParams: () => new URLSearchParams() }));

const request = searchRequestSchema.parse({ sort: "price-asc" });

describe("SearchToolbar", () => {
  it("offers the sort options where the site has sorting (features.sorting)", () => {
    const html = renderToStaticMarkup(<SearchToolbar path="/search/used-cars" request={request} sorting />);
    expect(html).toContain('name="sortBy"');
    expect(html).toContain("Lowest price");
  });
  it("has no sort control where the site switches sorting off, and keeps a sort from the URL through Apply", () => {
    const html = renderToStaticMarkup(<SearchToolbar path="/search/used-cars" request={request} sorting={false} />);
    expect(html).not.toContain("<select");
    expect(html).not.toContain("Sort by");
    expect(html).toContain('<input type="hidden" name="sortBy" value="price-asc"/>');
  });
  it("keeps every refinement, the km range too, through Apply, and starts again at page 1", () => {
    const refined = searchRequestSchema.parse({ query: "hilux", filters: { make: ["Toyota"] }, ranges: { km: { max: 50000 }, price: { min: 20000 } }, page: 3 });
    const html = renderToStaticMarkup(<SearchToolbar path="/search/used-cars" request={refined} sorting />);
    expect(html).toContain('<input type="hidden" name="make" value="Toyota"/>');
    expect(html).toContain('<input type="hidden" name="km_max" value="50000"/>');
    expect(html).toContain('<input type="hidden" name="price_min" value="20000"/>');
    expect(html).not.toContain('name="page"');
    expect(html).not.toContain('type="hidden" name="query"');
  });
});
