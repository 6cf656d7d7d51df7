import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { phoneReveals, vehicles } from "@/server/db/schema";
import { inScopeDealerships, type SiteScope } from "./scope";

/**
 * Records that a shopper revealed a masked dealer number for a car (spec 001 §7). The car must be one the site
 * shows (its dealership's, and not hidden from dealer websites, as the car page requires); its dealership is taken
 * from the car, not from what the browser sent. False when it is not.
 */
export async function recordPhoneReveal(scope: SiteScope, vehicleId: number): Promise<boolean> {
  const db = await getDb();
  const [car] = await db
    .select({ dealershipId: vehicles.dealershipId })
    .from(vehicles)
    .where(and(eq(vehicles.id, vehicleId), eq(vehicles.showOnDealerWebsite, true), inScopeDealerships(db, scope, vehicles.dealershipId)))
    .limit(1);
  if (!car) return false;
  await db.insert(phoneReveals).values({ siteId: scope.siteId, vehicleId, dealershipId: car.dealershipId });
  return true;
}
