/**
 * Australian phone numbers. Display: a number starting +61: a number starting +61 shows with a leading 0, spaced 2-4-4 (0X XXXX XXXX);
 * mobiles (04) show the same way (04XX XXX XXX is not the spec's form). Other numbers show as given.
 * Input: a visitor's mobile or landline, in national or international form, normalised to E.164.
 */
export function formatAustralianPhone(phone: string): string {
  const compact = phone.replace(/[\s()-]/g, "");
  if (!compact.startsWith("+61")) return phone;
  const national = `0${compact.slice(3)}`;
  if (national.length !== 10) return national;
  return `${national.slice(0, 2)} ${national.slice(2, 6)} ${national.slice(6)}`;
}

/** The tel: link target, always in +61 international form. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/**
 * A visitor's Australian mobile (04XX XXX XXX) or landline (0[2378] XXXX XXXX), written nationally or
 * as +61 (spaces, dots, hyphens and brackets allowed), in E.164 form (+61XXXXXXXXX); null when it is
 * not one. Short numbers (13, 1300, 1800) and other countries are not a number to call a visitor back on.
 */
export function parseAustralianPhone(input: string): string | null {
  const compact = input.trim().replace(/[\s().-]/g, "");
  // "+61 (0)4..." is a common way to write it: the bracketed trunk 0 is dropped.
  const national = compact.startsWith("+61") ? `0${compact.slice(3).replace(/^0/, "")}` : compact;
  return /^0[23478]\d{8}$/.test(national) ? `+61${national.slice(1)}` : null;
}
