import "server-only";
import { carLoanOf, financedPrice } from "@/domain/finance/car-finance";
import { vehicleTitle } from "@/domain/vehicle/title";
import type { FinanceCar, FinanceSettings } from "@/view-models/finance";
import type { VehicleWithLocation } from "@/server/data/vehicles";

/**
 * A vehicle row to the plain data the finance widgets read (FinanceSummary, the estimate panel, the calculators),
 * with the car's one loan on this site (`carLoanOf`: the car's lender figures for the site's provider, else its
 * stored quote, else the site's lender, on the price the page shows), worked out once here so every widget shows the
 * same figures.
 */
export function toFinanceCar({ vehicle, dealership }: VehicleWithLocation, finance: Pick<FinanceSettings, "provider" | "lender">): FinanceCar {
  return {
    id: vehicle.id,
    slug: vehicle.slug,
    title: vehicleTitle(vehicle, { badge: true }),
    year: vehicle.year,
    make: vehicle.make,
    price: financedPrice(vehicle),
    carType: vehicle.carType,
    status: vehicle.status,
    vin: vehicle.vin,
    nvic: vehicle.nvic,
    dealershipSlug: dealership.slug,
    financeLenders: vehicle.financeLenders,
    youxQuote: vehicle.youxQuote,
    loan: carLoanOf(vehicle, finance),
  };
}
