import { describe, expect, it } from "vitest";
import { budgetPriceRange } from "@/domain/finance/budget-finder";
import { budgetSearchHref, priceRangeSearchHref } from "./budget-search-links";
import { requestFromSearchParams } from "@/contracts/search/search-request";

const requestOf = (href: string) => requestFromSearchParams(new URL(href, "http://x.localhost").searchParams);

describe("budget and price range search links", () => {
  it("searches the selected body types from the lowest price to the budget, highest price first", () => {
    const href = budgetSearchHref("/search/used-cars", { budget: 43200, range: { min: 7990, max: 89990 }, bodies: ["SUV", "Ute"] });
    expect(href).toBe("/search/used-cars?body=SUV&body=Ute&price_min=7990&price_max=43200&sortBy=price-desc");
    expect(requestOf(href)).toMatchObject({ filters: { body: ["SUV", "Ute"] }, ranges: { price: { min: 7990, max: 43200 } }, sort: "price-desc" });
  });

  it("searches all the stock up to the budget when no body type is chosen or no price is known", () => {
    expect(budgetSearchHref("/search/new-used-and-demo-cars", { budget: 54000, range: budgetPriceRange(null), bodies: [] })).toBe(
      "/search/new-used-and-demo-cars?price_min=1001&price_max=54000&sortBy=price-desc",
    );
  });

  it("keeps the range in order when the budget is below the lowest price", () => {
    expect(requestOf(budgetSearchHref("/search/new-cars", { budget: 5000, range: { min: 9000, max: 60000 }, bodies: [] })).ranges.price).toEqual({ min: 5000, max: 5000 });
  });

  it("stops at the highest price of the results, or at 100,000 when none is known", () => {
    expect(requestOf(budgetSearchHref("/search/new-cars", { budget: 250_000, range: { min: 9000, max: 60000 }, bodies: [] })).ranges.price).toEqual({ min: 9000, max: 60000 });
    expect(requestOf(budgetSearchHref("/search/new-cars", { budget: 250_000, range: budgetPriceRange(undefined), bodies: [] })).ranges.price).toEqual({ min: 1001, max: 100_000 });
  });

  it("searches the price range page's two prices, highest price first", () => {
    expect(priceRangeSearchHref("/search/new-cars", [20000, 45500])).toBe("/search/new-cars?price_min=20000&price_max=45500&sortBy=price-desc");
  });
});
