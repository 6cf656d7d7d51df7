import type { CardRepayment } from "@/domain/finance/link";
import type { PriceLine } from "@/domain/vehicle/price-display";
import type { VehicleTag } from "@/domain/vehicle/tag";
import type { CarType, StockStatus } from "@/domain/vehicle/types";
import type { SaveVisibility } from "@/domain/shopper/watchlist-visibility";
import type { CheckoutPath } from "@/domain/reservation/checkout";

/** A stock card as the server prepares it and the card renders it (search, home, similar cars, watchlist). */
export interface VehicleCardData {
  id: number;
  slug: string;
  /** "2021 Toyota Corolla" (`vehicleTitle`). */
  title: string;
  year: number;
  make: string;
  model: string;
  badge: string | null;
  series: string | null;
  carType: CarType;
  itemType: "car" | "motorcycle" | "truck" | "caravan";
  status: StockStatus;
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
  /** The price as every place shows it (`priceLine`): amount, /wk, price type, was-price. */
  priceLine: PriceLine;
  imageUrl: string | null;
  locationName: string | null;
  /** The card tag by the spec's seven rules, or none. */
  tag: VehicleTag | null;
  /** Weekly repayment to show under the price (`weeklyRepayment`), when known and the site shows it. */
  weekly: CardRepayment | null;
  /** Where Finance goes (`carFinanceHref`); null when finance is not offered on the car. */
  financeHref: string | null;
  /** Where Reserve goes, when checkout is enabled for this car (`checkoutHref`). */
  reserveHref: string | null;
  /** The site's checkout path when Reserve is offered on this car (the card makes `reserveHref` from it). */
  reservePath: CheckoutPath | null;
  /** Save (watchlist) button: hidden when the site has no watchlist; what `saveButtonVisible` reads. */
  save: SaveVisibility | null;
  /** Compare button, where the site has the feature and the rule allows it. */
  compare: boolean;
}

/** What a stock card shows: the card's view model without the fields only other code reads. */
export type StockCardView = Pick<
  VehicleCardData,
  "id" | "slug" | "title" | "badge" | "series" | "carType" | "itemType" | "status" | "km" | "transmission" | "fuel" | "stocknum" | "imageUrl" | "locationName" | "tag" | "weekly" | "financeHref" | "reservePath" | "save" | "compare"
> & {
  /** The parts of the price line the card shows (`priceLine`'s texts, its kind). */
  price: { kind: VehicleCardData["priceLine"]["display"]["kind"] } & Pick<VehicleCardData["priceLine"], "amount" | "suffix" | "priceType" | "was">;
};
