import type { Metadata } from "next";
import { parseStockQuery } from "@/contracts/console/stock";
import { stockTableView } from "@/server/console/stock";
import { requireStaff } from "@/server/http/staff-session";
import { StockBulkPanel } from "@/components/console/stock/stock-bulk-panel";
import { StockFilterBar } from "@/components/console/stock/stock-filter-bar";
import { StockTable } from "@/components/console/stock/stock-table";

export const metadata: Metadata = { title: "Stock" };

/**
 * The stock table (/console/stock): the staff member's dealerships' cars, filtered and sorted by the address's query
 * (shareable), 50 a page, each with its days in stock, views, leads and listing health. A filter that does not parse
 * is named on the page instead of being dropped. Managers and owners get the bulk change panel for the cars the filters
 * show.
 */
export default async function StockPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const staff = await requireStaff("/console/stock");
  const parsed = parseStockQuery(await searchParams);
  if (!parsed.ok) {
    return (
      <div className="flex flex-col gap-4">
        <h1 className="text-2xl font-semibold tracking-tight">Stock</h1>
        <div role="alert" className="rounded-lg border border-destructive bg-background p-4">
          <p className="font-medium">
            This filter can&apos;t be used: <code>{parsed.field}</code> {parsed.message}.
          </p>
          <p className="mt-2 text-sm">
            <a href="/console/stock" className="underline">
              Show all stock
            </a>
          </p>
        </div>
      </div>
    );
  }
  const view = await stockTableView(staff, parsed.query, new Date());
  // The bulk panel's filters: the address's own (not its order or page), as the table read them.
  const bulkFilters = Object.fromEntries(
    Object.entries({ q: parsed.query.q, dealership: parsed.query.dealership, status: parsed.query.status, type: parsed.query.type, make: parsed.query.make })
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, String(value)]),
  );
  const caption = `Stock, ${view.totalLabel}, page ${view.page} of ${view.pageCount}`;
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Stock</h1>
        <p className="text-sm text-muted-foreground">{view.totalLabel}</p>
      </div>
      <StockFilterBar filters={view.filters} />
      {staff.scope.managedDealershipIds.length > 0 && view.total > 0 ? <StockBulkPanel filters={bulkFilters} shown={view.total} capped={view.capped} /> : null}
      {view.rows.length === 0 ? (
        <div className="rounded-lg border bg-background p-6 text-center">
          <p className="font-medium">{view.filtered ? "No cars match these filters." : "No stock yet."}</p>
          {view.filtered ? (
            <p className="mt-1 text-sm text-muted-foreground">
              Try fewer filters, or{" "}
              <a href="/console/stock" className="underline">
                clear them all
              </a>
              .
            </p>
          ) : null}
        </div>
      ) : (
        <StockTable rows={view.rows} caption={caption} />
      )}
      {view.pageCount > 1 ? (
        <nav aria-label="Pages of stock" className="flex items-center justify-between gap-2 text-sm">
          {view.previousHref ? (
            <a href={view.previousHref} rel="prev" className="underline">
              Previous page
            </a>
          ) : (
            <span />
          )}
          <span aria-current="page">
            Page {view.page} of {view.pageCount}
          </span>
          {view.nextHref ? (
            <a href={view.nextHref} rel="next" className="underline">
              Next page
            </a>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  );
}
