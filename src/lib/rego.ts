/**
 * Registration plates, without zod: the trade-in page's first step checks a rego as it is typed with these alone, so
 * the page's first load carries no schema library (the schemas in lead-request.ts and trade-in-request.ts use the same
 * rule, `regoProblem`).
 */

/** Australian states and territories, for a rego. */
export const REGO_STATES = ["ACT", "NSW", "NT", "QLD", "SA", "TAS", "VIC", "WA"] as const;
export type RegoState = (typeof REGO_STATES)[number];

export const INVALID_REGO = "Please enter a registration of up to 9 letters and numbers";
export const REGO_REQUIRED = "Please enter your car's rego";
export const REGO_STATE_REQUIRED = "Please choose the state it is registered in";
/** What the trade-in page says for a plate the register does not hold. */
export const REGO_NOT_FOUND = "We couldn't find that registration. Please check the rego and the state.";

/** A plate as registers compare it: upper case, without spaces or hyphens. */
export function normaliseRego(rego: string): string {
  return rego.toUpperCase().replace(/[\s-]+/g, "");
}

/** What is wrong with a rego as typed (letters, digits, spaces and hyphens; 1 to 9 letters and digits), or null. */
export function regoProblem(typed: string): string | null {
  const rego = typed.trim();
  if (rego === "") return REGO_REQUIRED;
  if (rego.length > 12 || !/^[A-Za-z0-9][A-Za-z0-9 -]*$/.test(rego)) return INVALID_REGO;
  return normaliseRego(rego).length <= 9 ? null : INVALID_REGO;
}

export function isRegoState(value: string): value is RegoState {
  return (REGO_STATES as readonly string[]).includes(value);
}
