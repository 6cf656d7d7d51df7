import { snap21QuerySchema as querySchema } from "@/contracts/api/requests";
import { apiError, validationError } from "@/server/http/api-errors";
import { snap21Rating } from "@/server/services/content/reviews";
import { resolveSite } from "@/server/sites/site-resolver";

/**
 * GET /api/reviews/snap21?orgId={id} (spec 002 §7 "returns rating and stars; failures only logged"): the site's Snap 21
 * rating as { orgId, rating ("4.6"), count, stars: { full, partial, empty } }. 400 naming orgId when it is missing or
 * malformed; 404 naming it when it is not this site's organisation; 404 when it has no ratings; 503 when the provider
 * could not be asked (logged 'Unable to fetch Snap 21 ratings at this moment.').
 */
export async function GET(request: Request, { params }: { params: Promise<{ host: string }> }) {
  const site = await resolveSite((await params).host);
  if (!site) return apiError(404, "unknown_site", "No site is served at this address");
  const parsed = querySchema.safeParse({ orgId: new URL(request.url).searchParams.get("orgId") ?? undefined });
  if (!parsed.success) return validationError(parsed.error);
  const outcome = await snap21Rating(site, parsed.data.orgId);
  if (outcome.ok) return Response.json({ orgId: outcome.orgId, rating: outcome.rating, count: outcome.count, stars: outcome.stars }, { headers: { "cache-control": "public, max-age=300" } });
  if (outcome.reason === "unknown_org") return apiError(404, "not_found", "orgId: is not this site's Snap 21 organisation", "orgId");
  if (outcome.reason === "no_ratings") return apiError(404, "not_found", "This organisation has no Snap 21 ratings yet");
  return apiError(503, "unavailable", "Snap 21 ratings are unavailable just now; try again later");
}
