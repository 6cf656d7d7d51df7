import { parseAustralianPhone } from "./phone-format";

/**
 * Australian mobile numbers for phone sign-in (SMS codes go only to mobiles): any way a shopper writes an
 * Australian number (see parseAustralianPhone), kept only when it is a mobile. Answers E.164
 * (+614XXXXXXXX), or null.
 */
export function australianMobileE164(input: string): string | null {
  const phone = parseAustralianPhone(input);
  return phone?.startsWith("+614") ? phone : null;
}

/** The message for a number that is not an Australian mobile. */
export const MOBILE_NUMBER_MESSAGE = "Enter an Australian mobile number, like 0412 345 678";
