import { findSiteVehicleBySlug } from "@/server/data/vehicles";
import { apiError } from "@/server/http/api-errors";
import { carNotFound, siteCarRoute } from "@/server/http/site-car-route";
import { logger } from "@/server/logger";
import { vehiclePdf } from "@/server/services/vehicle-pdf";
import { canonicalOrigin } from "@/server/tenancy/canonical-origin";

/** GET /cars/{slug}/pdf: the car as a PDF named {slug}.pdf (spec 002 §2 'Print PDF'). */
export async function GET(request: Request, { params }: { params: Promise<{ host: string; slug: string }> }) {
  const route = await siteCarRoute(params);
  if (!route.ok) return route.response;
  const { site, slug } = route;
  try {
    const found = await findSiteVehicleBySlug(site.id, slug);
    if (!found) return carNotFound();
    const origin = canonicalOrigin(site.hostnames, request.headers.get("host"), request.headers.get("x-forwarded-proto"));
    const pdf = await vehiclePdf(site, found, `${origin}/cars/${slug}`);
    return new Response(Buffer.from(pdf), {
      headers: {
        "content-type": "application/pdf",
        "content-disposition": `attachment; filename="${slug}.pdf"`,
        "content-length": String(pdf.length),
        "cache-control": "private, max-age=60",
      },
    });
  } catch (error) {
    logger.error({ err: error, site: site.slug, slug }, "car PDF not made");
    return apiError(503, "unavailable", "The PDF could not be made just now; try again");
  }
}
