import "server-only";
import type { VehicleCardData } from "@/view-models/vehicle-card";
import { cardRepayment, carFinanceHref } from "@/domain/finance/link";
import { priceLine } from "@/domain/vehicle/price-display";
import { vehicleTag } from "@/domain/vehicle/tag";
import { vehicleTitle } from "@/domain/vehicle/title";
import { checkoutHref, reserveRefusal } from "@/domain/reservation/checkout";
import { favouriteAndCompareVisible, saveVisibility, type SaveCompareRules, type SaveCompareVehicle } from "@/domain/shopper/watchlist-visibility";
import type { VehicleWithLocation } from "@/server/data/vehicles";
import type { Site } from "@/server/sites/site-store";
import { carLoanOf, financedPrice } from "@/domain/finance/car-finance";

/** The facts and settings the favourite (save) and compare rules read, for a card and the vehicle page alike. */
export function saveCompareFacts(vehicle: VehicleWithLocation["vehicle"], site: Site): { vehicle: SaveCompareVehicle; rules: SaveCompareRules } {
  const hasImage = vehicle.primaryImageUrl !== null || vehicle.photosCount > 0 || vehicle.media.images.length > 0;
  return {
    vehicle: { status: vehicle.status, carType: vehicle.carType, price: vehicle.price, hasImage },
    rules: { compareVariant: site.settings.card.compareVariant, compareUsedOnly: site.settings.card.compareUsedOnly },
  };
}

/** A vehicle row to the plain data a card renders, with the site's rules applied (tag, links, weekly). */
export function toVehicleCard({ vehicle, location, dealership }: VehicleWithLocation, site: Site, now: Date = new Date()): VehicleCardData {
  const s = site.settings;
  const inStock = vehicle.status === "in_stock";
  // The card's actions are an in-stock car's; Reserve also needs the car reservable now (not held by anyone).
  const canReserve = inStock && !s.vehiclePage.hideReserveButton && reserveRefusal(vehicle, s.checkout.enabled) === null;
  const saveCompare = saveCompareFacts(vehicle, site);
  return {
    id: vehicle.id,
    slug: vehicle.slug,
    title: vehicleTitle(vehicle),
    year: vehicle.year,
    make: vehicle.make,
    model: vehicle.model,
    badge: vehicle.badge,
    series: vehicle.series,
    carType: vehicle.carType,
    itemType: vehicle.itemType,
    status: vehicle.status,
    km: vehicle.km,
    transmission: vehicle.simpleTransmission,
    fuel: vehicle.simpleFuel,
    stocknum: vehicle.stocknum,
    price: vehicle.price,
    offerPrice: vehicle.offerPrice,
    beforePrice: vehicle.beforePrice,
    subscriptionPrice: vehicle.subscriptionPrice,
    preorder: vehicle.preorder,
    priceType: vehicle.priceType,
    priceLine: priceLine(vehicle, { subscriptionSite: s.features.subscription, noPriceText: s.card.noPriceText }),
    imageUrl: vehicle.primaryImageUrl,
    locationName: location?.name ?? null,
    tag: vehicleTag(
      { ...vehicle, createdAt: vehicle.createdAt },
      {
        fuelTag: s.card.fuelTag,
        runoutTagColour: s.card.runoutTagColour,
        certifiedManufacturer: s.card.certifiedManufacturer,
        soldTagName: s.specifications.sold_tag_name,
        justArrivedDays: s.specifications.just_arrived_days,
        justArrivedTagName: s.specifications.just_arrived_tag_name,
      },
      now,
    ),
    // The car page's loan, on the price the card shows: the card's weekly figure is the page's (issue 39, item 2).
    weekly: s.card.showWeeklyPrice ? cardRepayment(carLoanOf(vehicle, s.finance)) : null,
    financeHref: carFinanceHref({ ...vehicle, price: financedPrice(vehicle), dealershipSlug: dealership.slug }, s.finance),
    reserveHref: canReserve ? checkoutHref(vehicle.slug, s.checkout.path) : null,
    reservePath: canReserve ? s.checkout.path : null,
    save: s.features.watchlist ? saveVisibility(saveCompare.vehicle, saveCompare.rules) : null,
    compare: s.features.compare && favouriteAndCompareVisible(saveCompare.vehicle, saveCompare.rules),
  };
}
