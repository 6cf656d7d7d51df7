import "server-only";
import { headers } from "next/headers";
import { siteCanonicalOriginFor } from "./request-origin";

/**
 * The canonical origin of `site` for this request (see canonicalOrigin). `host` is the `[host]` route parameter:
 * the proxy (src/proxy.ts) is the one reader of the Host header, and puts the validated host name there.
 */
export async function siteCanonicalOrigin(site: { slug: string; hostnames: readonly string[] }, host: string): Promise<string> {
  return siteCanonicalOriginFor(site, host, await headers());
}
