/**
 * The insight report's rules (issue 36, "Insight"): which analytics events count as which figure, a figure's change
 * against the period before in numbers and in words, and a car's lead conversion (leads ÷ views).
 */
import { ANALYTICS_EVENTS } from "@/domain/analytics/analytics-events";

/** The figures the insight rollup counts from analytics events, each by one event id of the spec. */
export const INSIGHT_FIGURES = ["views", "searches", "phone", "saves"] as const;
export type InsightFigure = (typeof INSIGHT_FIGURES)[number];

/**
 * The event each figure counts: a car page's view (event 4, which the car page fires), a search page's view (49), a
 * phone reveal or call (25: the masked number's reveal fires it, and so does every call or text link), a watchlist
 * save (39, fired only when a car is saved, not when it is removed).
 */
export const INSIGHT_FIGURE_EVENTS: Readonly<Record<InsightFigure, number>> = {
  views: ANALYTICS_EVENTS.usedVehicleDetailView,
  searches: ANALYTICS_EVENTS.searchPageView,
  phone: ANALYTICS_EVENTS.phoneClick,
  saves: ANALYTICS_EVENTS.favouriteSave,
};

/** The figure an analytics event counts as, or null for an event the report does not count. */
export function insightFigureOf(eventId: number): InsightFigure | null {
  for (const figure of INSIGHT_FIGURES) if (INSIGHT_FIGURE_EVENTS[figure] === eventId) return figure;
  return null;
}

/** The figures' names as the report says them. */
export const INSIGHT_FIGURE_LABELS: Readonly<Record<InsightFigure, string>> = {
  views: "Car page views",
  searches: "Search views",
  phone: "Phone reveals",
  saves: "Watchlist saves",
};

/** How a figure moved against the period before. */
export interface Change {
  direction: "up" | "down" | "same" | "new";
  /** The change in whole per cent of the period before (rounded half away from zero); null where that was 0. */
  percent: number | null;
}

/** The change from `previous` to `current`: "new" when there was none before and some now, "same" when equal. */
export function changeOf(current: number, previous: number): Change {
  if (current === previous) return { direction: "same", percent: previous === 0 ? null : 0 };
  if (previous === 0) return { direction: "new", percent: null };
  const exact = ((current - previous) / previous) * 100;
  const percent = Math.sign(exact) * Math.round(Math.abs(exact));
  return { direction: current > previous ? "up" : "down", percent };
}

/** The change in words for a screen reader and the table's text: "up 25% on the period before (8)". */
export function changeInWords(current: number, previous: number): string {
  const change = changeOf(current, previous);
  const before = `the period before (${previous})`;
  switch (change.direction) {
    case "same":
      return `no change on ${before}`;
    case "new":
      return "new: none the period before";
    case "up":
      return `up ${change.percent}% on ${before}`;
    case "down":
      return `down ${Math.abs(change.percent ?? 0)}% on ${before}`;
  }
}

/** The arrow shown beside a change (hidden from screen readers: the words say it). */
export function changeArrow(change: Change): "↑" | "↓" | "→" | "★" {
  return change.direction === "up" ? "↑" : change.direction === "down" ? "↓" : change.direction === "same" ? "→" : "★";
}

/**
 * Lead conversion: leads ÷ views as a per cent to one decimal place, or null where there were no views (no rate to
 * speak of; a lead without a view, from a phone call's form, is still counted in leads).
 */
export function leadConversion(leads: number, views: number): number | null {
  if (views <= 0) return null;
  return Math.round((leads / views) * 1000) / 10;
}

/** Conversion in words: "2.5%", or "no views". */
export function conversionText(leads: number, views: number): string {
  const rate = leadConversion(leads, views);
  return rate === null ? "no views" : `${rate}%`;
}

/** The most cars the report's car table lists (the most viewed first). */
export const INSIGHT_CAR_ROWS = 50;

/** A lead kind as the report names it: the form's name in words ("test-drive" → "Test drive"); "" → "Other". */
export function leadKindLabel(kind: string): string {
  const words = kind.trim().replace(/[-_]+/g, " ");
  return words === "" ? "Other" : words.charAt(0).toUpperCase() + words.slice(1);
}
