import { verifyCodeSchema } from "@/contracts/sign-in/sign-in-request";
import { apiError } from "@/server/http/api-errors";
import { siteJsonRequest } from "@/server/http/site-json-route";
import { logger } from "@/server/logger";
import { verifySignInCode } from "@/server/services/shopper/phone-sign-in";
import { setSessionCookie } from "@/server/http/shopper-session";

const FAILURE = {
  no_code: "code: Ask for a new code first",
  expired: "code: This code has expired; ask for a new one",
  too_many_attempts: "code: Too many wrong tries; ask for a new code",
  wrong_code: "code: That code is not right; check the message and try again",
} as const;

/** POST /api/auth/verify-code {phone, code}: checks the code and signs the shopper in (session cookie). */
export async function POST(request: Request, { params }: { params: Promise<{ host: string }> }) {
  const parsed = await siteJsonRequest(request, params, verifyCodeSchema, 1024);
  if (!parsed.ok) return parsed.response;
  const { site } = parsed;
  try {
    const outcome = await verifySignInCode(parsed.data.phone, parsed.data.code);
    if (!outcome.ok) return apiError(400, outcome.reason, FAILURE[outcome.reason], "code");
    await setSessionCookie(request, outcome.token);
    return Response.json({ phone_number: outcome.phone }, { headers: { "cache-control": "no-store" } });
  } catch (error) {
    logger.error({ err: error, site: site.slug }, "sign-in code not checked");
    return apiError(503, "unavailable", "We could not sign you in just now; try again in a minute");
  }
}
