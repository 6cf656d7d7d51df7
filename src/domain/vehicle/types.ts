/**
 * The vehicle's listing-state unions (spec 001 §3 "car_type (new, used, demo), status (in_stock, coming_soon,
 * sold, other)"), one type each: the database schema, the settings and every rule use these.
 */

export const CAR_TYPES = ["new", "used", "demo"] as const;
export type CarType = (typeof CAR_TYPES)[number];

export const STOCK_STATUSES = ["in_stock", "coming_soon", "sold", "other"] as const;
export type StockStatus = (typeof STOCK_STATUSES)[number];

/** How a car type reads on a card, a page and the search's Condition filter. */
export const CAR_TYPE_LABELS: Readonly<Record<CarType, string>> = { new: "New", used: "Used", demo: "Demo" };

/** Whether a value is one of the car types (a URL's car_type, a feed's field). */
export function isCarType(value: unknown): value is CarType {
  return typeof value === "string" && (CAR_TYPES as readonly string[]).includes(value);
}

/** "New", "Used", "Demo". */
export function carTypeLabel(carType: CarType): string {
  return CAR_TYPE_LABELS[carType];
}
