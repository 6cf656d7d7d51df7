/**
 * Which price a card, the vehicle page, the print view, the PDF, the compare table and Autobot show, in the
 * spec's order (spec 002 §4): subscription price (subscription sites, above 0), then the reduced or offer price,
 * then the price when above 10, then PREORDER, else the site's no-price text. The was-price shows when
 * before_price exceeds the price shown, whichever price that is. The price type ('Drive Away') shows beside an
 * actual price only while the car is in stock (spec 002 §2 "Price with price type shows only if in stock").
 */
import type { StockStatus } from "./types";

export interface PricedVehicle {
  price: number;
  offerPrice: number | null;
  beforePrice: number | null;
  subscriptionPrice: number | null;
  preorder: boolean;
}

export type PriceDisplay =
  | { kind: "subscription" | "offer" | "price"; amount: number; wasAmount: number | null }
  | { kind: "preorder"; text: "PREORDER"; wasAmount: null }
  | { kind: "none"; text: string; wasAmount: null };

export interface PriceOptions {
  /** `features.subscription`. */
  subscriptionSite: boolean;
  /** `card.noPriceText`. */
  noPriceText: string;
}

export function priceDisplay(vehicle: PricedVehicle, options: PriceOptions): PriceDisplay {
  const shown = (kind: "subscription" | "offer" | "price", amount: number): PriceDisplay => ({
    kind,
    amount,
    wasAmount: vehicle.beforePrice !== null && vehicle.beforePrice > amount ? vehicle.beforePrice : null,
  });
  if (options.subscriptionSite && vehicle.subscriptionPrice !== null && vehicle.subscriptionPrice > 0) return shown("subscription", vehicle.subscriptionPrice);
  if (vehicle.offerPrice !== null && vehicle.offerPrice > 0) return shown("offer", vehicle.offerPrice);
  if (vehicle.price > 10) return shown("price", vehicle.price);
  if (vehicle.preorder) return { kind: "preorder", text: "PREORDER", wasAmount: null };
  return { kind: "none", text: options.noPriceText, wasAmount: null };
}

/**
 * The purchase price a page shows for the car (`priceDisplay` without a subscription): the offer price when above 0,
 * else the price when above 10; null for a car with none (POA, pre-order). It is the one price every figure worked
 * out from a car's price takes — finance (the summary, the estimate, the calculators, the card's weekly repayment and
 * the finance link's budget), the price gauge, the trade-in's change-over, the JSON-LD offer and the ad feeds — so no
 * figure is worked out on a price the page does not show (issue 39, item 2: an offer car's finance was on its
 * undiscounted price). A subscription site shows the weekly subscription instead, but what is bought or financed is
 * still this price.
 */
export function shownPurchasePrice(vehicle: Pick<PricedVehicle, "price" | "offerPrice">): number | null {
  const shown = priceDisplay({ price: vehicle.price, offerPrice: vehicle.offerPrice, beforePrice: null, subscriptionPrice: null, preorder: false }, { subscriptionSite: false, noPriceText: "" });
  return shown.kind === "offer" || shown.kind === "price" ? shown.amount : null;
}

/** Dollars with thousands commas and no decimals: $45,990. */
export function formatCurrency(amount: number): string {
  return `$${WHOLE_DOLLARS.format(Math.round(amount))}`;
}

/** A whole number with thousands commas: 12,500 (kilometres, counts). */
export function formatWholeNumber(value: number): string {
  return WHOLE_DOLLARS.format(Math.round(value));
}

/** One formatter for every amount: `toLocaleString` builds a new one per call (about 0.03 ms each, thousands per seed). */
const WHOLE_DOLLARS = new Intl.NumberFormat("en-AU");

/** The suffix of a subscription price (spec 001 §9 "Price labels show weekly for subscription_price"). */
export const PER_WEEK_SUFFIX = "/wk";

/** One price line, ready to show. */
export interface PriceLine {
  display: PriceDisplay;
  /** "$45,990", or the text shown instead of a price ("Enquire for price", "PREORDER"). */
  amount: string;
  /** "/wk" after a subscription price, else null. */
  suffix: typeof PER_WEEK_SUFFIX | null;
  /** The amount with its suffix, as shown large: "$45,990", "$199 /wk", "Enquire for price". */
  amountText: string;
  /** The car's price type ("Drive Away") beside an offer or price of a car in stock, else null. */
  priceType: string | null;
  /** The was-price ("$47,990", "$249 /wk"), else null. */
  was: string | null;
  /** The line as one text: "$45,990 Drive Away", "$199 /wk", "Enquire for price". */
  text: string;
}

/** The price line of a car (see the module's note): what every place that shows a car's price shows. */
export function priceLine(vehicle: PricedVehicle & { priceType: string | null; status: StockStatus }, options: PriceOptions): PriceLine {
  const display = priceDisplay(vehicle, options);
  if (display.kind === "none" || display.kind === "preorder") return { display, amount: display.text, suffix: null, amountText: display.text, priceType: null, was: null, text: display.text };
  const suffix = display.kind === "subscription" ? PER_WEEK_SUFFIX : null;
  const priceType = display.kind !== "subscription" && vehicle.status === "in_stock" && vehicle.priceType?.trim() ? vehicle.priceType.trim() : null;
  const amount = formatCurrency(display.amount);
  const perWeek = suffix ? ` ${suffix}` : "";
  return {
    display,
    amount,
    suffix,
    amountText: `${amount}${perWeek}`,
    priceType,
    was: display.wasAmount !== null ? `${formatCurrency(display.wasAmount)}${perWeek}` : null,
    text: `${amount}${perWeek}${priceType ? ` ${priceType}` : ""}`,
  };
}
