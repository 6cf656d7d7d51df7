import type { StockCardView, VehicleCardData } from "@/view-models/vehicle-card";
import { StockCard } from "./stock-card";

/**
 * A stock card (search, home, watchlist, similar cars): hands the browser-drawn card only the facts it shows, so a
 * server-rendered page does not carry the card's unused fields (make, model, the raw prices) in its payload.
 */
export function VehicleCard({ vehicle, priority = false }: { vehicle: VehicleCardData; priority?: boolean }) {
  return <StockCard vehicle={stockCardView(vehicle)} priority={priority} />;
}


/** The card's facts out of its view model. */
function stockCardView(v: VehicleCardData): StockCardView {
  return {
    id: v.id,
    slug: v.slug,
    title: v.title,
    badge: v.badge,
    series: v.series,
    carType: v.carType,
    itemType: v.itemType,
    status: v.status,
    km: v.km,
    transmission: v.transmission,
    fuel: v.fuel,
    stocknum: v.stocknum,
    price: { kind: v.priceLine.display.kind, amount: v.priceLine.amount, suffix: v.priceLine.suffix, priceType: v.priceLine.priceType, was: v.priceLine.was },
    imageUrl: v.imageUrl,
    locationName: v.locationName,
    tag: v.tag,
    weekly: v.weekly,
    financeHref: v.financeHref,
    reservePath: v.reservePath,
    save: v.save,
    compare: v.compare,
  };
}
