/**
 * Shapes of the demo catalogue the seed generator draws from (catalogue-*.ts). Facts about real makes and
 * models sold in Australia: names, body types, typical new prices. No code, only data.
 */

export type VehicleKind = "car" | "motorcycle" | "truck" | "caravan";

import type { SimpleBody } from "@/domain/vehicle/body";

export type SimpleFuel = "Petrol" | "Diesel" | "Hybrid" | "PHEV" | "Electric" | "N/A";
export type SimpleDrive = "FWD" | "RWD" | "AWD" | "4WD" | "N/A";
export type SimpleTransmission = "Automatic" | "Manual" | "N/A";

export interface BadgeSpec {
  /** e.g. "SR5", "XLT", "GT-Line". */
  badge: string;
  /** Typical drive-away new price in AUD for this badge. */
  price: number;
  fuel: SimpleFuel;
  /** Full fuel description, e.g. "Diesel Turbo 4 2.8L", "Electric". */
  fuelDescription: string;
  drive: SimpleDrive;
  transmission: SimpleTransmission;
  /** e.g. "6 Speed Automatic", "CVT", "1 Speed Reduction Gear". */
  transmissionDescription: string;
  gears: number | null;
  /** Engine displacement in cc; null for electric and caravans. */
  engineCc: number | null;
  cylinders: number | null;
  induction: "Turbo" | "Naturally Aspirated" | "Supercharged" | "N/A";
  /** kW. */
  power: number | null;
  /** Nm. */
  torque: number | null;
  /** L/100km combined; null for electric and caravans. */
  fuelConsumption: number | null;
  seats: number | null;
  doors: number | null;
}

export interface ModelSpec {
  name: string;
  /** Current series / generation code, e.g. "AN120", "MY24", "J7". */
  series: string;
  body: SimpleBody;
  /** The manufacturer's body name, e.g. "Double Cab Pick Up", "Wagon", "Hatchback". */
  manufacturerBody: string;
  /** Mega-menu group: "Cars", "SUVs", "Trucks" (utes and trucks), "Vans", "People Movers", "Performance", "Electric". */
  category: "Cars" | "SUVs" | "Trucks" | "Vans" | "People Movers" | "Performance" | "Electric";
  /** First model year still on sale used in Australia (for used stock ages). */
  sinceYear: number;
  shortDescription: string;
  badges: BadgeSpec[];
  /** Only for kind "caravan": berth count, length/width in mm, tare and ATM in kg, axle type. */
  caravan?: { sleeps: number; lengthMm: number; widthMm: number; tareKg: number; atmKg: number; axle: "Single" | "Tandem" };
  /** Fuel tank L, length/width/height mm, towing braked kg, GVM kg, ANCAP stars (cars only, optional). */
  dimensions?: { fuelTank?: number; lengthMm?: number; widthMm?: number; heightMm?: number; towingKg?: number; gvmKg?: number; ancap?: number };
}

export interface MakeSpec {
  name: string;
  slug: string;
  kind: VehicleKind;
  /** Brand colour for generated logo tiles, hex. */
  brandColour: string;
  /** World manufacturer identifier (first 3 VIN characters) typical for Australian-delivered vehicles. */
  wmi: string;
  /** Country of origin, used for flavour text. */
  country: string;
  models: ModelSpec[];
}

export interface PlaceSpec {
  suburb: string;
  state: "QLD" | "NSW" | "VIC" | "SA" | "WA" | "TAS" | "ACT" | "NT";
  postcode: string;
  lat: number;
  lng: number;
  /** Real arterial or main road names in or near the suburb, for dealership street addresses. */
  streets: string[];
  /** Phone area code digit after the leading 0: 7 QLD, 2 NSW/ACT, 3 VIC/TAS, 8 SA/WA/NT. */
  areaCode: "2" | "3" | "7" | "8";
}
