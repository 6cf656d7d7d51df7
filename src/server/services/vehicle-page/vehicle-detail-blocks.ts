import "server-only";
import { mainLocation } from "@/domain/locations/main-location";
import type { Site } from "@/server/sites/site-store";
import type { VehicleDetailBlockView } from "@/view-models/vehicle-page";
import { siteLocationViews } from "@/server/services/locations/locations";

/**
 * The dealer's blocks under a car's details (`vehiclePage.detailBlocks`, in that order): the three-feature banner, the
 * dealer info tabs for the car's own location (the site's main location when the car has none or it is hidden), and
 * the Book a Service banner. A block with nothing to show is left out.
 */
export async function vehicleDetailBlocks(site: Site, locationId: number | null, now: Date = new Date()): Promise<VehicleDetailBlockView[]> {
  const { vehiclePage, content, navigation } = site.settings;
  const blocks = vehiclePage.detailBlocks;
  if (blocks.length === 0) return [];
  const locations = blocks.includes("dealerInfoTabs") ? await siteLocationViews(site, now) : [];
  const views: VehicleDetailBlockView[] = [];
  for (const block of blocks) {
    if (block === "featureBanner" && content.featureBanner.length > 0) views.push({ block, features: content.featureBanner });
    if (block === "serviceBanner") views.push({ block, href: navigation.serviceUrl });
    if (block === "dealerInfoTabs") {
      const location = locations.find((view) => view.id === locationId) ?? mainLocation(locations);
      if (location) views.push({ block, name: site.name, about: content.aboutText, location });
    }
  }
  return views;
}
