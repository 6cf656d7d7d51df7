import "server-only";
import { changeOverPrice, offerValidUntil, valuationStatus } from "@/domain/trade-in/valuation";
import { isoDateIn } from "@/domain/vehicle-page/time";
import { formatCurrency, shownPurchasePrice } from "@/domain/vehicle/price-display";
import { formatAustralianDate } from "@/domain/vehicle/registration";
import { kilometresInProse } from "@/domain/vehicle/specs";
import { vehicleTitle } from "@/domain/vehicle/title";
import { shopperTradeInValuations, type ShopperTradeInValuation } from "@/server/data/trade-in-valuations";
import { findSiteVehiclesByIds } from "@/server/data/vehicles";
import { recordViewedVehicle, viewedVehicleIds } from "@/server/data/viewed-vehicles";
import { watchlistVehicles } from "@/server/data/watchlist";
import { siteScope } from "@/server/data/scope";
import { logger } from "@/server/logger";
import type { Site } from "@/server/sites/site-store";
import type { GarageValuation, GarageView } from "@/view-models/garage";
import { toVehicleCard } from "@/server/services/vehicle-cards/vehicle-cards";

/** How many viewed cars My Garage shows. */
const VIEWED_SHOWN = 12;

function garageValuation(site: Site, valuation: ShopperTradeInValuation, now: Date): GarageValuation {
  const { outcome, vehicle } = valuation;
  const days = site.settings.tradeIn.offerValidDays;
  const status = valuationStatus({ outcome, sentToDealer: valuation.leadId !== null, accepted: valuation.acceptedLeadId !== null, madeAt: valuation.createdAt }, days, now);
  const date = (instant: Date) => formatAustralianDate(isoDateIn(instant)) ?? "";
  const car = valuation.changeOverCar;
  const carPrice = car ? shownPurchasePrice(car) : null;
  const reduced = changeOverPrice(carPrice, outcome.kind === "estimate" ? outcome.offer : null);
  return {
    id: valuation.publicId,
    title: vehicleTitle(vehicle, { badge: true }),
    rego: `${vehicle.rego} (${vehicle.state})`,
    kms: kilometresInProse(valuation.kms),
    madeOn: date(valuation.createdAt),
    range: outcome.kind === "estimate" ? `${formatCurrency(outcome.low)} to ${formatCurrency(outcome.high)}` : null,
    offer: outcome.kind === "estimate" ? formatCurrency(outcome.offer) : null,
    status: status === "Offer open" ? `Offer open until ${date(offerValidUntil(valuation.createdAt, days))}` : status,
    changeOver: car ? { title: vehicleTitle(car, { badge: true }), href: `/cars/${car.slug}`, price: reduced === null ? null : formatCurrency(reduced) } : null,
  };
}

/**
 * My Garage for a signed-in shopper: their saved cars, the cars they viewed (most recent first) and their valuations.
 * A brand-named garage page (`brand`, /{brand}-garage) keeps only that brand's: saved and viewed cars of that make,
 * and valuations of their own cars of it.
 */
export async function myGarage(site: Site, userId: number, now: Date = new Date(), brand: { name: string } | null = null): Promise<GarageView> {
  const [saved, viewedIds, valuations] = await Promise.all([watchlistVehicles(siteScope(site), userId), viewedVehicleIds(siteScope(site), userId, VIEWED_SHOWN), shopperTradeInValuations(siteScope(site), userId)]);
  const viewed = await findSiteVehiclesByIds(siteScope(site), viewedIds);
  const ofBrand = (make: string) => brand === null || make.toLowerCase() === brand.name.toLowerCase();
  return {
    saved: saved.filter((row) => ofBrand(row.vehicle.make)).map((row) => toVehicleCard(row, site, now)),
    viewed: viewed.filter((row) => ofBrand(row.vehicle.make)).map((row) => toVehicleCard(row, site, now)),
    valuations: valuations.filter((valuation) => ofBrand(valuation.vehicle.make)).map((valuation) => garageValuation(site, valuation, now)),
  };
}

/**
 * Remembers that the signed-in shopper (the route reads the session) opened a car's page, on sites with My Garage.
 * Anonymous visits record nothing.
 * A failure is logged and the page is still shown.
 */
export async function recordGarageView(site: Site, vehicleId: number, shopper: { userId: number } | null): Promise<void> {
  if (!site.settings.features.garage || !shopper) return;
  try {
    await recordViewedVehicle(siteScope(site), shopper.userId, vehicleId);
  } catch (error) {
    logger.warn({ err: error, site: site.slug }, "viewed car not recorded");
  }
}
