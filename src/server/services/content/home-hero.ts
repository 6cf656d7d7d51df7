import "server-only";
import { priceLine } from "@/domain/vehicle/price-display";
import { vehicleTitle } from "@/domain/vehicle/title";
import { featuredSiteVehicles, type VehicleWithLocation } from "@/server/data/vehicles";
import { siteScope } from "@/server/data/scope";
import type { Site } from "@/server/sites/site-store";
import type { HeroCarView } from "@/view-models/home-page";

/** The newest listed cars the hero chooses from: enough that three different models are almost always among them. */
export const HERO_CANDIDATES = 24;

/**
 * The hero's cars from candidates in the site's newest-first order: only cars in stock with a picture, one per make and
 * model while there are enough different ones (three HiLuxes say less than a HiLux, a Corolla and a RAV4), then the
 * next newest; at most `count`. The same candidates always give the same cars.
 */
export function chooseHeroCars(candidates: readonly VehicleWithLocation[], count: number, site: Site): HeroCarView[] {
  const shown = candidates.filter(({ vehicle }) => vehicle.status === "in_stock" && vehicle.primaryImageUrl !== null);
  const seen = new Set<string>();
  const distinct: VehicleWithLocation[] = [];
  const repeats: VehicleWithLocation[] = [];
  for (const row of shown) {
    const model = `${row.vehicle.make}\u0000${row.vehicle.model}`.toLowerCase();
    if (seen.has(model)) repeats.push(row);
    else {
      seen.add(model);
      distinct.push(row);
    }
  }
  const s = site.settings;
  return [...distinct, ...repeats].slice(0, Math.max(0, count)).map(({ vehicle }) => {
    const price = priceLine(vehicle, { subscriptionSite: s.features.subscription, noPriceText: s.card.noPriceText });
    return {
      id: vehicle.id,
      href: `/cars/${vehicle.slug}`,
      title: vehicleTitle(vehicle),
      imageUrl: vehicle.primaryImageUrl ?? "",
      price: price.amountText,
      priceType: price.priceType,
    };
  });
}

/**
 * The cars the home hero shows (`content.heroCars` of them, 0 for none): the site's own listed cars in stock, newest
 * first, one per model (`chooseHeroCars`). Empty when the setting is 0 or the site has no such car: the plain hero.
 */
export async function siteHeroCars(site: Site): Promise<HeroCarView[]> {
  if (site.settings.content.heroCars === 0) return [];
  return heroCarsAmong(site, await featuredSiteVehicles(siteScope(site), { limit: HERO_CANDIDATES, includeSoldDays: site.settings.search.includeSoldCarsDays }));
}

/**
 * The hero's cars among the site's newest listed cars (`featuredSiteVehicles` without a car type, at least
 * HERO_CANDIDATES of them or all there are): the home page reads them once for the hero and 'Just Arrived'.
 */
export function heroCarsAmong(site: Site, newest: readonly VehicleWithLocation[]): HeroCarView[] {
  const count = site.settings.content.heroCars;
  return count === 0 ? [] : chooseHeroCars(newest.slice(0, HERO_CANDIDATES), count, site);
}
