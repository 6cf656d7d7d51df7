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
import fc from "fast-check";
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
  await db.query("delete from insight_monthly_counts");
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

  it("keeps the rollups, daily and monthly, exactly as a recount of the events would", async () => {
    const rows = () => demo.db.query<Record<string, unknown>>("select site_id, day::text, figure, vehicle_id, dealership_id, count from insight_daily_counts order by site_id, day, figure, vehicle_id");
    const months = () => demo.db.query<Record<string, unknown>>("select site_id, month::text, figure, vehicle_id, dealership_id, count from insight_monthly_counts order by site_id, month, figure, vehicle_id, dealership_id");
    const written = await rows();
    const writtenMonths = await months();
    expect(written.length).toBeGreaterThan(plans.length * 4);
    expect(writtenMonths.length).toBeGreaterThan(plans.length * 4);
    await rebuildInsightCounts(REBUILD, PREVIOUS_DAY, dayAfter(TODAY));
    expect(await rows()).toEqual(written);
    expect(await months()).toEqual(writtenMonths);
    // Every month is the sum of its days.
    const [{ n } = { n: -1 }] = await demo.db.query<{ n: number }>(
      `select count(*)::int as n from (
         select site_id, date_trunc('month', day)::date as month, figure, vehicle_id, dealership_id, sum(count)::int as count from insight_daily_counts group by 1, 2, 3, 4, 5
       ) d full join insight_monthly_counts m using (site_id, month, figure, vehicle_id, dealership_id)
       where d.count is distinct from m.count`,
    );
    expect(n).toBe(0);
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

describe("the insight report over whole months and edge days", () => {
  const OLDEST = 1_100; // days back: three years, a leap year's February among them
  const NEWEST = 25; // the earlier tests' periods (the last 20 days) keep only their own events

  /** The figures as the daily rollup alone answers them: each site's, dealership's and car's in the period and before. */
  async function dailyOnly(staff: ConsoleStaff, period: InsightReport["period"]) {
    const args = [staff.scope.siteIds, period.previousFromDate, period.fromDate, period.toDate];
    const sums = "coalesce(sum(count) filter (where day >= $3::date), 0)::int as current, coalesce(sum(count) filter (where day < $3::date), 0)::int as previous";
    const within = "site_id = any($1::int[]) and day >= $2::date and day <= $4::date";
    const sites = await demo.db.query<{ id: number; figure: string; current: number; previous: number }>(`select site_id as id, figure, ${sums} from insight_daily_counts where ${within} and vehicle_id = 0 group by 1, 2`, args);
    const cars = await demo.db.query<{ id: number; dealership: number; figure: string; current: number; previous: number }>(
      `select vehicle_id as id, dealership_id as dealership, figure, ${sums} from insight_daily_counts where ${within} and vehicle_id <> 0 and dealership_id = any($5::int[]) group by 1, 2, 3`,
      [...args, staff.scope.dealershipIds],
    );
    const figuresOf = (rows: Array<{ figure: string; current: number; previous: number }>) => {
      const out: Record<string, { current: number; previous: number }> = { views: { current: 0, previous: 0 }, searches: { current: 0, previous: 0 }, phone: { current: 0, previous: 0 }, saves: { current: 0, previous: 0 } };
      for (const r of rows) {
        out[r.figure]!.current += r.current;
        out[r.figure]!.previous += r.previous;
      }
      return out;
    };
    const group = <R extends { figure: string; current: number; previous: number }>(rows: R[], key: (r: R) => number) => {
      const by = new Map<number, R[]>();
      for (const r of rows) by.set(key(r), [...(by.get(key(r)) ?? []), r]);
      return new Map([...by].map(([id, rs]) => [id, figuresOf(rs)]));
    };
    return { total: figuresOf(sites), sites: group(sites, (r) => r.id), dealerships: group(cars, (r) => r.dealership), cars: group(cars, (r) => r.id) };
  }

  it("answers exactly as the daily rollup alone over random periods: the group's, a site's and every site's", async () => {
    // Three years of raw events for every planned site's cars (and searches), recounted into both rollups.
    await demo.db.query(
      `insert into analytics_events (site_id, event_id, vehicle_id, created_at)
       select p.site_id, e.event_id, case when e.event_id in (4, 39) or (e.event_id = 25 and g % 3 <> 0) then p.cars[1 + g % array_length(p.cars, 1)] end,
              now() - ($2::int * interval '1 day') - ((g::bigint * 2654435761) % ($3::int * 86400)) * interval '1 second'
       from unnest($1::int[]) as p_site(site_id)
       cross join lateral (select p_site.site_id, array_agg(v.id order by v.id) as cars from vehicles v join site_dealerships sd on sd.dealership_id = v.dealership_id where sd.site_id = p_site.site_id and v.show_on_dealer_website) p
       cross join generate_series(1, 1500) g
       cross join lateral (select (array[4, 4, 4, 49, 49, 25, 39, 61])[1 + (g * 31 + p.site_id) % 8] as event_id) e`,
      [plans.map((p) => p.siteId), NEWEST, OLDEST - NEWEST],
    );
    await rebuildInsightCounts(REBUILD, isoDateIn(new Date(NOW.getTime() - (OLDEST + 2) * DAY), REPORT_TIME_ZONE), isoDateIn(new Date(NOW.getTime() - (NEWEST - 1) * DAY), REPORT_TIME_ZONE));
    const members = [(await signedInStaff("owner@southerncross.demo")).staff, (await signedInStaff("admin@forecourt.demo")).staff];
    const site = plans.find((p) => members[0]!.scope.siteIds.includes(p.siteId))!.siteId;
    const pick = (n: number) => isoDateIn(new Date(NOW.getTime() - n * DAY), REPORT_TIME_ZONE);
    let withMonths = 0;
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: OLDEST - 370 }), fc.integer({ min: 1, max: 366 }), fc.integer({ min: 0, max: 2 }), async (back, length, who) => {
        const staff = members[Math.min(who, 1)]!;
        const narrow = who === 2 ? { site } : {};
        const report = (await insightReport(staff, { from: pick(back + length - 1), to: pick(back), ...narrow }, { now: NOW }))!;
        const expected = await dailyOnly(staff, report.period);
        if (report.period.days >= 31) withMonths++;
        const none = { views: { current: 0, previous: 0 }, searches: { current: 0, previous: 0 }, phone: { current: 0, previous: 0 }, saves: { current: 0, previous: 0 } };
        if (who === 2) expect(report.totals.figures).toEqual(expected.sites.get(site) ?? none);
        else expect(report.totals.figures).toEqual(expected.total);
        for (const row of report.sites) expect([row.id, row.figures]).toEqual([row.id, expected.sites.get(row.id) ?? none]);
        if (who !== 2) {
          for (const row of report.dealerships) expect([row.id, { ...row.figures, searches: null }]).toEqual([row.id, { ...expected.dealerships.get(row.id), searches: null }]);
          for (const row of report.cars) expect([row.id, { ...row.figures, searches: null }]).toEqual([row.id, { ...expected.cars.get(row.id), searches: null }]);
          expect(report.dealerships.map((d) => d.id).sort()).toEqual([...expected.dealerships.keys()].filter((id) => staff.dealerships.some((d) => d.id === id)).sort());
        }
      }),
      {
        numRuns: 40,
        examples: [
          [30, 365, 0], // a year: whole months and edge days in both periods
          [40, 366, 1], // every site
          [35, 31, 2], // a site over a month's length
        ],
      },
    );
    expect(withMonths).toBeGreaterThan(10);
    // The periods were not empty: the events are there to compare.
    const year = (await insightReport(members[1]!, { from: pick(OLDEST - 10), to: pick(OLDEST - 375) }, { now: NOW }))!;
    expect(year.totals.figures.views.current).toBeGreaterThan(1000);
  });
});
