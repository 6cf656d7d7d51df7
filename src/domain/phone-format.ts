/**
 * Australian phone display: a number starting +61 shows with a leading 0, spaced 2-4-4 (0X XXXX XXXX);
 * mobiles (04) show the same way (04XX XXX XXX is not the spec's form). Other numbers show as given.
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
