import "server-only";
import { config } from "@/server/config";
import { canonicalOrigin, forwardedHttps } from "./canonical-origin";

/**
 * The canonical origin of `site` (see canonicalOrigin) from a request's own headers. Free of `next/headers`, so
 * handlers that run outside Next's request scope (src/server/http/node-server/direct-routes.ts) can use it; site-origin.ts
 * gives it Next's headers.
 */
export function siteCanonicalOriginFor(site: { slug: string; hostnames: readonly string[] }, host: string, requestHeaders: { get(name: string): string | null }): string {
  const { PLATFORM_HOSTS, PUBLIC_PORT, PORT } = config();
  return canonicalOrigin(site, host, { platformHosts: PLATFORM_HOSTS, publicPort: PUBLIC_PORT ?? PORT, https: forwardedHttps(requestHeaders) });
}
