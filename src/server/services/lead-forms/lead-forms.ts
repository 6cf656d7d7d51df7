import "server-only";
import { leadFormRulesOf, type LeadFormSettings } from "@/domain/leads/form-rules";
import { siteDealerships } from "@/server/data/dealerships";
import { siteLocations } from "@/server/data/locations";
import { siteScope } from "@/server/data/scope";
import { boundedCache, cached } from "@/server/cache/caches";
import type { Site } from "@/server/sites/site-store";

/** What a page hands its lead form: the site's rules, the locations and dealerships to choose from, the quick-picks. */
export interface LeadFormContext {
  settings: LeadFormSettings;
  /** The site's visible locations (primary first): the location select shows when there are several. */
  locations: Array<{ id: number; name: string }>;
  /** The site's dealerships: the preferred-dealership select shows when there are several (and it is not removed). */
  dealerships: Array<{ slug: string; name: string }>;
  /** The site's one visible location, when it has exactly one (no select: the form sends it, and its test-drive times show). */
  onlyLocationId: number | null;
  priceQuickPicks: number[];
  dealerName: string;
  /** `integrations.xtimeWebkey` is set: service bookings are also handled by that provider. */
  serviceProvider: boolean;
}

/** The site's visible locations and its dealerships, cached for a minute (`leadFormPlaces`). */
export interface LeadFormPlaces {
  locations: ReadonlyArray<{ id: number; name: string }>;
  dealerships: ReadonlyArray<{ slug: string; name: string }>;
}

export function leadFormPlaces(site: Site): Promise<LeadFormPlaces> {
  return cached(boundedCache<number, LeadFormPlaces>("leadFormPlaces"), site.id, async () => {
    const [locations, dealerships] = await Promise.all([siteLocations(siteScope(site)), siteDealerships(siteScope(site))]);
    return { locations: locations.map((l) => ({ id: l.id, name: l.name })), dealerships: dealerships.map((d) => ({ slug: d.slug, name: d.name })) };
  });
}

/** The site's form rules (what the form requires, as the server checks it too). */
export async function leadFormRules(site: Site): Promise<{ rules: LeadFormSettings; places: LeadFormPlaces }> {
  const places = await leadFormPlaces(site);
  return { rules: leadFormRulesOf(site.settings.forms, { locations: places.locations.length, dealerships: places.dealerships.length }), places };
}

export async function leadFormContext(site: Site): Promise<LeadFormContext> {
  const { locations, dealerships } = await leadFormPlaces(site);
  const forms = site.settings.forms;
  const shownDealerships = forms.removePreferredDealership ? [] : dealerships;
  return {
    settings: leadFormRulesOf(forms, { locations: locations.length, dealerships: dealerships.length }),
    locations: locations.length > 1 ? locations.map((l) => ({ id: l.id, name: l.name })) : [],
    dealerships: shownDealerships.length > 1 ? shownDealerships.map((d) => ({ slug: d.slug, name: d.name })) : [],
    onlyLocationId: locations.length === 1 ? (locations[0]?.id ?? null) : null,
    priceQuickPicks: forms.priceQuickPicks,
    dealerName: site.name,
    serviceProvider: site.settings.integrations.xtimeWebkey !== null,
  };
}
