/**
 * Where a car is reserved and whether it can be (spec 002 §2 "/cars/{slug}/checkout or /cars/{slug}/buy-online |
 * reserve the car (buy-online on some sites)", "/checkout-journey?car_id={slug or id} | online purchase"; §4
 * "Available cars show price and action buttons (enquiry, finance, test drive, reserve)"; §5 "Button visibility:
 * ... reserve/online purchase ... only when the car qualifies (... checkout enabled ...)"; spec 001 §2, §5 "The
 * reserve button shows only when checkout is enabled for the vehicle").
 *
 * One answer for the card's Reserve, the sidebar's Reserve Car Now and Online Purchase, the checkout pages and the
 * reservation API: a car can be reserved when the site has checkout on (`checkout.enabled`), one of the car's payment
 * processors has checkout enabled, the car is available (in stock or coming soon) and nobody holds it already.
 */
import { parseRowId } from "../ids/row-id";
import { isAvailable } from "../vehicle-page/sections";
import { isVehicleSlug } from "../vehicle/slug";
import type { StockStatus } from "../vehicle/types";
import type { DepositProcessor } from "./deposit";

/** The two paths of the reserve page; a site serves the one its `checkout.path` names. */
export const CHECKOUT_PATHS = ["checkout", "buy-online"] as const;
export type CheckoutPath = (typeof CHECKOUT_PATHS)[number];

/** The online purchase journey's page (`checkout.onlinePurchase`). */
export const CHECKOUT_JOURNEY_PATH = "/checkout-journey";

/** The reserve page of a car on a site: /cars/{slug}/checkout or /cars/{slug}/buy-online. */
export function checkoutHref(slug: string, path: CheckoutPath): string {
  return `/cars/${encodeURIComponent(slug)}/${path}`;
}

/** The online purchase page of a car: /checkout-journey?car_id={id}. */
export function onlinePurchaseHref(carId: number | string): string {
  return `${CHECKOUT_JOURNEY_PATH}?${new URLSearchParams({ car_id: String(carId) }).toString()}`;
}

/** Checkout is enabled for a car when the site allows it and one of the car's payment processors does. */
export function carCheckoutEnabled(siteCheckoutEnabled: boolean, processors: readonly DepositProcessor[]): boolean {
  return siteCheckoutEnabled && processors.some((p) => p.checkoutEnabled);
}

export interface ReservableCar {
  status: StockStatus;
  reserved: boolean;
  paymentProcessors: readonly DepositProcessor[];
  /** The advertised price in whole dollars (0: none, "Enquire for price"). */
  price: number;
}

/**
 * A car is reserved against its advertised price: one with none ("Enquire for price") is not reservable online, since
 * the shopper would put down a deposit on a price nobody has stated (issue 39, item 10).
 */
export function hasReservablePrice(price: number): boolean {
  return Number.isFinite(price) && price > 0;
}

/**
 * Why a car cannot be reserved online now, or null when it can: `checkout-off` (the site or the car's processors have
 * no checkout: the reserve page is not served for it), `unavailable` (sold or otherwise not available), `reserved`
 * (someone holds it). A car with no advertised price is `unavailable` to reserve (hasReservablePrice).
 */
export function reserveRefusal(car: ReservableCar, siteCheckoutEnabled: boolean): "checkout-off" | "unavailable" | "reserved" | null {
  if (!carCheckoutEnabled(siteCheckoutEnabled, car.paymentProcessors)) return "checkout-off";
  if (!isAvailable(car.status) || !hasReservablePrice(car.price)) return "unavailable";
  if (car.reserved) return "reserved";
  return null;
}

/** The message a shopper reads when the car cannot be reserved (the page, and the API's 409). */
export function reserveRefusalMessage(refusal: "unavailable" | "reserved", noun: string): string {
  return refusal === "reserved"
    ? `Sorry, this ${noun} has just been reserved by someone else. Nothing has been charged.`
    : `Sorry, this ${noun} is no longer available to reserve. Nothing has been charged.`;
}

/** A payment that went through for a car someone else took meanwhile: refunded at once. */
export function lostCarMessage(noun: string): string {
  return `Sorry, this ${noun} has just been reserved by someone else. Your deposit has been refunded.`;
}

/**
 * What a reserve path of a site does: `serve` the site's own path, `redirect` the other one to it (an old or shared
 * link keeps working), or `not-found` where the site has no checkout.
 */
export function checkoutPathAnswer(path: CheckoutPath, settings: { enabled: boolean; path: CheckoutPath }): "serve" | "redirect" | "not-found" {
  if (!settings.enabled) return "not-found";
  return path === settings.path ? "serve" : "redirect";
}

/** The car of /checkout-journey?car_id=: an id (digits, 1..2^31-1) or a vehicle slug; null for anything else. */
export function parseCheckoutCarId(value: string | null | undefined): { kind: "id"; id: number } | { kind: "slug"; slug: string } | null {
  if (!value) return null;
  // Digits are an id (a slug always has words): out of range is no car, not a slug.
  if (/^\d+$/.test(value)) {
    const id = parseRowId(value);
    return id === null ? null : { kind: "id", id };
  }
  return isVehicleSlug(value) ? { kind: "slug", slug: value } : null;
}

/**
 * The reserve page's heading: the spec's "Reserve this Car", with the site's own noun for what it sells ("Reserve this
 * Caravan": issue 39, item 10, the caravan site said Car); "Online Purchase" for the purchase journey.
 */
export function checkoutHeading(journey: "reserve" | "online-purchase", noun: string): string {
  if (journey === "online-purchase") return "Online Purchase";
  const word = noun.trim() || "car";
  return `Reserve this ${word.charAt(0).toUpperCase()}${word.slice(1)}`;
}
