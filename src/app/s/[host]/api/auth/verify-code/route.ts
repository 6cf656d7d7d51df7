import { verifyCodeSchema } from "@/lib/sign-in-request";
import { apiError, readJson, validationError } from "@/server/http/api-errors";
import { logger } from "@/server/logger";
import { verifySignInCode } from "@/server/services/phone-sign-in";
import { setSessionCookie } from "@/server/services/shopper-session";
import { resolveSite } from "@/server/sites/site-resolver";

const FAILURE = {
  no_code: "code: Ask for a new code first",
  expired: "code: This code has expired; ask for a new one",
  too_many_attempts: "code: Too many wrong tries; ask for a new code",
  wrong_code: "code: That code is not right; check the message and try again",
} as const;

/** POST /api/auth/verify-code {phone, code}: checks the code and signs the shopper in (session cookie). */
export async function POST(request: Request, { params }: { params: Promise<{ host: string }> }) {
  const site = await resolveSite((await params).host);
  if (!site) return apiError(404, "unknown_site", "No site is served at this address");
  const body = await readJson(request, 1024);
  if (!body.ok) return body.response;
  const parsed = verifyCodeSchema.safeParse(body.value);
  if (!parsed.success) return validationError(parsed.error);
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
