/**
 * Identifiers of the right form: 17-character VINs with the ISO 3779 check digit, state registration
 * plates, stock numbers and +61 phone numbers.
 */
import { generalIssuePlate, PLATE_LETTERS } from "../../domain/vehicle/rego";
import type { Random } from "./random";


const VIN_CHARS = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"; // no I, O, Q
const VIN_VALUES: Record<string, number> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8, J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9,
  S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
};
const VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
const YEAR_CODES = "ABCDEFGHJKLMNPRSTVWXY123456789";

function vinValue(ch: string): number {
  return /\d/.test(ch) ? Number(ch) : (VIN_VALUES[ch] ?? 0);
}

export function vinCheckDigit(vin: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += vinValue(vin.charAt(i)) * (VIN_WEIGHTS[i] ?? 0);
  const r = sum % 11;
  return r === 10 ? "X" : String(r);
}

/** Model-year code of position 10 (A = 1980/2010, cycling every 30 years). */
export function vinYearCode(year: number): string {
  return YEAR_CODES.charAt((((year - 1980) % 30) + 30) % 30);
}

export function makeVin(random: Random, wmi: string, year: number): string {
  const w = (wmi + "XXX").slice(0, 3).toUpperCase();
  let vds = "";
  for (let i = 0; i < 5; i++) vds += random.pick([...VIN_CHARS]);
  const plant = random.pick([..."ABCDEFGHJKLMNPRSTUVWXYZ"]);
  const serial = String(random.int(0, 999_999)).padStart(6, "0");
  const draft = `${w}${vds}0${vinYearCode(year)}${plant}${serial}`;
  return `${draft.slice(0, 8)}${vinCheckDigit(draft)}${draft.slice(9)}`;
}

export function isValidVin(vin: string): boolean {
  return /^[A-HJ-NPR-Z0-9]{17}$/.test(vin) && vinCheckDigit(vin) === vin.charAt(8);
}

const letter = (r: Random) => r.pick([...PLATE_LETTERS]);
const digit = (r: Random) => String(r.int(0, 9));

/** A plate in the state's current general-issue format. */
export function makeRegoPlate(random: Random, state: string): string {
  return generalIssuePlate(state, () => letter(random), () => digit(random));
}

/** A landline in +61 form for an area code digit (2, 3, 7, 8). */
export function makeLandline(random: Random, areaCode: string): string {
  return `+61${areaCode}${random.int(3000, 9999)}${String(random.int(0, 9999)).padStart(4, "0")}`;
}

export function makeMobile(random: Random): string {
  return `+614${random.int(0, 9)}${String(random.int(0, 9_999_999)).padStart(7, "0")}`;
}
