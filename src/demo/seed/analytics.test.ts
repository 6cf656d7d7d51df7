import { describe, expect, it } from "vitest";
import { ANALYTICS_EVENTS } from "@/domain/analytics/analytics-events";
import { insightFigureOf } from "@/domain/console/insight";
import { monthOf } from "@/domain/console/report-months";
import { REPORT_TIME_ZONE } from "@/domain/console/report-period";
import { isoDateIn } from "@/domain/vehicle-page/time";
import { DEMO_ANALYTICS_DAYS, demoAnalytics, type SeededCar } from "./analytics";

const REFERENCE = new Date("2026-03-10T00:00:00Z");
const cars: SeededCar[] = Array.from({ length: 400 }, (_, i) => ({
  id: i + 1,
  dealershipId: 1 + (i % 4),
  slug: `car-${i + 1}`,
  status: i % 10 === 0 ? "sold" : "in_stock",
  showOnDealerWebsite: i % 25 !== 0,
}));
const sites = [
  { id: 1, dealershipIds: [1, 2] },
  { id: 2, dealershipIds: [2, 3] },
  { id: 3, dealershipIds: [4] },
];

describe("the demo's analytics", () => {
  const a = demoAnalytics(7, REFERENCE, sites, cars);

  it("is the same for the same seed, and another seed's differs", () => {
    expect(demoAnalytics(7, REFERENCE, sites, cars)).toEqual(a);
    expect(demoAnalytics(8, REFERENCE, sites, cars).events).not.toEqual(a.events);
  });

  it("stays modest and inside the last days before the reference date, each car event on a site showing that car", () => {
    expect(a.events.length).toBeGreaterThan(500);
    expect(a.events.length).toBeLessThan(4000);
    const oldest = REFERENCE.getTime() - DEMO_ANALYTICS_DAYS * 86_400_000;
    for (const e of a.events) {
      expect(e.createdAt.getTime()).toBeGreaterThanOrEqual(oldest);
      expect(e.createdAt.getTime()).toBeLessThan(REFERENCE.getTime());
      if (e.vehicleId !== null) {
        const car = cars[e.vehicleId - 1]!;
        expect(sites.find((s) => s.id === e.siteId)!.dealershipIds).toContain(car.dealershipId);
        expect(car.showOnDealerWebsite && car.status !== "sold").toBe(true);
      }
    }
    const kinds = new Set(a.events.map((e) => e.eventId));
    expect([...kinds].sort((x, y) => x - y)).toEqual([ANALYTICS_EVENTS.usedVehicleDetailView, ANALYTICS_EVENTS.phoneClick, ANALYTICS_EVENTS.favouriteSave, ANALYTICS_EVENTS.searchPageView].sort((x, y) => x - y));
  });

  it("counts the rollups from the events: a site total and a car row per Sydney day, the months the sums of their days", () => {
    const sum = (rows: Array<{ count: number }>) => rows.reduce((n, r) => n + r.count, 0);
    const counted = a.events.filter((e) => insightFigureOf(e.eventId) !== null);
    expect(sum(a.daily.filter((r) => r.vehicleId === 0))).toBe(counted.length);
    expect(sum(a.daily.filter((r) => r.vehicleId !== 0))).toBe(counted.filter((e) => e.vehicleId !== null).length);
    const first = counted.find((e) => e.vehicleId !== null)!;
    const day = isoDateIn(first.createdAt, REPORT_TIME_ZONE);
    const same = counted.filter((e) => e.siteId === first.siteId && e.vehicleId === first.vehicleId && e.eventId === first.eventId && isoDateIn(e.createdAt, REPORT_TIME_ZONE) === day);
    expect(a.daily.find((r) => r.siteId === first.siteId && r.day === day && r.vehicleId === first.vehicleId && r.figure === insightFigureOf(first.eventId))).toMatchObject({ count: same.length, dealershipId: cars[first.vehicleId! - 1]!.dealershipId });
    const byMonth = new Map<string, number>();
    for (const r of a.daily) {
      const key = `${r.siteId}|${monthOf(r.day)}|${r.figure}|${r.vehicleId}|${r.dealershipId}`;
      byMonth.set(key, (byMonth.get(key) ?? 0) + r.count);
    }
    expect(new Map(a.monthly.map((r) => [`${r.siteId}|${r.month}|${r.figure}|${r.vehicleId}|${r.dealershipId}`, r.count]))).toEqual(byMonth);
  });

  it("gives each car the platform view count of its view events, on every site showing it", () => {
    const views = a.events.filter((e) => e.eventId === ANALYTICS_EVENTS.usedVehicleDetailView);
    expect(a.viewCounts.reduce((n, r) => n + r.views, 0)).toBe(views.length);
    const shared = a.viewCounts.find((r) => cars[r.vehicleId - 1]!.dealershipId === 2)!; // shown on sites 1 and 2
    expect(shared.views).toBe(views.filter((e) => e.vehicleId === shared.vehicleId).length);
  });
});
