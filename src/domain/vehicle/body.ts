/** The simple body types: search facets, card wording and the generated pictures all use these names. */
export const SIMPLE_BODIES = [
  "Sedan",
  "Hatch",
  "SUV",
  "Ute",
  "Wagon",
  "Van",
  "Coupe",
  "Convertible",
  "People Mover",
  "Cab Chassis",
  "Motorcycle",
  "Scooter",
  "Truck",
  "Caravan",
  "Camper Trailer",
  "Pop Top",
] as const;

export type SimpleBody = (typeof SIMPLE_BODIES)[number];

/** A body type's slug in a path: "People Mover" → "people-mover". */
function bodySlug(body: SimpleBody): string {
  return body.toLowerCase().replace(/ /g, "-");
}

/**
 * A body type's picture (spec 002 §7 "body-type images at a public body path per body name"): /media/body/{slug}.svg,
 * drawn by the platform, for a simple body type; null for any other name (no picture rather than a broken one).
 */
export function bodyTypeImagePath(body: string): string | null {
  const known = SIMPLE_BODIES.find((b) => b === body);
  return known ? `/media/body/${bodySlug(known)}.svg` : null;
}

/** The body type a picture's file name names ("people-mover.svg" → "People Mover"), else null. */
export function bodyOfImageFile(file: string): SimpleBody | null {
  return SIMPLE_BODIES.find((b) => `${bodySlug(b)}.svg` === file) ?? null;
}
