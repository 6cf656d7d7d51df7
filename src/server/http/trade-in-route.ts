import "server-only";
import type { Refusal, RefusalKind } from "@/server/services/trade-in/trade-in";
import { apiError } from "./api-errors";

/** The HTTP status of each reason a trade-in request is refused. */
const REFUSAL_STATUS: Record<RefusalKind, number> = { invalid: 400, not_found: 404, conflict: 409 };

/**
 * A trade-in service's refusal as the trade-in APIs answer it (POST /api/vehicle-lookup, /api/miscellaneous and a
 * trade-in lead on /api/leads), in the one error shape.
 */
export function tradeInRefusal(refusal: Refusal): Response {
  return apiError(REFUSAL_STATUS[refusal.kind], refusal.code, refusal.message, refusal.field);
}
