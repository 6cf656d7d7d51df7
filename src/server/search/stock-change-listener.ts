/**
 * Listens for the database's stock-change notifications (channel `forecourt_stock`, payload: the
 * dealership ids that changed, from the triggers in drizzle/0001_stock_change_notify.sql) and drops the
 * search indexes of every site that shows one of those dealerships. Every server process runs one, so a
 * change is visible in all of them on the next search, within a second.
 */
import "server-only";
import type { DatabaseHandle } from "@/server/db/client";
import { sitesShowingDealerships } from "@/server/data/sites";
import { logger } from "@/server/logger";
import { invalidateSearchIndexes } from "./index-registry";

export const STOCK_CHANNEL = "forecourt_stock";

export async function listenForStockChanges(database: DatabaseHandle): Promise<() => Promise<void>> {
  return database.listen(STOCK_CHANNEL, (payload) => {
    const ids = payload.split(",").map(Number).filter((n) => Number.isInteger(n) && n > 0);
    if (ids.length === 0) return;
    sitesShowingDealerships(ids, database.db)
      .then((sites) => {
        invalidateSearchIndexes(sites);
        logger.debug({ dealerships: ids, sites }, "stock changed: search indexes dropped");
      })
      .catch((error: unknown) => {
        // When the sites cannot be told apart, dropping every index is always correct.
        invalidateSearchIndexes();
        logger.warn({ err: error }, "stock change: could not map dealerships to sites; dropped every search index");
      });
  });
}
