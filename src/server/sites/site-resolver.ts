import "server-only";
import { cache } from "react";
import { boundedCache, cached } from "@/server/cache/caches";
import { privateRender } from "@/server/cache/private-render";
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

/**
 * The site as this request sees it: the live site, but in a staff member's draft preview of it (private-render.ts,
 * started only by the platform's listener after it checked the staff session) the draft's settings and theme.
 */
function asRendered(site: Site | undefined): Site | null {
  if (!site) return null;
  const preview = privateRender()?.sitePreview;
  return preview && preview.siteId === site.id ? { ...site, settings: preview.settings, theme: preview.theme } : site;
}

/** The site the rewritten `[host]` segment names, or null for an unknown host. */
export const resolveSite = cache(async (hostParam: string): Promise<Site | null> => {
  const match = matchHost(hostParam, config().PLATFORM_HOSTS);
  const sites = await directory();
  switch (match.kind) {
    case "subdomain":
      return asRendered(sites.slug(match.slug));
    case "custom":
      return asRendered(sites.hostname(match.hostname));
    default:
      return null;
  }
});

/** An active site by id (the delivery worker's way to a lead's site), or null. */
export async function siteById(id: number): Promise<Site | null> {
  return asRendered((await directory()).id(id));
}

/** All sites, for the platform index. */
export async function listSites(): Promise<readonly Site[]> {
  return (await directory()).all;
}
