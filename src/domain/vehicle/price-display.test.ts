import { describe, expect, it } from "vitest";
import { formatCurrency, priceDisplay, priceLine, type PricedVehicle } from "./price-display";

const base: PricedVehicle = { price: 45990, offerPrice: null, beforePrice: null, subscriptionPrice: null, preorder: false };
const opts = { subscriptionSite: false, noPriceText: "Enquire for price" };

describe("priceDisplay follows the spec's order", () => {
  it("shows the subscription price first on subscription sites when above 0", () => {
    expect(priceDisplay({ ...base, subscriptionPrice: 199 }, { ...opts, subscriptionSite: true })).toMatchObject({ kind: "subscription", amount: 199 });
    expect(priceDisplay({ ...base, subscriptionPrice: 199 }, opts)).toMatchObject({ kind: "price", amount: 45990 });
    expect(priceDisplay({ ...base, subscriptionPrice: 0 }, { ...opts, subscriptionSite: true })).toMatchObject({ kind: "price" });
  });
  it("prefers the offer price to the price", () => {
    expect(priceDisplay({ ...base, offerPrice: 43990, beforePrice: 47990 }, opts)).toEqual({ kind: "offer", amount: 43990, wasAmount: 47990 });
  });
  it("shows the price only above 10", () => {
    expect(priceDisplay({ ...base, price: 11 }, opts)).toMatchObject({ kind: "price", amount: 11 });
    expect(priceDisplay({ ...base, price: 10 }, opts)).toEqual({ kind: "none", text: "Enquire for price", wasAmount: null });
  });
  it("shows PREORDER when there is no price and the car is on preorder", () => {
    expect(priceDisplay({ ...base, price: 0, preorder: true }, opts)).toMatchObject({ kind: "preorder", text: "PREORDER" });
  });
  it("shows the was-price only when before_price exceeds the current price", () => {
    expect(priceDisplay({ ...base, beforePrice: 47990 }, opts)).toMatchObject({ wasAmount: 47990 });
    expect(priceDisplay({ ...base, beforePrice: 45990 }, opts)).toMatchObject({ wasAmount: null });
  });
  it("shows no was-price for an offer price when before_price is 0 or missing (the car's price is not a was-price)", () => {
    expect(priceDisplay({ ...base, offerPrice: 43990, beforePrice: null }, opts)).toEqual({ kind: "offer", amount: 43990, wasAmount: null });
    expect(priceDisplay({ ...base, offerPrice: 43990, beforePrice: 0 }, opts)).toEqual({ kind: "offer", amount: 43990, wasAmount: null });
  });
  it("gives a subscription price a was-price when before_price exceeds it", () => {
    const subscribed = { ...base, subscriptionPrice: 199 };
    expect(priceDisplay({ ...subscribed, beforePrice: 249 }, { ...opts, subscriptionSite: true })).toEqual({ kind: "subscription", amount: 199, wasAmount: 249 });
    expect(priceDisplay({ ...subscribed, beforePrice: 199 }, { ...opts, subscriptionSite: true })).toMatchObject({ wasAmount: null });
  });
  it("formats dollars with commas and no decimals", () => {
    expect(formatCurrency(45990)).toBe("$45,990");
    expect(formatCurrency(1234567.6)).toBe("$1,234,568");
  });
});

describe("priceLine: the one price line of cards, the page, print, PDF, compare and Autobot", () => {
  const car = { ...base, priceType: "Drive Away", status: "in_stock" as const };
  it("puts the price type beside the price of a car in stock", () => {
    expect(priceLine(car, opts)).toMatchObject({ amount: "$45,990", suffix: null, priceType: "Drive Away", was: null, text: "$45,990 Drive Away" });
    expect(priceLine({ ...car, offerPrice: 43990, beforePrice: 47990 }, opts)).toMatchObject({ text: "$43,990 Drive Away", was: "$47,990" });
  });
  it("drops the price type once the car is not in stock", () => {
    for (const status of ["sold", "coming_soon", "other"] as const) expect(priceLine({ ...car, status }, opts)).toMatchObject({ priceType: null, text: "$45,990" });
  });
  it("shows a subscription price per week, with no price type, its was-price per week too", () => {
    const line = priceLine({ ...car, subscriptionPrice: 199, beforePrice: 249 }, { ...opts, subscriptionSite: true });
    expect(line).toMatchObject({ amount: "$199", suffix: "/wk", amountText: "$199 /wk", priceType: null, was: "$249 /wk", text: "$199 /wk" });
  });
  it("shows the no-price text or PREORDER alone", () => {
    expect(priceLine({ ...car, price: 0 }, opts)).toMatchObject({ amount: "Enquire for price", priceType: null, text: "Enquire for price" });
    expect(priceLine({ ...car, price: 0, preorder: true }, opts).text).toBe("PREORDER");
  });
});
