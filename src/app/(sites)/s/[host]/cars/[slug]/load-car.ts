import "server-only";
import { cache } from "react";
import { isVehicleSlug } from "@/domain/vehicle/slug";
import { findSiteVehicleBySlug, type VehicleWithLocation } from "@/server/data/vehicles";
import { siteScope } from "@/server/data/scope";
import { loadSiteShell } from "@/server/services/sites/site-shell";
import { carContactPhone } from "@/server/services/vehicle-page/vehicle-page";
import type { Site } from "@/server/sites/site-store";
import { resolveSite } from "@/server/sites/site-resolver";

/** The site and its car, once per request (the page, its metadata and the header's phone share it); null for anything else. */
export const loadSiteCar = cache(async (host: string, slug: string) => {
  const site = await resolveSite(host);
  if (!site || !isVehicleSlug(slug)) return null;
  const found = await findSiteVehicleBySlug(siteScope(site), slug);
  return found ? { site, found } : null;
});

/**
 * The number the header shows on a car's pages: the car's one number (`carContactPhone`, as the sidebar and the print
 * view show), or null; the site layout draws it for the page asked for, the car's layout keeps it in the browser.
 */
export async function carHeaderPhone(loaded: { site: Site; found: VehicleWithLocation }): Promise<string | null> {
  const shell = await loadSiteShell(loaded.site);
  return carContactPhone(loaded.site, loaded.found, shell.phone)?.phone ?? null;
}
