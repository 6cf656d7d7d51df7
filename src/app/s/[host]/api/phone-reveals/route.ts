import { z } from "zod";
import { recordPhoneReveal } from "@/server/data/phone-reveals";
import { apiError, readJson, validationError } from "@/server/http/api-errors";
import { logger } from "@/server/logger";
import { resolveSite } from "@/server/sites/site-resolver";

const id = z.number({ error: "must be a whole positive number" }).int("must be a whole positive number").positive("must be a whole positive number").max(2_147_483_647);
const revealSchema = z.strictObject({ car_id: id, dealership_id: id, website_id: id });

/** POST /api/phone-reveals {car_id, dealership_id, website_id}: a shopper revealed a masked number. */
export async function POST(request: Request, { params }: { params: Promise<{ host: string }> }) {
  const site = await resolveSite((await params).host);
  if (!site) return apiError(404, "unknown_site", "No site is served at this address");
  const body = await readJson(request, 1024);
  if (!body.ok) return body.response;
  const parsed = revealSchema.safeParse(body.value);
  if (!parsed.success) return validationError(parsed.error);
  if (parsed.data.website_id !== site.id) return apiError(400, "invalid_request", "website_id: is not this site", "website_id");
  try {
    const recorded = await recordPhoneReveal(site.id, parsed.data.car_id);
    if (!recorded) return apiError(404, "not_found", "car_id: This car is not listed on this site", "car_id");
  } catch (error) {
    logger.error({ err: error, site: site.slug }, "phone reveal not recorded");
    return apiError(503, "unavailable", "The reveal could not be recorded");
  }
  return new Response(null, { status: 204 });
}
