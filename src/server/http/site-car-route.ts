import { isVehicleSlug } from "@/domain/slug";
import { resolveSite } from "@/server/sites/site-resolver";
import type { Site } from "@/server/sites/site-store";
import { apiError } from "./api-errors";

/**
 * The guard every /cars/{slug}/... API route starts with: the host's site, and a slug that can name a car.
 * Answers the 404 (in the one error shape) when either is wrong, so no query runs for an impossible slug.
 */
export async function siteCarRoute(params: Promise<{ host: string; slug: string }>): Promise<{ ok: true; site: Site; slug: string } | { ok: false; response: Response }> {
  const { host, slug } = await params;
  const site = await resolveSite(host);
  if (!site) return { ok: false, response: apiError(404, "unknown_site", "No site is served at this address") };
  if (!isVehicleSlug(slug)) return { ok: false, response: apiError(404, "not_found", "There is no car at this address") };
  return { ok: true, site, slug };
}

/** The 404 of a well-formed slug the site does not show. */
export function carNotFound(): Response {
  return apiError(404, "not_found", "There is no car at this address");
}
