import "server-only";
import { asc } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { dealerships } from "@/server/db/schema";
import { inScopeDealerships, type SiteScope, type StaffScope } from "./scope";

/** The scope's dealerships (slug and name, by name): a site's forms' preferred-dealership select, a staff member's dealerships. */
export async function siteDealerships(scope: SiteScope | StaffScope): Promise<Array<{ id: number; slug: string; name: string }>> {
  const db = await getDb();
  return db
    .select({ id: dealerships.id, slug: dealerships.slug, name: dealerships.name })
    .from(dealerships)
    .where(inScopeDealerships(db, scope, dealerships.id))
    .orderBy(asc(dealerships.name));
}
