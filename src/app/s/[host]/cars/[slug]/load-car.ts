import "server-only";
import { cache } from "react";
import { isVehicleSlug } from "@/domain/vehicle/slug";
import { findSiteVehicleBySlug } from "@/server/data/vehicles";
import { resolveSite } from "@/server/sites/site-resolver";

/** The site and its car, once per request (the page, its metadata and the header's phone share it); null for anything else. */
export const loadSiteCar = cache(async (host: string, slug: string) => {
  const site = await resolveSite(host);
  if (!site || !isVehicleSlug(slug)) return null;
  const found = await findSiteVehicleBySlug(site.id, slug);
  return found ? { site, found } : null;
});
