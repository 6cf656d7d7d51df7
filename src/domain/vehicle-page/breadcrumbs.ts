/**
 * Breadcrumbs of the vehicle page (spec 001 §2 "Breadcrumbs"; spec 002 §2 "Breadcrumbs on car pages start at
 * Home; trails /search/... or /used-car/...: {car type}/, then make, then model if it is in the configured
 * models, then body").
 *
 * Two trails, chosen by a setting:
 * - `search` (default): every crumb links to a search page Forecourt serves — the car type route
 *   (/search/used-cars), then the make route (/search/toyota), the make/model route (/search/toyota/corolla),
 *   carrying the crumbs before it as query refinements (?car_type=used&body=Sedan) so each crumb narrows the
 *   one before it.
 * - `used-car`: the literal path trail /used-car/{car type}-cars/{make}/{model}/{body}.
 * Slugs are `slugify` of the names (src/domain/vehicle/slug.ts), as the search routes use.
 */
import { slugify } from "../vehicle/slug";
import { carTypeLabel, type CarType } from "../vehicle/types";

export type BreadcrumbTrail = "search" | "used-car";

export interface Breadcrumb {
  label: string;
  href: string;
}

export interface BreadcrumbVehicle {
  carType: CarType;
  make: string;
  model: string;
  /** The simple body (Sedan, SUV...); null leaves the body crumb out. */
  body: string | null;
}

export interface BreadcrumbSettings {
  trail: BreadcrumbTrail;
  /** `search.breadcrumbModels` (the site's configured stock.models): the model crumb shows only for these. */
  models: readonly string[];
  /** What the site calls its stock ("Cars", from `stockNoun`), for the car type crumb ("Used Cars"). */
  noun: string;
}

export const HOME_CRUMB: Breadcrumb = { label: "Home", href: "/" };


/** Whether the model is one of the configured models (compared by slug, so case and spacing do not matter). */
export function modelInBreadcrumbs(model: string, models: readonly string[]): boolean {
  const slug = slugify(model);
  return slug !== "" && models.some((m) => slugify(m) === slug);
}

/** The search route of a car type: /search/used-cars. */
export function carTypeSearchPath(carType: BreadcrumbVehicle["carType"]): string {
  return `/search/${carType}-cars`;
}

function withQuery(path: string, params: Array<[string, string]>): string {
  if (params.length === 0) return path;
  return `${path}?${new URLSearchParams(params).toString()}`;
}

interface Step {
  kind: "carType" | "make" | "model" | "body";
  label: string;
  slug: string;
}

function steps(vehicle: BreadcrumbVehicle, settings: BreadcrumbSettings): Step[] {
  const list: Step[] = [{ kind: "carType", label: `${carTypeLabel(vehicle.carType)} ${settings.noun}`, slug: `${vehicle.carType}-cars` }];
  const make = vehicle.make.trim();
  if (slugify(make) !== "") list.push({ kind: "make", label: make, slug: slugify(make) });
  const model = vehicle.model.trim();
  if (slugify(make) !== "" && modelInBreadcrumbs(model, settings.models)) list.push({ kind: "model", label: model, slug: slugify(model) });
  const body = vehicle.body?.trim() ?? "";
  if (slugify(body) !== "") list.push({ kind: "body", label: body, slug: slugify(body) });
  return list;
}

function searchHrefs(vehicle: BreadcrumbVehicle, list: readonly Step[]): string[] {
  const hrefs: string[] = [];
  let path = "/search";
  const query: Array<[string, string]> = [];
  for (const step of list) {
    if (step.kind === "carType") {
      path = carTypeSearchPath(vehicle.carType);
    } else if (step.kind === "make") {
      if (query.length === 0) query.push(["car_type", vehicle.carType]);
      path = `/search/${step.slug}`;
    } else if (step.kind === "model") {
      path = `${path}/${step.slug}`;
    } else {
      query.push(["body", step.label]);
    }
    hrefs.push(withQuery(path, query));
  }
  return hrefs;
}

function usedCarHrefs(list: readonly Step[]): string[] {
  let path = "/used-car";
  return list.map((step) => (path = `${path}/${step.slug}`));
}

/**
 * Where a crumb of the /used-car trail leads: the /search route with the same meaning (the last crumb of the
 * search trail for the same parts). `/used-car/used-cars/toyota/corolla/sedan` → `/search/toyota/corolla?car_type=used&body=Sedan`.
 * Make and model may be given as slugs (the search trail slugs them again); the body is its name, as the filter wants.
 */
export function usedCarTrailSearchHref(parts: { carType: BreadcrumbVehicle["carType"]; make: string | null; model: string | null; body: string | null }): string {
  const crumbs = vehicleBreadcrumbs(
    { carType: parts.carType, make: parts.make ?? "", model: parts.model ?? "", body: parts.body },
    { trail: "search", models: parts.model ? [parts.model] : [], noun: "" },
  );
  return crumbs[crumbs.length - 1]?.href ?? carTypeSearchPath(parts.carType);
}

/** Home, then the car type, make, model (when configured) and body crumbs with their links. */
export function vehicleBreadcrumbs(vehicle: BreadcrumbVehicle, settings: BreadcrumbSettings): Breadcrumb[] {
  const list = steps(vehicle, settings);
  const hrefs = settings.trail === "search" ? searchHrefs(vehicle, list) : usedCarHrefs(list);
  return [HOME_CRUMB, ...list.map((step, i) => ({ label: step.label, href: hrefs[i] ?? "/" }))];
}
