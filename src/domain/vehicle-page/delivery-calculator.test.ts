import { describe, expect, it } from "vitest";
import { DELIVERY_EMPTY_POSTCODE, DELIVERY_INVALID_POSTCODE, DELIVERY_NO_QUOTE, deliveryQuote, normalisePostcode, regionForPostcode, type DeliveryRegion } from "./delivery-calculator";

const regions: DeliveryRegion[] = [
  { name: "Brisbane Metro", price: 0, postcodeFrom: "4000", postcodeTo: "4199" },
  { name: "South East Queensland", price: 350, postcodeFrom: "4000", postcodeTo: "4399" },
  { name: "Northern NSW", price: 790, postcodeFrom: "2490", postcodeTo: "2499" },
  { name: "Darwin", price: 2900, postcodeFrom: "0899", postcodeTo: "0800" },
];

describe("the spec's texts", () => {
  it("exact", () => {
    expect(DELIVERY_EMPTY_POSTCODE).toBe("Please enter a postcode.");
    expect(DELIVERY_INVALID_POSTCODE).toBe("Invalid postcode. Please enter a 4-digit number.");
    expect(DELIVERY_NO_QUOTE).toBe("Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.");
  });
});

describe("deliveryQuote", () => {
  it.each([
    ["4000", { name: "Brisbane Metro", price: 0 }],
    ["4199", { name: "Brisbane Metro", price: 0 }],
    [" 4200 ", { name: "South East Queensland", price: 350 }],
    ["4399", { name: "South East Queensland", price: 350 }],
    ["2490", { name: "Northern NSW", price: 790 }],
    ["0810", { name: "Darwin", price: 2900 }],
  ])("%j -> %j", (postcode, quote) => expect(deliveryQuote(postcode, regions)).toEqual({ ok: true, quote }));
  it.each([
    ["", DELIVERY_EMPTY_POSTCODE],
    ["   ", DELIVERY_EMPTY_POSTCODE],
    [null, DELIVERY_EMPTY_POSTCODE],
    ["400", DELIVERY_INVALID_POSTCODE],
    ["40000", DELIVERY_INVALID_POSTCODE],
    ["4a00", DELIVERY_INVALID_POSTCODE],
    ["4 000", DELIVERY_INVALID_POSTCODE],
    ["4400", DELIVERY_NO_QUOTE],
    ["3000", DELIVERY_NO_QUOTE],
  ])("%j -> %s", (postcode, error) => expect(deliveryQuote(postcode, regions)).toEqual({ ok: false, error }));
  it("no regions configured: no quote", () => {
    expect(deliveryQuote("4000", [])).toEqual({ ok: false, error: DELIVERY_NO_QUOTE });
  });
});

describe("helpers", () => {
  it("normalisePostcode", () => {
    expect(normalisePostcode(" 0800")).toBe("0800");
    expect(normalisePostcode("８０００")).toBeNull();
  });
  it("regionForPostcode takes the first match", () => {
    expect(regionForPostcode("4100", regions)?.name).toBe("Brisbane Metro");
  });
});
