/**
 * The tag on a vehicle card: the first of the spec's seven rules that matches wins.
 *  1. not in stock: the sold tag (default 'JUST SOLD');
 *  2. in stock, fuel Electric/Hybrid/PHEV, where the fuel tag is on: the fuel type;
 *  3. in stock and reserved: 'RESERVED';
 *  4. a used certified vehicle of the configured manufacturer: a certified logo;
 *  5. a custom tag, as given ('Runout sale' green on some sites, other tags red);
 *  6. status coming_soon: 'COMING SOON';
 *  7. created within the just-arrived window (default 8 days): the just-arrived name (default 'New', shown as
 *     'New Arrival' so that it never reads as a car type beside one: `justArrivedText`).
 */
import type { CarType, StockStatus } from "./types";

export interface TaggableVehicle {
  status: StockStatus;
  simpleFuel: string | null;
  reserved: boolean;
  carType: CarType;
  certified: boolean;
  make: string;
  tag: string | null;
  createdAt: Date;
}

export interface TagSettings {
  fuelTag: boolean;
  runoutTagColour: "red" | "green";
  certifiedManufacturer: string | null;
  soldTagName: string;
  justArrivedDays: number;
  justArrivedTagName: string;
}

export type VehicleTag =
  | { kind: "sold" | "fuel" | "reserved" | "custom" | "coming-soon" | "just-arrived"; text: string; colour: "red" | "green" | "neutral" }
  | { kind: "certified"; manufacturer: string };

const FUEL_TAGS = new Set(["Electric", "Hybrid", "PHEV"]);

/** The custom tag of a car offered for test drives only (spec 001 §2 "tag (for example 'Test Drive Only')"). */
export const TEST_DRIVE_ONLY_TAG = "Test Drive Only";

/**
 * Whether a car is a test-drive-only car: its custom tag reads 'Test Drive Only' (any case, spaces trimmed). Its test
 * drive is event 17 even when it is used (spec 002 §10 "17 | test drive, new or test-drive-only").
 */
export function isTestDriveOnly(vehicle: Pick<TaggableVehicle, "tag">): boolean {
  return vehicle.tag?.trim().replace(/\s+/g, " ").toLowerCase() === TEST_DRIVE_ONLY_TAG.toLowerCase();
}

/** Rule 3's text: an in-stock car someone has reserved. */
export const RESERVED_TAG_TEXT = "RESERVED";

/** Whether a car reads RESERVED: in stock and reserved (the card's rule 3; the vehicle page says it whatever the card's tag). */
export function showsReserved(vehicle: Pick<TaggableVehicle, "status" | "reserved">): boolean {
  return vehicle.status === "in_stock" && vehicle.reserved;
}
const DAY_MS = 86_400_000;

/** The spec's new-arrival text (spec 002 §9 site defaults "New-arrival text New Arrival"). */
export const NEW_ARRIVAL_TEXT = "New Arrival";

/**
 * Rule 7's text. A just-arrived name that reads as a car type ('New', the default, or 'Used', 'Demo') would stand
 * beside the card's car type as "Used NEW" (issue 15): such a name is shown as 'New Arrival'.
 */
export function justArrivedText(tagName: string): string {
  return /^(new|used|demo)$/i.test(tagName.trim()) ? NEW_ARRIVAL_TEXT : tagName;
}

export function vehicleTag(vehicle: TaggableVehicle, settings: TagSettings, now: Date): VehicleTag | null {
  const inStock = vehicle.status === "in_stock";
  if (!inStock && vehicle.status !== "coming_soon") return { kind: "sold", text: settings.soldTagName, colour: "red" };
  if (inStock && settings.fuelTag && vehicle.simpleFuel && FUEL_TAGS.has(vehicle.simpleFuel)) {
    return { kind: "fuel", text: vehicle.simpleFuel, colour: "green" };
  }
  if (showsReserved(vehicle)) return { kind: "reserved", text: RESERVED_TAG_TEXT, colour: "neutral" };
  if (vehicle.carType === "used" && vehicle.certified && settings.certifiedManufacturer !== null && vehicle.make === settings.certifiedManufacturer) {
    return { kind: "certified", manufacturer: settings.certifiedManufacturer };
  }
  if (vehicle.tag) {
    const green = settings.runoutTagColour === "green" && vehicle.tag.toLowerCase() === "runout sale";
    return { kind: "custom", text: vehicle.tag, colour: green ? "green" : "red" };
  }
  if (vehicle.status === "coming_soon") return { kind: "coming-soon", text: "COMING SOON", colour: "neutral" };
  if (now.getTime() - vehicle.createdAt.getTime() <= settings.justArrivedDays * DAY_MS) {
    return { kind: "just-arrived", text: justArrivedText(settings.justArrivedTagName), colour: "neutral" };
  }
  return null;
}
