import "server-only";
import { eq, type Placeholder } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { siteDealerships } from "@/server/db/schema";

/**
 * The tenancy boundary of shared rows: the dealerships whose stock, locations, reviews and offers a site
 * shows, as a subquery. Every data-access function that reads dealership-owned rows filters through this,
 * given the site id the route resolved; nothing else decides what a site can see.
 */
export function dealershipsOfSite(db: Db, siteId: number | Placeholder) {
  return db
    .select({ id: siteDealerships.dealershipId })
    .from(siteDealerships)
    .where(eq(siteDealerships.siteId, siteId));
}
