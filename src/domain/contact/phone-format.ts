/**
 * Australian phone numbers, read and shown by one rule so that what the parser accepts the formatter shows the
 * same way (spec 002 §5 "Phone numbers starting +61 display with a leading 0 spaced 2-4-4").
 *
 * Reading: spaces, dots, hyphens and brackets are separators; "+61" stands for the trunk 0, and a bracketed
 * trunk 0 after it ("+61 (0)7 ...") is dropped. A mobile (04) or landline (02, 03, 07, 08) of ten national
 * digits is a number we can call back, kept in E.164 form (+61XXXXXXXXX).
 * Display: a landline shows as 0X XXXX XXXX (the spec's 2-4-4), a mobile as 04XX XXX XXX, the way Australians
 * write and read them (issue 15); another number written with +61 shows with its leading 0; any other number
 * shows as given (13 13 13, 1300 ...).
 */

/** The number written nationally ("0731234567"): separators and a bracketed trunk 0 after +61 dropped. */
function nationalForm(input: string): string {
  const compact = input.trim().replace(/[\s().-]/g, "");
  return compact.startsWith("+61") ? `0${compact.slice(3).replace(/^0/, "")}` : compact;
}

/**
 * A visitor's Australian mobile (04XX XXX XXX) or landline (0[2378] XXXX XXXX), written nationally or
 * as +61 (spaces, dots, hyphens and brackets allowed), in E.164 form (+61XXXXXXXXX); null when it is
 * not one. Short numbers (13, 1300, 1800) and other countries are not a number to call a visitor back on.
 */
export function parseAustralianPhone(input: string): string | null {
  const national = nationalForm(input);
  return /^0[23478]\d{8}$/.test(national) ? `+61${national.slice(1)}` : null;
}

/** How a number shows: a landline 0X XXXX XXXX, a mobile 04XX XXX XXX, when it is one the parser accepts (see the module's note). */
export function formatAustralianPhone(phone: string): string {
  const e164 = parseAustralianPhone(phone);
  if (e164) {
    const national = `0${e164.slice(3)}`;
    if (national.startsWith("04")) return `${national.slice(0, 4)} ${national.slice(4, 7)} ${national.slice(7)}`;
    return `${national.slice(0, 2)} ${national.slice(2, 6)} ${national.slice(6)}`;
  }
  return phone.trim().startsWith("+61") ? nationalForm(phone) : phone;
}

/** The digits (and a leading +) a dialler or messaging link takes: the E.164 form of an accepted number. */
export function dialString(phone: string): string {
  return parseAustralianPhone(phone) ?? phone.replace(/[^\d+]/g, "");
}

/** The tel: link target: +61 form for an Australian number, the bare digits of any other. */
export function telHref(phone: string): string {
  return `tel:${dialString(phone)}`;
}
