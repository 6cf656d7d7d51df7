import { apiError } from "@/server/http/api-errors";
import { idempotencyKeyOf } from "@/server/http/lead-route";
import { reservationResponse } from "@/server/http/reservation-route";
import { siteJsonRequest } from "@/server/http/site-json-route";
import { reservationRequestSchemaFor } from "@/contracts/reservations/reservation-request";
import { currentShopper } from "@/server/http/shopper-session";

/**
 * POST /api/reservations: reserve a car of the site with a deposit (spec 002 §2 checkout / buy-online / checkout-journey,
 * §9 "Reserve: ... held 48 hours, 100% refundable"). The body is the checkout form's (`reservationRequestSchema`: the
 * shopper, the car and the payment processor's token of the card; never a card number; the terms box ticked where the
 * site shows one). An Idempotency-Key is required:
 * a double submit or a retry pays once. On a site that gates checkout (`gating.checkout`) the shopper must be signed in.
 */
export async function POST(request: Request, { params }: { params: Promise<{ host: string }> }) {
  const key = idempotencyKeyOf(request);
  if (!key.ok) return key.response;
  if (key.key === null) return apiError(400, "invalid_request", "Idempotency-Key: A payment needs an Idempotency-Key header, so that a retry pays once", "Idempotency-Key");
  const parsed = await siteJsonRequest(request, params, async (site) => reservationRequestSchemaFor(site.settings.forms.termsText), 8 * 1024);
  if (!parsed.ok) return parsed.response;
  const { site, data } = parsed;
  const shopper = await currentShopper();
  if (site.settings.gating.checkout && !shopper) return apiError(401, "sign_in_required", "Please sign in with your mobile number to reserve a car on this site");
  return reservationResponse(site, (await params).host, request, data, { idempotencyKey: key.key, userId: shopper?.userId ?? null });
}
