import "server-only";
import { submitLead, type IntakeResult, type LeadSubmission } from "@/server/leads/intake";
import { logger } from "@/server/logger";
import type { Site } from "@/server/sites/site-store";
import { siteCanonicalOrigin } from "@/server/tenancy/site-origin";
import { apiError } from "./api-errors";

/** An Idempotency-Key is 1 to 255 visible ASCII characters (a UUID in practice). */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

/** The request's Idempotency-Key: null when absent, or the error answer when it is malformed. */
export function idempotencyKeyOf(request: Request): { ok: true; key: string | null } | { ok: false; response: Response } {
  const key = request.headers.get("idempotency-key");
  if (key === null) return { ok: true, key: null };
  if (!IDEMPOTENCY_KEY.test(key)) {
    return { ok: false, response: apiError(400, "invalid_request", "Idempotency-Key: must be 1 to 255 visible ASCII characters", "Idempotency-Key") };
  }
  return { ok: true, key };
}

/**
 * Takes a lead and answers as every lead-taking route does: 201 { lead_id } for a new lead, the same answer (with
 * `Idempotent-Replayed: true`) for a retry of the same request under the same key, 4xx naming the field for what only
 * the server can check, 503 when the database is unavailable (nothing stored, the form says try again).
 */
export async function leadResponse(
  site: Site,
  host: string,
  submission: Omit<LeadSubmission, "origin" | "userAgent">,
  context: { failure: string; request: Request },
): Promise<Response> {
  let result: IntakeResult;
  try {
    const origin = await siteCanonicalOrigin(site, host);
    // Control characters (and NUL) never reach storage; the spec keeps the browser with the lead.
    const userAgent = context.request.headers.get("user-agent")?.replace(/[\u0000-\u001f\u007f]/g, "").slice(0, 512) ?? null;
    result = await submitLead(site, { ...submission, origin, userAgent });
  } catch (error) {
    logger.error({ err: error, site: site.slug }, "lead not stored");
    return apiError(503, "unavailable", context.failure);
  }
  if (!result.ok) return apiError(result.status, result.code, result.message, result.field);
  return Response.json(
    { lead_id: result.leadId },
    { status: 201, headers: { "cache-control": "no-store", ...(result.replayed ? { "idempotent-replayed": "true" } : {}) } },
  );
}
