/**
 * The Fuel Calculator of the vehicle page (spec 002 §2 "Fuel Calculator (hidden for electric)", §5 "Fuel
 * calculator hidden for electric fuel; default consumption 10 L/100km if missing", §9 "Fuel calculator: $1.70
 * per litre, 250 km per week; cost = km/100 x L/100km x price").
 *
 * The formula gives the weekly cost (the km are per week). Yearly is 52 weeks; monthly is a twelfth of the
 * year (52/12 weeks). Amounts are returned unrounded; `formatCurrency` shows whole dollars (spec 002 §9
 * "Currency $ with thousands commas, no decimals").
 */

export const FUEL_PRICE_PER_LITRE = 1.7;
export const FUEL_KM_PER_WEEK = 250;
export const DEFAULT_FUEL_CONSUMPTION_L_PER_100KM = 10;
export const WEEKS_PER_YEAR = 52;
export const MONTHS_PER_YEAR = 12;

/** Whether the car runs on electricity alone (either fuel field says Electric); hybrids and PHEVs are not. */
export function isElectric(vehicle: { simpleFuel: string | null; fuel: string | null }): boolean {
  const electric = (f: string | null) => (f ?? "").trim().toLowerCase() === "electric";
  return electric(vehicle.simpleFuel) || electric(vehicle.fuel);
}

/** Whether the calculator shows: switched on (`vehiclePage.fuelCalculator`) and the car is not electric. */
export function fuelCalculatorVisible(vehicle: { simpleFuel: string | null; fuel: string | null }, enabled: boolean): boolean {
  return enabled && !isElectric(vehicle);
}

/** The car's combined consumption, or 10 L/100km when it is missing, zero or not a number. */
export function fuelConsumption(litresPer100km: number | null | undefined): number {
  return typeof litresPer100km === "number" && Number.isFinite(litresPer100km) && litresPer100km > 0 ? litresPer100km : DEFAULT_FUEL_CONSUMPTION_L_PER_100KM;
}

export interface FuelCostInputs {
  litresPer100km: number | null | undefined;
  /** The shopper's weekly distance; 250 by default. Negative or non-numeric counts as 0. */
  kmPerWeek?: number;
  /** Dollars per litre; 1.70 by default. */
  pricePerLitre?: number;
}

export interface FuelCost {
  weekly: number;
  monthly: number;
  yearly: number;
  litresPer100km: number;
}

function nonNegative(value: number | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/** cost = km/100 x L/100km x price per litre, per week; then per month (52/12 weeks) and per year (52 weeks). */
export function fuelCost(inputs: FuelCostInputs): FuelCost {
  const litresPer100km = fuelConsumption(inputs.litresPer100km);
  const km = nonNegative(inputs.kmPerWeek, FUEL_KM_PER_WEEK);
  const price = nonNegative(inputs.pricePerLitre, FUEL_PRICE_PER_LITRE);
  const weekly = (km / 100) * litresPer100km * price;
  const yearly = weekly * WEEKS_PER_YEAR;
  return { weekly, monthly: yearly / MONTHS_PER_YEAR, yearly, litresPer100km };
}
