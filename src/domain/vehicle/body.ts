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
