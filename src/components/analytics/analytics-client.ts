"use client";
import type { AnalyticsEventId } from "@/domain/analytics/analytics-events";

declare global {
  interface Window {
    dataLayer?: Array<Record<string, unknown>>;
  }
}

export interface TrackOptions {
  label?: string;
  vehicleId?: number;
  data?: Record<string, unknown>;
}

/**
 * Records an analytics event: pushed to `window.dataLayer` (for a tag manager) and sent to the site's
 * /api/analytics, which stores it per site. Never throws and never blocks the page.
 */
export function trackEvent(eventId: AnalyticsEventId, options: TrackOptions = {}): void {
  if (typeof window === "undefined") return;
  const entry = { event: "forecourt_event", eventId, label: options.label ?? null, vehicleId: options.vehicleId ?? null, ...options.data };
  (window.dataLayer ??= []).push(entry);
  const body = JSON.stringify({ eventId, label: options.label, vehicleId: options.vehicleId, path: window.location.pathname + window.location.search, data: options.data });
  try {
    const sent = typeof navigator.sendBeacon === "function" && navigator.sendBeacon("/api/analytics", new Blob([body], { type: "application/json" }));
    if (!sent) void fetch("/api/analytics", { method: "POST", body, headers: { "content-type": "application/json" }, keepalive: true }).catch(reportFailure);
  } catch (error) {
    reportFailure(error);
  }
}

function reportFailure(error: unknown): void {
  console.warn("analytics event not sent", error);
}
