import "server-only";
import { asc, inArray } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { dealerships } from "@/server/db/schema";
import { dealershipsOfSite } from "./site-scope";

/** The site's dealerships (slug and name, by name): the forms' preferred-dealership select. */
export async function siteDealerships(siteId: number): Promise<Array<{ id: number; slug: string; name: string }>> {
  const db = await getDb();
  return db
    .select({ id: dealerships.id, slug: dealerships.slug, name: dealerships.name })
    .from(dealerships)
    .where(inArray(dealerships.id, dealershipsOfSite(db, siteId)))
    .orderBy(asc(dealerships.name));
}
