import "server-only";
import { isVehicleSlug } from "@/domain/vehicle/slug";
import { findSiteVehicleBySlug, type VehicleWithLocation } from "@/server/data/vehicles";
import { siteScope } from "@/server/data/scope";
import { logger } from "@/server/logger";
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

/**
 * A /cars/{slug}/... route that needs the car itself: the guard above, the site's car (404 when it does not show
 * it), then `respond`. A failure while loading or answering is logged with `failure.log` and answered 503 with
 * `failure.message`, in the one error shape.
 */
export async function siteCarResponse(
  params: Promise<{ host: string; slug: string }>,
  failure: { log: string; message: string },
  respond: (site: Site, found: VehicleWithLocation) => Promise<Response> | Response,
): Promise<Response> {
  const route = await siteCarRoute(params);
  if (!route.ok) return route.response;
  const { site, slug } = route;
  try {
    const found = await findSiteVehicleBySlug(siteScope(site), slug);
    if (!found) return carNotFound();
    return await respond(site, found);
  } catch (error) {
    logger.error({ err: error, site: site.slug, slug }, failure.log);
    return apiError(503, "unavailable", failure.message);
  }
}

/** A PDF answer: `attachment` downloads it as `filename`, `inline` opens it in the browser. */
export function pdfResponse(pdf: Uint8Array, filename: string, disposition: "attachment" | "inline", cacheControl: string): Response {
  return new Response(Buffer.from(pdf), {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `${disposition}; filename="${filename}"`,
      "content-length": String(pdf.length),
      "cache-control": cacheControl,
    },
  });
}
