/**
 * Australian postcodes (spec 002 §5 "Postcode lookup (geocode restricted to Australia) fails with Invalid postcode
 * when no results"; §8 "Geocode empty | Invalid postcode"; §9 "Postcode length 4").
 */

/** What a postcode that is not an Australian one answers (a well-formed one no place has, or any other text). */
export const UNKNOWN_POSTCODE_MESSAGE = "Invalid postcode";

/** A postcode is exactly four ASCII digits (no spaces, no other digits, nothing else). */
export function isPostcodeShape(value: unknown): value is string {
  return typeof value === "string" && /^[0-9]{4}$/.test(value);
}

/** What a postcode field that is not four digits says (spec 002 §5 "Postcode field ... message Invalid postcode. Please enter a 4-digit number."). */
export const POSTCODE_FORMAT_MESSAGE = "Invalid postcode. Please enter a 4-digit number.";
