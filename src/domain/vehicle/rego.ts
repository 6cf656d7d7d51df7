/**
 * Registration plates, without zod: the trade-in page's first step checks a rego as it is typed with these alone, so
 * the page's first load carries no schema library (the schemas in src/contracts/leads/fields.ts and trade-in-request.ts use the same
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

/** The letters plates are made of (I, O and Q are left out: they read as 1 and 0). */
export const PLATE_LETTERS = "ABCDEFGHJKLMNPRSTUVWXYZ";

/**
 * A plate in the state's current general-issue format (QLD 123ABC, NSW AB12CD, VIC 1AB2CD, SA S123ABC, WA 1ABC123,
 * TAS A12BC, ACT YAB12C, NT CA12BC; another state gets Queensland's), drawing each letter and digit from the sources
 * given. The demo generator's seeded plates and the demo vehicle register both make plates with it.
 */
export function generalIssuePlate(state: string, letter: () => string, digit: () => string): string {
  const L = letter;
  const D = digit;
  switch (state) {
    case "NSW": return `${L()}${L()}${D()}${D()}${L()}${L()}`;
    case "VIC": return `${D()}${L()}${L()}${D()}${L()}${L()}`;
    case "SA": return `S${D()}${D()}${D()}${L()}${L()}${L()}`;
    case "WA": return `1${L()}${L()}${L()}${D()}${D()}${D()}`;
    case "TAS": return `${L()}${D()}${D()}${L()}${L()}`;
    case "ACT": return `Y${L()}${L()}${D()}${D()}${L()}`;
    case "NT": return `C${L()}${D()}${D()}${L()}${L()}`;
    default: return `${D()}${D()}${D()}${L()}${L()}${L()}`;
  }
}
