/**
 * Listens for published site settings (channel `forecourt_sites`, payload: the site's id, sent by the console's publish
 * and roll back in src/server/data/site-settings.ts at commit) and drops what this process derived from that site's
 * settings: the site directory (re-read on the next request), the site's shell, promos, search index and cached pages. Every
 * server process runs one, so a publish shows in all of them on the next request, within a second.
 */
import "server-only";
import type { DatabaseHandle } from "@/server/db/client";
import { boundedCache } from "@/server/cache/caches";
import { invalidateCachedPages } from "@/server/cache/page-cache";
import { SITES_CHANNEL } from "@/server/data/site-settings";
import { logger } from "@/server/logger";
import { invalidateSearchIndexes } from "@/server/search/index-registry";

/** Drops this process's copies of the site's settings and everything made from them. */
export async function dropSiteSettingsCaches(siteId: number): Promise<void> {
  boundedCache("siteDirectory").clear();
  boundedCache("siteShell").delete(siteId);
  // The site's promos (search/search-rows.ts): a promo made, changed or deleted in the console shows at once.
  boundedCache("sitePromos").delete(siteId);
  invalidateSearchIndexes([siteId]);
  await invalidateCachedPages([siteId]);
}

export async function listenForSiteChanges(
  database: DatabaseHandle,
  /** What to drop for the site that changed: this process's caches by default. */
  drop: (siteId: number) => void | Promise<void> = dropSiteSettingsCaches,
): Promise<() => Promise<void>> {
  return database.listen(SITES_CHANNEL, (payload) => {
    const siteId = Number(payload);
    if (!Number.isSafeInteger(siteId) || siteId < 1) return;
    Promise.resolve(drop(siteId))
      .then(() => logger.debug({ site: siteId }, "site settings published: its caches and cached pages dropped"))
      .catch((error: unknown) => logger.warn({ err: error, site: siteId }, "site settings published: could not drop its cached pages"));
  });
}
