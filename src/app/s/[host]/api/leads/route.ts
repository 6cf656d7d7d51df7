import { idempotencyKeyOf, leadResponse } from "@/server/http/lead-route";
import { siteJsonRequest } from "@/server/http/site-json-route";
import { requestHash } from "@/server/leads/intake";
import { leadRequestSchema } from "@/lib/lead-request";
import { leadRecordOf } from "@/lib/lead-record";

/**
 * POST /api/leads: every form a shopper sends to the dealer (enquiries, test drives, photo requests, finance ...)
 * for the site the host names; 201 { lead_id }. The lead and its delivery to the dealer are stored together before
 * the answer; an Idempotency-Key makes a retry answer the first lead. A car must be the site's own and shown.
 */
export async function POST(request: Request, { params }: { params: Promise<{ host: string }> }) {
  const key = idempotencyKeyOf(request);
  if (!key.ok) return key.response;
  const parsed = await siteJsonRequest(request, params, leadRequestSchema, 16 * 1024);
  if (!parsed.ok) return parsed.response;
  const { site, data } = parsed;
  const record = leadRecordOf(data);
  return leadResponse(
    site,
    (await params).host,
    {
      record,
      carId: data.carId,
      preferredLocation: data.preferredLocation,
      idempotencyKey: key.key,
      requestHash: requestHash(data),
      pagePath: data.searchPath,
    },
    { failure: "Your enquiry could not be sent just now; please try again" },
  );
}
