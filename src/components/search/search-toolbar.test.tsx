import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { searchRequestSchema } from "@/lib/search-request";
import { SearchToolbar } from "./search-toolbar";

vi.mock("next/navigation", () => ({ useRouter: () => ({ push() {}, replace() {} }), useSearchParams: () => new URLSearchParams() }));

const request = searchRequestSchema.parse({ sort: "price-asc" });

describe("SearchToolbar", () => {
  it("offers the sort options where the site has sorting (features.sorting)", () => {
    const html = renderToStaticMarkup(<SearchToolbar path="/search/used-cars" request={request} priceBounds={null} sorting />);
    expect(html).toContain('name="sortBy"');
    expect(html).toContain("Lowest price");
  });
  it("has no sort control where the site switches sorting off, and keeps a sort from the URL through Apply", () => {
    const html = renderToStaticMarkup(<SearchToolbar path="/search/used-cars" request={request} priceBounds={null} sorting={false} />);
    expect(html).not.toContain("<select");
    expect(html).not.toContain("Sort by");
    expect(html).toContain('<input type="hidden" name="sortBy" value="price-asc"/>');
  });
});
