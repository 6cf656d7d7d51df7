/** URL slug of a name: lower case, ASCII, words joined by hyphens ("Mercedes-Benz" -> "mercedes-benz"). */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Whether a path segment can be a vehicle slug at all (lower-case words and hyphens, at most 200 long). */
export function isVehicleSlug(segment: string): boolean {
  return segment.length > 0 && segment.length <= 200 && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(segment);
}

/**
 * The car a site path belongs to: `/cars/{slug}` and the pages under it (checkout, history report…), else null.
 * The header shows that car's number on all of them.
 */
export function vehicleSlugOfPath(pathname: string): string | null {
  const [, first, slug] = pathname.split("/", 3);
  return first === "cars" && slug !== undefined && isVehicleSlug(slug) ? slug : null;
}
