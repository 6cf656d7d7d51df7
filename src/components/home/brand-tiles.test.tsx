import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BrandTiles } from "./brand-tiles";

describe("issue 38: a brand entry that links to an external site", () => {
  it("opens in a new tab without the opener, and says so to a screen reader; an own path stays a plain link", () => {
    const html = renderToStaticMarkup(
      <BrandTiles label="Car Brands" brands={[{ name: "Genesis", href: "https://www.genesis.com/au/en", logoUrl: null, external: true }, { name: "Kia", href: "/kia/overview", logoUrl: null }]} />,
    );
    expect(html).toMatch(/<a href="https:\/\/www\.genesis\.com\/au\/en" target="_blank" rel="noopener noreferrer"[^>]*>.*Genesis.*opens the brand(&#x27;|')s own site in a new tab/);
    expect(html).toMatch(/<a[^>]*href="\/kia\/overview"[^>]*>/);
    expect(html).not.toMatch(/href="\/kia\/overview"[^>]*target=/);
  });
});
