/**
 * The headers every response of the platform carries, whoever answers it: Next.js (next.config.ts `headers()`) or
 * the platform's HTTP server itself (src/server/http/node-server/direct-routes.ts, and the front door's refusals, 413s, 429s and
 * CONNECT's 405: front-door.ts, platform-requests.ts). The Content-Security-Policy of a page is not here: it names
 * the page's scripts (src/server/http/content-security-policy.ts), so the platform's server writes it per response.
 */
export const SECURITY_HEADERS: ReadonlyArray<{ key: string; value: string }> = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  // Older browsers' frame-ancestors; a browser that reads the CSP's frame-ancestors (which lets the console's draft
  // preview frame a shopper's site) ignores it.
  { key: "X-Frame-Options", value: "SAMEORIGIN" },
  // Location for the dealer locator's "near me"; the rest of the powerful features nobody on the platform uses.
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(self), payment=(), usb=(), interest-cohort=(), browsing-topics=()" },
  // No other site's window keeps a handle on ours (a share button's pop-up opens without one back).
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
  // Another site may not embed the platform's answers; pictures are the exception (MEDIA_RESOURCE_POLICY).
  { key: "Cross-Origin-Resource-Policy", value: "same-origin" },
];

/**
 * The pictures (`/media/...`, the image optimiser) may be shown anywhere: in a lead's or a newsletter's email read in a
 * web mail client, a marketplace's listing of a feed, a dealer's own blog.
 */
export const MEDIA_RESOURCE_POLICY = { key: "Cross-Origin-Resource-Policy", value: "cross-origin" } as const;

/**
 * HSTS, sent only in production and only on a request that came over HTTPS (directly, or as TRUSTED_PROXY_HOPS
 * proxies of ours say): two years. No includeSubDomains: a dealer's own domain may have hosts that are not ours.
 */
export const STRICT_TRANSPORT_SECURITY = { key: "Strict-Transport-Security", value: "max-age=63072000" } as const;

/**
 * The Content-Security-Policy of the answers the platform's server writes itself (the front door's refusals, a 413, a
 * 429, a 500, the endpoints it answers without Next): short pages and JSON that run nothing and load nothing.
 */
export const SERVER_ANSWER_POLICY = "default-src 'none'; object-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
