/**
 * Which price a card or sidebar shows, in the spec's order: subscription price (subscription sites, above 0),
 * then the reduced or offer price, then the price when above 10, then PREORDER, else the site's no-price text.
 * The was-price shows when before_price exceeds the price shown.
 */
export interface PricedVehicle {
  price: number;
  offerPrice: number | null;
  beforePrice: number | null;
  subscriptionPrice: number | null;
  preorder: boolean;
}

export type PriceDisplay =
  | { kind: "subscription"; amount: number; wasAmount: null }
  | { kind: "offer" | "price"; amount: number; wasAmount: number | null }
  | { kind: "preorder"; text: "PREORDER"; wasAmount: null }
  | { kind: "none"; text: string; wasAmount: null };

export function priceDisplay(vehicle: PricedVehicle, options: { subscriptionSite: boolean; noPriceText: string }): PriceDisplay {
  if (options.subscriptionSite && (vehicle.subscriptionPrice ?? 0) > 0) {
    return { kind: "subscription", amount: vehicle.subscriptionPrice ?? 0, wasAmount: null };
  }
  const was = (shown: number) => (vehicle.beforePrice !== null && vehicle.beforePrice > shown ? vehicle.beforePrice : null);
  if (vehicle.offerPrice !== null && vehicle.offerPrice > 0) {
    return { kind: "offer", amount: vehicle.offerPrice, wasAmount: was(vehicle.offerPrice) ?? (vehicle.price > vehicle.offerPrice ? vehicle.price : null) };
  }
  if (vehicle.price > 10) return { kind: "price", amount: vehicle.price, wasAmount: was(vehicle.price) };
  if (vehicle.preorder) return { kind: "preorder", text: "PREORDER", wasAmount: null };
  return { kind: "none", text: options.noPriceText, wasAmount: null };
}

/** Dollars with thousands commas and no decimals: $45,990. */
export function formatCurrency(amount: number): string {
  return `$${Math.round(amount).toLocaleString("en-AU")}`;
}
