import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_ANALYTICS_DAYS } from "@/demo/seed/analytics";
import { dayAfter, REPORT_TIME_ZONE } from "@/domain/console/report-period";
import { isoDateIn } from "@/domain/vehicle-page/time";
import { rebuildInsightCounts } from "@/server/data/insight";
import { systemScope } from "@/server/data/scope";
import { seedDemoStaff, signedInStaff } from "@/test/console-staff";
import { seededDemo } from "@/test/seeded-demo";
import { insightReport } from "./insight-report";
import { stockCarView } from "./stock";

const NOW = new Date();
const demo = seededDemo({ seed: 29, vehicles: 200, referenceDate: NOW });
const TODAY = isoDateIn(NOW, REPORT_TIME_ZONE);
const FIRST = isoDateIn(new Date(NOW.getTime() - DEMO_ANALYTICS_DAYS * 86_400_000), REPORT_TIME_ZONE);

beforeAll(async () => {
  await seedDemoStaff();
});

describe("the demo's insight figures", () => {
  it("are stored in both rollups exactly as a recount of the demo's events gives them", async () => {
    const days = () => demo.db.query("select site_id, day::text, figure, vehicle_id, dealership_id, count from insight_daily_counts order by 1, 2, 3, 4");
    const months = () => demo.db.query("select site_id, month::text, figure, vehicle_id, dealership_id, count from insight_monthly_counts order by 1, 2, 3, 4, 5");
    const seeded = [await days(), await months()];
    expect(seeded[0]!.length).toBeGreaterThan(100);
    await rebuildInsightCounts(systemScope("the demo insight test's recount"), FIRST, dayAfter(TODAY));
    expect([await days(), await months()]).toEqual(seeded);
  });

  it("show the owner's cars viewed, each car's views part of the views the stock table shows for it", async () => {
    const { staff } = await signedInStaff("owner@southerncross.demo");
    const report = (await insightReport(staff, { from: FIRST, to: TODAY }, { now: NOW }))!;
    expect(report.totals.figures.views.current).toBeGreaterThan(20);
    expect(report.totals.figures.searches?.current).toBeGreaterThan(20);
    expect(report.cars.length).toBeGreaterThan(5);
    // The platform's own count of a car's views is its viewed events (on every site): the stock table adds it to the feed's.
    const platform = new Map(
      (await demo.db.query<{ vehicle_id: number; views: number; feed: number; events: number }>(
        "select c.vehicle_id, c.views, v.views as feed, (select count(*)::int from analytics_events e where e.vehicle_id = c.vehicle_id and e.event_id = 4) as events from vehicle_view_counts c join vehicles v on v.id = c.vehicle_id",
      )).map((r) => [r.vehicle_id, r]),
    );
    for (const car of report.cars.slice(0, 10)) {
      const counted = platform.get(car.id)!;
      expect(counted.views).toBe(counted.events);
      const shown = await stockCarView(staff, car.id, NOW);
      expect(shown.ok && shown.value.views).toBe(counted.feed + counted.views);
      expect(car.figures.views.current).toBeLessThanOrEqual(counted.views);
    }
  });
});
