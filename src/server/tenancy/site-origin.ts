import "server-only";
import { headers } from "next/headers";
import { config } from "@/server/config";
import { canonicalOrigin, forwardedHttps } from "./canonical-origin";

/**
 * The canonical origin of `site` for this request (see canonicalOrigin). `host` is the `[host]` route parameter:
 * the proxy (src/proxy.ts) is the one reader of the Host header, and puts the validated host name there.
 */
export async function siteCanonicalOrigin(site: { slug: string; hostnames: readonly string[] }, host: string): Promise<string> {
  const { PLATFORM_HOSTS, PUBLIC_PORT, PORT } = config();
  return canonicalOrigin(site, host, { platformHosts: PLATFORM_HOSTS, publicPort: PUBLIC_PORT ?? PORT, https: forwardedHttps(await headers()) });
}
