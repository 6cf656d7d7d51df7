/**
 * The registration row of the vehicle page (spec 002 §5 "Registration shown Expires on {date} when in the
 * future, otherwise Unregistered on some sites").
 *
 * Date format: Australian day/month/year with leading zeros, dd/mm/yyyy ("22/11/2026"): the spec's one
 * Australian date format (spec 002 §3 review_date "dd/mm/yyyy").
 * "In the future" means the expiry day is after today in the site's time zone (Australia/Brisbane by
 * default): a registration that expires today is no longer shown as current.
 */
import { BRISBANE_TIME_ZONE, isoDateIn, parseIsoDate } from "../vehicle-page/time";

export const REGISTRATION_LABEL = "Registration";
export const UNREGISTERED_TEXT = "Unregistered";

/** "Expires on {date}". */
export function registrationExpiresText(date: string): string {
  return `Expires on ${date}`;
}

/** An ISO date (YYYY-MM-DD, or a date-time starting so) as dd/mm/yyyy; null when it is not a real date. */
export function formatAustralianDate(isoDate: string | null | undefined): string | null {
  const date = parseIsoDate(isoDate);
  if (!date) return null;
  return `${String(date.day).padStart(2, "0")}/${String(date.month).padStart(2, "0")}/${String(date.year).padStart(4, "0")}`;
}

/** Whether the registration expiry day is after today in `timeZone`. A missing or invalid date is not. */
export function registrationCurrent(regoExpiry: string | null | undefined, now: Date, timeZone: string = BRISBANE_TIME_ZONE): boolean {
  const expiry = parseIsoDate(regoExpiry);
  return expiry !== null && expiry.iso > isoDateIn(now, timeZone);
}

export interface RegistrationOptions {
  now: Date;
  /** `vehiclePage.showUnregistered`: the sites that say 'Unregistered' instead of leaving the row out. */
  showUnregistered: boolean;
  timeZone?: string;
}

/**
 * The registration text: 'Expires on dd/mm/yyyy' while current; otherwise 'Unregistered' where the site shows
 * it, else null (the row is left out).
 */
export function registrationText(regoExpiry: string | null | undefined, options: RegistrationOptions): string | null {
  if (registrationCurrent(regoExpiry, options.now, options.timeZone)) {
    const date = formatAustralianDate(regoExpiry);
    if (date !== null) return registrationExpiresText(date);
  }
  return options.showUnregistered ? UNREGISTERED_TEXT : null;
}
