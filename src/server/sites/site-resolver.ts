import "server-only";
import { cache } from "react";
import { boundedCache, cached } from "@/server/cache/caches";
import { invalidateCachedPages, noteSiteVersions } from "@/server/cache/page-cache";
import { config } from "@/server/config";
import { matchHost } from "@/server/tenancy/host";
import { loadSites, SiteDirectory, type Site } from "./site-store";

/**
 * Host to site, once per request (React `cache`), from an in-process directory of all sites that is
 * re-read from the database at most every 15 s (`siteDirectory` in cache/caches.ts; a failed re-read keeps
 * the last good directory). Pages and route handlers receive the Site and pass its id to the data layer;
 * nothing below this re-derives the tenant.
 */
function directory(): Promise<SiteDirectory> {
  return cached(boundedCache<"all", SiteDirectory>("siteDirectory"), "all", async () => {
    const sites = await loadSites();
    // A site whose settings, theme, name or host names changed since the last read: its cached pages go.
    noteSiteVersions(sites.map((site) => ({ id: site.id, version: JSON.stringify(site) })));
    return new SiteDirectory(sites);
  });
}

/** Drops the cached directory and what was derived from it (after a site or host name changes). */
export function invalidateSites(): void {
  boundedCache("siteDirectory").clear();
  boundedCache("siteShell").clear();
  void invalidateCachedPages();
}

/** The site the rewritten `[host]` segment names, or null for an unknown host. */
export const resolveSite = cache(async (hostParam: string): Promise<Site | null> => {
  const match = matchHost(hostParam, config().PLATFORM_HOSTS);
  const sites = await directory();
  switch (match.kind) {
    case "subdomain":
      return sites.slug(match.slug) ?? null;
    case "custom":
      return sites.hostname(match.hostname) ?? null;
    default:
      return null;
  }
});

/** An active site by id (the delivery worker's way to a lead's site), or null. */
export async function siteById(id: number): Promise<Site | null> {
  return (await directory()).id(id) ?? null;
}

/** All sites, for the platform index. */
export async function listSites(): Promise<readonly Site[]> {
  return (await directory()).all;
}
