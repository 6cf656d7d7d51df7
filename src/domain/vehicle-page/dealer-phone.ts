/**
 * The dealer's phone on the vehicle page (spec 002 §5 "Phone choice order: override, by car type, new/used
 * default, location phone; console warning if none. Phone numbers starting +61 display with a leading 0
 * spaced 2-4-4."; spec 002 §3 site config "per-car-type phone numbers (new, used, demo) with a flag to choose
 * by car type"; spec 001 §4 "Phone reveal: On some sites the number is masked (characters after the first 5
 * replaced with *) until clicked", §7 "id 25 on phone click, labelled 'New Car' or 'Used Car' depending on
 * the path"; spec 002 §2 "tel: and sms: links").
 *
 * The new/used default is the site's number for new cars (demo cars count as new) or for used cars, used
 * whether or not the choose-by-car-type flag is on. The mask applies to the displayed text, every character
 * after the fifth (spaces too).
 */
import { dialString, formatAustralianPhone, telHref } from "../contact/phone-format";
import type { CarType } from "../vehicle/types";

export type PhoneSource = "override" | "car-type" | "new-used-default" | "location" | "site";

export interface PhoneChoiceSettings {
  /** `phone.override`: one number for every car. */
  override: string | null;
  /** `phone.chooseByCarType` with `phone.byCarType`. */
  chooseByCarType: boolean;
  byCarType: Partial<Record<CarType, string | null>>;
  /** The site's default numbers for new (and demo) and for used cars. */
  newDefault: string | null;
  usedDefault: string | null;
}

export const PHONE_MASK_VISIBLE_CHARS = 5;
export const PHONE_MASK_CHAR = "*";
export const NEW_CAR_LABEL = "New Car";
export const USED_CAR_LABEL = "Used Car";

function present(phone: string | null | undefined): phone is string {
  return typeof phone === "string" && phone.trim() !== "";
}

/**
 * The site's own number (its header, and a car's last resort): `phone.override`, else `contact.phone`, else its
 * primary location's phone.
 */
export function siteMainPhone(settings: { override: string | null; contactPhone: string | null | undefined }, primaryLocationPhone: string | null | undefined): string | null {
  if (present(settings.override)) return settings.override;
  if (present(settings.contactPhone)) return settings.contactPhone;
  return present(primaryLocationPhone) ? primaryLocationPhone : null;
}

/**
 * The one number for a car, wherever the car's page shows a phone (the header, the sidebar and its Call Now, the
 * print view and the PDF): the spec's order (override, by car type, new/used default), then the car's location's
 * phone, then the site's own (`siteMainPhone`); with where it came from. Null when there is none (the caller logs
 * the console warning).
 */
export function chooseDealerPhone(
  car: { carType: CarType },
  settings: PhoneChoiceSettings,
  locationPhone: string | null | undefined,
  sitePhone: string | null = null,
): { phone: string; source: PhoneSource } | null {
  if (present(settings.override)) return { phone: settings.override, source: "override" };
  const byType = settings.byCarType[car.carType];
  if (settings.chooseByCarType && present(byType)) return { phone: byType, source: "car-type" };
  const classDefault = car.carType === "used" ? settings.usedDefault : settings.newDefault;
  if (present(classDefault)) return { phone: classDefault, source: "new-used-default" };
  if (present(locationPhone)) return { phone: locationPhone, source: "location" };
  if (present(sitePhone)) return { phone: sitePhone, source: "site" };
  return null;
}

/** The warning the caller logs when a car has no phone. */
export function missingPhoneWarning(car: { id: number | string }): string {
  return `No phone number for car ${car.id}`;
}

/**
 * Whether the sidebar's number starts masked: on every masking site (`phone.maskUntilClick`), whatever else the page
 * offers (issue 38: Drive Local, the one masking site, shows Call Now, and the mask never showed). The shopper sees the
 * masked number until they reveal it, and the reveal is what the dealer counts.
 */
export function phoneMaskedOnPage(maskUntilClick: boolean): boolean {
  return maskUntilClick;
}

/** Masks every character after the first 5 with '*' ("07 3123 4567" -> "07 31*******"). */
export function maskPhone(display: string, visible: number = PHONE_MASK_VISIBLE_CHARS): string {
  const chars = Array.from(display);
  return chars.slice(0, visible).join("") + PHONE_MASK_CHAR.repeat(Math.max(0, chars.length - visible));
}

/** The text shown: the +61 number as 0X XXXX XXXX, masked until revealed on masking sites. */
export function dealerPhoneDisplay(phone: string, options: { maskUntilClick: boolean; revealed: boolean }): string {
  const display = formatAustralianPhone(phone);
  return options.maskUntilClick && !options.revealed ? maskPhone(display) : display;
}

/** The sms: link target, in +61 form like tel:. */
export function smsHref(phone: string): string {
  return `sms:${dialString(phone)}`;
}

/** tel: and sms: links of a number. */
export function phoneHrefs(phone: string): { tel: string; sms: string } {
  return { tel: telHref(phone), sms: smsHref(phone) };
}

/**
 * The phone-click analytics label (event 25): 'New Car' or 'Used Car' by the car the click is about (issue 38: a used
 * car's page, /cars/{slug}, names no used stock, so the path called it a new car), a demo car counting as new. A click
 * about no car (the header's number) goes by the page's path (spec 001 §7 "labelled 'New Car' or 'Used Car' depending
 * on the path"): 'Used Car' when a path segment names used stock (/search/used-cars, /used-car/...), else 'New Car'.
 */
export function phoneClickLabel(context: { path?: string | null; carType?: "new" | "used" | "demo" | null }): typeof NEW_CAR_LABEL | typeof USED_CAR_LABEL {
  if (context.carType) return context.carType === "used" ? USED_CAR_LABEL : NEW_CAR_LABEL;
  const path = (context.path ?? "").split(/[?#]/)[0]?.toLowerCase() ?? "";
  const usedSegment = path.split("/").some((segment) => /^used(-|$)/.test(segment));
  return usedSegment ? USED_CAR_LABEL : NEW_CAR_LABEL;
}

/** Whether a link is a phone control, whose click is event 25: a call (tel:), a text (sms:) or a WhatsApp chat (wa.me). */
export function isPhoneControlHref(href: string): boolean {
  const h = href.trim().toLowerCase();
  return h.startsWith("tel:") || h.startsWith("sms:") || /^https:\/\/(?:api\.)?wa\.me\//.test(h) || /^https:\/\/(?:api\.)?whatsapp\.com\/send/.test(h);
}

