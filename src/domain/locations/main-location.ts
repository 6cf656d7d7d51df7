/**
 * The dealer's main location, for the home page's dealer info tabs and contact block (spec 002 §2 custom blocks): the
 * first location in the site's order that sells (its sales showroom), else the first of any kind.
 */
export function mainLocation<T extends { departments: readonly string[] }>(locations: readonly T[]): T | null {
  return locations.find((location) => location.departments.includes("sales")) ?? locations[0] ?? null;
}
