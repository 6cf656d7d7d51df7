import "server-only";
import type { ReservationRequest } from "@/contracts/reservations/reservation-request";
import { requestHash } from "@/server/leads/intake";
import { logger } from "@/server/logger";
import { reserveCar, type ReserveRefusalKind, type ReserveResult } from "@/server/services/reservations/reservations";
import type { Site } from "@/server/sites/site-store";
import { siteCanonicalOrigin } from "@/server/tenancy/site-origin";
import { apiError } from "./api-errors";

/** The HTTP status of each reason a reservation is refused. */
const REFUSAL_STATUS: Record<ReserveRefusalKind, number> = { invalid: 400, declined: 402, conflict: 409, key_reused: 422, retry: 503 };

/**
 * Takes a reservation and answers as POST /api/reservations does: 201 with the receipt for a paid hold (the same answer
 * with `Idempotent-Replayed: true` for a retry under the same key), 402 naming `paymentMethod` for a declined card, 409
 * when the car cannot be held (someone else reserved it, it sold), 503 with `Retry-After` when the payment could not
 * finish this time (nothing charged; send the same request with the same key again), 4xx naming the field otherwise.
 */
export async function reservationResponse(site: Site, host: string, request: Request, data: ReservationRequest, context: { idempotencyKey: string; userId: number | null }): Promise<Response> {
  let result: ReserveResult;
  try {
    const origin = await siteCanonicalOrigin(site, host);
    const userAgent = request.headers.get("user-agent")?.replace(/[\u0000-\u001f\u007f]/g, "").slice(0, 512) ?? null;
    result = await reserveCar(site, { request: data, idempotencyKey: context.idempotencyKey, requestHash: requestHash(data), origin, userAgent, userId: context.userId });
  } catch (error) {
    logger.error({ err: error, site: site.slug }, "reservation not taken");
    return apiError(503, "unavailable", "Your reservation could not be taken just now. Nothing was charged; please try again.");
  }
  if (!result.ok) {
    const response = apiError(REFUSAL_STATUS[result.kind], result.code, result.message, result.field);
    if (result.retryAfterSeconds !== undefined) response.headers.set("retry-after", String(result.retryAfterSeconds));
    return response;
  }
  return Response.json(
    { reservation: result.receipt },
    { status: 201, headers: { "cache-control": "no-store", ...(result.replayed ? { "idempotent-replayed": "true" } : {}) } },
  );
}
