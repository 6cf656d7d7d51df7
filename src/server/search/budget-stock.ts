import "server-only";
import { addToBudgetStock, emptyBudgetStock, sortBudgetStock, type BudgetStock } from "@/domain/finance/budget-finder";
import { searchRequestSchema } from "@/contracts/search/search-request";
import type { Site } from "@/server/sites/site-store";
import { forEachBit } from "./bitset";
import { baseFilter, siteSearchIndex, type SearchOptions } from "./search-service";

/**
 * The stock the budget finder searches (spec 002 §7 "Budget finder adds price over 1000 and reads price range"):
 * the site's stock by the same filter as its search pages (and a route's preset, e.g. used cars only), priced above
 * 1000, with its lowest and highest price in all and the count and lowest price per body type. From the in-memory
 * search index: one pass, no database query.
 */
export async function siteBudgetStock(site: Site, options: SearchOptions = {}): Promise<BudgetStock> {
  const index = await siteSearchIndex(site);
  const base = baseFilter(index, site, searchRequestSchema.parse({}), options);
  const price = index.numbers.get("price");
  const body = index.facets.get("body");
  const stock = emptyBudgetStock();
  if (!price || !body) return stock;
  forEachBit(base, (i) => {
    addToBudgetStock(stock, { price: price[i] ?? Number.NaN, body: body.dictionary[body.codes[i] ?? 0] || null });
  });
  return sortBudgetStock(stock);
}
