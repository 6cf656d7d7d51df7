import "server-only";
import { matchHost } from "./host";

/**
 * The origin a site's absolute links (canonical URLs, Open Graph, the sitemap, robots.txt, the car PDF) use, from the
 * platform's configuration and the site's own host names, never from what the request claims. A request that reached
 * the site through one of its own host names is answered with the primary one, over HTTPS; a request through a
 * platform subdomain (coastal-toyota.localhost, a preview) keeps that host name, with the platform's public port
 * (PUBLIC_PORT, else PORT), so links work there too.
 *
 * `host` is the request's host name as the proxy validated it (no port, lower case); `https` whether the visitor
 * came over HTTPS (see forwardedHttps).
 */
export function canonicalOrigin(
  site: { slug: string; hostnames: readonly string[] },
  host: string,
  platform: { platformHosts: readonly string[]; publicPort: number; https: boolean },
): string {
  const primary = site.hostnames[0];
  const match = matchHost(host, platform.platformHosts);
  if (primary && (match.kind !== "subdomain" || site.hostnames.includes(host))) return `https://${primary}`;
  const protocol = platform.https ? "https" : "http";
  const name = match.kind === "subdomain" ? host : `${site.slug}.${platform.platformHosts[0] ?? "localhost"}`;
  const defaultPort = platform.https ? 443 : 80;
  return `${protocol}://${name}${platform.publicPort === defaultPort || platform.publicPort === 0 ? "" : `:${platform.publicPort}`}`;
}

/**
 * Whether the visitor reached the platform over HTTPS: the first `X-Forwarded-Proto` value. The platform's listener
 * leaves one value there, the connection's own scheme or, behind TRUSTED_PROXY_HOPS proxies, theirs
 * (src/server/http/node-server/client-address.ts `clientScheme`), never one the visitor wrote.
 */
export function forwardedHttps(headers: { get(name: string): string | null }): boolean {
  return headers.get("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase() === "https";
}


/**
 * Whether a cookie set in answer to `request` is `Secure`: always in production (where the platform is reached over
 * HTTPS, whatever a misconfigured proxy says; browsers keep a Secure cookie from http://localhost too), and on any
 * request that came over HTTPS. The staff cookies follow the same rule (better-auth's `useSecureCookies`).
 */
export function secureCookieFor(request: Request, production = process.env.NODE_ENV === "production"): boolean {
  return production || forwardedHttps(request.headers) || new URL(request.url).protocol === "https:";
}
