import "server-only";
import type { InsightQuery } from "@/contracts/console/reports";
import { csvSafeCell } from "@/domain/console/lead-csv";
import { INSIGHT_CAR_ROWS, INSIGHT_FIGURES, leadConversion, leadKindLabel, type InsightFigure } from "@/domain/console/insight";
import { dayAfter, REPORT_TIME_ZONE, reportDays, reportPeriod, type ReportPeriod } from "@/domain/console/report-period";
import { vehicleTitle } from "@/domain/vehicle/title";
import { insightCarFigures, insightCars, insightFiguresPerDay, insightLeadCounts, insightLeadsPerDay, insightSiteFigures, type InsightDays, type InsightFocus, type LeadCount } from "@/server/data/insight";
import type { ConsoleStaff } from "./staff-session";

/**
 * The insight report (issue 36, "Insight"): over a period and against the period before, the member's car page views,
 * search views, phone reveals, watchlist saves and leads by kind, for their whole group (every site they see), and a
 * table per level: each site, each dealership, each car (the most viewed INSIGHT_CAR_ROWS) with its lead conversion.
 * Narrowed to one site, dealership or car (`?site=`, `?dealership=`, `?car=`), it shows that one's figures and the
 * levels below it. The figures are read from the daily rollup (src/server/data/insight.ts), never the raw events.
 * Searches have no car: at a dealership's or a car's level they are not a figure (null).
 */

/** A figure in the period and the period before. */
export interface Pair {
  current: number;
  previous: number;
}

export type FigurePairs = Record<InsightFigure, Pair>;

export interface InsightRow {
  id: number;
  name: string;
  /** The report narrowed to this row. */
  href: string;
  /** Searches are null where they do not apply (a dealership, a car). */
  figures: Omit<FigurePairs, "searches"> & { searches: Pair | null };
  leads: Pair;
  /** Leads ÷ car page views (a per cent), this period and the one before; null without views. */
  conversion: { current: number | null; previous: number | null };
}

export interface InsightDay {
  day: string;
  views: number;
  searches: number;
  phone: number;
  saves: number;
  leads: number;
}

export interface InsightReport {
  period: ReportPeriod;
  focus: InsightFocus;
  /** What the report covers, in words ("All your sites", a site's, dealership's or car's name). */
  title: string;
  totals: InsightRow;
  leadsByKind: Array<{ kind: string; label: string } & Pair>;
  sites: InsightRow[];
  dealerships: InsightRow[];
  cars: InsightRow[];
  /** Cars with any figure in either period (the table lists the first INSIGHT_CAR_ROWS). */
  carCount: number;
  days: InsightDay[];
}

const zero = (): Pair => ({ current: 0, previous: 0 });
const zeroFigures = (): FigurePairs => ({ views: zero(), searches: zero(), phone: zero(), saves: zero() });
const add = (into: Pair, from: Pair) => {
  into.current += from.current;
  into.previous += from.previous;
};

function hrefOf(period: ReportPeriod, narrow: Record<string, number> = {}): string {
  const params = new URLSearchParams({ from: period.fromDate, to: period.toDate });
  for (const [key, id] of Object.entries(narrow)) params.set(key, String(id));
  return `/console/reports/insight?${params.toString()}`;
}

function rowOf(id: number, name: string, href: string, figures: FigurePairs, leads: Pair, withSearches: boolean): InsightRow {
  return {
    id,
    name,
    href,
    figures: { ...figures, searches: withSearches ? figures.searches : null },
    leads,
    conversion: { current: leadConversion(leads.current, figures.views.current), previous: leadConversion(leads.previous, figures.views.previous) },
  };
}

/** One grouping of the lead counts (by site, dealership, car or kind) as a map from its key to its pair. */
function leadsBy<K extends LeadCount["key"]>(counts: readonly LeadCount[], by: LeadCount["by"]): Map<K, Pair> {
  const map = new Map<K, Pair>();
  for (const c of counts) {
    if (c.by !== by) continue;
    const pair = map.get(c.key as K) ?? zero();
    add(pair, c);
    map.set(c.key as K, pair);
  }
  return map;
}

/** The focus the query names, if the member may see it; null for a site, dealership or car not theirs (or none). */
async function focusOf(staff: ConsoleStaff, query: Pick<InsightQuery, "site" | "dealership" | "car">): Promise<{ focus: InsightFocus; title: string } | null> {
  if (query.site !== undefined) {
    const site = staff.sites.find((s) => s.id === query.site && staff.scope.siteIds.includes(s.id));
    return site ? { focus: { level: "site", siteId: site.id }, title: site.name } : null;
  }
  if (query.dealership !== undefined) {
    const dealership = staff.dealerships.find((d) => d.id === query.dealership && staff.scope.dealershipIds.includes(d.id));
    return dealership ? { focus: { level: "dealership", dealershipId: dealership.id }, title: dealership.name } : null;
  }
  if (query.car !== undefined) {
    const [car] = await insightCars(staff.scope, [query.car]);
    return car ? { focus: { level: "car", vehicleId: car.id }, title: vehicleTitle(car, { badge: true }) || `Car ${car.stocknum}` } : null;
  }
  return { focus: { level: "group" }, title: staff.scope.platformAdmin ? "Every site" : "All your sites" };
}

/**
 * The report for the member over the dates given (the last 30 days when they name none), narrowed as the query says,
 * as of `now`; null when it names a site, dealership or car the member may not see (the page's 404).
 */
export async function insightReport(staff: ConsoleStaff, query: InsightQuery, options: { now?: Date } = {}): Promise<InsightReport | null> {
  const period = reportPeriod({ from: query.from ?? null, to: query.to ?? null }, options.now ?? new Date(), REPORT_TIME_ZONE);
  const focused = await focusOf(staff, query);
  if (!focused) return null;
  const { focus } = focused;
  const days: InsightDays = { previousFromDay: period.previousFromDate, fromDay: period.fromDate, toDay: period.toDate };
  const scope = staff.scope;
  const [siteFigures, carFigures, perDay, leadCounts, leadsPerDay] = await Promise.all([
    insightSiteFigures(scope, days, focus),
    insightCarFigures(scope, days, focus),
    insightFiguresPerDay(scope, period.fromDate, dayAfter(period.toDate), focus),
    insightLeadCounts(scope, period, focus),
    insightLeadsPerDay(scope, period, focus),
  ]);
  const siteLevel = focus.level === "group" || focus.level === "site";

  // Sites: their totals (every event of the site, with a car or none).
  const bySite = new Map<number, FigurePairs>();
  for (const r of siteFigures) {
    const figures = bySite.get(r.siteId) ?? zeroFigures();
    add(figures[r.figure], r);
    bySite.set(r.siteId, figures);
  }
  // Cars and dealerships: the events naming a car.
  const byCar = new Map<number, { dealershipId: number; figures: FigurePairs }>();
  const byDealership = new Map<number, FigurePairs>();
  for (const r of carFigures) {
    const car = byCar.get(r.vehicleId) ?? { dealershipId: r.dealershipId, figures: zeroFigures() };
    add(car.figures[r.figure], r);
    byCar.set(r.vehicleId, car);
    const dealership = byDealership.get(r.dealershipId) ?? zeroFigures();
    add(dealership[r.figure], r);
    byDealership.set(r.dealershipId, dealership);
  }
  const leadsOfSite = leadsBy<number>(leadCounts, "site");
  const leadsOfDealership = leadsBy<number | null>(leadCounts, "dealership");
  const leadsOfCar = leadsBy<number | null>(leadCounts, "car");
  const leadsOfKind = leadsBy<string>(leadCounts, "kind");

  const totalFigures = zeroFigures();
  if (siteLevel) for (const figures of bySite.values()) for (const f of INSIGHT_FIGURES) add(totalFigures[f], figures[f]);
  else for (const figures of byDealership.values()) for (const f of INSIGHT_FIGURES) add(totalFigures[f], figures[f]);
  const totalLeads = zero();
  // Every lead has one kind: the kinds' counts add up to them all.
  for (const pair of leadsOfKind.values()) add(totalLeads, pair);

  const sites = siteLevel
    ? staff.sites
        .filter((s) => scope.siteIds.includes(s.id) && (focus.level === "group" || s.id === focus.siteId))
        .map((s) => rowOf(s.id, s.name, hrefOf(period, { site: s.id }), bySite.get(s.id) ?? zeroFigures(), leadsOfSite.get(s.id) ?? zero(), true))
        .sort((a, b) => b.figures.views.current - a.figures.views.current || a.name.localeCompare(b.name))
    : [];
  const dealershipNames = new Map(staff.dealerships.map((d) => [d.id, d.name]));
  const dealershipIds = new Set([...byDealership.keys(), ...[...leadsOfDealership.keys()].filter((id): id is number => id !== null && scope.dealershipIds.includes(id))]);
  const dealerships = [...dealershipIds]
    .filter((id) => dealershipNames.has(id) && (focus.level !== "dealership" || id === focus.dealershipId) && focus.level !== "car")
    .map((id) => rowOf(id, dealershipNames.get(id) ?? "", hrefOf(period, { dealership: id }), byDealership.get(id) ?? zeroFigures(), leadsOfDealership.get(id) ?? zero(), false))
    .sort((a, b) => b.figures.views.current - a.figures.views.current || a.name.localeCompare(b.name));

  // Cars: every car with a figure or a lead; the most viewed first (then the most leads), the first rows only.
  const carIds = new Set([...byCar.keys(), ...[...leadsOfCar.keys()].filter((id): id is number => id !== null)]);
  const ranked = [...carIds]
    .map((id) => ({ id, figures: byCar.get(id)?.figures ?? zeroFigures(), leads: leadsOfCar.get(id) ?? zero() }))
    .sort((a, b) => b.figures.views.current - a.figures.views.current || b.leads.current - a.leads.current || a.id - b.id);
  const shown = ranked.slice(0, INSIGHT_CAR_ROWS);
  const details = new Map((await insightCars(scope, shown.map((c) => c.id))).map((car) => [car.id, car]));
  const cars = shown
    .filter((c) => details.has(c.id))
    .map((c) => {
      const car = details.get(c.id)!;
      return rowOf(c.id, `${vehicleTitle(car, { badge: true })} (${car.stocknum})`, hrefOf(period, { car: c.id }), c.figures, c.leads, false);
    });

  const dayFigures = new Map<string, InsightDay>();
  for (const day of reportDays(period)) dayFigures.set(day, { day, views: 0, searches: 0, phone: 0, saves: 0, leads: 0 });
  for (const r of perDay) {
    const d = dayFigures.get(r.day);
    if (d) d[r.figure] += r.count;
  }
  for (const r of leadsPerDay) {
    const d = dayFigures.get(r.day);
    if (d) d.leads += r.leads;
  }

  return {
    period,
    focus,
    title: focused.title,
    totals: rowOf(0, focused.title, hrefOf(period), totalFigures, totalLeads, siteLevel),
    leadsByKind: [...leadsOfKind].map(([kind, pair]) => ({ kind, label: leadKindLabel(kind), ...pair })).sort((a, b) => b.current - a.current || a.label.localeCompare(b.label)),
    sites,
    dealerships,
    cars,
    carCount: ranked.length,
    days: [...dayFigures.values()],
  };
}

/** The report's own address for a period (its period picker's form and the levels' links keep it). */
export const insightHref = hrefOf;

/** The CSV export's header, in column order. */
export const INSIGHT_CSV_COLUMNS = [
  "Level",
  "Name",
  "Car page views",
  "Car page views (period before)",
  "Search views",
  "Search views (period before)",
  "Phone reveals",
  "Phone reveals (period before)",
  "Watchlist saves",
  "Watchlist saves (period before)",
  "Leads",
  "Leads (period before)",
  "Lead conversion %",
  "Lead conversion % (period before)",
] as const;

/** The report's tables as CSV rows (header first): the total, then each site, dealership and car; names formula-safe. */
export function insightCsvRows(report: InsightReport): string[][] {
  const pair = (p: Pair | null) => (p === null ? ["", ""] : [String(p.current), String(p.previous)]);
  const rate = (value: number | null) => (value === null ? "" : String(value));
  const line = (level: string, row: InsightRow) => [
    level,
    csvSafeCell(row.name),
    ...pair(row.figures.views),
    ...pair(row.figures.searches),
    ...pair(row.figures.phone),
    ...pair(row.figures.saves),
    ...pair(row.leads),
    rate(row.conversion.current),
    rate(row.conversion.previous),
  ];
  return [
    [...INSIGHT_CSV_COLUMNS],
    line("Total", report.totals),
    ...report.sites.map((row) => line("Site", row)),
    ...report.dealerships.map((row) => line("Dealership", row)),
    ...report.cars.map((row) => line("Car", row)),
  ];
}
