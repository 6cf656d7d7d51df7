/**
 * Host name to tenant, as one pure function. A request's Host header picks the site:
 *  - a platform host itself (localhost, 127.0.0.1, or the configured root domain) shows the platform index;
 *  - `{slug}.{platform host}` is the site with that slug (`toyota.localhost:3000` locally);
 *  - any other host name is looked up among the sites' custom host names.
 */

export type HostMatch =
  | { kind: "platform" }
  | { kind: "subdomain"; slug: string }
  | { kind: "custom"; hostname: string }
  | { kind: "invalid" };

const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const HOSTNAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** Lower-cased host name without port or trailing dot; null when the header is not a host name. */
export function normaliseHostname(hostHeader: string | null | undefined): string | null {
  if (!hostHeader) return null;
  let host = hostHeader.trim().toLowerCase();
  if (host.startsWith("[")) return null; // IPv6 literals never name a site
  const colon = host.lastIndexOf(":");
  if (colon !== -1) {
    // A port a client could have connected to: 1..65535 ("localhost:0" and "localhost:99999" name no address).
    const port = host.slice(colon + 1);
    if (!/^[1-9]\d{0,4}$/.test(port) || Number(port) > 65535) return null;
    host = host.slice(0, colon);
  }
  if (host.endsWith(".")) host = host.slice(0, -1);
  return HOSTNAME.test(host) ? host : null;
}

export function matchHost(hostHeader: string | null | undefined, platformHosts: readonly string[]): HostMatch {
  const host = normaliseHostname(hostHeader);
  if (!host) return { kind: "invalid" };
  for (const platform of platformHosts) {
    if (host === platform) return { kind: "platform" };
    if (host.endsWith(`.${platform}`)) {
      const label = host.slice(0, -(platform.length + 1));
      return SLUG.test(label) ? { kind: "subdomain", slug: label } : { kind: "invalid" };
    }
  }
  return { kind: "custom", hostname: host };
}

/** The address of a site on a platform host, e.g. http://coastal-toyota.localhost:3000. */
export function siteOrigin(slug: string, platformHost: string, port: number | undefined, protocol = "http"): string {
  const defaultPort = protocol === "https" ? 443 : 80;
  const portPart = port && port !== defaultPort ? `:${port}` : "";
  return `${protocol}://${slug}.${platformHost}${portPart}`;
}
