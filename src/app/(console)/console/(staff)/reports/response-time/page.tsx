import type { Metadata } from "next";
import { DEFAULT_RESPONSE_TARGET_MINUTES } from "@/domain/console/assignment";
import { formatMinutes } from "@/domain/console/duration";
import { responseReport, type ResponseFigures, type ResponseRow } from "@/server/console/response-report";
import { requireStaff } from "@/server/http/staff-session";
import { Button } from "@/components/ui/button";
import { fieldClassName } from "@/components/ui/input";

export const metadata: Metadata = { title: "Response times" };

const first = (value: string | string[] | undefined): string | null => (Array.isArray(value) ? (value[0] ?? null) : (value ?? null));

const DAY = new Intl.DateTimeFormat("en-AU", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
const dayOf = (iso: string) => DAY.format(new Date(`${iso}T00:00:00Z`));
const share = (value: number | null) => (value === null ? "–" : `${Math.round(value * 100)}%`);

/** The change of the median against the period before, in words a manager reads at a glance. */
function change(current: ResponseFigures, previous: ResponseFigures): string {
  if (current.median === null || previous.median === null) return "–";
  const delta = Math.round(current.median - previous.median);
  if (delta === 0) return "no change";
  return delta < 0 ? `${formatMinutes(-delta)} faster` : `${formatMinutes(delta)} slower`;
}

function ReportTable({ caption, first: firstHeading, rows }: { caption: string; first: string; rows: ResponseRow[] }) {
  return (
    // Wider than a phone: the table scrolls sideways inside its own box (the caption stays put above it).
    // Focusable with a name, so a keyboard user can scroll it too.
    <div className="overflow-x-auto rounded-lg border bg-background shadow-sm focus-visible:outline-2 focus-visible:outline-ring" tabIndex={0} role="region" aria-label={caption}>
      <table className="w-full min-w-[44rem] text-sm">
        <caption className="px-3 py-2 text-left font-medium">{caption}</caption>
        <thead className="border-y bg-muted/50 text-left">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              {firstHeading}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Leads
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Answered
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Median
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              90th percentile
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Within target
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Median vs period before
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={7} className="px-3 py-4 text-muted-foreground">
                No leads in this period.
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.key} className="border-t">
                <th scope="row" className="px-3 py-2 text-left font-medium">
                  {row.label}
                </th>
                <td className="px-3 py-2 text-right tabular-nums">{row.current.leads}</td>
                <td className="px-3 py-2 text-right tabular-nums">{row.current.answered}</td>
                <td className="px-3 py-2 text-right tabular-nums">{formatMinutes(row.current.median)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{formatMinutes(row.current.p90)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{share(row.current.withinTarget)}</td>
                <td className="px-3 py-2 text-right tabular-nums">
                  {change(row.current, row.previous)}
                  <span className="block text-xs text-muted-foreground">was {formatMinutes(row.previous.median)}</span>
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

/**
 * `/console/reports/response-time`: how fast leads are answered, per dealership and per member, over a period the URL
 * holds (`?from=YYYY-MM-DD&to=YYYY-MM-DD`, the last 30 days by default), against the period before. Every member
 * sees it: a sales member their own row, a manager their dealerships, an owner the group.
 */
export default async function ResponseTimePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const staff = await requireStaff("/console/reports/response-time");
  const query = await searchParams;
  const report = await responseReport(staff, { from: first(query.from), to: first(query.to) });
  const { period } = report;
  const target = report.targetMinutes.length === 1 ? (report.targetMinutes[0] ?? DEFAULT_RESPONSE_TARGET_MINUTES) : DEFAULT_RESPONSE_TARGET_MINUTES;
  const range = `${dayOf(period.fromDate)} to ${dayOf(period.toDate)}`;
  return (
    <div className="grid gap-5">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight">Response times</h1>
        <p className="mt-1 max-w-prose text-sm text-muted-foreground">
          Times count business hours only, from each location&rsquo;s opening hours, so a lead that arrives at 9 pm on Saturday is not late at 8 am on Monday. Leads not yet answered count as still waiting, up to now. Target: {formatMinutes(target)}.
        </p>
      </header>

      <form method="get" className="flex flex-wrap items-end gap-3 rounded-lg border bg-background p-3 shadow-sm">
        <label className="grid gap-1 text-sm font-medium">
          From
          <input type="date" name="from" defaultValue={period.fromDate} max={period.toDate} className={`${fieldClassName} h-10 w-auto`} />
        </label>
        <label className="grid gap-1 text-sm font-medium">
          To
          <input type="date" name="to" defaultValue={period.toDate} className={`${fieldClassName} h-10 w-auto`} />
        </label>
        <Button type="submit">
          Show
        </Button>
        <p className="w-full text-xs text-muted-foreground">
          {period.days} days, compared with {dayOf(period.previousFromDate)} to {dayOf(period.previousToDate)}.
        </p>
      </form>

      {report.dealerships.length > 0 || staff.scope.managedDealershipIds.length > 0 ? <ReportTable caption={`By dealership, ${range}`} first="Dealership" rows={report.dealerships} /> : null}
      <ReportTable caption={staff.scope.managedDealershipIds.length > 0 ? `By staff member, ${range}` : `Your leads, ${range}`} first="Staff member" rows={report.members} />
    </div>
  );
}
