/**
 * The values of the spec's facets that are worked out from a car rather than read off one column (spec 001 §3
 * "Facet attributes": make_model, weekly_price_range, categories, filtered_features, created_at_timestamp), and
 * the subscription price's weekly labels (spec 001 §9 "Price labels show weekly for subscription_price").
 * The search index (src/server/search/vehicle-documents.ts) stores what these give, and nothing else works them out.
 */
import { MODEL_BODY_FILTERS } from "../vehicle/model-range";
import { formatCurrency, PER_WEEK_SUFFIX } from "../vehicle/price-display";

/** The make_model facet value: make and model as one name ("Toyota HiLux"), null without a model. */
export function makeModelValue(make: string, model: string | null): string | null {
  const m = model?.trim() ?? "";
  return m === "" ? null : `${make.trim()} ${m}`;
}

/** A weekly amount as the site shows it: "$249/wk". */
export function weeklyAmountLabel(amount: number): string {
  return `${formatCurrency(amount)}${PER_WEEK_SUFFIX}`;
}

/** The weekly price bands (dollars a week) of the weekly_price_range facet. */
const WEEKLY_BANDS = [150, 250, 400, 600, 1_000] as const;

/**
 * The weekly_price_range facet value of a weekly (subscription) price: "Under $150/wk", "$150/wk - $250/wk", ...,
 * "$1,000/wk+"; null without a weekly price above 0. The labels sort by their number as price ranges do
 * (`comparePriceRangeLabels`).
 */
export function weeklyPriceRangeLabel(weekly: number | null): string | null {
  if (weekly === null || !(weekly > 0)) return null;
  const first = WEEKLY_BANDS[0];
  if (weekly < first) return `Under ${weeklyAmountLabel(first)}`;
  for (let i = 1; i < WEEKLY_BANDS.length; i++) {
    const upper = WEEKLY_BANDS[i] ?? 0;
    if (weekly < upper) return `${weeklyAmountLabel(WEEKLY_BANDS[i - 1] ?? 0)} - ${weeklyAmountLabel(upper)}`;
  }
  return `${weeklyAmountLabel(WEEKLY_BANDS[WEEKLY_BANDS.length - 1] ?? 0)}+`;
}

/** Every weekly price band, cheapest first. */
export const WEEKLY_PRICE_RANGE_LABELS: readonly string[] = [1, ...WEEKLY_BANDS].map((weekly) => weeklyPriceRangeLabel(weekly) ?? "");

/** The category names of the categories facet: the model range's groups (MODEL_BODY_FILTERS), so /models and the search name them alike. */
export type VehicleCategory = Exclude<(typeof MODEL_BODY_FILTERS)[number]["category"], null>;

const BODY_CATEGORIES: Readonly<Record<string, VehicleCategory>> = {
  suv: "SUVs",
  ute: "Trucks",
  "cab chassis": "Trucks",
  van: "Vans",
  bus: "Vans",
  "people mover": "People Movers",
  coupe: "Performance",
  convertible: "Performance",
  hatch: "Cars",
  sedan: "Cars",
  wagon: "Cars",
};
const ELECTRIC_FUELS = new Set(["electric", "phev"]);

/**
 * The categories facet's values of a car: its body's group (an SUV is "SUVs", a ute or any truck "Trucks", a coupe
 * "Performance", a hatch "Cars"...) and "Electric" for an electric or plug-in hybrid car besides, so an electric SUV is
 * in both. A motorcycle or caravan, or an unknown body, is in no category (the vehicle type facet has those).
 */
export function vehicleCategories(car: { body: string | null; fuel: string | null; itemType: string }): VehicleCategory[] {
  const categories: VehicleCategory[] = [];
  if (car.itemType === "truck") categories.push("Trucks");
  else if (car.itemType === "car") {
    const group = car.body ? BODY_CATEGORIES[car.body.trim().toLowerCase()] : undefined;
    if (group) categories.push(group);
  }
  if (car.fuel && ELECTRIC_FUELS.has(car.fuel.trim().toLowerCase()) && !categories.includes("Electric")) categories.push("Electric");
  return categories;
}

/**
 * The features a shopper filters stock by (the filtered_features facet): the equipment that decides a purchase, by
 * kind of vehicle, not every line of a car's equipment list ('7 Airbags', 'Alloy Wheels' and the like are left out).
 */
export const FILTERED_FEATURES: readonly string[] = [
  "Apple CarPlay",
  "Android Auto",
  "Reversing Camera",
  "360 Degree Camera",
  "Adaptive Cruise Control",
  "Blind Spot Monitor",
  "Satellite Navigation",
  "Heated Front Seats",
  "Head-Up Display",
  "Power Tailgate",
  "Wireless Phone Charger",
  "Cruise Control",
  "ABS",
  "Traction Control",
  "Quickshifter",
  "Heated Grips",
  "Air Suspension Seat",
  "Telematics",
  "Ensuite Shower and Toilet",
  "Solar Panels",
  "Lithium Battery",
  "Diesel Heater",
  "Reverse Cycle Air Conditioner",
];

/** A feature name compared without case, spacing or punctuation: a feed's "Apple Carplay" or "reversing-camera" is the feature. */
function featureKey(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, "");
}
const FEATURE_BY_KEY = new Map(FILTERED_FEATURES.map((name) => [featureKey(name), name]));

/** The filtered_features facet's values of a car: the FILTERED_FEATURES its equipment lists, by their own names, once each. */
export function filteredFeatures(equipment: readonly string[]): string[] {
  const found = new Set<string>();
  for (const line of equipment) {
    const name = FEATURE_BY_KEY.get(featureKey(line));
    if (name !== undefined) found.add(name);
  }
  return FILTERED_FEATURES.filter((name) => found.has(name));
}

/** The created_at_timestamp of a car: when it was listed, in whole seconds since 1970 (as the spec's search index keeps it). */
export function createdAtTimestamp(createdAt: Date): number {
  return Math.floor(createdAt.getTime() / 1000);
}
