/**
 * The demo's analytics: a modest, deterministic set of events over the DEMO_ANALYTICS_DAYS before the reference date
 * (car page views, search views, phone reveals with a car and without, watchlist saves), the insight rollups counted
 * from them (daily and monthly, as src/server/data/insight.ts's rebuildInsightCounts would count them), and each
 * car's platform view count (`vehicle_view_counts`: its seeded view events), so the console's stock table (the feed's
 * views plus the platform's) and its insight report (the events) tell one story: a car's views on the insight page
 * over any of those days are part of its views in the stock table. A few thousand events for the whole demo.
 */
import { ANALYTICS_EVENTS } from "@/domain/analytics/analytics-events";
import { insightFigureOf, type InsightFigure } from "@/domain/console/insight";
import { monthOf } from "@/domain/console/report-months";
import { REPORT_TIME_ZONE } from "@/domain/console/report-period";
import { isoDateIn } from "@/domain/vehicle-page/time";
import { Random } from "./random";

/** How far back the demo's events go. */
export const DEMO_ANALYTICS_DAYS = 60;

/** What the seed knows of a car when it plans its events. */
export interface SeededCar {
  id: number;
  dealershipId: number;
  slug: string;
  status: string;
  showOnDealerWebsite: boolean;
}

export interface DemoEvent {
  siteId: number;
  eventId: number;
  vehicleId: number | null;
  sessionId: string;
  path: string;
  createdAt: Date;
}

export interface RollupRow {
  siteId: number;
  figure: InsightFigure;
  vehicleId: number;
  dealershipId: number;
  count: number;
}

export interface DemoAnalytics {
  events: DemoEvent[];
  daily: Array<RollupRow & { day: string }>;
  monthly: Array<RollupRow & { month: string }>;
  /** The platform's view count per car: its view events on every site. */
  viewCounts: Array<{ vehicleId: number; views: number }>;
}

const WINDOW_SECONDS = DEMO_ANALYTICS_DAYS * 86_400;

/**
 * The events of each site for the cars it shows (its dealerships', shown on dealer websites, not sold), drawn per site
 * and car from the seed, so one car's events do not depend on the others', and the rows counted from them.
 */
export function demoAnalytics(seed: number, referenceDate: Date, sites: ReadonlyArray<{ id: number; dealershipIds: readonly number[] }>, cars: readonly SeededCar[]): DemoAnalytics {
  const root = new Random(seed).fork("analytics");
  const events: DemoEvent[] = [];
  const at = (rnd: Random) => new Date(referenceDate.getTime() - rnd.int(1, WINDOW_SECONDS) * 1000);
  const shown = cars.filter((c) => c.showOnDealerWebsite && c.status !== "sold");
  for (const site of sites) {
    const dealerships = new Set(site.dealershipIds);
    for (const car of shown) {
      if (!dealerships.has(car.dealershipId)) continue;
      const rnd = root.fork(`${site.id}:${car.id}`);
      // Most cars a view or two in the two months, some none, a few popular ones a dozen.
      const views = rnd.chance(0.55) ? 0 : rnd.int(1, 3) + (rnd.chance(0.08) ? rnd.int(3, 10) : 0);
      for (let i = 0; i < views; i++) {
        const sessionId = `demo-${site.id}-${car.id}-${i}`;
        const viewedAt = at(rnd);
        const path = `/cars/${car.slug}`;
        events.push({ siteId: site.id, eventId: ANALYTICS_EVENTS.usedVehicleDetailView, vehicleId: car.id, sessionId, path, createdAt: viewedAt });
        const later = new Date(Math.min(referenceDate.getTime() - 1000, viewedAt.getTime() + rnd.int(20, 600) * 1000));
        if (rnd.chance(0.05)) events.push({ siteId: site.id, eventId: ANALYTICS_EVENTS.phoneClick, vehicleId: car.id, sessionId, path, createdAt: later });
        if (rnd.chance(0.04)) events.push({ siteId: site.id, eventId: ANALYTICS_EVENTS.favouriteSave, vehicleId: car.id, sessionId, path, createdAt: later });
      }
    }
    // The site's search pages, and phone reveals from pages that name no car (the contact page, the header).
    const rnd = root.fork(`${site.id}:site`);
    const searches = rnd.int(3, 6) * DEMO_ANALYTICS_DAYS;
    for (let i = 0; i < searches; i++) events.push({ siteId: site.id, eventId: ANALYTICS_EVENTS.searchPageView, vehicleId: null, sessionId: `demo-${site.id}-s${i}`, path: "/search", createdAt: at(rnd) });
    const calls = rnd.int(DEMO_ANALYTICS_DAYS / 6, DEMO_ANALYTICS_DAYS / 3);
    for (let i = 0; i < calls; i++) events.push({ siteId: site.id, eventId: ANALYTICS_EVENTS.phoneClick, vehicleId: null, sessionId: `demo-${site.id}-p${i}`, path: "/contact", createdAt: at(rnd) });
  }
  events.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.siteId - b.siteId || a.sessionId.localeCompare(b.sessionId) || a.eventId - b.eventId);

  // The rollups, counted as the events' writer and rebuildInsightCounts count them.
  const dealershipOf = new Map(cars.map((c) => [c.id, c.dealershipId]));
  const daily = new Map<string, RollupRow & { day: string }>();
  const monthly = new Map<string, RollupRow & { month: string }>();
  const viewCounts = new Map<number, number>();
  const bump = <R extends RollupRow>(into: Map<string, R>, key: string, row: Omit<R, "count">) => {
    const have = into.get(key);
    if (have) have.count += 1;
    else into.set(key, { ...row, count: 1 } as R);
  };
  for (const e of events) {
    const figure = insightFigureOf(e.eventId);
    if (figure === null) continue;
    const day = isoDateIn(e.createdAt, REPORT_TIME_ZONE);
    const month = monthOf(day);
    const rows: Array<[number, number]> = [[0, 0]];
    if (e.vehicleId !== null) rows.push([e.vehicleId, dealershipOf.get(e.vehicleId) ?? 0]);
    for (const [vehicleId, dealershipId] of rows) {
      bump(daily, `${e.siteId}|${day}|${figure}|${vehicleId}`, { siteId: e.siteId, day, figure, vehicleId, dealershipId });
      bump(monthly, `${e.siteId}|${month}|${figure}|${vehicleId}|${dealershipId}`, { siteId: e.siteId, month, figure, vehicleId, dealershipId });
    }
    if (figure === "views" && e.vehicleId !== null) viewCounts.set(e.vehicleId, (viewCounts.get(e.vehicleId) ?? 0) + 1);
  }
  return {
    events,
    daily: [...daily.values()],
    monthly: [...monthly.values()],
    viewCounts: [...viewCounts].map(([vehicleId, views]) => ({ vehicleId, views })).sort((a, b) => a.vehicleId - b.vehicleId),
  };
}
