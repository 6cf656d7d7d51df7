/**
 * A bulk change of the console's stock (issue 35): one price or status change applied to every car of a filter (or a
 * selection of it). Pure functions, so the preview the dealer reads and the write that follows compute the same
 * values.
 *
 * Rounding, decided once: a change in dollars is exact (whole dollars in, whole dollars out); a change in percent
 * rounds to whole dollars, and, for a car priced over $1,000, to the nearest $10 (a 5% rise on $23,990 is $25,190,
 * not $25,189.50), so a bulk change leaves the round prices dealers advertise. The result is never below $0 nor above
 * the console's $5,000,000 price limit, and a car with no price (0: "POA") keeps none: a change of its price is no
 * price to add.
 */
import { columnsForLifecycle, type LifecycleStatus } from "./stock";

export type BulkPriceChange = { kind: "price"; by: "dollars" | "percent"; amount: number };
export type BulkStatusChange = { kind: "status"; status: LifecycleStatus };
export type BulkChange = BulkPriceChange | BulkStatusChange;

/** The price limit of a car's edit (the contract's STOCK_PRICE_MAX), repeated here for the domain. */
export const BULK_PRICE_MAX = 5_000_000;

/** A car's new price under `change` (see the module's comment for the rounding). */
export function bulkPrice(price: number, change: Pick<BulkPriceChange, "by" | "amount">): number {
  if (!(price > 0)) return price;
  let next: number;
  if (change.by === "dollars") {
    next = price + Math.round(change.amount);
  } else {
    const exact = price * (1 + change.amount / 100);
    next = price > 1000 ? Math.round(exact / 10) * 10 : Math.round(exact);
  }
  return Math.min(BULK_PRICE_MAX, Math.max(0, next));
}

/** The values of a car a bulk change reads and writes, in the edit's terms (`StockEdit`'s field names). */
export interface BulkCarValues {
  price: number;
  offerPrice: number | null;
  status: LifecycleStatus;
  showOnWebsite: boolean;
}
export type BulkField = keyof BulkCarValues;

export interface BulkPreviewLine {
  before: BulkCarValues;
  after: BulkCarValues;
  /** The fields the change alters on this car (empty: the car already is so, and is left alone). */
  changed: BulkField[];
}

/**
 * What `change` does to one car. A price lowered below the car's offer price removes the offer (an offer above the
 * price is no offer: the edit's own rule); withdrawn takes the car off the website (as in the edit form). A status
 * the car already has changes nothing.
 */
export function bulkPreviewLine(car: BulkCarValues, change: BulkChange): BulkPreviewLine {
  const after: BulkCarValues = { ...car };
  if (change.kind === "price") {
    after.price = bulkPrice(car.price, change);
    if (after.offerPrice !== null && after.offerPrice > after.price) after.offerPrice = null;
  } else if (change.status !== car.status) {
    after.status = change.status;
    if (columnsForLifecycle(change.status, new Date(0)).showOnDealerWebsite === false) after.showOnWebsite = false;
  }
  const changed = (Object.keys(car) as BulkField[]).filter((field) => car[field] !== after[field]);
  return { before: car, after, changed };
}
