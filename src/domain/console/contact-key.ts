/**
 * A shopper's contact keys: the normalised email and phone that group their earlier leads (same email or same phone),
 * however they typed them on each form.
 */
import { parseAustralianPhone } from "@/domain/contact/phone-format";

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@.]+$/;

/**
 * The email as a key: trimmed and lower-cased ("  Sarah.Lee@Example.COM " → "sarah.lee@example.com"); null for an empty
 * one or one that does not look like an address (no @, no dot in the domain, spaces inside). Provider tricks (Gmail's
 * dots and +tags) are kept: they may be different people.
 */
export function emailKey(email: string | null | undefined): string | null {
  const key = (email ?? "").trim().toLowerCase();
  return EMAIL_SHAPE.test(key) ? key : null;
}

/**
 * The phone as a key: an Australian mobile or landline in E.164 form ("0412 345 678", "+61 412 345 678", "61412345678",
 * "(07) 3123 4567" → "+61412345678", "+61731234567"), read by parseAustralianPhone (spaces, dots, dashes and brackets
 * allowed), and also written with 61 but no plus; null for anything else (13 numbers, 1300 and 1800 numbers, other
 * countries, too few digits).
 */
export function phoneKey(phone: string | null | undefined): string | null {
  const text = (phone ?? "").trim();
  const compact = text.replace(/[\s().-]/g, "");
  return parseAustralianPhone(/^61[23478]\d{8}$/.test(compact) ? `+${compact}` : text);
}

/** A lead's contact details, as the form took them. */
export interface ContactDetails {
  email?: string | null;
  phone?: string | null;
}

/** Whether two leads are from the same shopper: the same email key or the same phone key (a missing key matches nothing). */
export function isSameShopper(a: ContactDetails, b: ContactDetails): boolean {
  const email = emailKey(a.email);
  const phone = phoneKey(a.phone);
  return (email !== null && email === emailKey(b.email)) || (phone !== null && phone === phoneKey(b.phone));
}
