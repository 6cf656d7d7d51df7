import "server-only";
import { viewLocationHref } from "@/domain/locations/location-routes";
import { orderedVisibleLocations } from "@/domain/locations/location-layout";
import { primaryLocationCity, primaryLocationState } from "@/domain/vehicle-page/announcement";
import { modelHref, shownModelStatus } from "@/domain/vehicle/model-range";
import { locationPhone } from "@/domain/contact/location-phone";
import { siteMainPhone } from "@/domain/vehicle-page/dealer-phone";
import { boundedCache, cached } from "@/server/cache/caches";
import type { Site } from "@/server/sites/site-store";
import { modelRange, siteBrands } from "@/server/data/brands";
import { siteLocations, type Location } from "@/server/data/locations";
import { siteInStockByModel } from "@/server/data/vehicles";
import { siteScope } from "@/server/data/scope";
import type { BrandTileRow, HeaderNavData, LocationSummary, MegaMenuGroup, SocialLink } from "@/view-models/site-shell";

/** A location as the footer and home page list it, linked to its page on the site (or /contact where the site says so). */
export function toLocationSummary(l: Location, site: Site): LocationSummary {
  return { id: l.id, name: l.name, street: l.street, city: l.city, state: l.state, postcode: l.postcode, phone: locationPhone(l), type: l.locationType, href: viewLocationHref(l, site.settings.locations) };
}

/** Menu groups in the order of the spec's manufacturer mega-menu. */
const CATEGORY_ORDER = ["Trucks", "SUVs", "Vans", "People Movers", "Performance", "Electric", "Cars"];

export interface SiteShell {
  nav: HeaderNavData;
  footerLocations: LocationSummary[];
  /** The city of the site's primary location (the vehicle page's announcement bar compares with it). */
  primaryCity: string | null;
  /** The state of the site's primary location (the announcement bar offers a transfer only within it). */
  primaryState: string | null;
  phone: string | null;
  social: SocialLink[];
}

/** Everything the header and footer of a site need; cached per site (`siteShell` in cache/caches.ts). */
export function loadSiteShell(site: Site): Promise<SiteShell> {
  return cached(boundedCache<number, SiteShell>("siteShell"), site.id, () => readSiteShell(site));
}

async function readSiteShell(site: Site): Promise<SiteShell> {
  const [brands, locations] = await Promise.all([siteBrands(siteScope(site)), siteLocations(siteScope(site))]);
  const items = site.settings.navigation.items;
  const wantsModels = items.some((item) => item.megaMenu === "models");
  const rangeOf = site.manufacturerId !== null ? [site.manufacturerId] : brands.map((b) => b.id);
  const [models, inStock] = wantsModels ? await Promise.all([modelRange(siteScope(site), rangeOf), siteInStockByModel(siteScope(site))]) : [[], new Map<number, number>()];

  const groups = new Map<string, MegaMenuGroup>();
  for (const model of models) {
    const group = groups.get(model.category) ?? { category: model.category, models: [] };
    group.models.push({
      name: rangeOf.length > 1 ? `${model.manufacturerName} ${model.name}` : model.name,
      href: modelHref(model),
      imageUrl: model.imageUrl,
      fromPrice: model.fromPrice,
      status: shownModelStatus(model.status, inStock.get(model.id) ?? 0),
    });
    groups.set(model.category, group);
  }
  const modelGroups = [...groups.values()].sort(
    (a, b) => CATEGORY_ORDER.indexOf(a.category) - CATEGORY_ORDER.indexOf(b.category),
  );

  const primary = locations.find((l) => l.primary) ?? locations[0];
  const { facebookUrl, instagramUrl, youtubeUrl } = site.settings.contact;
  const social: SocialLink[] = [];
  if (facebookUrl) social.push({ label: "Facebook", href: facebookUrl });
  if (instagramUrl) social.push({ label: "Instagram", href: instagramUrl });
  if (youtubeUrl) social.push({ label: "YouTube", href: youtubeUrl });
  return {
    nav: {
      items,
      trigger: site.settings.navigation.dropdownTrigger,
      modelGroups,
      brands: brands.map((b): BrandTileRow => [b.name, `/search/${b.slug}`, b.logoUrl]),
      modelMenuLinks: [
        { label: "Our Stock", href: site.settings.search.defaultPath },
        { label: "Contact Us", href: "/contact" },
      ],
    },
    primaryCity: primaryLocationCity(locations),
    primaryState: primaryLocationState(locations),
    footerLocations: orderedVisibleLocations(locations, site.settings.locations.customOrder)
      .filter((l) => l.locationType === "sales" || l.locationType === "")
      .map((l) => toLocationSummary(l, site)),
    phone: siteMainPhone({ override: site.settings.phone.override, contactPhone: site.settings.contact.phone }, primary?.phone),
    social,
  };
}
