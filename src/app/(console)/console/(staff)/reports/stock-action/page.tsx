import type { Metadata } from "next";
import Link from "next/link";
import { parseStockActionQuery, stockActionQueryString, type StockActionQuery, type StockActionSort } from "@/contracts/console/reports";
import { AGING_DAYS_BOUNDS, VIEWED_WITHOUT_LEADS } from "@/domain/console/stock-action";
import { stockActionView, STOCK_ACTION_PAGE_SIZE, type StockActionRowView } from "@/server/console/stock-action";
import { requireStaff } from "@/server/http/staff-session";
import { listedVehicleMarketEstimate } from "@/server/services/vehicle-page/price-gauge";
import { Button } from "@/components/ui/button";
import { fieldClassName } from "@/components/ui/input";

export const metadata: Metadata = { title: "Stock to act on" };

const DOLLARS = new Intl.NumberFormat("en-AU", { style: "currency", currency: "AUD", maximumFractionDigits: 0 });
const COUNT = new Intl.NumberFormat("en-AU", { maximumFractionDigits: 1 });

function marketText(row: StockActionRowView): string {
  if (!row.market) return "Too few similar cars";
  if (row.market.inLine) return `In line with ${DOLLARS.format(row.market.average)}`;
  return `${DOLLARS.format(Math.abs(row.market.difference))} ${row.market.difference < 0 ? "below" : "above"} ${DOLLARS.format(row.market.average)}`;
}

/**
 * A column heading that orders the table by it (`sort`; asked again, by `reverse` when the column has one). The column
 * the table is ordered by says so to a screen reader (`aria-sort`).
 */
function SortHeading({ query, sort, reverse, label, align = "right" }: { query: StockActionQuery; sort?: StockActionSort; reverse?: StockActionSort; label: string; align?: "left" | "right" }) {
  const cell = `px-3 py-2 font-medium ${align === "right" ? "text-right" : "text-left"}`;
  if (!sort) return <th scope="col" className={cell}>{label}</th>;
  const current = query.sort === sort || query.sort === reverse;
  const target = query.sort === sort && reverse ? reverse : sort;
  const ascending = query.sort.endsWith("-asc");
  return (
    <th scope="col" className={cell} aria-sort={current ? (ascending ? "ascending" : "descending") : undefined}>
      <Link href={`/console/reports/stock-action${stockActionQueryString(query, { sort: target, page: 1 })}`} className="underline underline-offset-4">
        {label}
        {current ? <span aria-hidden="true"> {ascending ? "↑" : "↓"}</span> : null}
      </Link>
    </th>
  );
}

/**
 * `/console/reports/stock-action`: the member's dealerships' cars still for sale, 25 a page, with days in stock, views
 * per day, leads and price changes, the price against the market as the vehicle page's gauge works it out (where there
 * are enough similar cars), and two flags: viewed a lot without a lead, and aging past the limit (`?agingDays=`, 60 by
 * default). Ordered by the column headings (`?sort=`); the page as CSV.
 */
export default async function StockActionPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const staff = await requireStaff("/console/reports/stock-action");
  const parsed = parseStockActionQuery(await searchParams);
  const query: StockActionQuery = parsed.ok ? parsed.query : { sort: "days-desc", page: 1 };
  const now = new Date();
  const view = await stockActionView(staff, query, (subject) => listedVehicleMarketEstimate(subject, now), now);
  const exportHref = `/console/reports/stock-action/export${stockActionQueryString(query)}`;
  return (
    <div className="grid gap-5">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight">Stock to act on</h1>
        <p className="mt-1 max-w-prose text-sm text-muted-foreground">
          Your cars for sale, oldest first. &ldquo;Viewed, no leads&rdquo; marks a car with {VIEWED_WITHOUT_LEADS.minViews} or more views over at least {VIEWED_WITHOUT_LEADS.minDays} days and no lead: look at its photos and price. &ldquo;Aging&rdquo; marks a car in stock longer than {view.agingDays} days. The market figure is the one the car&rsquo;s page shows shoppers, from similar cars for sale on the platform.
        </p>
      </header>

      {parsed.ok ? null : (
        <p role="alert" className="rounded-md border border-destructive bg-destructive/10 p-3 text-sm">
          {parsed.field}: {parsed.message}. Showing the default table instead.
        </p>
      )}

      <form method="get" className="flex flex-wrap items-end gap-3 rounded-lg border bg-background p-3 shadow-sm">
        {query.sort !== "days-desc" ? <input type="hidden" name="sort" value={query.sort} /> : null}
        <label className="grid gap-1 text-sm font-medium">
          Aging after (days)
          <input type="number" name="agingDays" min={AGING_DAYS_BOUNDS.min} max={AGING_DAYS_BOUNDS.max} defaultValue={view.agingDays} className={`${fieldClassName} h-10 w-28`} />
        </label>
        <Button type="submit">Show</Button>
        <a href={exportHref} className="text-sm font-medium underline underline-offset-4" download>
          Download this page as CSV
        </a>
        <p className="w-full text-xs text-muted-foreground">
          {view.total.toLocaleString("en-AU")} car{view.total === 1 ? "" : "s"} for sale; page {view.page} of {view.pageCount} ({STOCK_ACTION_PAGE_SIZE} a page).
        </p>
      </form>

      <div className="overflow-x-auto rounded-lg border bg-background shadow-sm focus-visible:outline-2 focus-visible:outline-ring" tabIndex={0} role="region" aria-label="Stock to act on">
        <table className="w-full min-w-[64rem] text-sm">
          <caption className="px-3 py-2 text-left font-medium">Cars for sale, page {view.page} of {view.pageCount}</caption>
          <thead className="border-y bg-muted/50 text-left">
            <tr>
              <SortHeading query={query} label="Car" align="left" />
              <SortHeading query={query} sort="price-desc" label="Price" />
              <SortHeading query={query} sort="days-desc" reverse="days-asc" label="Days in stock" />
              <SortHeading query={query} sort="views-desc" label="Views (per day)" />
              <SortHeading query={query} sort="leads-asc" reverse="leads-desc" label="Leads" />
              <SortHeading query={query} sort="price-changes-desc" label="Price changes" />
              <SortHeading query={query} label="Against the market" />
              <SortHeading query={query} label="Flags" align="left" />
            </tr>
          </thead>
          <tbody>
            {view.rows.length === 0 ? (
              <tr>
                <td colSpan={8} className="px-3 py-4 text-muted-foreground">No cars for sale.</td>
              </tr>
            ) : (
              view.rows.map((row) => (
                <tr key={row.id} className="border-t">
                  <th scope="row" className="px-3 py-2 text-left font-medium">
                    <Link href={row.href} className="underline underline-offset-4">{row.title}</Link>
                    <span className="block text-xs font-normal text-muted-foreground">
                      {row.stockNumber}
                      {row.dealershipName ? ` · ${row.dealershipName}` : ""}
                    </span>
                  </th>
                  <td className="px-3 py-2 text-right tabular-nums">{row.price === null ? "No price" : DOLLARS.format(row.price)}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{row.daysInStock}</td>
                  <td className="px-3 py-2 text-right tabular-nums">
                    {COUNT.format(row.views)} <span className="text-muted-foreground">({COUNT.format(row.viewsPerDay)})</span>
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums">{row.leads}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{row.priceChanges}</td>
                  <td className="px-3 py-2 text-right">{marketText(row)}</td>
                  <td className="px-3 py-2">
                    <ul className="flex flex-wrap gap-1">
                      {row.viewedWithoutLeads ? <li className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-950">Viewed, no leads</li> : null}
                      {row.agingPast ? <li className="rounded bg-red-100 px-1.5 py-0.5 text-xs font-medium text-red-950">Aging</li> : null}
                    </ul>
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>

      <nav aria-label="Pages" className="flex gap-3 text-sm">
        {view.page > 1 ? <Link href={`/console/reports/stock-action${stockActionQueryString(query, { page: view.page - 1 })}`} className="underline underline-offset-4">Previous page</Link> : null}
        {view.page < view.pageCount ? <Link href={`/console/reports/stock-action${stockActionQueryString(query, { page: view.page + 1 })}`} className="underline underline-offset-4">Next page</Link> : null}
      </nav>
    </div>
  );
}
