/**
 * Listens for the database's stock-change notifications (channel `forecourt_stock`, payload: the
 * dealership ids that changed, from the triggers in drizzle/0001_stock_change_notify.sql) and drops the
 * search indexes and the cached pages (cache/page-cache.ts) of every site that shows one of those dealerships.
 * Every server process runs one, so a change is visible in all of them on the next request, within a second.
 */
import "server-only";
import type { DatabaseHandle } from "@/server/db/client";
import { sitesShowingDealerships } from "@/server/data/sites";
import { systemScope } from "@/server/data/scope";
import { invalidateCachedPages } from "@/server/cache/page-cache";
import { logger } from "@/server/logger";
import { invalidateSearchIndexes } from "./index-registry";

export const STOCK_CHANNEL = "forecourt_stock";

/** A dealership's stock is shown by any number of sites: which, the listener asks across every site. */
const STOCK_LISTENER = systemScope("the stock-change listener: the sites that show the dealerships whose stock changed");

export async function listenForStockChanges(
  database: DatabaseHandle,
  /** What to drop for the sites that changed (every site's with none named): this process's indexes and pages by default. */
  drop: (siteIds?: readonly number[]) => void | Promise<void> = dropSiteCaches,
): Promise<() => Promise<void>> {
  return database.listen(STOCK_CHANNEL, (payload) => {
    const ids = payload.split(",").map(Number).filter((n) => Number.isInteger(n) && n > 0);
    if (ids.length === 0) return;
    sitesShowingDealerships(STOCK_LISTENER, ids, database.db)
      .then(async (sites) => {
        await drop(sites);
        logger.debug({ dealerships: ids, sites }, "stock changed: search indexes and cached pages dropped");
      })
      .catch(async (error: unknown) => {
        // When the sites cannot be told apart, dropping every index is always correct.
        await drop();
        logger.warn({ err: error }, "stock change: could not map dealerships to sites; dropped every search index and cached page");
      });
  });
}

function dropSiteCaches(siteIds?: readonly number[]): Promise<void> {
  invalidateSearchIndexes(siteIds);
  return invalidateCachedPages(siteIds);
}
