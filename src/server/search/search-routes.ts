import "server-only";
import type { SiteIndex } from "./site-index";
import { carTypeLabel, type CarType } from "@/domain/vehicle/types";

/**
 * What a /search/... path means: /search/new-used-and-demo-cars (everything), /search/used-cars,
 * /search/new-cars, /search/demo-cars, /search/new-and-demo-cars, /search/{car type}-cars, /search/{make},
 * /search/{make}/{model}, /search/{body}, /search/{location slug}, /search/{dealership slug}.
 * The route's filters are fixed (not disjunctive facets); null when the path names nothing on this site.
 */
export interface SearchRoute {
  title: string;
  preset: Record<string, string[]>;
}

/** "New, Used and Demo": the car types' labels as a list. */
const CONJUNCTION = new Intl.ListFormat("en-AU", { type: "conjunction" });
const carTypesTitle = (types: readonly CarType[]) => CONJUNCTION.format(types.map(carTypeLabel));

// A Map: the first path segment is the visitor's, and an object would also answer "constructor" or "__proto__".
const CAR_TYPE_ROUTES = new Map<string, { title: string; carTypes: CarType[] }>([
  ["new-used-and-demo-cars", { title: carTypesTitle(["new", "used", "demo"]), carTypes: [] }],
  ["new-cars", { title: carTypesTitle(["new"]), carTypes: ["new"] }],
  ["used-cars", { title: carTypesTitle(["used"]), carTypes: ["used"] }],
  ["demo-cars", { title: carTypesTitle(["demo"]), carTypes: ["demo"] }],
  ["new-and-demo-cars", { title: carTypesTitle(["new", "demo"]), carTypes: ["new", "demo"] }],
]);

function valueOfSlug(index: SiteIndex, slugFacet: string, valueFacet: string, slug: string): string | null {
  const slugs = index.facets.get(slugFacet);
  const values = index.facets.get(valueFacet);
  const code = slugs?.lookup.get(slug);
  if (!slugs || !values || code === undefined) return null;
  for (let i = 0; i < index.size; i++) if (slugs.codes[i] === code) return values.dictionary[values.codes[i] ?? 0] ?? null;
  return null;
}

export function resolveSearchRoute(index: SiteIndex, segments: readonly string[], noun: string): SearchRoute | null {
  const [first, second, ...rest] = segments.map((s) => s.toLowerCase());
  if (rest.length > 0) return null;
  if (first === undefined) return { title: `New, Used and Demo ${noun}`, preset: {} };
  const carType = CAR_TYPE_ROUTES.get(first);
  if (carType && second === undefined) return { title: `${carType.title} ${noun}`, preset: carType.carTypes.length ? { car_type: carType.carTypes } : {} };

  const make = valueOfSlug(index, "make_slug", "make", first);
  if (make) {
    if (second === undefined) return { title: `${make} ${noun}`, preset: { make: [make] } };
    const model = valueOfSlug(index, "model_slug", "model", second);
    return model ? { title: `${make} ${model}`, preset: { make: [make], model: [model] } } : null;
  }
  if (second !== undefined) return null;
  const body = valueOfSlug(index, "body_slug", "body", first);
  if (body) return { title: `${body} ${noun}`, preset: { body: [body] } };
  const location = valueOfSlug(index, "location_slug", "location_name", first);
  if (location) return { title: `${noun} at ${location}`, preset: { location_slug: [first] } };
  const dealership = valueOfSlug(index, "dealership_slug", "dealership_name", first);
  if (dealership) return { title: `${noun} from ${dealership}`, preset: { dealership_slug: [first] } };
  return null;
}

/** The parts a /used-car/{car type}-cars/{make}/{model}/{body} path names (see breadcrumbs.ts), or null. */
export interface UsedCarTrail {
  carType: CarType;
  make: string | null;
  model: string | null;
  body: string | null;
}

/**
 * Reads a /used-car trail: the car type segment, then the make slug, then the model slug (shown only for
 * configured models) and the body slug. With three segments the third is the body when it is one of the site's
 * body slugs and not one of its model slugs. Null when the car type is unknown, a body is not the site's, or the
 * trail is longer than four segments.
 */
export function resolveUsedCarTrail(index: SiteIndex, segments: readonly string[]): UsedCarTrail | null {
  const [type, make, third, fourth, ...rest] = segments.map((s) => s.toLowerCase());
  const carType = /^(new|used|demo)-cars$/.exec(type ?? "")?.[1] as UsedCarTrail["carType"] | undefined;
  if (!carType || rest.length > 0) return null;
  if (make === undefined) return { carType, make: null, model: null, body: null };
  if (third === undefined) return { carType, make, model: null, body: null };
  const bodyOf = (slug: string) => valueOfSlug(index, "body_slug", "body", slug);
  if (fourth !== undefined) {
    const body = bodyOf(fourth);
    return body ? { carType, make, model: third, body } : null;
  }
  const thirdAsBody = valueOfSlug(index, "model_slug", "model", third) ? null : bodyOf(third);
  return { carType, make, model: thirdAsBody ? null : third, body: thirdAsBody };
}
