/**
 * Temporary offers (issue 35): a bulk price change made for a period. It sets the car's offer price (never its
 * price) from the start to the end, and gives the car back the offer price it had before once it ends. Pure rules, so
 * the preview, the write and the job that starts and ends offers decide alike.
 *
 * What wins when a car changes while an offer is scheduled or running (decided once, here):
 * - A dealer's edit wins. The job ends an offer by restoring the previous offer price only while the car still shows
 *   the offer's price; if the offer price was edited (or removed) in the meantime, the offer ends and the car keeps
 *   the edit (`offerEndValues`).
 * - A later permanent price change applies to the price as usual; if it lowers the price under the running offer's
 *   price, the offer is removed at once (an offer above the price is no offer: the edit's rule), so the end restores
 *   nothing. The restored previous offer price is dropped when it is no longer under the price.
 * - When an offer is due to start and the car's own offer is by then as low or lower, or the offer is no longer under
 *   the price (the price was cut meanwhile), it does not start: it ends unapplied (`offerStartValues`).
 * - A car has at most one offer in a period: a new offer for a car with an offer scheduled or running over any part of
 *   the same period leaves the car alone (`periodsOverlap`).
 */
import { zonedTimeToUtc } from "../test-drive/time-zone";
import { bulkPrice, type BulkCarValues, type BulkField, type BulkPreviewLine, type BulkPriceChange } from "./stock-bulk";

/** How far in the past a start may be and still count as "now" (the form's clock and the server's differ a little). */
export const OFFER_START_GRACE_MS = 10 * 60_000;
/** The longest offer: a year (a longer one is a new price, not a temporary offer). */
export const OFFER_MAX_DAYS = 366;

/**
 * The offer price a change gives a car whose price is `price` and whose own offer is `currentOffer`, or null for no
 * offer: a car with no price ("POA"), a change that does not bring the price down (or brings it to $0), or an offer that would be no lower
 * than the car's own offer (an offer never raises what a shopper pays).
 */
export function offerPriceFromChange(price: number, currentOffer: number | null, change: Pick<BulkPriceChange, "by" | "amount">): number | null {
  if (!(price > 0)) return null;
  const offer = bulkPrice(price, change);
  if (!(offer > 0) || !(offer < price)) return null;
  if (currentOffer !== null && currentOffer > 0 && currentOffer <= offer) return null;
  return offer;
}

export type OfferPeriodField = "startsAt" | "endsAt";
export type OfferPeriodCheck = { ok: true; startsAt: Date; endsAt: Date } | { ok: false; field: OfferPeriodField; message: string };

/**
 * An offer's period, given as the dealership's wall-clock date and time ("2026-12-05T09:00") in `timeZone`, as the
 * instants it names. The start may be now (up to OFFER_START_GRACE_MS ago: it is then taken as `now`), never earlier;
 * the end is after the start and at most OFFER_MAX_DAYS later.
 */
export function checkOfferPeriod(period: { startsAt: string; endsAt: string }, timeZone: string, now: Date): OfferPeriodCheck {
  const start = zonedTimeToUtc(period.startsAt, timeZone);
  if (!start) return { ok: false, field: "startsAt", message: "The start must be a date and time" };
  const end = zonedTimeToUtc(period.endsAt, timeZone);
  if (!end) return { ok: false, field: "endsAt", message: "The end must be a date and time" };
  if (start.getTime() < now.getTime() - OFFER_START_GRACE_MS) return { ok: false, field: "startsAt", message: "The start must be now or later" };
  const startsAt = start.getTime() < now.getTime() ? now : start;
  if (end.getTime() <= startsAt.getTime()) return { ok: false, field: "endsAt", message: "The end must be after the start" };
  if (end.getTime() - startsAt.getTime() > OFFER_MAX_DAYS * 86_400_000) return { ok: false, field: "endsAt", message: `The end must be at most ${OFFER_MAX_DAYS} days after the start` };
  return { ok: true, startsAt, endsAt: end };
}

/** Whether two periods (start inclusive, end exclusive) share any moment. */
export function periodsOverlap(a: { startsAt: Date; endsAt: Date }, b: { startsAt: Date; endsAt: Date }): boolean {
  return a.startsAt.getTime() < b.endsAt.getTime() && b.startsAt.getTime() < a.endsAt.getTime();
}

/** An offer as the job reads it. */
export interface OfferState {
  startsAt: Date;
  endsAt: Date;
  appliedAt: Date | null;
  endedAt: Date | null;
}

/**
 * What the job does with an offer at `now`: "start" it (due, not yet applied, not yet over), "end" it (applied and
 * over), "expire" it (never applied and already over: it ends without touching the car), or nothing.
 */
export function offerStep(offer: OfferState, now: Date): "start" | "end" | "expire" | null {
  if (offer.endedAt !== null) return null;
  const over = offer.endsAt.getTime() <= now.getTime();
  if (offer.appliedAt !== null) return over ? "end" : null;
  if (over) return "expire";
  return offer.startsAt.getTime() <= now.getTime() ? "start" : null;
}

/** The car's values an offer reads when it starts or ends. */
export interface OfferCarValues {
  price: number;
  offerPrice: number | null;
}

/**
 * Whether an offer of `offerPrice` starts on a car as it is now: only while it is under the car's price and lower than
 * the car's own offer (see the module's comment). Answers the offer price the car had, to restore at the end.
 */
export function offerStartValues(car: OfferCarValues, offerPrice: number): { start: true; previousOfferPrice: number | null } | { start: false } {
  if (!(offerPrice > 0) || !(offerPrice < car.price)) return { start: false };
  if (car.offerPrice !== null && car.offerPrice > 0 && car.offerPrice <= offerPrice) return { start: false };
  return { start: true, previousOfferPrice: car.offerPrice };
}

/**
 * The offer price a car gets back when its offer ends: the previous one, while it is still under the price (else no
 * offer); nothing (`restore: false`) when the car no longer shows the offer's price, because someone changed it since.
 */
export function offerEndValues(car: OfferCarValues, offer: { offerPrice: number; previousOfferPrice: number | null }): { restore: true; offerPrice: number | null } | { restore: false } {
  if (car.offerPrice !== offer.offerPrice) return { restore: false };
  const previous = offer.previousOfferPrice;
  return { restore: true, offerPrice: previous !== null && previous > 0 && previous < car.price ? previous : null };
}

/**
 * What a temporary offer does to one car, in the bulk change's terms: its offer price becomes the offer's for the
 * period (its price stays). Unchanged when the change gives it no offer (`offerPriceFromChange`) or when the car has
 * another offer scheduled or running over part of the period (`overlapping`).
 */
export function bulkOfferLine(car: BulkCarValues, change: Pick<BulkPriceChange, "by" | "amount">, overlapping: boolean): BulkPreviewLine {
  const offer = overlapping ? null : offerPriceFromChange(car.price, car.offerPrice, change);
  const after: BulkCarValues = offer === null ? { ...car } : { ...car, offerPrice: offer };
  const changed = (Object.keys(car) as BulkField[]).filter((field) => car[field] !== after[field]);
  return { before: car, after, changed };
}
