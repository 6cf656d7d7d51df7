import "server-only";
import { cache } from "react";
import { invalidate } from "@/server/cache/memo";
import { config } from "@/server/config";
import { matchHost } from "@/server/tenancy/host";
import { loadSites, SiteDirectory, type Site } from "./site-store";

/**
 * Host to site, once per request (React `cache`), from an in-process directory of all sites that is
 * re-read from the database at most every REFRESH_MS. Pages and route handlers receive the Site and pass
 * its id to the data layer; nothing below this re-derives the tenant.
 */
const REFRESH_MS = 15_000;
const key = Symbol.for("forecourt.siteDirectory");
type Holder = typeof globalThis & { [key]?: { loadedAt: number; directory: Promise<SiteDirectory> } };

async function directory(): Promise<SiteDirectory> {
  const holder = globalThis as Holder;
  const now = Date.now();
  const current = holder[key];
  if (current && now - current.loadedAt < REFRESH_MS) return current.directory;
  const next = (async () => new SiteDirectory(await loadSites()))();
  holder[key] = { loadedAt: now, directory: next };
  try {
    return await next;
  } catch (error) {
    // Keep serving the last good directory if a refresh fails; a first load failure propagates.
    if (current) {
      holder[key] = current;
      return current.directory;
    }
    holder[key] = undefined;
    throw error;
  }
}

/** Drops the cached directory and what was derived from it (after a site or host name changes). */
export function invalidateSites(): void {
  (globalThis as Holder)[key] = undefined;
  invalidate("site-shell:");
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

/** All sites, for the platform index. */
export async function listSites(): Promise<readonly Site[]> {
  return (await directory()).all;
}
