import "server-only";
import type { VehicleCardData } from "@/components/vehicle/vehicle-card";
import type { VehicleWithLocation } from "@/server/data/vehicles";

/** A vehicle row to the plain data a card renders. */
export function toVehicleCard({ vehicle, location }: VehicleWithLocation): VehicleCardData {
  return {
    slug: vehicle.slug,
    year: vehicle.year,
    make: vehicle.make,
    model: vehicle.model,
    badge: vehicle.badge,
    series: vehicle.series,
    carType: vehicle.carType,
    itemType: vehicle.itemType,
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
    imageUrl: vehicle.primaryImageUrl,
    locationName: location?.name ?? null,
  };
}
