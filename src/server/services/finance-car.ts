import "server-only";
import { vehicleTitle } from "@/domain/vehicle/title";
import type { FinanceCar } from "@/view-models/finance";
import type { VehicleWithLocation } from "@/server/data/vehicles";

/** A vehicle row to the plain data the finance widgets read (FinanceSummary, the estimate panel, the calculators). */
export function toFinanceCar({ vehicle, dealership }: VehicleWithLocation): FinanceCar {
  return {
    id: vehicle.id,
    slug: vehicle.slug,
    title: vehicleTitle(vehicle, { badge: true }),
    year: vehicle.year,
    make: vehicle.make,
    price: vehicle.price,
    carType: vehicle.carType,
    status: vehicle.status,
    vin: vehicle.vin,
    nvic: vehicle.nvic,
    dealershipSlug: dealership.slug,
    financeLenders: vehicle.financeLenders,
    youxQuote: vehicle.youxQuote,
  };
}
