import { beforeAll, describe, expect, it } from "vitest";
import { ANALYTICS_EVENTS } from "@/domain/analytics/analytics-events";
import { dayAfter, REPORT_TIME_ZONE } from "@/domain/console/report-period";
import { isoDateIn } from "@/domain/vehicle-page/time";
import { recordAnalyticsEvent } from "@/server/data/analytics";
import { rebuildInsightCounts } from "@/server/data/insight";
import { siteScope, systemScope } from "@/server/data/scope";
import { seedDemoStaff, signedInStaff } from "@/test/console-staff";
import { seededDemo } from "@/test/seeded-demo";
import { parse } from "csv-parse/sync";
import { insightCsvRows, insightReport, type InsightReport } from "./insight-report";
import type { ConsoleStaff } from "./staff-session";

const demo = seededDemo({ seed: 41, vehicles: 160 });

const NOW = new Date();
const DAY = 86_400_000;
const TODAY = isoDateIn(NOW, REPORT_TIME_ZONE);
const TEN_DAYS_AGO = new Date(NOW.getTime() - 10 * DAY);
const PREVIOUS_DAY = isoDateIn(TEN_DAYS_AGO, REPORT_TIME_ZONE);
/** The last ten days, today included: ten days ago is in the period before. */
const PERIOD = { from: isoDateIn(new Date(NOW.getTime() - 9 * DAY), REPORT_TIME_ZONE), to: TODAY };
const REBUILD = systemScope("the insight test's recount of the rollup");

/** Per site: two cars of its dealerships (each car picked for one site only) and their dealerships. */
interface Plan {
  siteId: number;
  carA: number;
  dealershipA: number;
  carB: number;
  dealershipB: number;
}
let plans: Plan[] = [];

/**
 * Every site, today through the events' writer: car A viewed 3 times, car B once, 2 searches, a phone reveal on car A
 * and one with no car, a save of car A; an enquiry lead on car A and a test-drive lead naming no car. Ten days ago
 * (stored as raw events, then recounted): car A viewed twice, and an enquiry on car A.
 */
beforeAll(async () => {
  await seedDemoStaff();
  const db = demo.db;
  await db.query("delete from leads");
  await db.query("delete from analytics_events");
  await db.query("delete from insight_daily_counts");
  const taken = new Set<number>();
  for (const site of demo.sites) {
    const cars = await db.query<{ id: number; dealership_id: number }>(
      "select v.id, v.dealership_id from vehicles v join site_dealerships sd on sd.dealership_id = v.dealership_id where sd.site_id = $1 and v.show_on_dealer_website order by v.id",
      [site.id],
    );
    const free = cars.filter((c) => !taken.has(c.id));
    if (free.length < 2) continue;
    const [a, b] = [free[0]!, free[1]!];
    taken.add(a.id).add(b.id);
    plans.push({ siteId: site.id, carA: a.id, dealershipA: a.dealership_id, carB: b.id, dealershipB: b.dealership_id });
  }
  expect(plans.length).toBeGreaterThan(3);
  for (const plan of plans) {
    const scope = siteScope({ id: plan.siteId });
    const events: Array<{ eventId: number; vehicleId?: number }> = [
      ...Array.from({ length: 3 }, () => ({ eventId: ANALYTICS_EVENTS.usedVehicleDetailView, vehicleId: plan.carA })),
      { eventId: ANALYTICS_EVENTS.usedVehicleDetailView, vehicleId: plan.carB },
      { eventId: ANALYTICS_EVENTS.searchPageView },
      { eventId: ANALYTICS_EVENTS.searchPageView },
      { eventId: ANALYTICS_EVENTS.phoneClick, vehicleId: plan.carA },
      { eventId: ANALYTICS_EVENTS.phoneClick },
      { eventId: ANALYTICS_EVENTS.favouriteSave, vehicleId: plan.carA },
      // Not a figure of the report.
      { eventId: ANALYTICS_EVENTS.print, vehicleId: plan.carA },
    ];
    for (const event of events) expect(await recordAnalyticsEvent(scope, event)).toBe(true);
    for (let i = 0; i < 2; i++) await db.query("insert into analytics_events (site_id, event_id, vehicle_id, created_at) values ($1, 4, $2, $3)", [plan.siteId, plan.carA, TEN_DAYS_AGO.toISOString()]);
    await db.query("insert into leads (site_id, dealership_id, vehicle_id, category, kind, created_at) values ($1, $2, $3, 'General Enquiry', 'enquiry', $4), ($1, $2, $3, 'General Enquiry', 'enquiry', $5), ($1, null, null, 'Test Drive', 'test-drive', $4)", [
      plan.siteId,
      plan.dealershipA,
      plan.carA,
      NOW.toISOString(),
      TEN_DAYS_AGO.toISOString(),
    ]);
  }
  await rebuildInsightCounts(REBUILD, PREVIOUS_DAY, dayAfter(PREVIOUS_DAY));
});

async function reportOf(staff: ConsoleStaff, narrow: { site?: number; dealership?: number; car?: number } = {}): Promise<InsightReport> {
  const report = await insightReport(staff, { ...PERIOD, ...narrow }, { now: NOW });
  if (!report) throw new Error("no report");
  return report;
}

/** What a member should see: the planned figures of their sites, and of their dealerships' cars. */
function expected(staff: ConsoleStaff) {
  const sites = plans.filter((p) => staff.scope.siteIds.includes(p.siteId));
  const dealerships = new Map<number, number>();
  const mine = (id: number) => staff.scope.dealershipIds.includes(id);
  for (const p of sites) {
    if (mine(p.dealershipA)) dealerships.set(p.dealershipA, (dealerships.get(p.dealershipA) ?? 0) + 3);
    if (mine(p.dealershipB)) dealerships.set(p.dealershipB, (dealerships.get(p.dealershipB) ?? 0) + 1);
  }
  return { n: sites.length, siteIds: sites.map((p) => p.siteId).sort(), dealerships, cars: sites.filter((p) => mine(p.dealershipA)).map((p) => p.carA).sort() };
}

describe("the insight report", () => {
  it("counts each figure of the member's sites against the period before, with leads by kind, per day and per level", async () => {
    const { staff } = await signedInStaff("owner@southerncross.demo");
    const report = await reportOf(staff);
    const { n, siteIds, dealerships, cars } = expected(staff);
    expect(n).toBeGreaterThan(0);
    expect(report.period.days).toBe(10);
    expect(report.totals.figures).toEqual({ views: { current: 4 * n, previous: 2 * n }, searches: { current: 2 * n, previous: 0 }, phone: { current: 2 * n, previous: 0 }, saves: { current: n, previous: 0 } });
    expect(report.totals.leads).toEqual({ current: 2 * n, previous: n });
    expect(report.totals.conversion).toEqual({ current: 50, previous: 50 });
    expect(report.leadsByKind.map(({ label, current, previous }) => ({ label, current, previous }))).toEqual([
      { label: "Enquiry", current: n, previous: n },
      { label: "Test drive", current: n, previous: 0 },
    ]);
    expect(report.days).toHaveLength(10);
    expect(report.days.at(-1)).toEqual({ day: TODAY, views: 4 * n, searches: 2 * n, phone: 2 * n, saves: n, leads: 2 * n });
    expect(report.days.slice(0, -1).every((d) => d.views + d.searches + d.phone + d.saves + d.leads === 0)).toBe(true);

    expect(report.sites.map((s) => s.id).sort()).toEqual(siteIds);
    for (const site of report.sites) {
      expect(site.figures.views).toEqual({ current: 4, previous: 2 });
      expect(site.figures.searches).toEqual({ current: 2, previous: 0 });
      expect(site.leads).toEqual({ current: 2, previous: 1 });
      expect(site.href).toBe(`/console/reports/insight?from=${PERIOD.from}&to=${PERIOD.to}&site=${site.id}`);
    }
    expect(new Map(report.dealerships.map((d) => [d.id, d.figures.views.current]))).toEqual(dealerships);
    expect(report.dealerships.every((d) => d.figures.searches === null)).toBe(true);
    // Car A of each site: viewed 3 times (2 before), a phone reveal and a save; 1 lead of 3 views (1 of 2 before).
    const carA = report.cars.filter((c) => cars.includes(c.id));
    expect(carA.map((c) => c.id).sort()).toEqual(cars);
    for (const car of carA) {
      expect(car.figures).toEqual({ views: { current: 3, previous: 2 }, searches: null, phone: { current: 1, previous: 0 }, saves: { current: 1, previous: 0 } });
      expect(car.leads).toEqual({ current: 1, previous: 1 });
      expect(car.conversion).toEqual({ current: 33.3, previous: 50 });
    }
    expect(report.cars[0]?.figures.views.current).toBe(3); // the most viewed first
  });

  it("narrows to one site, one dealership or one car, and refuses one the member may not see", async () => {
    const { staff } = await signedInStaff("owner@southerncross.demo");
    const plan = plans.find((p) => staff.scope.siteIds.includes(p.siteId) && staff.scope.dealershipIds.includes(p.dealershipA))!;
    const site = await reportOf(staff, { site: plan.siteId });
    expect(site.focus).toEqual({ level: "site", siteId: plan.siteId });
    expect(site.totals.figures.views).toEqual({ current: 4, previous: 2 });
    expect(site.sites.map((s) => s.id)).toEqual([plan.siteId]);
    expect(site.totals.leads).toEqual({ current: 2, previous: 1 });

    const car = await reportOf(staff, { car: plan.carA });
    expect(car.totals.figures).toEqual({ views: { current: 3, previous: 2 }, searches: null, phone: { current: 1, previous: 0 }, saves: { current: 1, previous: 0 } });
    expect(car.totals.leads).toEqual({ current: 1, previous: 1 });
    expect(car.sites).toEqual([]);
    expect(car.cars.map((c) => c.id)).toEqual([plan.carA]);
    expect(car.days.at(-1)).toMatchObject({ views: 3, searches: 0, phone: 1, saves: 1, leads: 1 });

    const dealership = await reportOf(staff, { dealership: plan.dealershipA });
    const { dealerships } = expected(staff);
    expect(dealership.totals.figures.views.current).toBe(dealerships.get(plan.dealershipA));
    expect(dealership.dealerships.map((d) => d.id)).toEqual([plan.dealershipA]);

    const other = plans.find((p) => !staff.scope.siteIds.includes(p.siteId) && !staff.scope.dealershipIds.includes(p.dealershipA))!;
    expect(other).toBeDefined();
    expect(await insightReport(staff, { ...PERIOD, site: other.siteId }, { now: NOW })).toBeNull();
    expect(await insightReport(staff, { ...PERIOD, car: other.carA }, { now: NOW })).toBeNull();
    expect(await insightReport(staff, { ...PERIOD, dealership: other.dealershipA }, { now: NOW })).toBeNull();
  });

  it("covers each member's own sites and dealerships: owner, manager, sales, another group's owner, the platform admin", async () => {
    const owner = (await signedInStaff("owner@southerncross.demo")).staff;
    const manager = (await signedInStaff("manager@southerncross.demo")).staff;
    const sales = (await signedInStaff("sales@southerncross.demo")).staff;
    const other = (await signedInStaff("owner@coastal.demo")).staff;
    const admin = (await signedInStaff("admin@forecourt.demo")).staff;
    const ownerSites = new Set(owner.scope.siteIds);
    for (const member of [owner, manager, sales, other, admin]) {
      const report = await reportOf(member);
      const { n, siteIds, dealerships, cars } = expected(member);
      expect(report.totals.figures.views).toEqual({ current: 4 * n, previous: 2 * n });
      expect(report.totals.leads).toEqual({ current: 2 * n, previous: n });
      expect(report.sites.filter((s) => s.figures.views.current > 0).map((s) => s.id).sort()).toEqual(siteIds);
      expect(new Map(report.dealerships.map((d) => [d.id, d.figures.views.current]))).toEqual(dealerships);
      for (const d of report.dealerships) expect(member.scope.dealershipIds).toContain(d.id);
      for (const car of cars) expect(report.cars.map((c) => c.id)).toContain(car);
      if (member === manager || member === sales) for (const id of member.scope.siteIds) expect(ownerSites.has(id)).toBe(true);
    }
    const theirs = expected(other);
    expect(theirs.n).toBeGreaterThan(0);
    for (const id of theirs.siteIds) expect(ownerSites.has(id)).toBe(false);
    expect(expected(admin).n).toBe(plans.length);
  });

  it("keeps the rollup exactly as a recount of the events would", async () => {
    const rows = () => demo.db.query<Record<string, unknown>>("select site_id, day::text, figure, vehicle_id, dealership_id, count from insight_daily_counts order by site_id, day, figure, vehicle_id");
    const written = await rows();
    expect(written.length).toBeGreaterThan(plans.length * 4);
    await rebuildInsightCounts(REBUILD, PREVIOUS_DAY, dayAfter(TODAY));
    expect(await rows()).toEqual(written);
  });

  it("exports the tables as CSV, and the export route names a bad field with a 400, another group's site a 404, signed out a 401", async () => {
    const { staff, cookie } = await signedInStaff("owner@southerncross.demo");
    const rows = insightCsvRows(await reportOf(staff));
    const { n } = expected(staff);
    expect(rows[0]?.slice(0, 4)).toEqual(["Level", "Name", "Car page views", "Car page views (period before)"]);
    expect(rows[1]).toEqual(["Total", "All your sites", String(4 * n), String(2 * n), String(2 * n), "0", String(2 * n), "0", String(n), "0", String(2 * n), String(n), "50", "50"]);
    expect(rows.filter((r) => r[0] === "Site")).toHaveLength(staff.scope.siteIds.length);
    expect(rows.filter((r) => r[0] === "Car").every((r) => r[4] === "" && r[5] === "")).toBe(true); // searches have no car

    process.env.DATA_DIR ??= (await import("node:fs")).mkdtempSync((await import("node:path")).join((await import("node:os")).tmpdir(), "insight-report-"));
    const { GET } = await import("@/app/(console)/console/(staff)/reports/insight/export/route");
    const url = "http://localhost:3000/console/reports/insight/export";
    expect((await GET(new Request(url))).status).toBe(401);
    for (const [query, field] of [["from=yesterday", "from"], ["car=0x10", "car"], ["site=1&car=2", "car"], ["colour=red", "colour"]] as const) {
      const bad = await GET(new Request(`${url}?${query}`, { headers: { cookie } }));
      expect([query, bad.status]).toEqual([query, 400]);
      expect(((await bad.json()) as { error: { field: string } }).error.field).toBe(field);
    }
    const foreign = plans.find((p) => !staff.scope.siteIds.includes(p.siteId))!;
    expect((await GET(new Request(`${url}?site=${foreign.siteId}`, { headers: { cookie } }))).status).toBe(404);
    const ok = await GET(new Request(`${url}?from=${PERIOD.from}&to=${PERIOD.to}`, { headers: { cookie } }));
    expect(ok.status).toBe(200);
    expect(ok.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const parsed = parse((await ok.text()).replace(/^\ufeff/, "")) as string[][];
    expect(parsed[1]?.slice(0, 4)).toEqual(["Total", "All your sites", String(4 * n), String(2 * n)]);
  });
});
