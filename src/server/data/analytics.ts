import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { analyticsEvents, vehicles } from "@/server/db/schema";
import { inScopeDealerships, type SiteScope } from "./scope";

export interface AnalyticsEventInput {
  eventId: number;
  label?: string | null;
  path?: string | null;
  vehicleId?: number | null;
  sessionId?: string | null;
  data?: Record<string, unknown>;
}

/**
 * Stores one event of the site. An event about a car must name one the site shows (its dealership's, not hidden
 * from dealer websites, as the car page requires): false, and nothing stored, when it does not.
 */
export async function recordAnalyticsEvent(scope: SiteScope, event: AnalyticsEventInput): Promise<boolean> {
  const db = await getDb();
  if (event.vehicleId != null) {
    const [shown] = await db
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(and(eq(vehicles.id, event.vehicleId), eq(vehicles.showOnDealerWebsite, true), inScopeDealerships(db, scope, vehicles.dealershipId)))
      .limit(1);
    if (!shown) return false;
  }
  await db.insert(analyticsEvents).values({
    siteId: scope.siteId,
    eventId: event.eventId,
    label: event.label ?? null,
    path: event.path ?? null,
    vehicleId: event.vehicleId ?? null,
    sessionId: event.sessionId ?? null,
    data: event.data ?? {},
  });
  return true;
}
