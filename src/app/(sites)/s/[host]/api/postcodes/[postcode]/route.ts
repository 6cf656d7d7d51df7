import { UNKNOWN_POSTCODE_MESSAGE } from "@/domain/geo/postcode";
import { geocodePostcode } from "@/server/geo/postcodes";
import { apiError } from "@/server/http/api-errors";
import { resolveSite } from "@/server/sites/site-resolver";

/**
 * GET /api/postcodes/{postcode}: the spec's "geocoding by postcode, restricted to Australia" (spec 002 §7), from the
 * bundled dataset: { postcode, state, suburbs, lat, lng }, or 404 "Invalid postcode" naming the field (§8 "Geocode
 * empty | Invalid postcode") for a postcode no place has and for anything that is not four digits.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ host: string; postcode: string }> }) {
  const { host, postcode } = await params;
  const site = await resolveSite(host);
  if (!site) return apiError(404, "unknown_site", "No site is served at this address");
  const place = geocodePostcode(postcode);
  if (!place) return apiError(404, "not_found", UNKNOWN_POSTCODE_MESSAGE, "postcode");
  return Response.json(place, { headers: { "cache-control": "public, max-age=86400" } });
}
