/**
 * The stock feeds a site sends out to advertise its cars: Google's vehicle listings (vehicle ads in Merchant Center)
 * and Meta's automotive catalogue. Each is a fixed list of fields, named as the receiver names them; a car becomes one
 * record of each here, from the facts the vehicle page shows, so the feeds never disagree with the page.
 */
import { shownPurchasePrice, type PricedVehicle } from "./price-display";
import type { CarType } from "./types";

/** Google's vehicle listings: the fields its vehicle ads require, in its names (Merchant Center vehicle ads). */
export const GOOGLE_VEHICLE_FEED_FIELDS = ["id", "vin", "store_code", "brand", "model", "year", "condition", "mileage", "color", "price", "image_link", "link"] as const;

/** Meta's automotive catalogue (vehicle catalogue for automotive inventory ads), in its CSV column names. */
export const META_VEHICLE_FEED_FIELDS = [
  "vehicle_id",
  "title",
  "description",
  "url",
  "make",
  "model",
  "year",
  "mileage.value",
  "mileage.unit",
  "image[0].url",
  "body_style",
  "price",
  "exterior_color",
  "state_of_vehicle",
  "address.addr1",
  "address.city",
  "address.region",
  "address.postal_code",
  "address.country",
  "latitude",
  "longitude",
  "vin",
] as const;

export type GoogleVehicleListing = Record<(typeof GOOGLE_VEHICLE_FEED_FIELDS)[number], string>;
export type MetaVehicleListing = Record<(typeof META_VEHICLE_FEED_FIELDS)[number], string>;

/** A car as the feeds describe it; `url` and `imageUrl` absolute. */
export interface AdFeedCar {
  id: number;
  stocknum: string;
  vin: string | null;
  year: number;
  make: string;
  model: string;
  badge: string | null;
  carType: CarType;
  km: number;
  colour: string | null;
  body: string | null;
  /** The price the page shows (the offer price when there is one), whole dollars. */
  price: number;
  url: string;
  imageUrl: string | null;
  description: string | null;
  /** The dealership's store code (its slug: one per dealership, as Google's store codes are). */
  storeCode: string;
  location: { street: string; city: string; state: string; postcode: string; lat: number; lng: number } | null;
}

/**
 * The price a feed sends: the purchase price the page shows (`priceDisplay`'s offer price, else its price), never a
 * subscription's weekly price, which an ad would read as the car's price. Null for a car with none (POA, pre-order).
 */
export function adFeedPrice(car: PricedVehicle): number | null {
  return shownPurchasePrice(car);
}

/** Whether a car goes in the feeds: a receiver refuses a listing without a price or a picture, so it is left out. */
export function isAdvertisable(car: { price: number | null; imageUrl: string | null }): boolean {
  return car.price !== null && car.price > 0 && car.imageUrl !== null;
}

const title = (car: AdFeedCar) => [car.year, car.make, car.model, car.badge].filter(Boolean).join(" ");

/** Google's record of a car: condition new or used (a demo car is used: it has been registered), mileage in km, AUD. */
export function googleVehicleListing(car: AdFeedCar): GoogleVehicleListing {
  return {
    id: String(car.id),
    vin: car.vin ?? "",
    store_code: car.storeCode,
    brand: car.make,
    model: car.model,
    year: String(car.year),
    condition: car.carType === "new" ? "new" : "used",
    mileage: `${car.km} km`,
    color: car.colour ?? "",
    price: `${car.price.toFixed(2)} AUD`,
    image_link: car.imageUrl ?? "",
    link: car.url,
  };
}

/** Meta's record of a car: state of vehicle NEW or USED, mileage in KM, the location's address and position. */
export function metaVehicleListing(car: AdFeedCar): MetaVehicleListing {
  return {
    vehicle_id: String(car.id),
    title: title(car),
    description: (car.description ?? title(car)).slice(0, 5000),
    url: car.url,
    make: car.make,
    model: car.model,
    year: String(car.year),
    "mileage.value": String(car.km),
    "mileage.unit": "KM",
    "image[0].url": car.imageUrl ?? "",
    body_style: car.body ?? "",
    price: `${car.price} AUD`,
    exterior_color: car.colour ?? "",
    state_of_vehicle: car.carType === "new" ? "NEW" : "USED",
    "address.addr1": car.location?.street ?? "",
    "address.city": car.location?.city ?? "",
    "address.region": car.location?.state ?? "",
    "address.postal_code": car.location?.postcode ?? "",
    "address.country": "AU",
    latitude: car.location ? String(car.location.lat) : "",
    longitude: car.location ? String(car.location.lng) : "",
    vin: car.vin ?? "",
  };
}
