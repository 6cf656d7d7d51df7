import type { Metadata } from "next";
import { parseSearchReportQuery } from "@/contracts/console/reports";
import { FEW_RESULTS } from "@/domain/search/search-log";
import { dailyChartSvg } from "@/server/console/report-chart";
import { anyLabel, searchReport, type SearchReport } from "@/server/console/search-report";
import { requireStaff } from "@/server/http/staff-session";
import { Button } from "@/components/ui/button";
import { fieldClassName } from "@/components/ui/input";

export const metadata: Metadata = { title: "Searches that found little" };

const DAY = new Intl.DateTimeFormat("en-AU", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
const dayOf = (iso: string) => DAY.format(new Date(`${iso}T00:00:00Z`));
const COUNT = new Intl.NumberFormat("en-AU");
const searches = (n: number) => `${COUNT.format(n)} ${n === 1 ? "search" : "searches"}`;

/** The chart's colours: both at least 3:1 against white. */
const SEARCHES_COLOUR = "#2563eb";
const UNMET_COLOUR = "#c2410c";

/** The chart's summary for a screen reader: what it shows and its figures in one sentence. */
function chartLabel(report: SearchReport): string {
  const busiest = report.days.reduce((best, d) => (d.searches > best.searches ? d : best), report.days[0] ?? { day: report.period.fromDate, searches: 0, unmet: 0 });
  const range = `${dayOf(report.period.fromDate)} to ${dayOf(report.period.toDate)}`;
  if (report.totals.searches === 0) return `Bar chart of searches per day, ${range}: no searches were counted.`;
  return `Bar chart of searches per day, ${range}: ${searches(report.totals.searches)}, ${COUNT.format(report.totals.unmet)} of them finding fewer than ${FEW_RESULTS} cars; the busiest day was ${dayOf(busiest.day)} with ${searches(busiest.searches)}. The table beside it lists every day.`;
}

/**
 * `/console/reports/searches`: what shoppers searched for on the member's sites that found no car or fewer than three,
 * grouped by make, model, body, price band and location, over a period (`?from=YYYY-MM-DD&to=YYYY-MM-DD`, the last
 * 30 days by default) against the period before, with searches per day as a chart (SVG drawn on the server) and a
 * table, and the table as CSV. Every member sees their sites' (the log has no personal data).
 */
export default async function SearchesReportPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const staff = await requireStaff("/console/reports/searches");
  const parsed = parseSearchReportQuery(await searchParams);
  const dates = parsed.ok ? parsed.query : {};
  const report = await searchReport(staff, { from: dates.from ?? null, to: dates.to ?? null });
  const { period } = report;
  const range = `${dayOf(period.fromDate)} to ${dayOf(period.toDate)}`;
  const exportHref = `/console/reports/searches/export?${new URLSearchParams({ from: period.fromDate, to: period.toDate }).toString()}`;
  const svg = dailyChartSvg(
    report.days.map((d) => d.day),
    [
      { name: "All searches", values: report.days.map((d) => d.searches), color: SEARCHES_COLOUR },
      { name: `Fewer than ${FEW_RESULTS} cars`, values: report.days.map((d) => d.unmet), color: UNMET_COLOUR },
    ],
  );
  return (
    <div className="grid gap-5">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight">Searches that found little</h1>
        <p className="mt-1 max-w-prose text-sm text-muted-foreground">
          What shoppers searched for on your sites that found no car, or fewer than {FEW_RESULTS}: the stock to buy next. Searches are counted by their filters only, with nothing of the shopper; robots and prefetches are left out. Waiting for a car: the shoppers who asked to be told when one arrives
          ({COUNT.format(report.waiting)} in all), told once by text or email when a matching car is listed.
        </p>
      </header>

      {parsed.ok ? null : (
        <p role="alert" className="rounded-md border border-destructive bg-destructive/10 p-3 text-sm">
          {parsed.field}: {parsed.message}. Showing the last 30 days instead.
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
        <Button type="submit">Show</Button>
        <a href={exportHref} className="text-sm font-medium underline underline-offset-4" download>
          Download the table as CSV
        </a>
        <p className="w-full text-xs text-muted-foreground">
          {period.days} days, compared with {dayOf(period.previousFromDate)} to {dayOf(period.previousToDate)}.
        </p>
      </form>

      <section aria-labelledby="searches-per-day" className="grid gap-3 rounded-lg border bg-background p-3 shadow-sm lg:grid-cols-[1fr_16rem]">
        <h2 id="searches-per-day" className="text-base font-semibold lg:col-span-2">
          Searches per day, {range}
        </h2>
        {/* Drawn on the server (ECharts' SVG): a picture with its summary; the figures are in the table beside it. */}
        <div role="img" aria-label={chartLabel(report)} className="overflow-x-auto [&_svg]:h-auto [&_svg]:max-w-full" dangerouslySetInnerHTML={{ __html: svg }} />
        <div className="max-h-72 overflow-y-auto rounded border focus-visible:outline-2 focus-visible:outline-ring" tabIndex={0} role="region" aria-label="Searches per day, as a table">
          <table className="w-full text-sm">
            <caption className="sr-only">Searches per day, {range}</caption>
            <thead className="sticky top-0 bg-muted text-left">
              <tr>
                <th scope="col" className="px-2 py-1 font-medium">Day</th>
                <th scope="col" className="px-2 py-1 text-right font-medium">Searches</th>
                <th scope="col" className="px-2 py-1 text-right font-medium">Fewer than {FEW_RESULTS}</th>
              </tr>
            </thead>
            <tbody>
              {report.days.map((d) => (
                <tr key={d.day} className="border-t">
                  <th scope="row" className="px-2 py-1 text-left font-normal">{dayOf(d.day)}</th>
                  <td className="px-2 py-1 text-right tabular-nums">{COUNT.format(d.searches)}</td>
                  <td className="px-2 py-1 text-right tabular-nums">{COUNT.format(d.unmet)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <div className="overflow-x-auto rounded-lg border bg-background shadow-sm focus-visible:outline-2 focus-visible:outline-ring" tabIndex={0} role="region" aria-label={`Searches that found little, ${range}`}>
        <table className="w-full min-w-[52rem] text-sm">
          <caption className="px-3 py-2 text-left font-medium">Searches that found little, {range}</caption>
          <thead className="border-y bg-muted/50 text-left">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">Make</th>
              <th scope="col" className="px-3 py-2 font-medium">Model</th>
              <th scope="col" className="px-3 py-2 font-medium">Body</th>
              <th scope="col" className="px-3 py-2 font-medium">Price band</th>
              <th scope="col" className="px-3 py-2 font-medium">Location</th>
              <th scope="col" className="px-3 py-2 text-right font-medium">No results</th>
              <th scope="col" className="px-3 py-2 text-right font-medium">1 to {FEW_RESULTS - 1} results</th>
              <th scope="col" className="px-3 py-2 text-right font-medium">Period before</th>
              <th scope="col" className="px-3 py-2 text-right font-medium">Waiting for a car</th>
            </tr>
          </thead>
          <tbody>
            {report.rows.length === 0 ? (
              <tr>
                <td colSpan={9} className="px-3 py-4 text-muted-foreground">
                  No search in this period found fewer than {FEW_RESULTS} cars.
                </td>
              </tr>
            ) : (
              report.rows.map((row) => (
                <tr key={JSON.stringify([row.make, row.model, row.body, row.priceBand, row.location])} className="border-t">
                  <td className="px-3 py-2">{anyLabel(row.make)}</td>
                  <td className="px-3 py-2">{anyLabel(row.model)}</td>
                  <td className="px-3 py-2">{anyLabel(row.body)}</td>
                  <td className="px-3 py-2">{anyLabel(row.priceBand)}</td>
                  <td className="px-3 py-2">{anyLabel(row.location)}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{COUNT.format(row.none)}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{COUNT.format(row.few)}</td>
                  <td className="px-3 py-2 text-right tabular-nums">
                    {COUNT.format(row.previousNone + row.previousFew)}
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums">{COUNT.format(row.waiting)}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
