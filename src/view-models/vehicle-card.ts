import type { VehicleTag } from "@/domain/vehicle-tag";

/** A stock card as the server prepares it and the card renders it (search, home, similar cars, watchlist). */
export interface VehicleCardData {
  id: number;
  slug: string;
  year: number;
  make: string;
  model: string;
  badge: string | null;
  series: string | null;
  carType: "new" | "used" | "demo";
  itemType: "car" | "motorcycle" | "truck" | "caravan";
  status: "in_stock" | "coming_soon" | "sold" | "other";
  km: number;
  transmission: string | null;
  fuel: string | null;
  stocknum: string;
  price: number;
  offerPrice: number | null;
  beforePrice: number | null;
  subscriptionPrice: number | null;
  preorder: boolean;
  priceType: string | null;
  imageUrl: string | null;
  locationName: string | null;
  /** The card tag by the spec's seven rules, or none. */
  tag: VehicleTag | null;
  /** Weekly repayment to show under the price, when known and the site shows it. */
  weekly: number | null;
  financeHref: string;
  /** Where Reserve goes, when checkout is enabled for this car. */
  reserveHref: string | null;
  /** Save (watchlist) button: hidden when the site has no watchlist; `shown` is the spec's visibility rule. */
  save: { shown: boolean } | null;
  /** Compare button, where the site has the feature and the rule allows it. */
  compare: boolean;
}
