/**
 * Where the budget finder and the price range page send the shopper: the site's search page with the price range
 * in the URL (`price_min`, `price_max`, as `search-request.ts` reads them), sorted by price, highest first.
 */
import { BUDGET_MIN_PRICE_EXCLUSIVE } from "@/domain/finance/budget-finder";
import { searchParamsFromRequest, searchRequestSchema } from "@/contracts/search/search-request";

function searchHref(searchPath: string, range: { min: number; max: number }, bodies: readonly string[]): string {
  const request = searchRequestSchema.parse({});
  const query = searchParamsFromRequest({
    ...request,
    filters: bodies.length > 0 ? { body: [...bodies] } : {},
    ranges: { price: { min: Math.round(range.min), max: Math.round(range.max) } },
    sort: "price-desc",
  }).toString();
  return `${searchPath}?${query}`;
}

/**
 * "View {carType}s In This Range" (spec 002 §2): the selected body types from their lowest price (the stock the
 * finder counts is priced above 1000, spec 002 §7) up to the budget, within the results' price range
 * (`budgetPriceRange`), highest price first.
 */
export function budgetSearchHref(searchPath: string, args: { budget: number; range: { min: number; max: number }; bodies: readonly string[] }): string {
  // Prices are whole dollars: "above 1000" is 1001 and up.
  const min = Math.max(args.range.min, BUDGET_MIN_PRICE_EXCLUSIVE + 1);
  const max = Math.min(args.budget, Math.max(args.range.max, min));
  return searchHref(searchPath, { min: Math.min(min, max), max }, args.bodies);
}

/** The price range page's button (spec 002 §2): the two thumbs' prices, highest price first. */
export function priceRangeSearchHref(searchPath: string, range: readonly [number, number]): string {
  return searchHref(searchPath, { min: range[0], max: range[1] }, []);
}
