import "server-only";
import { forEachBit } from "./bitset";
import { baseFilter, siteSearchIndex } from "./search-service";
import type { Site } from "@/server/sites/site-store";
import { searchRequestSchema } from "@/contracts/search/search-request";

const CAR_TYPE_PATHS = ["/search/new-used-and-demo-cars", "/search/new-cars", "/search/used-cars", "/search/demo-cars", "/search/new-and-demo-cars"];

/**
 * Every search route of the site that lists something today: the car-type routes with stock, then each
 * make, make/model, body, location and dealership of listed stock (the routes of search-routes.ts).
 */
export async function siteSearchPaths(site: Site, now: Date = new Date()): Promise<string[]> {
  const index = await siteSearchIndex(site);
  const listed = baseFilter(index, site, searchRequestSchema.parse({}), { now });
  const column = (name: string) => index.facets.get(name);
  const carType = column("car_type");
  const make = column("make_slug");
  const model = column("model_slug");
  const body = column("body_slug");
  const location = column("location_slug");
  const dealership = column("dealership_slug");
  const carTypes = new Set<string>();
  const paths = new Set<string>();
  const add = (prefix: string, col: typeof make, i: number) => {
    const value = col?.dictionary[col.codes[i] ?? 0];
    if (value) paths.add(`${prefix}${value}`);
  };
  forEachBit(listed, (i) => {
    const type = carType?.dictionary[carType.codes[i] ?? 0];
    if (type) carTypes.add(type);
    const makeSlug = make?.dictionary[make.codes[i] ?? 0];
    const modelSlug = model?.dictionary[model.codes[i] ?? 0];
    if (makeSlug) {
      paths.add(`/search/${makeSlug}`);
      if (modelSlug) paths.add(`/search/${makeSlug}/${modelSlug}`);
    }
    add("/search/", body, i);
    add("/search/", location, i);
    add("/search/", dealership, i);
  });
  const typePaths = CAR_TYPE_PATHS.filter((path) => {
    if (path === "/search/new-used-and-demo-cars") return carTypes.size > 0;
    if (path === "/search/new-and-demo-cars") return carTypes.has("new") || carTypes.has("demo");
    return carTypes.has(path.slice("/search/".length, -"-cars".length));
  });
  return [...typePaths, ...[...paths].sort()];
}
