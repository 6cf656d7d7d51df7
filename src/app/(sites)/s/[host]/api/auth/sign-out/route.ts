import { apiError } from "@/server/http/api-errors";
import { logger } from "@/server/logger";
import { endSession } from "@/server/services/shopper/phone-sign-in";
import { clearSessionCookie, currentSessionToken } from "@/server/http/shopper-session";

/** POST /api/auth/sign-out: ends the session and clears its cookie. */
export async function POST(request: Request) {
  try {
    await endSession(await currentSessionToken());
  } catch (error) {
    logger.error({ err: error }, "session not ended");
    return apiError(503, "unavailable", "We could not sign you out just now; try again");
  }
  await clearSessionCookie(request);
  return new Response(null, { status: 204 });
}
