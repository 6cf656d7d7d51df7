/**
 * The vehicle page's specification lists (spec 001 §3 "Specification lists (featured, specifications, summary)
 * are built from these fields with the units kms, cc or litres, L/100km, L, kg, mm and Nm"; spec 002 §2
 * "Car Details list; key information specs (first 4, Show More/Less); features list (first 8, Show All/Hide)",
 * §5 "Spec rows with empty, null or missing values omitted", §9 "Key specs first 4; features list 8").
 *
 * A value is missing when it is null, undefined, blank, not a finite number, or "N/A" (the feeds' word for
 * nothing). Measurements (cc, litres, L/100km, L, kg, mm, Nm, kW) of 0 or less are missing too; kilometres
 * of 0 are shown ("0 kms", a new car). Units follow the number after a space; numbers have thousands commas.
 */

export interface SpecRow {
  label: string;
  value: string;
}

export type SpecValue = string | number | null | undefined;

export const KEY_INFORMATION_VISIBLE = 4;
export const KEY_INFORMATION_SHOW_MORE = "Show More";
export const KEY_INFORMATION_SHOW_LESS = "Show Less";
export const FEATURES_VISIBLE = 8;
export const FEATURES_SHOW_ALL = "Show All";
export const FEATURES_HIDE = "Hide";

/** The units of the spec lists. */
export const SPEC_UNITS = { km: "kms", cc: "cc", litres: "L", consumption: "L/100km", capacity: "L", mass: "kg", length: "mm", torque: "Nm", power: "kW" } as const;

/** Whether a value counts as missing (null, blank, "N/A", not finite). */
export function isMissingSpecValue(value: SpecValue): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === "number") return !Number.isFinite(value);
  const text = value.trim();
  return text === "" || text.toUpperCase() === "N/A";
}

/** One formatter for every spec number: `toLocaleString` with options builds a new one per call (19 µs here; a car page
 * formats about forty numbers). */
const SPEC_NUMBER = new Intl.NumberFormat("en-AU", { maximumFractionDigits: 2 });

/** A number with thousands commas and at most 2 decimals: 1987 -> "1,987", 6.5 -> "6.5". */
export function formatSpecNumber(value: number): string {
  return SPEC_NUMBER.format(value);
}

function toNumber(value: SpecValue): number | null {
  if (isMissingSpecValue(value)) return null;
  const n = typeof value === "number" ? value : Number(String(value).replace(/,/g, ""));
  return Number.isFinite(n) ? n : null;
}

/** A positive measurement with its unit ("1,520 kg"); null when missing or not above 0. */
export function measurement(value: SpecValue, unit: string, options: { fixed?: number } = {}): string | null {
  const n = toNumber(value);
  if (n === null || n <= 0) return null;
  const text = options.fixed === undefined ? formatSpecNumber(n) : n.toFixed(options.fixed);
  return `${text} ${unit}`;
}

/** Kilometres: "45,000 kms"; 0 shows; negative or missing is omitted. */
export function formatKms(km: SpecValue): string | null {
  const n = toNumber(km);
  return n === null || n < 0 ? null : `${formatSpecNumber(Math.round(n))} ${SPEC_UNITS.km}`;
}

/**
 * Kilometres in a sentence, as the spec writes them in prose ("more than 100,000 km"): "62,000 km". The listing's
 * fact is `formatKms` ("62,000 kms").
 */
export function kilometresInProse(km: number): string {
  return `${formatSpecNumber(Math.round(km))} km`;
}

/**
 * The kilometres a listed vehicle shows wherever it is shown (its card, its page, compare, Autobot, the page's
 * description): "45,000 kms", or null for a caravan, which has no odometer of its own.
 */
export function listedKms(vehicle: { itemType?: string | null; km: SpecValue }): string | null {
  return vehicle.itemType === "caravan" ? null : formatKms(vehicle.km);
}

/** Engine size in litres when known ("2.0 L"), else in cc ("1,987 cc"). */
export function formatEngineSize(cc: SpecValue, litres: SpecValue): string | null {
  return measurement(litres, SPEC_UNITS.litres, { fixed: 1 }) ?? measurement(cc, SPEC_UNITS.cc);
}

/** A YYYY-MM(-DD) date as mm/yyyy (build and compliance dates); null when not such a date. */
export function formatMonthYear(value: string | null | undefined): string | null {
  const match = /^(\d{4})-(\d{2})/.exec(value?.trim() ?? "");
  if (!match) return null;
  const month = Number(match[2]);
  return month >= 1 && month <= 12 ? `${match[2]}/${match[1]}` : null;
}

/** The first value that is not missing (a column, then its fallback). */
export function firstPresent(...values: SpecValue[]): SpecValue {
  return values.find((v) => !isMissingSpecValue(v)) ?? null;
}

function text(value: SpecValue): string | null {
  if (isMissingSpecValue(value)) return null;
  return typeof value === "number" ? String(value) : String(value).trim();
}

/** Rows from [label, value] pairs, leaving out the missing ones, in the given order. */
export function specRows(entries: ReadonlyArray<readonly [string, SpecValue]>): SpecRow[] {
  const rows: SpecRow[] = [];
  for (const [label, value] of entries) {
    const shown = text(value);
    if (shown !== null) rows.push({ label, value: shown });
  }
  return rows;
}

/** The nested variant details (spec 001 §3). */
export interface SpecVariant {
  cylinders?: number | null;
  enginesize?: number | null;
  enginesize_litres?: number | null;
  induction?: string | null;
  geartype?: string | null;
  fuelconsumptioncombined?: number | null;
  fuelcapacity?: number | null;
  grossvehiclemass?: number | null;
  vehiclelength?: number | null;
  vehicleheight?: number | null;
  vehiclewidth?: number | null;
  towingcapacitybraked?: number | null;
  torque?: number | null;
  power?: number | null;
  ancaprating?: number | null;
}

/** Caravan specifications (spec 002 §3 specifications). Sizes are in mm, masses in kg. */
export interface SpecCaravan {
  body_width?: number | string | null;
  body_length?: number | string | null;
  tare_weight?: number | string | null;
  axle_type?: number | string | null;
  sleeps?: number | string | null;
  aggregate_trailer_mass?: number | string | null;
}

export interface SpecVehicle {
  year: number | null;
  make: string | null;
  model: string | null;
  badge: string | null;
  series: string | null;
  km: number | null;
  simpleBody: string | null;
  body: string | null;
  colour: string | null;
  interiorColour: string | null;
  simpleTransmission: string | null;
  transmission: string | null;
  gearnum: number | null;
  simpleDrive: string | null;
  drive: string | null;
  simpleFuel: string | null;
  fuel: string | null;
  seats: number | null;
  doors: number | null;
  /** Engine size in cc and litres (columns; the variant's values are used when these are missing). */
  engineSize: number | null;
  engineSizeLitres: number | string | null;
  stocknum: string | null;
  vin: string | null;
  regplate: string | null;
  buildDate: string | null;
  complianceDate: string | null;
  variant: SpecVariant;
  specifications: SpecCaravan;
}

function engineOf(v: SpecVehicle): string | null {
  return formatEngineSize(firstPresent(v.engineSize, v.variant.enginesize), firstPresent(v.engineSizeLitres, v.variant.enginesize_litres));
}

/**
 * Key information (the "featured" list), most telling first: kilometres, transmission, body, fuel (the
 * sidebar's icons), then engine, drive, colour, seats and doors. The page shows the first 4.
 */
export function keyInformationRows(v: SpecVehicle): SpecRow[] {
  return specRows([
    ["Kilometres", formatKms(v.km)],
    ["Transmission", firstPresent(v.simpleTransmission, v.transmission)],
    ["Body", firstPresent(v.simpleBody, v.body)],
    ["Fuel", firstPresent(v.simpleFuel, v.fuel)],
    ["Engine", engineOf(v)],
    ["Drive", firstPresent(v.simpleDrive, v.drive)],
    ["Colour", v.colour],
    ["Seats", positive(v.seats)],
    ["Doors", positive(v.doors)],
  ]);
}

/** The technical specifications, from the variant (and a caravan's specifications), with units. */
export function specificationRows(v: SpecVehicle): SpecRow[] {
  const x = v.variant;
  const c = v.specifications;
  return specRows([
    ["Cylinders", positive(x.cylinders)],
    ["Engine Size", engineOf(v)],
    ["Induction", x.induction],
    ["Gear Type", x.geartype],
    ["Fuel Consumption (Combined)", measurement(x.fuelconsumptioncombined, SPEC_UNITS.consumption)],
    ["Fuel Capacity", measurement(x.fuelcapacity, SPEC_UNITS.capacity)],
    ["Gross Vehicle Mass", measurement(x.grossvehiclemass, SPEC_UNITS.mass)],
    ["Length", measurement(x.vehiclelength, SPEC_UNITS.length)],
    ["Height", measurement(x.vehicleheight, SPEC_UNITS.length)],
    ["Width", measurement(x.vehiclewidth, SPEC_UNITS.length)],
    ["Towing Capacity (Braked)", measurement(x.towingcapacitybraked, SPEC_UNITS.mass)],
    ["Torque", measurement(x.torque, SPEC_UNITS.torque)],
    ["Power", measurement(x.power, SPEC_UNITS.power)],
    ["ANCAP Rating", positive(x.ancaprating)],
    ["Body Length", lengthWithFeet(c.body_length)],
    ["Body Width", lengthWithFeet(c.body_width)],
    ["Tare Weight", measurement(c.tare_weight, SPEC_UNITS.mass)],
    ["Aggregate Trailer Mass", measurement(c.aggregate_trailer_mass, SPEC_UNITS.mass)],
    ["Axle Type", c.axle_type],
    ["Sleeps", positive(c.sleeps)],
  ]);
}

/** Metres in a foot (spec 002 §9 "unit conversion 0.3048 m per ft"). */
export const METRES_PER_FOOT = 0.3048;

/** A caravan's length in mm with its feet, as caravans are sold: 6400 -> "6,400 mm (21 ft)". */
export function lengthWithFeet(mm: SpecValue): string | null {
  const shown = measurement(mm, SPEC_UNITS.length);
  const n = toNumber(mm);
  if (shown === null || n === null || n <= 0) return shown;
  return `${shown} (${formatSpecNumber(Math.round((n / 1000 / METRES_PER_FOOT) * 10) / 10)} ft)`;
}

function positive(value: SpecValue): string | null {
  const n = toNumber(value);
  return n !== null && n > 0 ? formatSpecNumber(n) : null;
}

/** The Car Details list (the "summary"): identity, description and registration. */
export function carDetailsRows(v: SpecVehicle, registration: string | null): SpecRow[] {
  return specRows([
    ["Year", v.year !== null && v.year > 0 ? String(v.year) : null],
    ["Make", v.make],
    ["Model", v.model],
    ["Badge", v.badge],
    ["Series", v.series],
    ["Body", firstPresent(v.body, v.simpleBody)],
    ["Colour", v.colour],
    ["Interior Colour", v.interiorColour],
    ["Transmission", firstPresent(v.transmission, v.simpleTransmission)],
    ["Gears", positive(v.gearnum)],
    ["Drive", firstPresent(v.drive, v.simpleDrive)],
    ["Fuel", firstPresent(v.fuel, v.simpleFuel)],
    ["Engine", engineOf(v)],
    ["Seats", positive(v.seats)],
    ["Doors", positive(v.doors)],
    ["Kilometres", formatKms(v.km)],
    ["Build Date", formatMonthYear(v.buildDate)],
    ["Compliance Date", formatMonthYear(v.complianceDate)],
    ["Stock Number", v.stocknum],
    ["VIN", v.vin],
    ["Rego", v.regplate],
    ["Registration", registration],
  ]);
}

export interface CollapsibleList<T> {
  visible: T[];
  hiddenCount: number;
  /** The toggle's text, or null when everything fits. */
  toggleLabel: string | null;
}

/** The first `limit` items (all when expanded) and the toggle text: `more` collapsed, `less` expanded. */
export function collapsibleList<T>(items: readonly T[], limit: number, expanded: boolean, labels: { more: string; less: string }): CollapsibleList<T> {
  if (items.length <= limit) return { visible: [...items], hiddenCount: 0, toggleLabel: null };
  if (expanded) return { visible: [...items], hiddenCount: 0, toggleLabel: labels.less };
  return { visible: items.slice(0, limit), hiddenCount: items.length - limit, toggleLabel: labels.more };
}

/** Key information: first 4, Show More / Show Less (the rows, or what renders them). */
export function keyInformationView<T = SpecRow>(rows: readonly T[], expanded: boolean): CollapsibleList<T> {
  return collapsibleList(rows, KEY_INFORMATION_VISIBLE, expanded, { more: KEY_INFORMATION_SHOW_MORE, less: KEY_INFORMATION_SHOW_LESS });
}

/** The features list: first 8, Show All / Hide (the features, or what renders them). */
export function featuresListView<T>(items: readonly T[], expanded: boolean): CollapsibleList<T> {
  return collapsibleList(items, FEATURES_VISIBLE, expanded, { more: FEATURES_SHOW_ALL, less: FEATURES_HIDE });
}

/** Features: first 8, Show All / Hide; null (no Features block) when the car has no standard equipment. */
export function featuresView(standardEquipment: readonly string[] | null | undefined, expanded: boolean): CollapsibleList<string> | null {
  const items = (standardEquipment ?? []).map((f) => f.trim()).filter((f) => f.length > 0);
  if (items.length === 0) return null;
  return featuresListView(items, expanded);
}
