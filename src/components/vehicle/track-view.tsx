"use client";

import { useEffect } from "react";
import { trackEvent } from "@/components/analytics/analytics-client";
import type { AnalyticsEventId } from "@/domain/analytics/analytics-events";

/** Fires an analytics event once when the page is shown (e.g. 4 for a used vehicle detail view). */
export function TrackView({ eventId, label, vehicleId }: { eventId: AnalyticsEventId; label?: string; vehicleId?: number }) {
  useEffect(() => {
    trackEvent(eventId, { label, vehicleId });
  }, [eventId, label, vehicleId]);
  return null;
}
