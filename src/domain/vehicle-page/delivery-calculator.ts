/**
 * The Delivery Calculator of the vehicle page (spec 002 §2 "Delivery Calculator", §3 "Delivery quote: name
 * (region), price", §5 "Delivery calculator: empty postcode gives Please enter a postcode.; no quote gives
 * Sorry, we can't provide an estimate ...", "Postcode field ... exactly 4 digits ... Invalid postcode. Please
 * enter a 4-digit number.", §8).
 *
 * The quote comes from the site's delivery regions (`delivery.regions`): the first region, in the configured
 * order, whose inclusive postcode range holds the postcode.
 */

export const DELIVERY_EMPTY_POSTCODE = "Please enter a postcode.";
export const DELIVERY_INVALID_POSTCODE = "Invalid postcode. Please enter a 4-digit number.";
export const DELIVERY_NO_QUOTE =
  "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.";
export const POSTCODE_LENGTH = 4;

export interface DeliveryRegion {
  name: string;
  price: number;
  /** Four digits, inclusive. */
  postcodeFrom: string;
  postcodeTo: string;
}

export interface DeliveryQuote {
  name: string;
  price: number;
}

export type DeliveryResult =
  | { ok: true; quote: DeliveryQuote }
  | { ok: false; error: typeof DELIVERY_EMPTY_POSTCODE | typeof DELIVERY_INVALID_POSTCODE | typeof DELIVERY_NO_QUOTE };

/** The postcode as typed, without surrounding spaces; null when it is not exactly 4 digits. */
export function normalisePostcode(input: string): string | null {
  const postcode = input.trim();
  return /^\d{4}$/.test(postcode) ? postcode : null;
}

/** The first region whose range (inclusive, either way round) holds the postcode, or null. */
export function regionForPostcode(postcode: string, regions: readonly DeliveryRegion[]): DeliveryRegion | null {
  const code = Number(postcode);
  for (const region of regions) {
    const from = Number(region.postcodeFrom);
    const to = Number(region.postcodeTo);
    if (!Number.isFinite(from) || !Number.isFinite(to)) continue;
    if (code >= Math.min(from, to) && code <= Math.max(from, to)) return region;
  }
  return null;
}

/** The delivery quote for what the shopper typed, or the spec's message. */
export function deliveryQuote(input: string | null | undefined, regions: readonly DeliveryRegion[]): DeliveryResult {
  if ((input ?? "").trim() === "") return { ok: false, error: DELIVERY_EMPTY_POSTCODE };
  const postcode = normalisePostcode(input ?? "");
  if (postcode === null) return { ok: false, error: DELIVERY_INVALID_POSTCODE };
  const region = regionForPostcode(postcode, regions);
  if (!region) return { ok: false, error: DELIVERY_NO_QUOTE };
  return { ok: true, quote: { name: region.name, price: region.price } };
}
