/**
 * A vehicle's title as every page, card, print view, PDF, chat and structured data shows it: year, make and model
 * ("2021 Toyota Corolla"), and with `badge` the badge after them ("2021 Toyota Corolla Ascent Sport"). Empty parts
 * (no badge, a feed's blank model, a year of 0) are left out, so no double or trailing spaces.
 */
export interface TitledVehicle {
  year: number;
  make: string;
  model: string;
  badge?: string | null;
}

export function vehicleTitle(vehicle: TitledVehicle, options: { badge?: boolean } = {}): string {
  const parts = [vehicle.year > 0 ? String(vehicle.year) : "", vehicle.make, vehicle.model, options.badge ? (vehicle.badge ?? "") : ""];
  return parts.map((part) => part.trim()).filter((part) => part !== "").join(" ");
}
