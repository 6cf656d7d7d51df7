import { beforeAll, describe, expect, it } from "vitest";
import { parse } from "csv-parse/sync";
import { REPORT_TIME_ZONE } from "@/domain/console/report-period";
import { isoDateIn } from "@/domain/vehicle-page/time";
import { flushSearchLog, recordSearch } from "@/server/search/search-log-buffer";
import { seedDemoStaff, signedInStaff } from "@/test/console-staff";
import { seededDemo } from "@/test/seeded-demo";
import { searchReport, searchReportCsvRows } from "./search-report";

const demo = seededDemo({ seed: 37, vehicles: 40 });

const NOW = new Date();
const DAY = 86_400_000;
const TODAY = isoDateIn(NOW, REPORT_TIME_ZONE);
const filters = (make: string, changes: Partial<{ model: string; body: string; priceBand: string; location: string; query: string; carType: string }> = {}) => ({
  make,
  model: "",
  body: "",
  carType: "",
  priceBand: "",
  location: "",
  query: "",
  ...changes,
});

/** Each site's group. */
let groupOf = new Map<number, string | null>();
const siteMake = (siteId: number) => `Make of site ${siteId}`;
const makesOf = (report: Awaited<ReturnType<typeof searchReport>>) => new Set(report.rows.map((r) => r.make));

beforeAll(async () => {
  await seedDemoStaff();
  groupOf = new Map((await demo.db.query<{ id: number; group_id: string | null }>("select id, group_id from sites")).map((s) => [s.id, s.group_id]));
  await flushSearchLog();
  await demo.db.query("delete from search_daily_counts");
  for (const site of demo.sites) {
    // Every site: one search that found nothing today, one that found few, and one that found plenty (not listed).
    recordSearch(site.id, filters(siteMake(site.id)), 0, NOW);
    recordSearch(site.id, filters(siteMake(site.id)), 0, NOW);
    recordSearch(site.id, filters(siteMake(site.id)), 2, NOW);
    recordSearch(site.id, filters("Plenty"), 40, NOW);
  }
  const coastal = demo.site("coastal-toyota");
  // Grouped by make, model, body, price band and location: car type and text are not split on.
  recordSearch(coastal.id, filters("Lamborghini", { model: "Urus", body: "SUV", priceBand: "$100,000+", carType: "used", query: "urus" }), 0, NOW);
  recordSearch(coastal.id, filters("Lamborghini", { model: "Urus", body: "SUV", priceBand: "$100,000+", carType: "new", query: "" }), 1, NOW);
  // Ten days ago, in a ten-day period's period before.
  recordSearch(coastal.id, filters("Lamborghini", { model: "Urus", body: "SUV", priceBand: "$100,000+" }), 0, new Date(NOW.getTime() - 10 * DAY));
  await flushSearchLog();
});

describe("the searches report", () => {
  it("groups the searches that found none or few cars, against the period before, and counts every search per day", async () => {
    const { staff } = await signedInStaff("owner@coastal.demo");
    const from = isoDateIn(new Date(NOW.getTime() - 9 * DAY), REPORT_TIME_ZONE);
    const report = await searchReport(staff, { from, to: TODAY }, { now: NOW });
    expect(report.period.days).toBe(10);
    const urus = report.rows.find((r) => r.make === "Lamborghini");
    expect(urus).toEqual({ make: "Lamborghini", model: "Urus", body: "SUV", priceBand: "$100,000+", location: "", none: 1, few: 1, previousNone: 1, previousFew: 0, waiting: 0 });
    expect(makesOf(report).has("Plenty")).toBe(false);
    const today = report.days.find((d) => d.day === TODAY);
    const sites = staff.scope.siteIds.length;
    expect(today).toEqual({ day: TODAY, searches: sites * 4 + 2, unmet: sites * 3 + 2 });
    expect(report.days).toHaveLength(10);
    expect(report.totals.searches).toBe(sites * 4 + 2);
  });

  it("covers the member's sites: owner, manager and sales their group's, another group's owner none of them, the platform admin every site", async () => {
    const expected = (siteIds: readonly number[]) => new Set(siteIds.map(siteMake));
    const owner = (await signedInStaff("owner@southerncross.demo")).staff;
    const manager = (await signedInStaff("manager@southerncross.demo")).staff;
    const sales = (await signedInStaff("sales@southerncross.demo")).staff;
    const other = (await signedInStaff("owner@coastal.demo")).staff;
    const admin = (await signedInStaff("admin@forecourt.demo")).staff;
    const southernCross = [...groupOf].filter(([, group]) => group === owner.scope.groupIds[0]).map(([id]) => id);
    expect(southernCross.length).toBeGreaterThan(0);

    const ownerMakes = makesOf(await searchReport(owner, {}, { now: NOW }));
    expect(ownerMakes).toEqual(expected(southernCross));
    for (const member of [manager, sales]) {
      const makes = makesOf(await searchReport(member, {}, { now: NOW }));
      expect(member.scope.siteIds.length).toBeGreaterThan(0);
      expect(makes).toEqual(expected(member.scope.siteIds));
      for (const make of makes) expect(ownerMakes.has(make)).toBe(true);
    }
    const otherMakes = makesOf(await searchReport(other, {}, { now: NOW }));
    for (const id of southernCross) expect(otherMakes.has(siteMake(id))).toBe(false);
    const adminMakes = makesOf(await searchReport(admin, {}, { now: NOW }));
    for (const site of demo.sites) expect(adminMakes.has(siteMake(site.id))).toBe(true);
  });

  it("exports the table as formula-safe CSV, and the export route names a bad field with a 400 and answers 401 signed out", async () => {
    const { staff, cookie } = await signedInStaff("owner@coastal.demo");
    // A make typed to run as a formula in a spreadsheet.
    recordSearch(demo.site("coastal-toyota").id, filters("=HYPERLINK(\"http://x\")"), 0, NOW);
    await flushSearchLog();
    const rows = searchReportCsvRows(await searchReport(staff, {}, { now: NOW }));
    expect(rows[0]).toEqual(["Make", "Model", "Body", "Price band", "Location", "No results", "1 to 2 results", "No results (period before)", "1 to 2 results (period before)", "Waiting for a car"]);
    expect(rows.some((r) => r[0] === "'=HYPERLINK(\"http://x\")")).toBe(true);
    expect(rows.find((r) => r[0] === "Lamborghini")?.slice(1)).toEqual(["Urus", "SUV", "$100,000+", "Any", "2", "1", "0", "0", "0"]); // the last 30 days: the one ten days ago too

    process.env.DATA_DIR ??= (await import("node:fs")).mkdtempSync((await import("node:path")).join((await import("node:os")).tmpdir(), "search-report-"));
    const { GET } = await import("@/app/(console)/console/(staff)/reports/searches/export/route");
    const url = "http://localhost:3000/console/reports/searches/export";
    expect((await GET(new Request(url))).status).toBe(401);
    const bad = await GET(new Request(`${url}?from=yesterday`, { headers: { cookie } }));
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { field: string } }).error.field).toBe("from");
    expect((await GET(new Request(`${url}?colour=red`, { headers: { cookie } }))).status).toBe(400);
    const ok = await GET(new Request(url, { headers: { cookie } }));
    expect(ok.status).toBe(200);
    expect(ok.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const parsed = parse((await ok.text()).replace(/^\ufeff/, "")) as string[][];
    expect(parsed.find((r) => r[0] === "Lamborghini")?.[1]).toBe("Urus");
  });
});
