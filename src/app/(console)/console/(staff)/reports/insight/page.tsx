import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { parseInsightQuery } from "@/contracts/console/reports";
import { changeArrow, changeInWords, changeOf, INSIGHT_FIGURE_LABELS } from "@/domain/console/insight";
import { insightHref, insightReport, type InsightReport, type InsightRow, type Pair } from "@/server/console/insight-report";
import { dailyChartSvg } from "@/server/console/report-chart";
import { requireStaff } from "@/server/http/staff-session";
import { Button } from "@/components/ui/button";
import { fieldClassName } from "@/components/ui/input";

export const metadata: Metadata = { title: "Insight" };

const DAY = new Intl.DateTimeFormat("en-AU", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
const dayOf = (iso: string) => DAY.format(new Date(`${iso}T00:00:00Z`));
const COUNT = new Intl.NumberFormat("en-AU");

/** The charts' colours: each at least 3:1 against white. */
const COLOURS = { views: "#2563eb", searches: "#7c3aed", phone: "#c2410c", saves: "#0f766e", leads: "#be123c" } as const;

/** A count with its change against the period before: the arrow for the eye, the words for everyone. */
function Figure({ pair }: { pair: Pair | null }) {
  if (pair === null) return <span className="text-muted-foreground">n/a</span>;
  const change = changeOf(pair.current, pair.previous);
  const tone = change.direction === "up" || change.direction === "new" ? "text-emerald-700" : change.direction === "down" ? "text-red-700" : "text-muted-foreground";
  return (
    <span className="grid justify-items-end">
      <span className="tabular-nums font-medium">{COUNT.format(pair.current)}</span>
      <span className={`text-xs ${tone}`}>
        <span aria-hidden>{changeArrow(change)} </span>
        {changeInWords(pair.current, pair.previous)}
      </span>
    </span>
  );
}

/** The site, dealership or car the report is narrowed to, as its query names it. */
function narrowOf(report: InsightReport): Record<string, number> {
  switch (report.focus.level) {
    case "group":
      return {};
    case "site":
      return { site: report.focus.siteId };
    case "dealership":
      return { dealership: report.focus.dealershipId };
    case "car":
      return { car: report.focus.vehicleId };
  }
}

const rate = (value: number | null) => (value === null ? "no views" : `${value}%`);

function LevelTable({ caption, rows, showSearches, empty }: { caption: string; rows: InsightRow[]; showSearches: boolean; empty: string }) {
  return (
    <div className="overflow-x-auto rounded-lg border bg-background shadow-sm focus-visible:outline-2 focus-visible:outline-ring" tabIndex={0} role="region" aria-label={caption}>
      <table className="w-full min-w-[56rem] text-sm">
        <caption className="px-3 py-2 text-left font-medium">{caption}</caption>
        <thead className="border-y bg-muted/50 text-left">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">Name</th>
            <th scope="col" className="px-3 py-2 text-right font-medium">{INSIGHT_FIGURE_LABELS.views}</th>
            {showSearches ? <th scope="col" className="px-3 py-2 text-right font-medium">{INSIGHT_FIGURE_LABELS.searches}</th> : null}
            <th scope="col" className="px-3 py-2 text-right font-medium">{INSIGHT_FIGURE_LABELS.phone}</th>
            <th scope="col" className="px-3 py-2 text-right font-medium">{INSIGHT_FIGURE_LABELS.saves}</th>
            <th scope="col" className="px-3 py-2 text-right font-medium">Leads</th>
            <th scope="col" className="px-3 py-2 text-right font-medium">Lead conversion</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={showSearches ? 7 : 6} className="px-3 py-4 text-muted-foreground">{empty}</td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.id} className="border-t align-top">
                <th scope="row" className="px-3 py-2 text-left font-normal">
                  <Link href={row.href} className="underline underline-offset-4">{row.name}</Link>
                </th>
                <td className="px-3 py-2 text-right"><Figure pair={row.figures.views} /></td>
                {showSearches ? <td className="px-3 py-2 text-right"><Figure pair={row.figures.searches} /></td> : null}
                <td className="px-3 py-2 text-right"><Figure pair={row.figures.phone} /></td>
                <td className="px-3 py-2 text-right"><Figure pair={row.figures.saves} /></td>
                <td className="px-3 py-2 text-right"><Figure pair={row.leads} /></td>
                <td className="px-3 py-2 text-right tabular-nums">
                  {rate(row.conversion.current)}
                  <span className="block text-xs text-muted-foreground">period before: {rate(row.conversion.previous)}</span>
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

type DayKey = "views" | "searches" | "phone" | "saves" | "leads";
const DAY_LABELS: Record<DayKey, string> = { ...INSIGHT_FIGURE_LABELS, leads: "Leads" };

/** A chart of some figures per day (SVG drawn on the server) with its summary and the same figures as a table. */
function DailyChart({ id, title, report, keys }: { id: string; title: string; report: InsightReport; keys: DayKey[] }) {
  const range = `${dayOf(report.period.fromDate)} to ${dayOf(report.period.toDate)}`;
  const svg = dailyChartSvg(
    report.days.map((d) => d.day),
    keys.map((key) => ({ name: DAY_LABELS[key], values: report.days.map((d) => d[key]), color: COLOURS[key] })),
  );
  const totals = keys.map((key) => `${COUNT.format(report.days.reduce((n, d) => n + d[key], 0))} ${DAY_LABELS[key].toLowerCase()}`).join(", ");
  const label = `Bar chart of ${title.toLowerCase()}, ${range}: ${totals}. The table beside it lists every day.`;
  return (
    <section aria-labelledby={id} className="grid gap-3 rounded-lg border bg-background p-3 shadow-sm lg:grid-cols-[1fr_20rem]">
      <h2 id={id} className="text-base font-semibold lg:col-span-2">{title}, {range}</h2>
      <div role="img" aria-label={label} className="overflow-x-auto [&_svg]:h-auto [&_svg]:max-w-full" dangerouslySetInnerHTML={{ __html: svg }} />
      <div className="max-h-72 overflow-y-auto rounded border focus-visible:outline-2 focus-visible:outline-ring" tabIndex={0} role="region" aria-label={`${title}, as a table`}>
        <table className="w-full text-sm">
          <caption className="sr-only">{title}, {range}</caption>
          <thead className="sticky top-0 bg-muted text-left">
            <tr>
              <th scope="col" className="px-2 py-1 font-medium">Day</th>
              {keys.map((key) => <th key={key} scope="col" className="px-2 py-1 text-right font-medium">{DAY_LABELS[key]}</th>)}
            </tr>
          </thead>
          <tbody>
            {report.days.map((d) => (
              <tr key={d.day} className="border-t">
                <th scope="row" className="px-2 py-1 text-left font-normal">{dayOf(d.day)}</th>
                {keys.map((key) => <td key={key} className="px-2 py-1 text-right tabular-nums">{COUNT.format(d[key])}</td>)}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/**
 * `/console/reports/insight`: the member's car page views, search views, phone reveals, watchlist saves and leads by
 * kind over a period (`?from=YYYY-MM-DD&to=YYYY-MM-DD`, the last 30 days by default) against the period before, for
 * all their sites and per site, dealership and car (each narrowed to with `?site=`, `?dealership=` or `?car=`), with
 * lead conversion, charts per day (SVG drawn on the server) and their tables, and the tables as CSV
 * (`/console/reports/insight/export`). A site, dealership or car not theirs is a 404.
 */
export default async function InsightReportPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const staff = await requireStaff("/console/reports/insight");
  const parsed = parseInsightQuery(await searchParams);
  const query = parsed.ok ? parsed.query : {};
  const report = await insightReport(staff, query);
  if (!report) notFound();
  const { period, totals } = report;
  const range = `${dayOf(period.fromDate)} to ${dayOf(period.toDate)}`;
  const siteLevel = report.focus.level === "group" || report.focus.level === "site";
  const narrowed = report.focus.level !== "group";
  return (
    <div className="grid gap-5">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight">Insight: {report.title}</h1>
        <p className="mt-1 max-w-prose text-sm text-muted-foreground">
          What shoppers did on your sites, compared with the period before: car page views, search views, phone reveals (a masked number shown, or a call or text link used), watchlist saves and leads. Lead conversion is leads ÷ car page views.{" "}
          <Link href="/console/reports/response-time" className="font-medium underline underline-offset-4">How fast leads were answered</Link> is its own report.
        </p>
        {narrowed ? (
          <p className="mt-2 text-sm">
            <Link href={insightHref(period)} className="font-medium underline underline-offset-4">Back to all your sites</Link>
          </p>
        ) : null}
      </header>

      {parsed.ok ? null : (
        <p role="alert" className="rounded-md border border-destructive bg-destructive/10 p-3 text-sm">
          {parsed.field}: {parsed.message}. Showing the last 30 days of all your sites instead.
        </p>
      )}

      <form method="get" className="flex flex-wrap items-end gap-3 rounded-lg border bg-background p-3 shadow-sm">
        <label className="grid gap-1 text-sm font-medium">
          From
          <input type="date" name="from" defaultValue={period.fromDate} max={period.toDate} className={`${fieldClassName} h-10 w-auto`} />
        </label>
        <label className="grid gap-1 text-sm font-medium">
          To
          <input type="date" name="to" defaultValue={period.toDate} className={`${fieldClassName} h-10 w-auto`} />
        </label>
        {report.focus.level === "site" ? <input type="hidden" name="site" value={report.focus.siteId} /> : null}
        {report.focus.level === "dealership" ? <input type="hidden" name="dealership" value={report.focus.dealershipId} /> : null}
        {report.focus.level === "car" ? <input type="hidden" name="car" value={report.focus.vehicleId} /> : null}
        <Button type="submit">Show</Button>
        <a href={insightHref(period, narrowOf(report)).replace("/console/reports/insight?", "/console/reports/insight/export?")} className="text-sm font-medium underline underline-offset-4" download>
          Download the tables as CSV
        </a>
        <p className="w-full text-xs text-muted-foreground">
          {period.days} days, compared with {dayOf(period.previousFromDate)} to {dayOf(period.previousToDate)}.
        </p>
      </form>

      <section aria-labelledby="insight-totals" className="grid gap-3">
        <h2 id="insight-totals" className="text-lg font-semibold">{report.title}, {range}</h2>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {([
            [INSIGHT_FIGURE_LABELS.views, totals.figures.views],
            [INSIGHT_FIGURE_LABELS.searches, totals.figures.searches],
            [INSIGHT_FIGURE_LABELS.phone, totals.figures.phone],
            [INSIGHT_FIGURE_LABELS.saves, totals.figures.saves],
            ["Leads", totals.leads],
          ] as const).map(([label, pair]) => (
            <div key={label} className="rounded-lg border bg-background p-3 shadow-sm">
              <dt className="text-sm text-muted-foreground">{label}</dt>
              <dd className="mt-1 text-right text-lg"><Figure pair={pair} /></dd>
            </div>
          ))}
          <div className="rounded-lg border bg-background p-3 shadow-sm">
            <dt className="text-sm text-muted-foreground">Lead conversion</dt>
            <dd className="mt-1 text-right text-lg tabular-nums">
              {rate(totals.conversion.current)}
              <span className="block text-xs text-muted-foreground">period before: {rate(totals.conversion.previous)}</span>
            </dd>
          </div>
        </dl>
        {siteLevel ? null : <p className="text-sm text-muted-foreground">Search views are counted per site: a search names no car or dealership.</p>}
      </section>

      <div className="overflow-x-auto rounded-lg border bg-background shadow-sm focus-visible:outline-2 focus-visible:outline-ring" tabIndex={0} role="region" aria-label={`Leads by kind, ${range}`}>
        <table className="w-full min-w-[28rem] text-sm">
          <caption className="px-3 py-2 text-left font-medium">Leads by kind, {range}</caption>
          <thead className="border-y bg-muted/50 text-left">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">Kind</th>
              <th scope="col" className="px-3 py-2 text-right font-medium">Leads</th>
            </tr>
          </thead>
          <tbody>
            {report.leadsByKind.length === 0 ? (
              <tr><td colSpan={2} className="px-3 py-4 text-muted-foreground">No leads in this period or the one before.</td></tr>
            ) : (
              report.leadsByKind.map((k) => (
                <tr key={k.kind} className="border-t">
                  <th scope="row" className="px-3 py-2 text-left font-normal">{k.label}</th>
                  <td className="px-3 py-2 text-right"><Figure pair={k} /></td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>

      <DailyChart id="insight-views-per-day" title={siteLevel ? "Views per day" : "Car page views per day"} report={report} keys={siteLevel ? ["views", "searches"] : ["views"]} />
      <DailyChart id="insight-actions-per-day" title="Phone reveals, saves and leads per day" report={report} keys={["phone", "saves", "leads"]} />

      {siteLevel ? <LevelTable caption={`Sites, ${range}`} rows={report.sites} showSearches empty="No sites." /> : null}
      {report.focus.level === "car" ? null : <LevelTable caption={`Dealerships, ${range}`} rows={report.dealerships} showSearches={false} empty="No car of your dealerships was viewed, saved or enquired about in this period or the one before." />}
      <LevelTable
        caption={report.carCount > report.cars.length ? `Cars, ${range}: the ${report.cars.length} most viewed of ${COUNT.format(report.carCount)}` : `Cars, ${range}`}
        rows={report.cars}
        showSearches={false}
        empty="No car was viewed, saved or enquired about in this period or the one before."
      />
    </div>
  );
}
