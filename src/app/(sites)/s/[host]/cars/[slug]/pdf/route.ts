import { pdfResponse, siteCarResponse } from "@/server/http/site-car-route";
import { vehiclePdf } from "@/server/services/vehicle-page/vehicle-pdf";
import { siteCanonicalOrigin } from "@/server/tenancy/site-origin";

/** GET /cars/{slug}/pdf: the car as a PDF named {slug}.pdf (spec 002 §2 'Print PDF'). */
export async function GET(_request: Request, { params }: { params: Promise<{ host: string; slug: string }> }) {
  return siteCarResponse(params, { log: "car PDF not made", message: "The PDF could not be made just now; try again" }, async (site, found) => {
    const slug = found.vehicle.slug;
    const origin = await siteCanonicalOrigin(site, (await params).host);
    return pdfResponse(await vehiclePdf(site, found, `${origin}/cars/${slug}`), `${slug}.pdf`, "attachment", "private, max-age=60");
  });
}
