import { describe, expect, it } from "vitest";
import { adFeedPrice, GOOGLE_VEHICLE_FEED_FIELDS, googleVehicleListing, isAdvertisable, META_VEHICLE_FEED_FIELDS, metaVehicleListing, type AdFeedCar } from "./ad-feeds";

const car: AdFeedCar = {
  id: 42,
  stocknum: "SCF123",
  vin: "MNAUMFF50NW123456",
  year: 2022,
  make: "Ford",
  model: "Ranger",
  badge: "Wildtrak",
  carType: "demo",
  km: 8120,
  colour: "Blue Lightning",
  body: "Ute",
  price: 64990,
  url: "https://www.southerncrossford.com.au/cars/2022-ford-ranger-wildtrak-scf123",
  imageUrl: "https://www.southerncrossford.com.au/media/gen/ute/1.jpg",
  description: "One owner.",
  storeCode: "southern-cross-ford-dandenong",
  location: { street: "1 Princes Hwy", city: "Dandenong", state: "VIC", postcode: "3175", lat: -37.98, lng: 145.21 },
};

describe("the ad feeds", () => {
  it("Google's record has every field its vehicle ads require, and only those", () => {
    const listing = googleVehicleListing(car);
    expect(Object.keys(listing)).toEqual([...GOOGLE_VEHICLE_FEED_FIELDS]);
    expect(listing).toMatchObject({ id: "42", condition: "used", mileage: "8120 km", price: "64990.00 AUD", store_code: "southern-cross-ford-dandenong" });
    expect(googleVehicleListing({ ...car, carType: "new" }).condition).toBe("new");
  });
  it("Meta's record has every column of its automotive catalogue, with the location's address and position", () => {
    const listing = metaVehicleListing(car);
    expect(Object.keys(listing)).toEqual([...META_VEHICLE_FEED_FIELDS]);
    expect(listing).toMatchObject({ title: "2022 Ford Ranger Wildtrak", "mileage.value": "8120", "mileage.unit": "KM", state_of_vehicle: "USED", "address.region": "VIC", latitude: "-37.98", price: "64990 AUD" });
  });
  it("sends the price the page shows, and leaves out a car with no price or no picture", () => {
    const priced = { beforePrice: null, subscriptionPrice: 129, preorder: false };
    expect(adFeedPrice({ ...priced, price: 50000, offerPrice: 47990 })).toBe(47990);
    expect(adFeedPrice({ ...priced, price: 50000, offerPrice: null })).toBe(50000);
    expect(adFeedPrice({ ...priced, price: 0, offerPrice: null })).toBeNull();
    expect(adFeedPrice({ ...priced, price: 0, offerPrice: null, preorder: true })).toBeNull();
    expect(isAdvertisable({ price: null, imageUrl: "x" })).toBe(false);
    expect(isAdvertisable({ price: 10, imageUrl: null })).toBe(false);
    expect(isAdvertisable({ price: 10, imageUrl: "x" })).toBe(true);
  });
});
