import { describe, expect, it } from "vitest";
import { stockAlertConsentWording, stockAlertKey, stockAlertLive, stockAlertMatches, stockAlertNoticeText, stockAlertOffered, stockAlertSearchOf, type StockAlertCar, type StockAlertSearch } from "./stock-alerts";

const none: StockAlertSearch = { make: "", model: "", body: "", carType: "", priceBand: "", location: "", query: "", priceMin: null, priceMax: null };
const ranger: StockAlertCar = {
  make: "Ford", model: "Ranger", badge: "Wildtrak", series: "PY", body: "Ute", carType: "used", colour: "Blue", fuel: "Diesel", transmission: "Automatic", drive: "4X4",
  price: 54_990, locationName: "Southern Cross Ford Parramatta", dealershipName: "Southern Cross Ford", city: "Parramatta", state: "NSW",
};

describe("stock alerts: which searches are offered the signup", () => {
  it("none or fewer than three cars", () => {
    expect([0, 1, 2, 3, 10].map(stockAlertOffered)).toEqual([true, true, true, false, false]);
  });
});

describe("stock alerts: the search a signup keeps", () => {
  it("is the search log's filters with the path's preset and the price bounds", () => {
    const search = stockAlertSearchOf({ query: "Wildtrak", filters: { body: ["Ute"] }, ranges: { price: { max: 60_000 } } }, { make: ["Ford"], model: ["Ranger"] });
    expect(search).toEqual({ make: "Ford", model: "Ranger", body: "Ute", carType: "", priceBand: "$50,000 - $75,000", location: "", query: "wildtrak", priceMin: null, priceMax: 60_000 });
  });

  it("keeps no phone number typed as text, and the key is the same for the same search", () => {
    const a = stockAlertSearchOf({ query: "hilux 0412 345 678", filters: { make: ["Toyota"] }, ranges: {} });
    expect(a.query).toBe("hilux");
    const b = stockAlertSearchOf({ query: "HILUX", filters: { make: ["toyota"] }, ranges: {} });
    expect(stockAlertKey({ ...a, make: "toyota" })).toBe(stockAlertKey(b));
    expect(stockAlertKey(a)).not.toBe(stockAlertKey({ ...a, priceMax: 40_000 }));
  });
});

describe("stock alerts: the matching rule", () => {
  it("a search with no filters matches any car", () => {
    expect(stockAlertMatches(none, ranger)).toBe(true);
  });

  it("make, model, body and condition must each be one of the chosen values, case aside", () => {
    expect(stockAlertMatches({ ...none, make: "ford", model: "Ranger", body: "Ute", carType: "used" }, ranger)).toBe(true);
    expect(stockAlertMatches({ ...none, make: "Mazda, Ford" }, ranger)).toBe(true);
    expect(stockAlertMatches({ ...none, make: "Toyota" }, ranger)).toBe(false);
    expect(stockAlertMatches({ ...none, make: "Ford", model: "Everest" }, ranger)).toBe(false);
    expect(stockAlertMatches({ ...none, body: "Wagon" }, ranger)).toBe(false);
    expect(stockAlertMatches({ ...none, carType: "new" }, ranger)).toBe(false);
    expect(stockAlertMatches({ ...none, body: "Ute" }, { ...ranger, body: null })).toBe(false);
  });

  it("the price is within the search's bounds, else in one of its bands; a car with no price matches no price filter", () => {
    expect(stockAlertMatches({ ...none, priceMax: 60_000, priceBand: "$50,000 - $75,000" }, { ...ranger, price: 20_000 })).toBe(true);
    expect(stockAlertMatches({ ...none, priceMax: 50_000 }, ranger)).toBe(false);
    expect(stockAlertMatches({ ...none, priceMin: 55_000 }, ranger)).toBe(false);
    expect(stockAlertMatches({ ...none, priceBand: "$50,000 - $75,000" }, ranger)).toBe(true);
    expect(stockAlertMatches({ ...none, priceBand: "$10,000 - $20,000, $50,000 - $75,000" }, ranger)).toBe(true);
    expect(stockAlertMatches({ ...none, priceBand: "$40,000 - $50,000" }, ranger)).toBe(false);
    expect(stockAlertMatches({ ...none, priceBand: "$40,000 - $50,000" }, { ...ranger, price: 0 })).toBe(false);
    expect(stockAlertMatches({ ...none, priceMax: 60_000 }, { ...ranger, price: 0 })).toBe(false);
  });

  it("the place is the car's location, dealership, city or state", () => {
    expect(stockAlertMatches({ ...none, location: "Parramatta" }, ranger)).toBe(true);
    expect(stockAlertMatches({ ...none, location: "NSW" }, ranger)).toBe(true);
    expect(stockAlertMatches({ ...none, location: "Southern Cross Ford" }, ranger)).toBe(true);
    expect(stockAlertMatches({ ...none, location: "VIC" }, ranger)).toBe(false);
  });

  it("every word of the text starts a word of the car, or is in its words written together", () => {
    expect(stockAlertMatches({ ...none, query: "ranger wild" }, ranger)).toBe(true);
    expect(stockAlertMatches({ ...none, query: "diesel 4x4" }, ranger)).toBe(true);
    expect(stockAlertMatches({ ...none, query: "fordranger" }, ranger)).toBe(true);
    expect(stockAlertMatches({ ...none, query: "ranger raptor" }, ranger)).toBe(false);
    expect(stockAlertMatches({ ...none, query: "hilux" }, ranger)).toBe(false);
  });
});

describe("stock alerts: consent, lapse and the notice", () => {
  it("the consent wording names the site and says once", () => {
    expect(stockAlertConsentWording("Coastal Toyota", "a car")).toBe("Yes, Coastal Toyota may text or email me once when a car matching this search arrives. I can stop it at any time.");
  });

  it("a signup lapses after 180 days", () => {
    const made = new Date("2026-01-01T00:00:00Z");
    expect(stockAlertLive(made, new Date("2026-06-29T00:00:00Z"))).toBe(true);
    expect(stockAlertLive(made, new Date("2026-06-30T00:00:00Z"))).toBe(false);
  });

  it("the notice names the car, links it and says how to stop", () => {
    expect(stockAlertNoticeText({ siteName: "Coastal Toyota", carTitle: "2024 Toyota HiLux SR5", price: "$54,990", carUrl: "https://x.example/cars/a", stopUrl: "https://x.example/stock-alerts/stop/t" })).toBe(
      "Coastal Toyota: a car matching your search has arrived: 2024 Toyota HiLux SR5 $54,990. See it: https://x.example/cars/a Stop alerts: https://x.example/stock-alerts/stop/t",
    );
  });
});
