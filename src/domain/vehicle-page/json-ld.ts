/**
 * The vehicle page's structured data: a schema.org `Car` with an `Offer`, as a plain object for a
 * `<script type="application/ld+json">` (spec 001 §3 vehicle fields; spec 002 §2 "/cars/{slug} public car
 * URL", §9 "Currency $"; prices are AUD).
 *
 * Decisions: demo cars are `UsedCondition` (they are registered and have been driven; schema.org has no demo
 * condition). Availability: in stock `InStock`, coming soon `PreOrder`, a preorder car `PreOrder`, sold and
 * other `SoldOut`. The offer's price is the price the page shows (offer price, else price above 10); with no
 * such price the offer has no price. Empty fields are left out. URLs are made absolute against the site's
 * origin.
 */

import { shownPurchasePrice } from "../vehicle/price-display";
import { vehicleTitle } from "../vehicle/title";
import type { CarType, StockStatus } from "../vehicle/types";

export const SCHEMA_ORG = "https://schema.org";

export interface JsonLdVehicle {
  slug: string;
  year: number;
  make: string;
  model: string;
  badge: string | null;
  vin: string | null;
  km: number | null;
  body: string | null;
  fuel: string | null;
  drive: string | null;
  transmission: string | null;
  colour: string | null;
  seats: number | null;
  doors: number | null;
  carType: CarType;
  status: StockStatus;
  preorder: boolean;
  price: number;
  offerPrice: number | null;
  imageUrls: readonly string[];
  description?: string | null;
}

export type JsonLdValue = string | number | boolean | JsonLdObject | JsonLdValue[];
export interface JsonLdObject {
  [key: string]: JsonLdValue;
}

export type ItemCondition = "https://schema.org/NewCondition" | "https://schema.org/UsedCondition";
export type Availability = "https://schema.org/InStock" | "https://schema.org/SoldOut" | "https://schema.org/PreOrder";

/** New cars are NewCondition; used and demo cars UsedCondition. */
export function itemCondition(carType: JsonLdVehicle["carType"]): ItemCondition {
  return carType === "new" ? `${SCHEMA_ORG}/NewCondition` : `${SCHEMA_ORG}/UsedCondition`;
}

/** In stock InStock (PreOrder when marked preorder), coming soon PreOrder, otherwise SoldOut. */
export function offerAvailability(status: JsonLdVehicle["status"], preorder: boolean): Availability {
  if (status === "in_stock") return preorder ? `${SCHEMA_ORG}/PreOrder` : `${SCHEMA_ORG}/InStock`;
  if (status === "coming_soon") return `${SCHEMA_ORG}/PreOrder`;
  return `${SCHEMA_ORG}/SoldOut`;
}

// A Map: the drive is the listing's free text, and an object would also answer "constructor".
const DRIVE_CONFIGURATIONS = new Map([
  ["awd", "AllWheelDriveConfiguration"],
  ["4wd", "FourWheelDriveConfiguration"],
  ["4x4", "FourWheelDriveConfiguration"],
  ["fwd", "FrontWheelDriveConfiguration"],
  ["rwd", "RearWheelDriveConfiguration"],
  ["4x2", "RearWheelDriveConfiguration"],
]);

/** AWD/4WD/4X4/FWD/RWD/4X2 as schema.org drive configurations; other drives as given. */
export function driveWheelConfiguration(drive: string | null): string | null {
  const text = drive?.trim() ?? "";
  if (text === "" || text.toUpperCase() === "N/A") return null;
  const known = DRIVE_CONFIGURATIONS.get(text.toLowerCase());
  return known ? `${SCHEMA_ORG}/${known}` : text;
}

/** The price the offer states: the offer price when above 0, else the price when above 10; else null. */
export function offerPrice(vehicle: Pick<JsonLdVehicle, "price" | "offerPrice">): number | null {
  return shownPurchasePrice(vehicle);
}

/** An absolute URL of a path on the site (absolute http(s) URLs are kept). */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return new URL(pathOrUrl, origin.endsWith("/") ? origin : `${origin}/`).toString();
}

function compact(entries: Array<[string, JsonLdValue | null | undefined]>): JsonLdObject {
  const object: JsonLdObject = {};
  for (const [key, value] of entries) {
    if (value === null || value === undefined) continue;
    if (typeof value === "string" && (value.trim() === "" || value.trim().toUpperCase() === "N/A")) continue;
    if (typeof value === "number" && !Number.isFinite(value)) continue;
    if (Array.isArray(value) && value.length === 0) continue;
    object[key] = typeof value === "string" ? value.trim() : value;
  }
  return object;
}

/** The `Car` object with its `Offer`. */
export function vehicleJsonLd(vehicle: JsonLdVehicle, site: { origin: string }): JsonLdObject {
  const url = absoluteUrl(site.origin, `/cars/${encodeURIComponent(vehicle.slug)}`);
  const name = vehicleTitle(vehicle, { badge: true });
  const condition = itemCondition(vehicle.carType);
  const price = offerPrice(vehicle);
  const offer = compact([
    ["@type", "Offer"],
    ["url", url],
    ["price", price],
    ["priceCurrency", "AUD"],
    ["availability", offerAvailability(vehicle.status, vehicle.preorder)],
    ["itemCondition", condition],
  ]);
  return compact([
    ["@context", SCHEMA_ORG],
    ["@type", "Car"],
    ["name", name],
    ["url", url],
    ["description", vehicle.description],
    ["vehicleIdentificationNumber", vehicle.vin],
    ["brand", vehicle.make.trim() ? { "@type": "Brand", name: vehicle.make.trim() } : null],
    ["model", vehicle.model],
    ["vehicleConfiguration", vehicle.badge],
    ["vehicleModelDate", vehicle.year > 0 ? String(vehicle.year) : null],
    ["mileageFromOdometer", vehicle.km !== null && vehicle.km >= 0 ? { "@type": "QuantitativeValue", value: vehicle.km, unitCode: "KMT" } : null],
    ["bodyType", vehicle.body],
    ["fuelType", vehicle.fuel],
    ["driveWheelConfiguration", driveWheelConfiguration(vehicle.drive)],
    ["vehicleTransmission", vehicle.transmission],
    ["color", vehicle.colour],
    ["seatingCapacity", vehicle.seats !== null && vehicle.seats > 0 ? vehicle.seats : null],
    ["numberOfDoors", vehicle.doors !== null && vehicle.doors > 0 ? vehicle.doors : null],
    ["itemCondition", condition],
    ["image", vehicle.imageUrls.filter((u) => u.trim() !== "").map((u) => absoluteUrl(site.origin, u.trim()))],
    ["offers", offer],
  ]);
}

/** The JSON for a script tag, with '<' escaped so no '</script>' can close it early. */
export function jsonLdScriptContent(data: JsonLdObject): string {
  return JSON.stringify(data).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}
