/**
 * What a lead keeps of the shopper's visit (the spec's lead_attributes), without zod: the browser's visit tracker runs
 * on every page, so it imports only this. The schema in fields.ts (`leadAttributesSchema`) validates the same shapes on the server.
 */

/** The campaign parameters of the landing page kept with a lead (the spec's linked query params). */
export const LINKED_QUERY_PARAMS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content", "gclid", "fbclid"] as const;
export type LinkedQueryParam = (typeof LINKED_QUERY_PARAMS)[number];
/** How many of this visit's pages a lead keeps (the latest). */
export const VISITED_PAGES_KEPT = 20;

/** The fields remembered in the browser and offered on the next form (the spec's stored user details). */
export const REMEMBERED_FIELDS = ["firstName", "lastName", "email", "phone", "postcode"] as const;

/** A page of this site as the form reports it (path and query): parsed as a browser would against a dummy origin, never another origin. */
export function isSameSitePath(path: string): boolean {
  if (!path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\") || path.length > 2000) return false;
  try {
    return new URL(path, "http://same-site.invalid").origin === "http://same-site.invalid";
  } catch {
    return false;
  }
}
