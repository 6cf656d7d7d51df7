import "server-only";
import { getDb } from "@/server/db/client";
import { analyticsEvents } from "@/server/db/schema";

export interface AnalyticsEventInput {
  eventId: number;
  label?: string | null;
  path?: string | null;
  vehicleId?: number | null;
  sessionId?: string | null;
  data?: Record<string, unknown>;
}

export async function recordAnalyticsEvent(siteId: number, event: AnalyticsEventInput): Promise<void> {
  const db = await getDb();
  await db.insert(analyticsEvents).values({
    siteId,
    eventId: event.eventId,
    label: event.label ?? null,
    path: event.path ?? null,
    vehicleId: event.vehicleId ?? null,
    sessionId: event.sessionId ?? null,
    data: event.data ?? {},
  });
}
