import "server-only";
import { cache } from "react";
import { searchStockNoun } from "@/domain/vehicle/noun";
import { catalogueNames } from "@/server/data/brands";
import { siteScope } from "@/server/data/scope";
import type { Site } from "@/server/sites/site-store";
import { resolveSearchRoute, type SearchRoute } from "./search-routes";
import { siteSearchIndex } from "./search-service";

/**
 * What a /search/... path of a site means (once per request), or null for a 404. `itemTypes` are the kinds the
 * query picks (`item_type`), which name the stock in the title (`searchStockNoun`).
 */
export function routeOfSearchPath(site: Site, segments: readonly string[], itemTypes: readonly string[] = []): Promise<SearchRoute | null> {
  return resolveOnce(site, segments.join("/"), searchStockNoun(site.settings.vehicleKinds, itemTypes));
}

// React's cache keys on argument identity: the site object is the request's one; the path and noun are strings.
const resolveOnce = cache(async (site: Site, path: string, noun: string): Promise<SearchRoute | null> => {
  const segments = path === "" ? [] : path.split("/");
  const route = resolveSearchRoute(await siteSearchIndex(site), segments, noun);
  if (route || segments.length === 0 || segments.length > 2) return route;
  // A make or model of the catalogue with nothing in stock: an empty result, not a 404.
  const names = await catalogueNames(siteScope(site), segments[0] ?? "", segments[1]);
  if (!names) return null;
  return names.model
    ? { title: `${names.make} ${names.model}`, preset: { make: [names.make], model: [names.model] } }
    : { title: `${names.make} ${noun}`, preset: { make: [names.make] } };
});
